/* tcc_cell.c: profiles, config headers, cell hashing and image builds (see tcc_cell.h). */
#include "tcc_cell.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>
#include "../base/tcc_error.h"
#include "../base/tcc_file.h"
#include "../base/tcc_key.h"
#include "../model/tcc_library.h"
#include "tcc_objcache.h"
#include "../base/tcc_proc.h"
#include "../base/tcc_str.h"

#define TCC_PATH_MAX 4096
#define TCC_CONFIG_MAX 8192

/* The versions of library unpacked in root, as "a, b, c" (for messages). */
static void tcc_library_versions(const char *root, const char *library, char *out, size_t out_size)
{
    struct dirent **list = NULL;
    int n = scandir(root, &list, NULL, versionsort);
    size_t prefix = strlen(library);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        const char *name = list[i]->d_name;
        if (strncmp(name, library, prefix) == 0 && name[prefix] == '-' && strstr(name, ".tmp") == NULL)
            tcc_appendf(out, out_size, "%s%s", out[0] ? ", " : "", name + prefix + 1);
        free(list[i]);
    }
    free(list);
}

int tcc_library_find(const char *home, const char *library, const char *version, struct tcc_library_source *src,
                     struct tcc_diag *d)
{
    char root[TCC_PATH_MAX], path[TCC_PATH_MAX + 300];
    const char *env = getenv("TLSCOST_SOURCES");
    snprintf(root, sizeof root, "%s", env != NULL && *env ? env : "");
    if (root[0] == '\0')
        snprintf(root, sizeof root, "%s/.sources", home);
    memset(src, 0, sizeof *src);
    if (version != NULL && strncmp(version, "git:", 4) == 0)
        return tcc_library_git(home, library, version, src, d);
    if (version != NULL && strchr(version, '/') != NULL)
        return tcc_library_tree(library, version, src, d);
    const struct tcc_library *descriptor = tcc_library_named(library);
    if (descriptor != NULL && descriptor->tree_only != NULL) {
        tcc_diagf(d, "%s", descriptor->tree_only);
        return TCC_E_USAGE;
    }
    /* Without a version: the one scripts/setup.sh marked as the default, else the highest. */
    char *chosen = NULL;
    if (version == NULL) {
        snprintf(path, sizeof path, "%s/.%s.default", root, library);
        chosen = tcc_file_read(path, NULL);
        if (chosen != NULL)
            chosen[strcspn(chosen, "\n")] = '\0';
    }
    if (chosen == NULL) {
        char known[1024];
        tcc_library_versions(root, library, known, sizeof known);
        if (known[0] == '\0') {
            tcc_diagf(d, "no %s source in %s; run scripts/setup.sh (or make setup) to fetch it", library, root);
            return TCC_E_SETUP;
        }
        const char *pick = version;
        if (pick == NULL)
            pick = strrchr(known, ' ') != NULL ? strrchr(known, ' ') + 1 : known;
        size_t len = strlen(library) + strlen(pick) + 2;
        chosen = malloc(len);
        if (chosen == NULL)
            return TCC_E_IO;
        snprintf(chosen, len, "%s-%s", library, pick);
        snprintf(path, sizeof path, "%s/%s", root, chosen);
        if (version != NULL && !tcc_path_exists(path)) {
            tcc_diagf(d, "%s %s is not unpacked in %s; known: %s (scripts/setup.sh fetches the versions it lists)",
                    library, version, root, known);
            free(chosen);
            return TCC_E_USAGE;
        }
    }
    snprintf(src->dir, sizeof src->dir, "%s/%s", root, chosen);
    snprintf(src->name, sizeof src->name, "%s", library);
    snprintf(src->version, sizeof src->version, "%s", chosen + strlen(library) + 1);
    free(chosen);
    if (!tcc_path_exists(src->dir)) {
        tcc_diagf(d, "%s source %s is missing; run scripts/setup.sh (or make setup) to fetch it", library, src->dir);
        return TCC_E_SETUP;
    }
    snprintf(path, sizeof path, "%s/.tlscost-sha256", src->dir);
    char *sha = tcc_file_read(path, NULL);
    snprintf(src->sha256, sizeof src->sha256, "%.64s", sha != NULL ? sha : "unknown");
    free(sha);
    return TCC_OK;
}

