/* test_target.c: a target's run command comes from its make fragment alone: the real m4 and host
 * fragments, described by make, give QEMU's and the host's command lines with the image, the
 * arguments as one word, the serial words and the plugin only when asked for; a fragment that
 * gives no plugin words refuses a profiled run. */
#include <stdio.h>
#include <string.h>
#include "../src/core/base/tcc_error.h"
#include "../src/core/model/tcc_target.h"
#include "tc_test.h"
#include "tests.h"

/* The words of argv joined by "|", into out. */
static const char *tc_joined(char *const argv[], char *out, size_t size)
{
    out[0] = '\0';
    for (int i = 0; argv[i] != NULL; i++)
        snprintf(out + strlen(out), size - strlen(out), "%s%s", i ? "|" : "", argv[i]);
    return out;
}

/* Check a command's words, saying both when they differ. */
static void tc_check_words(char *const argv[], const char *expected)
{
    char joined[2048];
    int same = strcmp(tc_joined(argv, joined, sizeof joined), expected) == 0;
    CHECK(same);
    if (!same)
        fprintf(stderr, "  got      %s\n  expected %s\n", joined, expected);
}

static int tc_described(const char *target, struct tcc_target_info *info)
{
    struct tcc_diag d = { 0 };
    struct tcc_cell cell = { .home = ".", .build.library = tcc_library_named("mbedtls"), .build.target = target, .diag = &d };
    int err = tcc_target_describe(&cell, info);
    if (err != TCC_OK)
        fprintf(stderr, "  describe %s: %s\n", target, d.text);
    return err;
}

void test_target_run_command(void)
{
    static struct tcc_target_info m4, host;
    CHECK(tc_described("m4", &m4) == TCC_OK);
    CHECK(tc_described("host", &host) == TCC_OK);
    struct tcc_target_command cmd;
    struct tcc_diag d = { 0 };
    char joined[2048];
    CHECK(tcc_target_command(&m4, "/b/run.elf", "role=client mfl=0", NULL, 0, &cmd, &d) == TCC_OK);
    tc_check_words(cmd.argv,
              "qemu-system-arm|-M|mps2-an386|-nographic|-monitor|none|-serial|none|-semihosting-config|"
              "enable=on,target=native|-icount|shift=0,sleep=off|-kernel|/b/run.elf|-append|role=client mfl=0");
    CHECK(tcc_target_command(&m4, "/b/run.elf", "x=1", "/p/prof.so", 1, &cmd, &d) == TCC_OK);
    CHECK(strstr(tc_joined(cmd.argv, joined, sizeof joined), "|-serial|stdio|") != NULL);
    CHECK(strstr(joined, "|-append|x=1|-plugin|/p/prof.so") != NULL);
    CHECK(tcc_target_command(&host, "/b/run.elf", "role=server cert=ec0", NULL, 1, &cmd, &d) == TCC_OK);
    tc_check_words(cmd.argv, "/b/run.elf|role=server cert=ec0");
    /* The host gives no plugin words: a profiled run is refused in one line naming the fragment. */
    CHECK(tcc_target_command(&host, "/b/run.elf", "", "/p/prof.so", 0, &cmd, &d) == TCC_E_SETUP);
    CHECK(strstr(d.text, "mk/target/host.mk") != NULL);
    /* A fragment whose command does not name the image is refused too. */
    static struct tcc_target_info broken;
    broken = m4;
    snprintf(broken.run, sizeof broken.run, "qemu-system-arm -M mps2-an386");
    CHECK(tcc_target_command(&broken, "/b/run.elf", "", NULL, 0, &cmd, &d) == TCC_E_SETUP);
    CHECK(strstr(d.text, "TARGET_RUN") != NULL);
}
