/* main.c: the test runner: every test in one table, run all or the ones named on the command
 * line; prints "ok NAME" or "FAIL NAME" per test and the closing line "N passed, N failed".
 * End-to-end tests run ./tlscost, or the tool named by TLSCOST_TEST_TOOL (make test: the
 * ASan/UBSan build). */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../src/core/tcc_file.h"
#include "../src/core/tcc_proc.h"
#include "tc_test.h"
#include "tests.h"

struct tc_test {
    const char *name;
    void (*fn)(void);
};

#define TC_TEST(name) { #name, name }
static const struct tc_test tc_tests[] = {
    TC_TEST(test_runner_catches_signal),
    TC_TEST(test_runner_catches_sanitizer),
    TC_TEST(test_runner_catches_wrong_reason),
    TC_TEST(test_heap_counts_per_side),
    TC_TEST(test_heap_rejects_overflow),
    TC_TEST(test_heap_limit),
    TC_TEST(test_args_lookup),
    TC_TEST(test_wire_pipe),
    TC_TEST(test_linkmap_real_map),
    TC_TEST(test_linkmap_rejects_foreign),
    TC_TEST(test_records_golden_log),
    TC_TEST(test_records_truncated),
    TC_TEST(test_records_fault),
    TC_TEST(test_json_round_trip),
    TC_TEST(test_json_every_field),
    TC_TEST(test_json_psk_checks),
    TC_TEST(test_cell_key_changes),
    TC_TEST(test_cell_key_content_not_place),
    TC_TEST(test_cell_key_missing_header),
    TC_TEST(test_json_rejects_foreign),
    TC_TEST(test_tls_error_names),
    TC_TEST(test_fmt_count),
    TC_TEST(test_budget_parse),
    TC_TEST(test_e2e_usage_errors),
    TC_TEST(test_e2e_min_m4),
    TC_TEST(test_e2e_deterministic),
    TC_TEST(test_e2e_check_config_error),
    TC_TEST(test_e2e_heap_exhausted),
    TC_TEST(test_e2e_fault),
    TC_TEST(test_e2e_hang),
    TC_TEST(test_e2e_json_unwritable),
    TC_TEST(test_e2e_user_config),
    TC_TEST(test_e2e_missing_tools),
    TC_TEST(test_e2e_leak_reported),
    TC_TEST(test_e2e_heap_fit),
    TC_TEST(test_e2e_same_cell_at_once),
    TC_TEST(test_objcache_same_images),
    TC_TEST(test_objcache_unwritable),
    TC_TEST(test_e2e_security_checks),
    TC_TEST(test_fit_knob_files),
    TC_TEST(test_fit_bad_knob_file),
    TC_TEST(test_fit_jobs),
    TC_TEST(test_fit_real_world_needs),
    TC_TEST(test_e2e_fit_peers),
    TC_TEST(test_e2e_fit_ticket),
    TC_TEST(test_fit_need_server),
    TC_TEST(test_e2e_report_fits),
    TC_TEST(test_e2e_fit_greedy_exhaustive),
    TC_TEST(test_probe_parsers),
    TC_TEST(test_e2e_probe_servers),
    TC_TEST(test_e2e_probe_bad_input),
    TC_TEST(test_e2e_psk),
    TC_TEST(test_e2e_psk_refusals),
    TC_TEST(test_e2e_psk_wolfssl),
    TC_TEST(test_e2e_psk13),
    TC_TEST(test_e2e_small_receive_buffer_warns),
    TC_TEST(test_e2e_resumption),
    TC_TEST(test_bench_records),
    TC_TEST(test_bench_verdicts),
    TC_TEST(test_calls_counter),
    TC_TEST(test_e2e_bench_bad_input),
    TC_TEST(test_e2e_bench_m4_deterministic),
    TC_TEST(test_e2e_bench_host),
    TC_TEST(test_e2e_bench_rv32),
    TC_TEST(test_e2e_bench_ab_versions),
    TC_TEST(test_e2e_plan_bench_ab),
    TC_TEST(test_e2e_bench_libraries),
    TC_TEST(test_e2e_calls_table),
    TC_TEST(test_e2e_more_cores),
    TC_TEST(test_e2e_valgrind_clean),
    TC_TEST(test_e2e_bad_input_everywhere),
    TC_TEST(test_e2e_compare),
    TC_TEST(test_e2e_report),
    TC_TEST(test_profile_map_parse),
    TC_TEST(test_profile_sums),
    TC_TEST(test_profile_rejects),
    TC_TEST(test_profile_ops_section),
    TC_TEST(test_e2e_profile_min),
    TC_TEST(test_e2e_exec_known_count),
    TC_TEST(test_e2e_profile_bad_input),
    TC_TEST(test_e2e_profile_lx106),
    TC_TEST(test_e2e_compare_profiles),
    TC_TEST(test_cycle_model_m4),
    TC_TEST(test_cycle_model_m3),
    TC_TEST(test_e2e_exec_cycles),
    TC_TEST(test_e2e_interrupt_leaves_nothing),
    TC_TEST(test_part_files),
    TC_TEST(test_e2e_run_part),
    TC_TEST(test_e2e_plan_merge),
    TC_TEST(test_e2e_merge_refuses),
    TC_TEST(test_e2e_plan_fit_merge),
    TC_TEST(test_library_tree_identity),
    TC_TEST(test_library_tree_mbedtls4),
    TC_TEST(test_e2e_library_tree),
    TC_TEST(test_e2e_bisect),
    TC_TEST(test_e2e_plan_bisect),
    TC_TEST(test_e2e_tree_ab_calls),
    TC_TEST(test_e2e_bisect_versions),
    TC_TEST(test_symbols_golden_map),
    TC_TEST(test_e2e_symbols),
    TC_TEST(test_accel_projection_adds_up),
    TC_TEST(test_accel_data_projection),
    TC_TEST(test_accel_files),
    TC_TEST(test_e2e_run_accel),
    TC_TEST(test_fit_security_floor),
    TC_TEST(test_e2e_help_matches_parser),
    TC_TEST(test_e2e_lx106),
    TC_TEST(test_flight_mapping),
    TC_TEST(test_compare_by_flight),
    TC_TEST(test_e2e_library_refusals),
    TC_TEST(test_e2e_wolfssl_m4),
    TC_TEST(test_e2e_bearssl_m4),
    TC_TEST(test_e2e_library_rsa),
    TC_TEST(test_e2e_tls13_operations),
    TC_TEST(test_e2e_wolfssl_heap_fit),
    TC_TEST(test_e2e_library_certificates),
    TC_TEST(test_e2e_interop),
    TC_TEST(test_e2e_report_libraries),
    TC_TEST(test_e2e_fit_infeasible),
    TC_TEST(test_e2e_peers),
};