int tcc_profile_check(const char *home, const char *library, const char *profile, struct tcc_diag *d)
{
    char dir[TCC_PATH_MAX], path[TCC_PATH_MAX + 300];
    snprintf(dir, sizeof dir, "%s/profiles/%s", home, library);
    snprintf(path, sizeof path, "%s/%s.h", dir, profile);
    if (strchr(profile, '/') == NULL && tcc_path_exists(path))
        return TCC_OK;
    char known[1024] = "";
    struct dirent **list = NULL;
    int n = scandir(dir, &list, NULL, alphasort);
    for (int i = 0; i < n; i++) {
        size_t len = strlen(list[i]->d_name);
        if (len > 2 && strcmp(list[i]->d_name + len - 2, ".h") == 0) {
            size_t at = strlen(known);
            snprintf(known + at, sizeof known - at, "%s%.*s", at ? ", " : "", (int)(len - 2), list[i]->d_name);
        }
        free(list[i]);
    }
    free(list);
    tcc_diagf(d, "profile '%s' unknown for %s; known: %s (or give a header with --config FILE)", profile, library,
            known[0] ? known : "none");
    return TCC_E_USAGE;
}

int tcc_user_config_identity(const char *path, char *real, size_t real_size, char sha256[65], char *macros,
                             size_t macros_size)
{
    char resolved[TCC_PATH_MAX];
    char *text = realpath(path, resolved) != NULL ? tcc_file_read(resolved, NULL) : NULL;
    if (text == NULL)
        return TCC_E_USAGE;
    snprintf(real, real_size, "%s", resolved);
    struct tcc_key key;
    tcc_key_begin(&key);
    tcc_key_text(&key, text);
    tcc_key_end(&key, sha256);
    macros[0] = '\0';
    for (const char *line = text; line != NULL && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        const char *p = line + strspn(line, " \t");
        if (*p != '#')
            continue;
        p += 1 + strspn(p + 1, " \t");
        int undef = strncmp(p, "undef", 5) == 0;
        if (!undef && strncmp(p, "define", 6) != 0)
            continue;
        p += undef ? 5 : 6;
        p += strspn(p, " \t");
        size_t len = strspn(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_");
        if (len > 0)
            tcc_appendf(macros, macros_size, "%s%s%.*s", macros[0] ? " " : "", undef ? "-" : "", (int)len, p);
    }
    free(text);
    return TCC_OK;
}

const char *tcc_cell_title(const struct tcc_cell *cell, struct tcc_cell_title_text *title)
{
    const char *base = cell->build.user_config != NULL ? strrchr(cell->build.user_config, '/') : NULL;
    if (cell->build.user_config == NULL)
        snprintf(title->text, sizeof title->text, "%s", tcc_cell_label(cell));
    else
        snprintf(title->text, sizeof title->text, "%s + %s", tcc_cell_label(cell),
                 base != NULL ? base + 1 : cell->build.user_config);
    return title->text;
}

/* Two keys fed the same bytes: the configuration's identity, and the build's, which goes on
 * with what else changes the objects. */
struct tcc_identity {
    struct tcc_key config, build;
};

static void tcc_identity_text(struct tcc_identity *id, const char *text)
{
    tcc_key_text(&id->config, text);
    tcc_key_text(&id->build, text);
}

/* Feed a header's text to both keys; its text (free it), or NULL when it cannot be read. */
static char *tcc_identity_header(struct tcc_identity *id, const char *path)
{
    char *text = tcc_file_read(path, NULL);
    if (text != NULL)
        tcc_identity_text(id, text);
    return text;
}

/* Feed the headers that text (of the header at path) includes with quotes, found beside it (a
 * profile's #include "min.h", "adapt/bare-chip.h"), and theirs, so a change to an included
 * profile changes the identity of every profile built on it. Headers not beside it (the
 * library's own, found on its include path) are covered by the source checksum. */
static void tcc_identity_included(struct tcc_identity *id, const char *path, const char *text, int depth)
{
    const char *slash = strrchr(path, '/');
    int dir_len = slash != NULL ? (int)(slash - path) : 0;
    for (const char *line = text; line != NULL && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        const char *p = line + strspn(line, " \t");
        if (strncmp(p, "#include", 8) != 0)
            continue;
        p += 8 + strspn(p + 8, " \t");
        size_t len = *p == '"' ? strcspn(p + 1, "\"\n") : 0;
        if (len == 0)
            continue;
        char included[TCC_PATH_MAX];
        if (p[1] == '/')
            snprintf(included, sizeof included, "%.*s", (int)len, p + 1);
        else
            snprintf(included, sizeof included, "%.*s/%.*s", dir_len, path, (int)len, p + 1);
        char *inner = tcc_identity_header(id, included);
        if (inner != NULL && depth + 1 < 4)
            tcc_identity_included(id, included, inner, depth + 1);
        free(inner);
    }
}

/* The header paths of one image's configuration: the profile (or --config), the user's
 * additions (or ""), and the run image's server additions. */
static int tcc_config_paths(const struct tcc_cell *cell, char *profile_path, char *user_path, char *extra_path)
{
    if (cell->build.config_file != NULL) {
        if (realpath(cell->build.config_file, profile_path) == NULL) {
            tcc_diagf(cell->diag, "cannot read config header %s; give a readable file to --config", cell->build.config_file);
            return TCC_E_USAGE;
        }
    } else {
        snprintf(profile_path, TCC_PATH_MAX, "%s/profiles/%s/%s.h", cell->home, cell->build.library->name, cell->build.profile);
    }
    user_path[0] = '\0';
    if (cell->build.user_config != NULL && realpath(cell->build.user_config, user_path) == NULL) {
        tcc_diagf(cell->diag, "cannot read user config header %s; give a readable file to --user-config", cell->build.user_config);
        return TCC_E_USAGE;
    }
    snprintf(extra_path, TCC_PATH_MAX, "%s/harness/tls/%s_run_extra.h", cell->home, cell->build.library->name);
    return TCC_OK;
}

static int tcc_image_has_server(const char *image)
{
    return strcmp(image, "run") == 0 || strcmp(image, "peer") == 0;
}

/* The config header an image is built with (the profile, the buffer lengths, the server's and
 * the user's additions, by path). */
static void tcc_cell_config_text(const struct tcc_cell *cell, const char *image, const char *profile_path,
                          const char *user_path, const char *extra_path, char *config, size_t config_size)
{
    config[0] = '\0';
    tcc_appendf(config, config_size, "/* written by tlscost: %s image of %s */\n#include \"%s\"\n", image,
                tcc_cell_label(cell), profile_path);
    /* The record buffers' lengths, where the library has them as options (its descriptor). */
    const char *in_macro = cell->build.library->in_len_macro, *out_macro = cell->build.library->out_len_macro;
    if (cell->build.in_len && in_macro != NULL)
        tcc_appendf(config, config_size, "#undef %s\n#define %s %u\n", in_macro, in_macro, cell->build.in_len);
    if (cell->build.out_len && out_macro != NULL)
        tcc_appendf(config, config_size, "#undef %s\n#define %s %u\n", out_macro, out_macro, cell->build.out_len);
    /* The user's additions before the server's, so the server follows them (session tickets in
     * the client's configuration give the server a ticket key). */
    if (user_path[0])
        tcc_appendf(config, config_size, "#include \"%s\"\n", user_path);
    if (tcc_image_has_server(image))
        tcc_appendf(config, config_size, "#include \"%s\"\n", extra_path);
}

int tcc_cell_identity(const struct tcc_cell *cell, const struct tcc_library_source *src, const char *compiler,
                      const char *image, char *config, size_t config_size, struct tcc_cell_identity *out)
{
    char profile_path[TCC_PATH_MAX], user_path[TCC_PATH_MAX], extra_path[TCC_PATH_MAX], mk_path[TCC_PATH_MAX + 32];
    int err = tcc_config_paths(cell, profile_path, user_path, extra_path);
    if (err != TCC_OK)
        return err;
    tcc_cell_config_text(cell, image, profile_path, user_path, extra_path, config, config_size);
    struct tcc_identity id;
    tcc_key_begin(&id.config);
    tcc_key_begin(&id.build);
    /* What the headers say, not where they are, so checkouts agree. */
    char *profile = tcc_identity_header(&id, profile_path);
    if (profile == NULL) {
        tcc_key_end(&id.config, out->config_sha256);
        tcc_key_end(&id.build, out->build_hash);
        tcc_diagf(cell->diag, "cannot read config header %s", profile_path);
        return TCC_E_USAGE;
    }
    tcc_identity_included(&id, profile_path, profile, 0);
    free(profile);
    char lengths[64];
    snprintf(lengths, sizeof lengths, "\n/* in %u out %u */\n", cell->build.in_len, cell->build.out_len);
    tcc_identity_text(&id, lengths);
    if (user_path[0])
        free(tcc_identity_header(&id, user_path));
    if (tcc_image_has_server(image)) {
        char *extra = tcc_identity_header(&id, extra_path);
        tcc_identity_included(&id, extra_path, extra, 0);
        free(extra);
    }
    /* The build also changes with the header as written, the library's source and version, the
     * target, its compiler and the level, and the make files that say how objects are built. */
    const char *parts[] = { config, src->sha256, src->version, cell->build.target, compiler, tcc_cell_opt(cell) };
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
        tcc_key_text(&id.build, "\n");
        tcc_key_text(&id.build, parts[i]);
    }
    tcc_key_text(&id.build, "\n");
    /* A stand-in chain is built into the run image: its blob file names its folder, its hash. */
    if (cell->scenario.server != NULL && strcmp(image, "run") == 0)
        tcc_key_file(&id.build, cell->scenario.server->blobs);
    const char *fragments[] = { "mk/image.mk", NULL, NULL };
    char target_mk[TCC_NAME_MAX + 16], library_mk[TCC_NAME_MAX + 16];
    snprintf(target_mk, sizeof target_mk, "mk/target/%s.mk", cell->build.target);
    snprintf(library_mk, sizeof library_mk, "mk/lib/%s.mk", cell->build.library->name);
    fragments[1] = target_mk;
    fragments[2] = library_mk;
    for (size_t i = 0; i < sizeof fragments / sizeof fragments[0]; i++) {
        snprintf(mk_path, sizeof mk_path, "%s/%s", cell->home, fragments[i]);
        tcc_key_file(&id.build, mk_path);
    }
    /* The fragments targets share (mk/target/shared/), in name order. */
    struct dirent **shared = NULL;
    snprintf(mk_path, sizeof mk_path, "%s/mk/target/shared", cell->home);
    int n_shared = scandir(mk_path, &shared, NULL, alphasort);
    for (int i = 0; i < n_shared; i++) {
        if (shared[i]->d_name[0] != '.') {
            snprintf(mk_path, sizeof mk_path, "%s/mk/target/shared/%s", cell->home, shared[i]->d_name);
            tcc_key_file(&id.build, mk_path);
        }
        free(shared[i]);
    }
    free(shared);
    int failed = tcc_key_end(&id.config, out->config_sha256) | tcc_key_end(&id.build, out->build_hash);
    if (failed) {
        tcc_diagf(cell->diag, "cannot read the make files under %s/mk to identify the build; is TLSCOST_HOME a tlscost tree?",
                cell->home);
        return TCC_E_SETUP;
    }
    return TCC_OK;
}

