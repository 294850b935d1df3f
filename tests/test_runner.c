/* test_runner.c: the runner's own checks cannot be fooled: a tool killed by a signal, a
 * sanitizer's report and an expected failure with the wrong reason each fail the test that
 * meets them, whatever exit code it expected. Each case runs a stand-in for the tool through
 * the same path as every end-to-end test (TLSCOST_TEST_TOOL) and sees the check fail. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "../src/core/base/tcc_error.h"
#include "../src/core/base/tcc_file.h"
#include "../src/core/base/tcc_proc.h"
#include "tc_test.h"
#include "tests.h"

/* Run the stand-in tool with args as tc_test_tool does; return its verdict, and in *caught how
 * many failures it recorded (then forgiven: they are the expected outcome). */
static int tc_run_stand_in(const char *tool, const char *const args[], unsigned *caught, char **out)
{
    char *saved = getenv("TLSCOST_TEST_TOOL") != NULL ? strdup(getenv("TLSCOST_TEST_TOOL")) : NULL;
    setenv("TLSCOST_TEST_TOOL", tool, 1);
    fprintf(stderr, "  (a stand-in tool's failure, expected:)\n");
    unsigned before = tc_test_failures();
    int verdict = tc_test_tool(out, args);
    *caught = tc_test_failures() - before;
    tc_test_forgive(before);
    if (saved != NULL)
        setenv("TLSCOST_TEST_TOOL", saved, 1);
    else
        unsetenv("TLSCOST_TEST_TOOL");
    free(saved);
    return verdict;
}

void test_runner_catches_signal(void)
{
    char tool[400];
    snprintf(tool, sizeof tool, "%s/segv-tool", tc_test_tmpdir());
    CHECK(tcc_file_write(tool, "#!/bin/sh\n# a tool that crashes\nkill -SEGV $$\n", NULL) == TCC_OK);
    CHECK(chmod(tool, 0755) == 0);
    unsigned caught = 0;
    char *out = NULL;
    int verdict = tc_run_stand_in(tool, (const char *[]){ "run", NULL }, &caught, &out);
    free(out);
    CHECK(verdict == TC_TOOL_KILLED);
    CHECK_EQ_U(caught, 1);
}

void test_runner_catches_sanitizer(void)
{
    const char *dir = tc_test_tmpdir();
    char tool[400], source[4200];
    snprintf(tool, sizeof tool, "%s/asan-tool", dir);
    snprintf(source, sizeof source, "%s/tests/data/sanitizer-fault.c", tc_test_home());
    char *cc[] = { "clang", "-fsanitize=address,undefined", "-g", "-O0", "-o", tool, source, NULL };
    struct tcc_proc_result pr;
    CHECK(tcc_proc_run(cc, NULL, 120, &pr) == TCC_OK && pr.exit_code == 0);
    tcc_proc_free(&pr);
    static const char *const bugs[][2] = { { "overflow", "AddressSanitizer: heap-buffer-overflow" },
                                           { "leak", "LeakSanitizer: detected memory leaks" } };
    for (size_t i = 0; i < sizeof bugs / sizeof bugs[0]; i++) {
        unsigned caught = 0;
        char *out = NULL;
        int verdict = tc_run_stand_in(tool, (const char *[]){ bugs[i][0], NULL }, &caught, &out);
        CHECK(verdict == TC_TOOL_SANITIZER);
        CHECK_EQ_U(caught, 1);
        CHECK(out != NULL && strstr(out, bugs[i][1]) != NULL);
        free(out);
    }
}

void test_runner_catches_wrong_reason(void)
{
    /* The real tool refuses an unknown profile with exit 2 and its reason; the same exit code
     * with another reason expected must fail, and so must the right reason with another code. */
    const char *const args[] = { "run", "--profile", "nope", NULL };
    unsigned before = tc_test_failures();
    fprintf(stderr, "  (two failed checks, expected:)\n");
    tc_expect(2, args, (const char *[]){ "target 'nope' unknown", NULL });
    unsigned wrong_text = tc_test_failures() - before;
    tc_expect(1, args, (const char *[]){ "profile 'nope' unknown", NULL });
    unsigned wrong_code = tc_test_failures() - before - wrong_text;
    tc_test_forgive(before);
    CHECK_EQ_U(wrong_text, 1);
    CHECK_EQ_U(wrong_code, 1);
    tc_expect(2, args, (const char *[]){ "profile 'nope' unknown", NULL });
}