static int tc_failures_in_test;
static char tc_tmp_root[256];
static unsigned tc_tmp_count;

void tc_test_check(int ok, const char *expr, const char *file, int line)
{
    if (ok)
        return;
    tc_failures_in_test++;
    fprintf(stderr, "  %s:%d: CHECK(%s) failed\n", file, line, expr);
}

void tc_test_check_eq(unsigned long long a, unsigned long long b, const char *ea, const char *eb, const char *file,
                      int line)
{
    if (a == b)
        return;
    tc_failures_in_test++;
    fprintf(stderr, "  %s:%d: %s == %s failed: %llu != %llu\n", file, line, ea, eb, a, b);
}

const char *tc_test_home(void)
{
    static char home[4096];
    if (home[0] == '\0' && getcwd(home, sizeof home) == NULL)
        snprintf(home, sizeof home, ".");
    return home;
}

const char *tc_test_tmpdir(void)
{
    static char dir[300];
    snprintf(dir, sizeof dir, "%s/%u", tc_tmp_root, tc_tmp_count++);
    char *argv[] = { "mkdir", "-p", dir, NULL };
    struct tcc_proc_result pr;
    tcc_proc_run(argv, NULL, 10, &pr);
    tcc_proc_free(&pr);
    return dir;
}

struct cJSON *tc_test_json(const char *dir, const char *name)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    char *text = tcc_file_read(path, NULL);
    cJSON *doc = text != NULL ? cJSON_Parse(text) : NULL;
    free(text);
    return doc;
}

/* The tool's own exit code, or a failure of the test whatever code it expected: a child
 * killed by a signal (a crash), a sanitizer's report (exit code TC_SANITIZER_EXIT, set in
 * main), or a run past its time limit. */