/* The first line of log holding both texts (b may be NULL), or NULL. */
static const char *tcc_log_line(const char *log, const char *a, const char *b)
{
    for (const char *line = log; line != NULL && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        size_t len = strcspn(line, "\n");
        if (memmem(line, len, a, strlen(a)) != NULL && (b == NULL || memmem(line, len, b, strlen(b)) != NULL))
            return line;
    }
    return NULL;
}

/* Say why a build failed. The log of a parallel build has no reliable order, so the cause is
 * chosen by kind: an error in the user's own header, then Mbed TLS's check_config #error, then
 * tlscost's own #error (the config cannot do the measured job), then the first error. */
static void tcc_explain_build_failure(const struct tcc_cell *cell, const char *image, const char *log_path)
{
    char *log = tcc_file_read(log_path, NULL);
    struct tcc_cell_title_text title;
    char own_header[300];
    const char *line = NULL, *kind = "does not build";
    snprintf(own_header, sizeof own_header, "%s:", tcc_cell_label(cell));
    char user_header[TCC_PATH_MAX + 2];
    if (log != NULL && cell->build.user_config != NULL && realpath(cell->build.user_config, user_header) != NULL) {
        strcat(user_header, ":");
        if ((line = tcc_log_line(log, user_header, "error")) != NULL)
            kind = "does not build: an error in the user config header";
    }
    if (log != NULL && line == NULL && cell->build.config_file != NULL)
        line = tcc_log_line(log, own_header, "error");
    if (log != NULL && line == NULL && (line = tcc_log_line(log, "check_config.h", "#error")) != NULL)
        kind = "fails the library's configuration check";
    if (log != NULL && line == NULL && (line = tcc_log_line(log, "#error", "tlscost:")) != NULL)
        kind = "cannot do the measured job";
    if (log != NULL && line == NULL && (line = tcc_log_line(log, "#error", NULL)) != NULL)
        kind = "fails the library's configuration check";
    if (log != NULL && line == NULL)
        line = tcc_log_line(log, "error", NULL);
    if (line != NULL)
        tcc_diagf(cell->diag, "%s %s (%s image): %.*s (full log: %s)", tcc_cell_title(cell, &title), kind, image,
                (int)strcspn(line, "\n"), line, log_path);
    else
        tcc_diagf(cell->diag, "%s does not build (%s image); see %s", tcc_cell_title(cell, &title), image, log_path);
    free(log);
}

