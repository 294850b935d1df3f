/* tcc_objcache.c: the object cache (see tcc_objcache.h). */
#include "tcc_objcache.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "../base/tcc_error.h"
#include "../base/tcc_file.h"
#include "../base/tcc_key.h"
#include "../base/tcc_proc.h"

#define TCC_OBJCACHE_ARGS 256

/* What the key knows of the compiler: its file's path, size and time. */
static void tcc_key_compiler(struct tcc_key *k, const char *compiler)
{
    char path[4096], line[4400];
    struct stat st;
    if (tcc_proc_find(compiler, path, sizeof path) != 0 || stat(path, &st) != 0) {
        k->failed = 1;
        return;
    }
    snprintf(line, sizeof line, "compiler %s %lld %lld\n", path, (long long)st.st_size, (long long)st.st_mtime);
    tcc_key_text(k, line);
}

/* Run argv; its exit status (-1 when it could not run or a signal ended it), its output (stdout
 * and stderr together) in *output (free it). */
static int tcc_objcache_run(char *const argv[], char **output)
{
    struct tcc_proc_result pr;
    int started = tcc_proc_run(argv, NULL, 0, &pr) == TCC_OK;
    *output = pr.output;
    return started && pr.signal == 0 ? pr.exit_code : -1;
}

/* The hex SHA-256 of a file's contents; 0, or -1 when it cannot be read. */
static int tcc_objcache_file_hash(const char *path, char hex[65])
{
    struct tcc_key k;
    tcc_key_begin(&k);
    tcc_key_file(&k, path);
    return tcc_key_end(&k, hex);
}

struct tcc_bytes {
    const char *data;
    size_t len;
};

static int tcc_write_bytes(FILE *out, const void *ctx)
{
    const struct tcc_bytes *b = ctx;
    return fwrite(b->data, 1, b->len, out) == b->len ? TCC_OK : TCC_E_IO;
}

/* Copy from to to, all or nothing (tcc_file_write_with); 0 or -1. */
static int tcc_objcache_copy(const char *from, const char *to)
{
    struct tcc_bytes bytes = { NULL, 0 };
    char *data = tcc_file_read(from, &bytes.len);
    bytes.data = data;
    int err = data != NULL ? tcc_file_write_with(to, tcc_write_bytes, &bytes, NULL) : TCC_E_IO;
    free(data);
    return err == TCC_OK ? 0 : -1;
}

/* NAME.su for the object NAME.o (where -fstack-usage puts it). */
static void tcc_objcache_su_path(const char *object, char *out, size_t size)
{
    size_t len = strlen(object);
    if (len > 2 && strcmp(object + len - 2, ".o") == 0)
        len -= 2;
    snprintf(out, size, "%.*s.su", (int)len, object);
}

/* Whether a is a flag that names a file the preprocessor reads in front of the source (its
 * argument is the next word): the file's path differs per cell folder, its effect is in the text. */
static int tcc_objcache_include_flag(const char *a)
{
    return strcmp(a, "-include") == 0 || strcmp(a, "-imacros") == 0;
}

/* Whether a is a preprocessor flag whose effect is in the text: -D, -I, -fmacro-prefix-map (how
 * __FILE__ is written) and the dependency-file flags. */
static int tcc_objcache_text_flag(const char *a)
{
    return strncmp(a, "-D", 2) == 0 || strncmp(a, "-I", 2) == 0 || strncmp(a, "-fmacro-prefix-map=", 19) == 0 ||
           strcmp(a, "-MMD") == 0 || strcmp(a, "-MP") == 0;
}

/* The key of a compile: the compiler, the flags that are not preprocessor flags (the -o target,
 * -include and the text flags are not: their effect is in the text), and the text; 0 or -1. */
static int tcc_objcache_key(char *const argv[], const char *text, char key[65])
{
    struct tcc_key k;
    tcc_key_begin(&k);
    tcc_key_text(&k, "tlscost-objcache/1\n");
    tcc_key_compiler(&k, argv[0]);
    for (int i = 1; argv[i] != NULL; i++) {
        const char *a = argv[i];
        if (strcmp(a, "-o") == 0 && argv[i + 1] != NULL) {
            i++;
            continue;
        }
        if (tcc_objcache_include_flag(a) && argv[i + 1] != NULL) {
            i++;
            continue;
        }
        if (tcc_objcache_text_flag(a))
            continue;
        tcc_key_text(&k, a);
        tcc_key_text(&k, "\n");
    }
    tcc_key_text(&k, text);
    return tcc_key_end(&k, key);
}

/* One line to DIR/stats.log per compile ("hit OBJECT" or "miss OBJECT"), for the hit rate
 * (make bench); appended whole, so parallel compiles do not mix their lines. */
static void tcc_objcache_count(const char *dir, int hit, const char *object)
{
    char path[4200], line[4400];
    snprintf(path, sizeof path, "%s/stats.log", dir);
    int len = snprintf(line, sizeof line, "%s %s\n", hit ? "hit" : "miss", object);
    FILE *fp = fopen(path, "a");
    if (fp == NULL)
        return;
    setvbuf(fp, NULL, _IONBF, 0);
    fwrite(line, 1, (size_t)len < sizeof line ? (size_t)len : sizeof line - 1, fp);
    fclose(fp);
}

