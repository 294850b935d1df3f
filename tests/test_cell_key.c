/* test_cell_key.c: a cell's build identity as a function of its files, with no build: what
 * must change the build folder (a header a profile includes, the user's additions, the make
 * files, the compiler, the buffer lengths) changes it, what must not (where the headers live)
 * does not, and a header of any size is hashed whole. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/image/tcc_cell.h"
#include "../src/core/base/tcc_error.h"
#include "../src/core/base/tcc_file.h"
#include "../src/core/base/tcc_proc.h"
#include "tc_test.h"
#include "tests.h"

/* A tlscost tree of its own: the real make files, a profile that includes a part, the
 * server's additions. */
static const char *tc_key_home(void)
{
    static char home[400];
    char path[600], mk[4200];
    snprintf(home, sizeof home, "%s/home", tc_test_tmpdir());
    snprintf(path, sizeof path, "%s/profiles/mbedtls", home);
    tcc_mkdirs(path);
    snprintf(path, sizeof path, "%s/harness/tls", home);
    tcc_mkdirs(path);
    snprintf(mk, sizeof mk, "%s/mk", tc_test_home());
    char *cp[] = { "cp", "-r", mk, home, NULL };
    struct tcc_proc_result pr;
    CHECK(tcc_proc_run(cp, NULL, 30, &pr) == TCC_OK && pr.exit_code == 0);
    tcc_proc_free(&pr);
    snprintf(path, sizeof path, "%s/profiles/mbedtls/whole.h", home);
    tcc_file_write(path, "/* whole: a part */\n#include \"part.h\"\n", NULL);
    snprintf(path, sizeof path, "%s/profiles/mbedtls/part.h", home);
    tcc_file_write(path, "#define MBEDTLS_SSL_OUT_CONTENT_LEN 8192\n", NULL);
    snprintf(path, sizeof path, "%s/harness/tls/mbedtls_run_extra.h", home);
    tcc_file_write(path, "/* the server's additions */\n", NULL);
    return home;
}

static struct tcc_cell_identity tc_identity(const struct tcc_cell *cell, const char *compiler)
{
    struct tcc_library_source src = { "mbedtls", "3.6.6", "0123abcd", "/nowhere", "", "", 0 };
    struct tcc_cell_identity id;
    char config[8192];
    memset(&id, 0, sizeof id);
    CHECK_EQ_U(tcc_cell_identity(cell, &src, compiler, "run", config, sizeof config, &id), TCC_OK);
    CHECK(strlen(id.config_sha256) == 64 && strlen(id.build_hash) == 64);
    return id;
}

static int tc_same(const struct tcc_cell_identity *a, const struct tcc_cell_identity *b, int config, int build)
{
    return (strcmp(a->config_sha256, b->config_sha256) == 0) == config &&
           (strcmp(a->build_hash, b->build_hash) == 0) == build;
}

static void tc_append(const char *path, const char *text)
{
    char *old = tcc_file_read(path, NULL);
    size_t len = (old != NULL ? strlen(old) : 0) + strlen(text) + 1;
    char *both = malloc(len);
    if (both != NULL) {
        snprintf(both, len, "%s%s", old != NULL ? old : "", text);
        tcc_file_write(path, both, NULL);
    }
    free(both);
    free(old);
}

