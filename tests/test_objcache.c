/* test_objcache.c: the object cache across cells must not change an object by a byte: a small
 * library made for the test (tests/data/objcache) compiled without the cache, through a cold one,
 * under another cell's header that differs only where no source looks, and from a cache whose
 * every entry was corrupted, gives the same objects and stack-usage files each time, and a
 * header that changes what a source reads compiles that source anew; a cache folder that cannot
 * be written is said once and the run goes on without it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/base/tcc_error.h"
#include "../src/core/base/tcc_file.h"
#include "../src/core/base/tcc_proc.h"
#include "tc_test.h"
#include "tests.h"

/* The cache's own folder for the fragment's compiles, the test's scratch folder and the small
 * library of tests/data/objcache (two sources, one header, a config header forced in front as
 * mk/image.mk does for BearSSL), compiled with the Cortex-M4 flags library objects get. */
struct tc_fragment {
    char cache[500];
    char dir[500];
};

/* Compile tests/data/objcache/SOURCE.c with the config header config into OUT_DIR/SOURCE.o,
 * through the cache when it is on; the compiler's exit status. */
static int tc_fragment_compile(const struct tc_fragment *f, int cached, const char *config, const char *out_dir,
                               const char *source)
{
    char tool[4200], src[4200], obj[1200], include[4200];
    snprintf(tool, sizeof tool, "%s/tlscost-cc", tc_test_home());
    snprintf(src, sizeof src, "%s/tests/data/objcache/%s.c", tc_test_home(), source);
    snprintf(include, sizeof include, "-I%s/tests/data/objcache", tc_test_home());
    snprintf(obj, sizeof obj, "%s/%s.o", out_dir, source);
    tcc_mkdirs(out_dir);
    char *argv[] = { tool, (char *)f->cache, "arm-none-eabi-gcc", "-mcpu=cortex-m4", "-mthumb", "-Os",
                     "-ffunction-sections", "-fdata-sections", "-fstack-usage", include, "-include", (char *)config,
                     "-c", src, "-o", obj, NULL };
    struct tcc_proc_result pr;
    int started = tcc_proc_run(cached ? argv : argv + 2, NULL, 120, &pr) == TCC_OK;
    int code = started ? pr.exit_code : -1;
    if (code != 0)
        fprintf(stderr, "  compile of %s: %s\n", source, pr.output != NULL ? pr.output : "(did not start)");
    tcc_proc_free(&pr);
    return code;
}

/* Both sources, into out_dir; 0 when both compiled. */
static int tc_fragment_build(const struct tc_fragment *f, int cached, const char *config, const char *out_dir)
{
    return tc_fragment_compile(f, cached, config, out_dir, "mix") | tc_fragment_compile(f, cached, config, out_dir, "sum");
}

/* Whether a/NAME and b/NAME hold the same bytes. */
static int tc_same_file(const char *a, const char *b, const char *name)
{
    char pa[1200], pb[1200];
    snprintf(pa, sizeof pa, "%s/%s", a, name);
    snprintf(pb, sizeof pb, "%s/%s", b, name);
    size_t la = 0, lb = 0;
    char *da = tcc_file_read(pa, &la), *db = tcc_file_read(pb, &lb);
    int same = da != NULL && db != NULL && la == lb && la > 0 && memcmp(da, db, la) == 0;
    free(da);
    free(db);
    return same;
}

/* Whether both folders hold the same objects and the same -fstack-usage lines but for the path
 * of the object each line names (gcc writes the source's path, the same in both). */
static int tc_same_objects(const char *a, const char *b)
{
    return tc_same_file(a, b, "mix.o") && tc_same_file(a, b, "sum.o") && tc_same_file(a, b, "mix.su") &&
           tc_same_file(a, b, "sum.su");
}

/* The hits and misses the cache counted since the last call (it then clears its log). */
static void tc_fragment_counts(const struct tc_fragment *f, unsigned *hits, unsigned *misses)
{
    char path[600];
    snprintf(path, sizeof path, "%s/stats.log", f->cache);
    char *log = tcc_file_read(path, NULL);
    *hits = *misses = 0;
    for (const char *line = log; line != NULL && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        *hits += strncmp(line, "hit ", 4) == 0;
        *misses += strncmp(line, "miss ", 5) == 0;
    }
    free(log);
    remove(path);
}

