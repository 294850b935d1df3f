/* test_objcache.c: the object cache across cells must not change an image by a byte: a cell
 * built through a cold cache, then rebuilt without the cache, then rebuilt from a cache whose
 * every entry was corrupted, links the same size and run images each time; a cache folder that
 * cannot be written is said once and the run goes on without it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/base/tcc_error.h"
#include "../src/core/base/tcc_file.h"
#include "../src/core/base/tcc_proc.h"
#include "tc_test.h"
#include "tests.h"

/* Run the tool on the cell with the user config cfg, with TLSCOST_CACHE set to cache. */
static int tc_run_cached(const char *cfg, const char *cache, char **out)
{
    setenv("TLSCOST_CACHE", cache, 1);
    int code = tc_test_tool(out, (const char *[]){ "run", "--quiet", "--user-config", cfg, NULL });
    unsetenv("TLSCOST_CACHE");
    return code;
}

/* The cell folders (size and run) whose config.h names cfg, as "A\nB\n" (free it). */
static char *tc_cell_folders(const char *cfg)
{
    char script[1200];
    snprintf(script, sizeof script, "grep -l '%s' \"$0\"/build/m4/mbedtls-*/*/config.h | xargs -n1 dirname | sort", cfg);
    char *argv[] = { "sh", "-c", script, (char *)tc_test_home(), NULL };
    struct tcc_proc_result pr;
    tcc_proc_run(argv, "/dev/null", 60, &pr);
    return pr.output;
}

/* The images of the cell's folders, concatenated (free it); *len its length. */
static char *tc_images(const char *folders, size_t *len)
{
    char *all = NULL;
    *len = 0;
    for (const char *p = folders; p != NULL && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
        char path[600];
        size_t n = strcspn(p, "\n"), got = 0;
        for (int i = 0; i < 2; i++) {
            snprintf(path, sizeof path, "%.*s/%s.elf", (int)n, p, i == 0 ? "size" : "run");
            char *bytes = tcc_file_read(path, &got);
            if (bytes == NULL)
                continue;
            char *more = realloc(all, *len + got);
            if (more != NULL) {
                memcpy(more + *len, bytes, got);
                all = more;
                *len += got;
            }
            free(bytes);
        }
    }
    return all;
}

static void tc_remove_folders(const char *folders)
{
    char script[200];
    snprintf(script, sizeof script, "echo \"$0\" | xargs rm -rf");
    char *argv[] = { "sh", "-c", script, (char *)folders, NULL };
    struct tcc_proc_result pr;
    tcc_proc_run(argv, "/dev/null", 60, &pr);
    tcc_proc_free(&pr);
}

void test_objcache_same_images(void)
{
    const char *dir = tc_test_tmpdir();
    char cfg[400], cache[400], script[800];
    snprintf(cfg, sizeof cfg, "%s/cached.h", dir);
    snprintf(cache, sizeof cache, "%s/cache", dir);
    tcc_file_write(cfg, "/* through the object cache */\n#define MBEDTLS_SSL_OUT_CONTENT_LEN 5120\n", NULL);
    char *out = NULL;
    CHECK_EQ_U(tc_run_cached(cfg, cache, &out), 0);
    free(out);
    char *folders = tc_cell_folders(cfg);
    size_t len_cached = 0, len_plain = 0, len_corrupt = 0;
    char *cached = tc_images(folders, &len_cached);
    CHECK(cached != NULL && len_cached > 100000);
    /* Each folder has its objects' -fstack-usage files, the run image's restored from the entries
     * the size image stored. */
    snprintf(script, sizeof script, "for f in $0; do test -s $f/lib/library/aes.su || exit 1; done");
    char *frames[] = { "sh", "-c", script, folders, NULL };
    struct tcc_proc_result su;
    CHECK(tcc_proc_run(frames, "/dev/null", 60, &su) == TCC_OK && su.exit_code == 0);
    tcc_proc_free(&su);

    /* Without the cache: the same bytes. */
    tc_remove_folders(folders);
    CHECK_EQ_U(tc_run_cached(cfg, "off", &out), 0);
    free(out);
    char *plain = tc_images(folders, &len_plain);
    CHECK(plain != NULL && len_plain == len_cached && memcmp(plain, cached, len_cached) == 0);

    /* Every entry corrupted: detected, rebuilt, never linked. */
    snprintf(script, sizeof script, "find \"$0\" -name '*.o' -exec sh -c 'printf x >> \"$1\"' _ {} \\;");
    char *corrupt[] = { "sh", "-c", script, cache, NULL };
    struct tcc_proc_result pr;
    CHECK(tcc_proc_run(corrupt, "/dev/null", 120, &pr) == TCC_OK && pr.exit_code == 0);
    tcc_proc_free(&pr);
    tc_remove_folders(folders);
    char stats[500];
    snprintf(stats, sizeof stats, "%s/stats.log", cache);
    remove(stats);
    CHECK_EQ_U(tc_run_cached(cfg, cache, &out), 0);
    free(out);
    char *again = tc_images(folders, &len_corrupt);
    CHECK(again != NULL && len_corrupt == len_cached && memcmp(again, cached, len_cached) == 0);
    /* The size image is built first: every one of its objects was a miss (its entries were all
     * corrupted); the run image may then hit the entries the size image stored anew. */
    char *log = tcc_file_read(stats, NULL);
    unsigned size_misses = 0, size_hits = 0;
    for (const char *line = log; line != NULL && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        char one[600];
        snprintf(one, sizeof one, "%.*s", (int)strcspn(line, "\n"), line);
        if (strstr(one, "-size-") == NULL)
            continue;
        size_misses += strncmp(one, "miss ", 5) == 0;
        size_hits += strncmp(one, "hit ", 4) == 0;
    }
    CHECK(size_misses > 50);
    if (size_misses <= 50)
        fprintf(stderr, "  stats (%u misses, %u hits):\n%.2000s\n", size_misses, size_hits, log ? log : "(none)");
    CHECK_EQ_U(size_hits, 0);
    free(log);
    free(again);
    free(plain);
    free(cached);
    free(folders);
}

void test_objcache_unwritable(void)
{
    char *out = NULL;
    setenv("TLSCOST_CACHE", "/proc/no-cache-here", 1);
    int code = tc_test_tool(&out, (const char *[]){ "run", "--quiet", "--profile", "min", NULL });
    unsetenv("TLSCOST_CACHE");
    CHECK_EQ_U(code, 0);
    CHECK(out != NULL && strstr(out, "the object cache folder /proc/no-cache-here cannot be written; building without "
                                     "the cache") != NULL);
    /* Said once, not once per build. */
    const char *first = out != NULL ? strstr(out, "object cache folder") : NULL;
    CHECK(first != NULL && strstr(first + 1, "object cache folder") == NULL);
    free(out);
}