void test_cell_key_changes(void)
{
    const char *home = tc_key_home();
    char part[600], image_mk[600], user[600];
    snprintf(part, sizeof part, "%s/profiles/mbedtls/part.h", home);
    snprintf(image_mk, sizeof image_mk, "%s/mk/image.mk", home);
    snprintf(user, sizeof user, "%s/user.h", home);
    struct tcc_cell cell = { .home = home, .build.library = tcc_library_named("mbedtls"),
        .build.profile = "whole", .build.target = "m4" };
    struct tcc_cell_identity base = tc_identity(&cell, "gcc 12"), now = tc_identity(&cell, "gcc 12");
    CHECK(tc_same(&base, &now, 1, 1)); /* a function of the files: the same twice */

    tcc_file_write(part, "#define MBEDTLS_SSL_OUT_CONTENT_LEN 2048\n", NULL);
    now = tc_identity(&cell, "gcc 12");
    CHECK(tc_same(&base, &now, 0, 0)); /* an included header is part of the configuration */
    base = now;

    now = tc_identity(&cell, "gcc 13");
    CHECK(tc_same(&base, &now, 1, 0)); /* another compiler: same configuration, other objects */

    tc_append(image_mk, "# OWN_CFLAGS changed\n");
    now = tc_identity(&cell, "gcc 12");
    CHECK(tc_same(&base, &now, 1, 0)); /* how objects are built changes the build, not the configuration */
    base = now;

    cell.build.in_len = 4096;
    now = tc_identity(&cell, "gcc 12");
    CHECK(tc_same(&base, &now, 0, 0));
    cell.build.in_len = 0;

    tcc_file_write(user, "#define MBEDTLS_SSL_IN_CONTENT_LEN 4096\n", NULL);
    cell.build.user_config = user;
    now = tc_identity(&cell, "gcc 12");
    CHECK(tc_same(&base, &now, 0, 0));
    tcc_file_write(user, "#define MBEDTLS_SSL_IN_CONTENT_LEN 2048\n", NULL);
    struct tcc_cell_identity again = tc_identity(&cell, "gcc 12");
    CHECK(tc_same(&now, &again, 0, 0));
}

void test_cell_key_content_not_place(void)
{
    const char *home = tc_key_home();
    const char *elsewhere = tc_test_tmpdir();
    char a[600], b[600], part_b[600];
    snprintf(a, sizeof a, "%s/profiles/mbedtls/whole.h", home);
    snprintf(b, sizeof b, "%s/whole.h", elsewhere);
    snprintf(part_b, sizeof part_b, "%s/part.h", elsewhere);
    tcc_file_write(b, "/* whole: a part */\n#include \"part.h\"\n", NULL);
    tcc_file_write(part_b, "#define MBEDTLS_SSL_OUT_CONTENT_LEN 8192\n", NULL);
    struct tcc_cell by_profile = { .home = home, .build.library = tcc_library_named("mbedtls"),
        .build.profile = "whole", .build.target = "m4" };
    struct tcc_cell by_file = by_profile;
    by_file.build.config_file = b;
    struct tcc_cell_identity p = tc_identity(&by_profile, "gcc"), f = tc_identity(&by_file, "gcc");
    /* The same headers elsewhere: the same configuration; the build differs only by the header
     * written for it, which names their place. */
    CHECK(tc_same(&p, &f, 1, 0));
    (void)a;

    /* A header far past any fixed buffer is hashed whole: a change at its very end counts. */
    size_t big = 400 * 1024;
    char *text = malloc(big + 64);
    CHECK(text != NULL);
    if (text == NULL)
        return;
    memset(text, ' ', big);
    memcpy(text, "/*", 2);
    snprintf(text + big, 64, "*/\n#define END 1\n");
    tcc_file_write(part_b, text, NULL);
    struct tcc_cell_identity one = tc_identity(&by_file, "gcc");
    snprintf(text + big, 64, "*/\n#define END 2\n");
    tcc_file_write(part_b, text, NULL);
    struct tcc_cell_identity two = tc_identity(&by_file, "gcc");
    CHECK(tc_same(&one, &two, 0, 0));
    free(text);
}

void test_cell_key_missing_header(void)
{
    const char *home = tc_key_home();
    struct tcc_diag why = { .text = "" };
    struct tcc_cell cell = { .home = home, .build.library = tcc_library_named("mbedtls"),
        .build.profile = "nope", .build.target = "m4", .diag = &why };
    struct tcc_library_source src = { "mbedtls", "3.6.6", "0123abcd", "/nowhere", "", "", 0 };
    struct tcc_cell_identity id;
    char config[8192];
    CHECK_EQ_U(tcc_cell_identity(&cell, &src, "gcc", "run", config, sizeof config, &id), TCC_E_USAGE);
    CHECK(strstr(why.text, "cannot read config header") != NULL && strstr(why.text, "nope.h") != NULL);
    cell.build.profile = "whole";
    cell.build.target = "z80"; /* no make fragment for it: the build cannot be identified */
    CHECK_EQ_U(tcc_cell_identity(&cell, &src, "gcc", "run", config, sizeof config, &id), TCC_E_SETUP);
    CHECK(strstr(why.text, "cannot read the make files") != NULL);
}