int tc_test_verdict(const struct tcc_proc_result *pr, const char *what)
{
    if (pr->timed_out) {
        tc_failures_in_test++;
        fprintf(stderr, "  %s: timed out\n", what);
        return TC_TOOL_TIMED_OUT;
    }
    if (pr->signal != 0) {
        tc_failures_in_test++;
        fprintf(stderr, "  %s: killed by signal %d\n", what, pr->signal);
        return TC_TOOL_KILLED;
    }
    if (pr->exit_code == TC_SANITIZER_EXIT) {
        tc_failures_in_test++;
        fprintf(stderr, "  %s: sanitizer report (exit %d):\n%.4000s\n", what, pr->exit_code,
                pr->output != NULL ? pr->output : "");
        return TC_TOOL_SANITIZER;
    }
    return pr->exit_code;
}

unsigned tc_test_failures(void)
{
    return (unsigned)tc_failures_in_test;
}

void tc_test_forgive(unsigned failures)
{
    tc_failures_in_test = (int)failures;
}

const char *tc_test_tool_path(void)
{
    static char tool[4200];
    const char *chosen = getenv("TLSCOST_TEST_TOOL");
    if (chosen != NULL && chosen[0] == '/')
        snprintf(tool, sizeof tool, "%s", chosen);
    else
        snprintf(tool, sizeof tool, "%s/%s", tc_test_home(), chosen != NULL ? chosen : "tlscost");
    return tool;
}

int tc_test_tool(char **output, const char *const args[])
{
    char *argv[40];
    argv[0] = (char *)tc_test_tool_path();
    int n = 1;
    for (; args[n - 1] != NULL && n < 39; n++)
        argv[n] = (char *)args[n - 1];
    argv[n] = NULL;
    struct tcc_proc_result pr;
    tcc_proc_run(argv, NULL, 600, &pr);
    *output = pr.output;
    return tc_test_verdict(&pr, args[0]);
}

void tc_expect(int code, const char *const args[], const char *const texts[])
{
    char *out = NULL;
    int got = tc_test_tool(&out, args);
    CHECK_EQ_U(got, code);
    for (int i = 0; texts[i] != NULL; i++) {
        int found = out != NULL && strstr(out, texts[i]) != NULL;
        CHECK(found);
        if (!found)
            fprintf(stderr, "  expected \"%s\" in:\n%s\n", texts[i], out ? out : "(nothing)");
    }
    free(out);
}

int main(int argc, char **argv)
{
    unsigned passed = 0, failed = 0;
    snprintf(tc_tmp_root, sizeof tc_tmp_root, "/tmp/tlscost-tests.%ld", (long)getpid());
    /* The tool under test may live outside the tree (the sanitized build): tell it where home is. */
    setenv("TLSCOST_HOME", tc_test_home(), 1);
    /* Sanitizers exit with a code of their own, so a report is never taken for "measurement
     * failed" (1) or "usage" (2). */
    static const char *const sanitizers[] = { "ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS" };
    for (size_t i = 0; i < sizeof sanitizers / sizeof sanitizers[0]; i++) {
        char value[1024];
        const char *old = getenv(sanitizers[i]);
        snprintf(value, sizeof value, "%s%sexitcode=%d", old != NULL ? old : "", old != NULL && *old ? ":" : "",
                 TC_SANITIZER_EXIT);
        setenv(sanitizers[i], value, 1);
    }
    for (size_t i = 0; i < sizeof tc_tests / sizeof tc_tests[0]; i++) {
        int wanted = argc < 2;
        for (int a = 1; a < argc; a++)
            wanted |= strstr(tc_tests[i].name, argv[a]) != NULL;
        if (!wanted)
            continue;
        tc_failures_in_test = 0;
        tc_tests[i].fn();
        printf("%s %s\n", tc_failures_in_test ? "FAIL" : "ok", tc_tests[i].name);
        fflush(stdout);
        if (tc_failures_in_test)
            failed++;
        else
            passed++;
    }
    char *rm[] = { "rm", "-rf", tc_tmp_root, NULL };
    struct tcc_proc_result pr;
    tcc_proc_run(rm, NULL, 30, &pr);
    tcc_proc_free(&pr);
    printf("%u passed, %u failed\n", passed, failed);
    return failed ? 1 : 0;
}