int tcc_objcache_compile(const char *dir, char *const argv[], int *hit)
{
    *hit = 0;
    int n = 0, object = -1, compile = -1, stack_usage = 0;
    for (; argv[n] != NULL && n < TCC_OBJCACHE_ARGS - 4; n++) {
        if (strcmp(argv[n], "-o") == 0 && argv[n + 1] != NULL)
            object = n + 1;
        if (strcmp(argv[n], "-c") == 0)
            compile = n;
        stack_usage |= strcmp(argv[n], "-fstack-usage") == 0;
    }
    char *output = NULL;
    if (object < 0 || compile < 0 || argv[n] != NULL) { /* not a compile it knows: no cache */
        int status = tcc_objcache_run(argv, &output);
        fputs(output != NULL ? output : "", stderr);
        free(output);
        return status == 0 ? 0 : 1;
    }
    /* The text: the same command with -E -P (no line markers, which name the config's folder). */
    char entry[4200], entry_sum[4300], sum[65], key[65];
    char *pre[TCC_OBJCACHE_ARGS];
    int m = 0;
    for (int i = 0; i < n; i++) {
        if (i == compile) {
            pre[m++] = "-E";
            pre[m++] = "-P";
        } else if (i == object - 1 || i == object || strcmp(argv[i], "-MMD") == 0 || strcmp(argv[i], "-MP") == 0) {
            continue;
        } else {
            pre[m++] = argv[i];
        }
    }
    pre[m] = NULL;
    int keyed = tcc_objcache_run(pre, &output) == 0 && tcc_objcache_key(argv, output, key) == 0;
    free(output);
    /* With -fstack-usage the compiler writes NAME.su beside NAME.o; the entry keeps it too. */
    char su[4200], entry_su[4300];
    tcc_objcache_su_path(argv[object], su, sizeof su);
    if (keyed) {
        snprintf(entry, sizeof entry, "%s/%.2s/%s.o", dir, key, key);
        snprintf(entry_sum, sizeof entry_sum, "%s.sha256", entry);
        snprintf(entry_su, sizeof entry_su, "%s/%.2s/%s.su", dir, key, key);
        char *stored = tcc_file_read(entry_sum, NULL);
        /* A hit only when the entry is whole: its contents hash to what was stored beside it. */
        if (stored != NULL && tcc_objcache_file_hash(entry, sum) == 0 && strncmp(stored, sum, 64) == 0 &&
            (!stack_usage || tcc_objcache_copy(entry_su, su) == 0) && tcc_objcache_copy(entry, argv[object]) == 0) {
            free(stored);
            *hit = 1;
            tcc_objcache_count(dir, 1, argv[object]);
            return 0;
        }
        free(stored);
        remove(entry);
        remove(entry_sum);
    }
    /* The compile itself; its messages go on to make's log. */
    int status = tcc_objcache_run(argv, &output);
    fputs(output != NULL ? output : "", stderr);
    free(output);
    if (status != 0 || !keyed)
        return status < 0 ? 1 : status;
    /* Store: the object, then its hash (a reader checks one against the other); the miss is
     * counted once the folder exists. */
    char subdir[4200];
    snprintf(subdir, sizeof subdir, "%s/%.2s", dir, key);
    if (tcc_mkdirs(subdir) == 0 && tcc_objcache_file_hash(argv[object], sum) == 0 &&
        (!stack_usage || tcc_objcache_copy(su, entry_su) == 0) && tcc_objcache_copy(argv[object], entry) == 0)
        tcc_file_write(entry_sum, sum, NULL);
    tcc_objcache_count(dir, 0, argv[object]);
    return 0;
}

int tcc_objcache_command(const char *home, char *out, size_t size, struct tcc_diag *d)
{
    char wrapper[4200], dir[4200];
    const char *chosen = getenv("TLSCOST_CACHE");
    out[0] = '\0';
    if (chosen != NULL && strcmp(chosen, "off") == 0) {
        tcc_diagf(d, "the object cache is off (TLSCOST_CACHE=off)");
        return -1;
    }
    snprintf(wrapper, sizeof wrapper, "%s/tlscost-cc", home);
    if (access(wrapper, X_OK) != 0) {
        tcc_diagf(d, "%s is not built (make tlscost-cc); building without the object cache", wrapper);
        return -1;
    }
    if (chosen != NULL && *chosen)
        snprintf(dir, sizeof dir, "%s", chosen);
    else
        snprintf(dir, sizeof dir, "%s/build/objcache", home);
    if (tcc_mkdirs(dir) != 0 || access(dir, W_OK | X_OK) != 0) {
        tcc_diagf(d, "the object cache folder %s cannot be written; building without the cache (set TLSCOST_CACHE "
                     "to a writable folder, or to off)", dir);
        return -1;
    }
    snprintf(out, size, "%s %s", wrapper, dir);
    return 0;
}