/* Take the build folder's lock (its file .lock), waiting while another process holds it; the
 * descriptor to close, or -1 with the reason in the cell's diagnostic. */
static int tcc_cell_lock(const struct tcc_cell *cell, const char *out_dir)
{
    char path[TCC_PATH_MAX + 16];
    snprintf(path, sizeof path, "%s/.lock", out_dir);
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) {
        tcc_diagf(cell->diag, "cannot open %s: %s; check build/ is writable", path, strerror(errno));
        return -1;
    }
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        tcc_progress(cell->diag, "%s: waiting for another tlscost building %s", tcc_cell_label(cell), out_dir);
        while (flock(fd, LOCK_EX) != 0) {
            if (errno != EINTR) {
                tcc_diagf(cell->diag, "cannot lock %s: %s", path, strerror(errno));
                close(fd);
                return -1;
            }
        }
    }
    return fd;
}

/* Build image in the folder of config_image's configuration; server_dir (interop only) names
 * the server part to link. */
static int tcc_cell_make(const struct tcc_cell *cell, const struct tcc_library_source *src, const char *compiler,
                         const char *image, const char *server_dir, char *out_dir, size_t out_dir_size,
                         char config_sha256[65])
{
    /* The server part and the interop image live in the run image's folder: same configuration,
     * same library objects. */
    const char *config_image = strcmp(image, "serverpart") == 0 || strcmp(image, "interop") == 0 ? "run" : image;
    char *config = malloc(TCC_CONFIG_MAX);
    struct tcc_cell_identity id;
    int err = config != NULL ? tcc_cell_identity(cell, src, compiler, config_image, config, TCC_CONFIG_MAX, &id)
                             : TCC_E_IO;
    if (err == TCC_OK) {
        snprintf(config_sha256, 65, "%s", id.config_sha256);
        snprintf(out_dir, out_dir_size, "%s/build/%s/%s-%s/%s-%s-%.16s", cell->home, cell->build.target, src->name,
                 src->version, tcc_cell_label(cell), config_image, id.build_hash);
        if (tcc_mkdirs(out_dir) != TCC_OK) {
            tcc_diagf(cell->diag, "cannot create the build folder %s; check build/ is writable", out_dir);
            err = TCC_E_IO;
        }
    }
    /* One build of a folder at a time: another tlscost building the same cell is waited for,
     * and its make then finds the objects made. */
    int lock = err == TCC_OK ? tcc_cell_lock(cell, out_dir) : -1;
    if (err == TCC_OK && lock < 0)
        err = TCC_E_IO;
    if (err == TCC_OK) {
        char config_path[TCC_PATH_MAX + 16];
        snprintf(config_path, sizeof config_path, "%s/config.h", out_dir);
        char *old = tcc_file_read(config_path, NULL);
        if (old == NULL || strcmp(old, config) != 0)
            err = tcc_file_write(config_path, config, cell->diag);
        free(old);
    }
    if (err == TCC_OK) {
        char cache[8500], v_cache[8600];
        snprintf(v_cache, sizeof v_cache, "CC_CACHE=%s",
                 tcc_objcache_command(cell->home, cache, sizeof cache, NULL) == 0 ? cache : "");
        char jobs[16], v_opt[32], v_image[32], v_target[80], v_lib[80], v_src[TCC_PATH_MAX + 16], v_out[TCC_PATH_MAX + 8],
            v_cfg[TCC_PATH_MAX + 32], log_path[TCC_PATH_MAX + 16], v_parts[2 * TCC_PATH_MAX + 64],
            v_tag[TCC_PATH_MAX + 16], v_blobs[TCC_PATH_MAX + 16];
        long cpus = sysconf(_SC_NPROCESSORS_ONLN);
        snprintf(jobs, sizeof jobs, "-j%ld", cpus > 0 ? cpus : 1);
        snprintf(v_image, sizeof v_image, "IMAGE=%s", config_image);
        snprintf(v_opt, sizeof v_opt, "LIB_OPT=-%s", tcc_cell_opt(cell));
        snprintf(v_target, sizeof v_target, "TARGET=%s", cell->build.target);
        snprintf(v_lib, sizeof v_lib, "LIB=%s", cell->build.library->name);
        snprintf(v_src, sizeof v_src, "LIB_SRC=%s", src->dir);
        snprintf(v_out, sizeof v_out, "OUT=%s", out_dir);
        snprintf(v_cfg, sizeof v_cfg, "CONFIG=%s/config.h", out_dir);
        snprintf(log_path, sizeof log_path, "%s/%s.log", out_dir, image);
        /* An interop image links the server part and is named by it (its folder's hashed name). */
        const char *tag = server_dir != NULL ? strrchr(server_dir, '/') : NULL;
        if (server_dir != NULL)
            snprintf(v_parts, sizeof v_parts, "SERVER_PARTS=%s/serverpart.a %s/lib.a", server_dir, server_dir);
        else
            snprintf(v_parts, sizeof v_parts, "SERVER_PARTS=");
        snprintf(v_tag, sizeof v_tag, "SERVER_TAG=%s", tag != NULL ? tag + 1 : "");
        snprintf(v_blobs, sizeof v_blobs, "SERVER_BLOBS=%s", cell->scenario.server != NULL ? cell->scenario.server->blobs : "");
        /* The server part is a goal of the run image's folder; an interop image is a run image
         * given another library's server part. */
        char *argv[] = { "make", "-s", jobs, "-C", (char *)cell->home, "-f", "mk/image.mk", v_image, v_target, v_lib,
                         v_src, v_out, v_cfg, v_opt, v_cache, strcmp(image, "serverpart") == 0 ? "serverpart" : "all",
                         v_parts, v_tag, v_blobs, NULL };
        struct tcc_proc_result pr;
        if (tcc_proc_run(argv, log_path, 1800, &pr) != TCC_OK) {
            tcc_diagf(cell->diag, "make not found; run scripts/setup.sh (or make setup)");
            err = TCC_E_SETUP;
        } else if (pr.exit_code != 0 || pr.timed_out) {
            tcc_explain_build_failure(cell, image, log_path);
            err = TCC_E_BUILD;
        }
        tcc_proc_free(&pr);
    }
    if (lock >= 0)
        close(lock); /* releases the lock */
    free(config);
    return err;
}

