/* tcc_library_tree.c: a library source tree of the user's own (--library mbedtls@PATH): an
 * unpacked release or a git work tree with its uncommitted changes. Its identity is the sha256
 * of its C sources and headers (paths and contents, in path order), so an edit is a new build
 * folder (the object cache keeps what did not change), and its version is what its own version
 * header says. A revision of a git repository (--library mbedtls@git:REPO#REV) is exported once
 * into the sources folder, under its tree id, and measured as such a tree. */
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../base/tcc_error.h"
#include "../base/tcc_file.h"
#include "../base/tcc_key.h"
#include "tcc_library.h"
#include "../base/tcc_proc.h"

#define TCC_TREE_FILES_MAX 20000

static char **tcc_tree_files;
static size_t tcc_tree_count;
static size_t tcc_tree_root_len;

static int tcc_tree_visit(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)st;
    const char *name = path + ftw->base;
    if (type == FTW_D && (strcmp(name, ".git") == 0 || strcmp(name, "build") == 0))
        return FTW_SKIP_SUBTREE;
    size_t len = strlen(name);
    if (type != FTW_F || len < 3 || (strcmp(name + len - 2, ".c") != 0 && strcmp(name + len - 2, ".h") != 0))
        return FTW_CONTINUE;
    if (tcc_tree_count == TCC_TREE_FILES_MAX)
        return FTW_STOP;
    tcc_tree_files[tcc_tree_count] = strdup(path + tcc_tree_root_len);
    tcc_tree_count += tcc_tree_files[tcc_tree_count] != NULL;
    return FTW_CONTINUE;
}