/* Write the header text as NAME/config.h under the scratch folder, its path in out. */
static int tc_fragment_config(const struct tc_fragment *f, const char *name, const char *text, char *out, size_t size)
{
    snprintf(out, size, "%s/%s", f->dir, name);
    tcc_mkdirs(out);
    snprintf(out, size, "%s/%s/config.h", f->dir, name);
    return tcc_file_write(out, text, NULL);
}

/* A folder under the test's scratch folder. */
static const char *tc_fragment_path(const struct tc_fragment *f, const char *name, char *out, size_t size)
{
    snprintf(out, size, "%s/%s", f->dir, name);
    return out;
}

void test_objcache_same_objects(void)
{
    struct tc_fragment f;
    snprintf(f.dir, sizeof f.dir, "%s", tc_test_tmpdir());
    snprintf(f.cache, sizeof f.cache, "%s/cache", f.dir);
    char cfg_a[600], cfg_b[600], cfg_c[600], plain[600], cold[600], other[600], changed[600], mended[600];
    /* Two cells' headers that differ only where no source looks (a comment, FRAG_UNUSED), in
     * folders of their own as a cell's config.h is; a third that changes what mix.c reads. */
    CHECK(tc_fragment_config(&f, "a", "/* cell a */\n#define FRAG_ROUNDS 4\n#define FRAG_UNUSED 1\n", cfg_a,
                             sizeof cfg_a) == TCC_OK);
    CHECK(tc_fragment_config(&f, "b", "/* cell b */\n#define FRAG_ROUNDS 4\n#define FRAG_UNUSED 2\n", cfg_b,
                             sizeof cfg_b) == TCC_OK);
    CHECK(tc_fragment_config(&f, "c", "/* cell c */\n#define FRAG_ROUNDS 5\n#define FRAG_UNUSED 1\n", cfg_c,
                             sizeof cfg_c) == TCC_OK);
    unsigned hits = 0, misses = 0;

    /* Without the cache, then through a cold one: the same bytes, both compiles counted misses. */
    CHECK_EQ_U(tc_fragment_build(&f, 0, cfg_a, tc_fragment_path(&f, "plain", plain, sizeof plain)), 0);
    CHECK_EQ_U(tc_fragment_build(&f, 1, cfg_a, tc_fragment_path(&f, "cold", cold, sizeof cold)), 0);
    tc_fragment_counts(&f, &hits, &misses);
    CHECK_EQ_U(hits, 0);
    CHECK_EQ_U(misses, 2);
    CHECK(tc_same_objects(plain, cold));

    /* Another cell whose header differs only where no source looks: both hits, the same bytes. */
    CHECK_EQ_U(tc_fragment_build(&f, 1, cfg_b, tc_fragment_path(&f, "other", other, sizeof other)), 0);
    tc_fragment_counts(&f, &hits, &misses);
    CHECK_EQ_U(hits, 2);
    CHECK_EQ_U(misses, 0);
    CHECK(tc_same_objects(plain, other));

    /* A header that changes what mix.c reads: mix.c compiles anew, sum.c still hits. */
    CHECK_EQ_U(tc_fragment_build(&f, 1, cfg_c, tc_fragment_path(&f, "changed", changed, sizeof changed)), 0);
    tc_fragment_counts(&f, &hits, &misses);
    CHECK_EQ_U(hits, 1);
    CHECK_EQ_U(misses, 1);
    CHECK(!tc_same_file(plain, changed, "mix.o") && tc_same_file(plain, changed, "sum.o"));

    /* Every entry corrupted: detected, compiled anew, never copied out. */
    char script[800];
    snprintf(script, sizeof script, "find \"$0\" -name '*.o' -exec sh -c 'printf x >> \"$1\"' _ {} \\;");
    char *corrupt[] = { "sh", "-c", script, f.cache, NULL };
    struct tcc_proc_result pr;
    CHECK(tcc_proc_run(corrupt, "/dev/null", 60, &pr) == TCC_OK && pr.exit_code == 0);
    tcc_proc_free(&pr);
    CHECK_EQ_U(tc_fragment_build(&f, 1, cfg_a, tc_fragment_path(&f, "mended", mended, sizeof mended)), 0);
    tc_fragment_counts(&f, &hits, &misses);
    CHECK_EQ_U(hits, 0);
    CHECK_EQ_U(misses, 2);
    CHECK(tc_same_objects(plain, mended));
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