int tcc_cell_build(const struct tcc_cell *cell, const struct tcc_library_source *src, const char *compiler,
                   const char *image, char *out_dir, size_t out_dir_size, char config_sha256[65])
{
    return tcc_cell_make(cell, src, compiler, image, NULL, out_dir, out_dir_size, config_sha256);
}

int tcc_cell_build_interop(const struct tcc_cell *cell, const struct tcc_library_source *src, const char *compiler,
                           const char *server_dir, char *out_dir, size_t out_dir_size, char *image_name,
                           size_t image_name_size, char config_sha256[65])
{
    const char *tag = strrchr(server_dir, '/');
    snprintf(image_name, image_name_size, "interop-%s", tag != NULL ? tag + 1 : server_dir);
    return tcc_cell_make(cell, src, compiler, "interop", server_dir, out_dir, out_dir_size, config_sha256);
}

void tcc_cell_args(const struct tcc_cell *cell, char *out, size_t out_size)
{
    out[0] = '\0';
    tcc_appendf(out, out_size, "cert=%s mfl=%u req=%u resp=%u heap_limit=%lu", cell->scenario.cert, cell->scenario.mfl, cell->scenario.request,
                cell->scenario.response, cell->options.heap_limit);
    if (cell->scenario.resume != NULL)
        tcc_appendf(out, out_size, " resume=%s", cell->scenario.resume);
    if (cell->scenario.server_suite != 0)
        tcc_appendf(out, out_size, " suite=%u", cell->scenario.server_suite);
    if (cell->scenario.server_group != 0)
        tcc_appendf(out, out_size, " group=%u", cell->scenario.server_group);
    if (cell->options.alloc != NULL)
        tcc_appendf(out, out_size, " alloc=%s arena=%lu", cell->options.alloc, cell->options.arena);
    if (cell->options.inject != NULL)
        tcc_appendf(out, out_size, " inject=%s", cell->options.inject);
    /* The stand-in chain names the probed server; the test PKI's scenarios keep the harness's name. */
    int standin = cell->scenario.server != NULL && strcmp(cell->scenario.cert, "server") == 0;
    const char *host = cell->scenario.host != NULL ? cell->scenario.host : standin ? cell->scenario.server->host : NULL;
    if (host != NULL)
        tcc_appendf(out, out_size, " host=%s", host);
    if (cell->scenario.trust != NULL)
        tcc_appendf(out, out_size, " trust=%s", cell->scenario.trust);
}