static int tcc_by_path(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The sha256 of the tree's .c and .h files: each one's relative path, then its contents. */
static int tcc_tree_hash(const char *root, char hex[65])
{
    tcc_tree_files = calloc(TCC_TREE_FILES_MAX, sizeof *tcc_tree_files);
    tcc_tree_count = 0;
    tcc_tree_root_len = strlen(root);
    if (tcc_tree_files == NULL)
        return -1;
    int walked = nftw(root, tcc_tree_visit, 32, FTW_PHYS | FTW_ACTIONRETVAL);
    qsort(tcc_tree_files, tcc_tree_count, sizeof *tcc_tree_files, tcc_by_path);
    struct tcc_key key;
    tcc_key_begin(&key);
    for (size_t i = 0; i < tcc_tree_count; i++) {
        char path[8192];
        snprintf(path, sizeof path, "%s%s", root, tcc_tree_files[i]);
        tcc_key_text(&key, tcc_tree_files[i]);
        tcc_key_bytes(&key, "", 1);
        tcc_key_file(&key, path);
        free(tcc_tree_files[i]);
    }
    free(tcc_tree_files);
    tcc_tree_files = NULL;
    return tcc_key_end(&key, hex) == 0 && walked == 0 ? 0 : -1;
}

/* The version header the tree has (the library's, or its older one), as a path under root;
 * 0, or -1 when it has neither. */
static int tcc_tree_version_header(const char *root, const struct tcc_library *library, char *out, size_t size)
{
    const char *candidates[] = { library->version_header, library->version_header_before };
    for (size_t i = 0; i < sizeof candidates / sizeof candidates[0]; i++) {
        if (candidates[i] == NULL)
            continue;
        snprintf(out, size, "%s/%s", root, candidates[i]);
        if (tcc_path_exists(out))
            return 0;
    }
    return -1;
}

/* The string the version header's #define MACRO "..." gives, or "unknown". */
static void tcc_tree_version(const char *root, const struct tcc_library *library, char *out, size_t size)
{
    snprintf(out, size, "unknown");
    char path[4400];
    if (library->version_macro == NULL || tcc_tree_version_header(root, library, path, sizeof path) != 0)
        return;
    char *text = tcc_file_read(path, NULL);
    const char *at = text ? strstr(text, library->version_macro) : NULL;
    const char *open = at ? strchr(at, '"') : NULL;
    if (open != NULL && strcspn(open + 1, "\"\n") < 32)
        snprintf(out, size, "%.*s", (int)strcspn(open + 1, "\"\n"), open + 1);
    free(text);
}

/* Its git commit and whether tracked files changed, when it is a git work tree. */
static void tcc_tree_git(const char *root, struct tcc_library_source *src)
{
    /* Only its own repository: a tree unpacked inside another's work tree is not that one's. */
    char top[4096];
    char *toplevel[] = { "git", "-C", (char *)root, "rev-parse", "--show-toplevel", NULL };
    if (tcc_proc_first_line(toplevel, top, sizeof top) != 0 || strcmp(top, root) != 0)
        return;
    char *head[] = { "git", "-C", (char *)root, "rev-parse", "--short=12", "HEAD", NULL };
    if (tcc_proc_first_line(head, src->revision, sizeof src->revision) != 0)
        return;
    char *status[] = { "git", "-C", (char *)root, "status", "--porcelain", "--untracked-files=no", NULL };
    struct tcc_proc_result pr;
    if (tcc_proc_run(status, "/dev/null", 60, &pr) == TCC_OK && pr.exit_code == 0)
        src->dirty = pr.output[0] != '\0';
    tcc_proc_free(&pr);
}

/* The tree is this library's: not another's (a 4.x tree given as mbedtls), with every part. */
static int tcc_tree_check_parts(const char *root, const struct tcc_library *library, struct tcc_diag *d)
{
    char path[4400];
    if (library->tree_other_marker != NULL) {
        snprintf(path, sizeof path, "%s/%s", root, library->tree_other_marker);
        if (tcc_path_exists(path)) {
            const struct tcc_library *other = tcc_library_named(library->tree_other_library);
            tcc_diagf(d, "%s is a %s tree (it has %s/); measure it as --library %s@%s", root, other->title,
                      library->tree_other_marker, other->name, root);
            return TCC_E_USAGE;
        }
    }
    for (size_t i = 0; i < sizeof library->tree_needs / sizeof library->tree_needs[0]; i++) {
        if (library->tree_needs[i][0] == NULL)
            continue;
        snprintf(path, sizeof path, "%s/%s", root, library->tree_needs[i][0]);
        if (!tcc_path_exists(path)) {
            tcc_diagf(d, "%s lacks %s: %s", root, library->tree_needs[i][0], library->tree_needs[i][1]);
            return TCC_E_USAGE;
        }
    }
    return TCC_OK;
}

/* A git checkout's generated sources, made once by the tree's own scripts. */
static int tcc_tree_generate(const char *root, const struct tcc_library *library, struct tcc_diag *d)
{
    char path[4400];
    if (library->tree_generated == NULL)
        return TCC_OK;
    snprintf(path, sizeof path, "%s/%s", root, library->tree_generated);
    if (tcc_path_exists(path))
        return TCC_OK;
    tcc_progress(d, "%s lacks its generated sources (a git checkout); making them: %s", root, library->tree_generate);
    char command[4600];
    snprintf(command, sizeof command, "cd '%s' && %s", root, library->tree_generate);
    char *sh[] = { "sh", "-c", command, NULL };
    struct tcc_proc_result pr = { 0 };
    int ok = strchr(root, '\'') == NULL && tcc_proc_run(sh, NULL, 600, &pr) == TCC_OK && pr.exit_code == 0 &&
             tcc_path_exists(path);
    if (!ok) {
        const char *out = pr.output != NULL ? pr.output : "";
        size_t tail = strlen(out) > 300 ? strlen(out) - 300 : 0;
        tcc_diagf(d, "cannot make the generated sources of %s (%s failed); it needs %s: %s", root,
                  library->tree_generate, library->tree_generate_needs, out + tail);
    }
    tcc_proc_free(&pr);
    return ok ? TCC_OK : TCC_E_SETUP;
}

int tcc_library_tree(const char *library_name, const char *path, struct tcc_library_source *src, struct tcc_diag *d)
{
    const struct tcc_library *library = tcc_library_named(library_name);
    char root[4096], marker[4400];
    memset(src, 0, sizeof *src);
    if (library == NULL || realpath(path, root) == NULL) {
        tcc_diagf(d, "source tree %s not found; give --library %s@PATH an existing folder", path, library_name);
        return TCC_E_USAGE;
    }
    if (tcc_tree_version_header(root, library, marker, sizeof marker) != 0) {
        tcc_diagf(d, "%s is not a %s source tree (it has no %s)", root, library->title, library->version_header);
        return TCC_E_USAGE;
    }
    int err = tcc_tree_check_parts(root, library, d);
    if (err == TCC_OK)
        err = tcc_tree_generate(root, library, d);
    if (err != TCC_OK)
        return err;
    if (tcc_tree_hash(root, src->sha256) != 0) {
        tcc_diagf(d, "cannot read every source file of %s (or it has more than %d); check its permissions", root,
                  TCC_TREE_FILES_MAX);
        return TCC_E_INPUT;
    }
    char version[40];
    tcc_tree_version(root, library, version, sizeof version);
    snprintf(src->name, sizeof src->name, "%s", library_name);
    snprintf(src->version, sizeof src->version, "%s-tree-%.12s", version, src->sha256);
    snprintf(src->dir, sizeof src->dir, "%s", root);
    snprintf(src->tree, sizeof src->tree, "%s", root);
    tcc_tree_git(root, src);
    /* Uncommitted changes are measured as they are: said once (a progress line; the result records
     * it), with the hash that names them. */
    if (src->dirty)
        tcc_progress_once(d, root, "note: %s has uncommitted changes; they are measured too, as %s (its sources' sha256 "
                          "%.16s...)", root, src->version, src->sha256);
    return TCC_OK;
}

/* The sources folder: TLSCOST_SOURCES, else <home>/.sources. */
static void tcc_sources_root(const char *home, char *out, size_t size)
{
    const char *env = getenv("TLSCOST_SOURCES");
    if (env != NULL && *env)
        snprintf(out, size, "%s", env);
    else
        snprintf(out, size, "%s/.sources", home);
}

int tcc_library_git(const char *home, const char *library, const char *spec, struct tcc_library_source *src,
                    struct tcc_diag *d)
{
    /* spec: "git:REPO#REV" */
    char repo[4096], rev[256];
    const char *hash = strrchr(spec, '#');
    memset(src, 0, sizeof *src);
    if (strncmp(spec, "git:", 4) != 0 || hash == NULL || hash == spec + 4 || hash[1] == '\0' ||
        strpbrk(hash + 1, " \t\n") != NULL) {
        tcc_diagf(d, "'%s' is not git:REPO#REV (for example mbedtls@git:../mbedtls#v3.6.6)", spec);
        return TCC_E_USAGE;
    }
    snprintf(repo, sizeof repo, "%.*s", (int)(hash - spec - 4), spec + 4);
    snprintf(rev, sizeof rev, "%s", hash + 1);
    char commit_ref[300], tree_ref[300], commit[64], tree[64];
    snprintf(commit_ref, sizeof commit_ref, "%s^{commit}", rev);
    snprintf(tree_ref, sizeof tree_ref, "%s^{tree}", rev);
    char *commit_argv[] = { "git", "-C", repo, "rev-parse", "--verify", "--quiet", commit_ref, NULL };
    char *tree_argv[] = { "git", "-C", repo, "rev-parse", "--verify", "--quiet", tree_ref, NULL };
    if (tcc_proc_first_line(commit_argv, commit, sizeof commit) != 0 || tcc_proc_first_line(tree_argv, tree, sizeof tree) != 0) {
        tcc_diagf(d, "%s has no revision '%s' (or is not a git repository, or git is missing: run make setup)", repo,
                  rev);
        return TCC_E_USAGE;
    }
    char root[4096], dest[4400], work[4500];
    tcc_sources_root(home, root, sizeof root);
    snprintf(dest, sizeof dest, "%s/trees/%s-%.16s", root, library, tree);
    if (!tcc_path_exists(dest)) {
        snprintf(work, sizeof work, "%s.tmp.%ld", dest, (long)getpid());
        char command[13000];
        snprintf(command, sizeof command, "mkdir -p '%s' && git -C '%s' archive --format=tar '%s' | tar -x -C '%s' && mv '%s' '%s'",
                 work, repo, commit, work, work, dest);
        char *sh[] = { "sh", "-c", command, NULL };
        struct tcc_proc_result pr;
        int ok = strpbrk(repo, "'") == NULL && strpbrk(root, "'") == NULL && tcc_proc_run(sh, NULL, 600, &pr) == TCC_OK &&
                 pr.exit_code == 0;
        if (!ok) {
            char *rm[] = { "rm", "-rf", work, NULL };
            struct tcc_proc_result gone;
            tcc_proc_run(rm, NULL, 60, &gone);
            tcc_proc_free(&gone);
            tcc_diagf(d, "cannot export %s of %s into %s: %.200s", rev, repo, dest, pr.output ? pr.output : "");
        }
        tcc_proc_free(&pr);
        if (!ok)
            return TCC_E_SETUP;
    }
    int err = tcc_library_tree(library, dest, src, d);
    if (err == TCC_OK) {
        snprintf(src->tree, sizeof src->tree, "%s", spec);
        snprintf(src->revision, sizeof src->revision, "%.12s", commit);
        src->dirty = 0;
    }
    return err;
}
