/* tcc_file.c: file helpers (see tcc_file.h). */
#include "tcc_file.h"
#include "tcc_interrupt.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "tcc_error.h"

char *tcc_file_read(const char *path, size_t *len)
{
    FILE *fp = fopen(path, "rb");
    if (fp == NULL)
        return NULL;
    size_t cap = 65536, n = 0;
    char *buf = malloc(cap + 1);
    while (buf != NULL) {
        size_t got = fread(buf + n, 1, cap - n, fp);
        n += got;
        if (n < cap)
            break;
        char *bigger = realloc(buf, cap * 2 + 1);
        if (bigger == NULL) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = bigger;
        cap *= 2;
    }
    int failed = ferror(fp);
    fclose(fp);
    if (buf == NULL || failed) {
        free(buf);
        return NULL;
    }
    buf[n] = '\0';
    if (len != NULL)
        *len = n;
    return buf;
}

/* A temporary file beside path; commit renames it over path, abort removes it. */
struct tcc_out_file {
    FILE *fp;
    char path[4096];
    char tmp_path[4200];
};

static int tcc_out_open(struct tcc_out_file *out, const char *path, struct tcc_diag *d)
{
    snprintf(out->path, sizeof out->path, "%s", path);
    snprintf(out->tmp_path, sizeof out->tmp_path, "%s.tmp.%ld", path, (long)getpid());
    out->fp = fopen(out->tmp_path, "wb");
    if (out->fp != NULL)
        tcc_interrupt_track_file(out->tmp_path);
    if (out->fp == NULL) {
        tcc_diagf(d, "cannot write %s: %s; check the folder exists and is writable", path, strerror(errno));
        return TCC_E_IO;
    }
    return TCC_OK;
}

int tcc_file_check_output(const char *path, const char *option, struct tcc_diag *d)
{
    char dir[4096];
    const char *slash = strrchr(path, '/');
    if (slash == NULL)
        snprintf(dir, sizeof dir, ".");
    else
        snprintf(dir, sizeof dir, "%.*s", slash == path ? 1 : (int)(slash - path), path);
    struct stat st;
    if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode) && access(dir, W_OK | X_OK) == 0)
        return TCC_OK;
    tcc_diagf(d, "cannot write %s: the folder %s does not exist or is not writable; give another %s", path, dir, option);
    return TCC_E_USAGE;
}

static int tcc_out_commit(struct tcc_out_file *out, struct tcc_diag *d)
{
    int failed = ferror(out->fp);
    failed |= fclose(out->fp) != 0;
    out->fp = NULL;
    if (!failed && rename(out->tmp_path, out->path) == 0) {
        tcc_interrupt_forget_file(out->tmp_path);
        return TCC_OK;
    }
    tcc_interrupt_forget_file(out->tmp_path);
    tcc_diagf(d, "cannot write %s: %s", out->path, strerror(errno));
    remove(out->tmp_path);
    return TCC_E_IO;
}

static void tcc_out_abort(struct tcc_out_file *out)
{
    if (out->fp != NULL)
        fclose(out->fp);
    out->fp = NULL;
    remove(out->tmp_path);
    tcc_interrupt_forget_file(out->tmp_path);
}

int tcc_file_write_with(const char *path, int (*writer)(FILE *out, const void *ctx), const void *ctx,
                        struct tcc_diag *d)
{
    struct tcc_out_file out;
    int err = tcc_out_open(&out, path, d);
    if (err != TCC_OK)
        return err;
    err = writer(out.fp, ctx);
    if (err != TCC_OK) {
        tcc_out_abort(&out);
        tcc_diagf(d, "cannot write %s: its writer failed; nothing was written", path);
        return err;
    }
    return tcc_out_commit(&out, d);
}

static int tcc_write_text(FILE *out, const void *text)
{
    return fputs(text, out) < 0 ? TCC_E_IO : TCC_OK;
}

int tcc_file_write(const char *path, const char *text, struct tcc_diag *d)
{
    return tcc_file_write_with(path, tcc_write_text, text, d);
}

struct tcc_bytes {
    const void *bytes;
    size_t len;
};

static int tcc_write_bytes(FILE *out, const void *ctx)
{
    const struct tcc_bytes *b = ctx;
    return fwrite(b->bytes, 1, b->len, out) == b->len ? TCC_OK : TCC_E_IO;
}

int tcc_file_write_bytes(const char *path, const void *bytes, size_t len, struct tcc_diag *d)
{
    struct tcc_bytes b = { bytes, len };
    return tcc_file_write_with(path, tcc_write_bytes, &b, d);
}

int tcc_path_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

int tcc_mkdirs(const char *path)
{
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *p = buf + 1; *p; p++) {
        if (*p == '/') {
            *p = '\0';
            if (mkdir(buf, 0755) != 0 && errno != EEXIST)
                return TCC_E_IO;
            *p = '/';
        }
    }
    if (mkdir(buf, 0755) != 0 && errno != EEXIST)
        return TCC_E_IO;
    return TCC_OK;
}
