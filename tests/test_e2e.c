/* test_e2e.c: end-to-end tests of the tlscost command: a real build of Mbed TLS and a real
 * handshake in QEMU (mps2-an386), and what the user sees on bad input, faults and hangs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "../src/core/base/tcc_error.h"
#include "../src/core/base/tcc_file.h"
#include "../src/core/model/tcc_figures.h"
#include "../src/core/model/tcc_json.h"
#include "../src/core/base/tcc_proc.h"
#include "../src/report/tcc_fmt.h"
#include "tc_test.h"
#include "tests.h"

void test_e2e_usage_errors(void)
{
    tc_expect(2, (const char *[]){ "run", "--profile", "nope", NULL },
              (const char *[]){ "profile 'nope' unknown", "known: ", "min", NULL });
    tc_expect(2, (const char *[]){ "run", "--frobnicate", NULL }, (const char *[]){ "unknown option '--frobnicate'", NULL });
    tc_expect(2, (const char *[]){ "run", "--target", "z80", NULL }, (const char *[]){ "target 'z80' unknown", NULL });
    tc_expect(2, (const char *[]){ "run", "--mfl", "3000", NULL }, (const char *[]){ "--mfl 3000", NULL });
    tc_expect(2, (const char *[]){ "run", "--request", "x", NULL }, (const char *[]){ "whole number", NULL });
    tc_expect(2, (const char *[]){ "run", "--config", "/nonexistent.h", NULL }, (const char *[]){ "not found", NULL });
    tc_expect(2, (const char *[]){ "bogus", NULL }, (const char *[]){ "unknown command 'bogus'", NULL });
    tc_expect(0, (const char *[]){ "run", "--help", NULL }, (const char *[]){ "--profile NAME", "--heap-limit", NULL });
}

static int tc_run_min(const char *json, const char *const extra[], struct tcc_result *r)
{
    const char *args[20] = { "run", "--quiet", "--profile", "min", "--json", json };
    int n = 6;
    for (int i = 0; extra != NULL && extra[i] != NULL && n < 19; i++)
        args[n++] = extra[i];
    args[n] = NULL;
    char *out = NULL;
    int code = tc_test_tool(&out, args);
    if (code != 0)
        fprintf(stderr, "  tlscost run said:\n%s\n", out ? out : "");
    free(out);
    return code != 0 ? code : tcc_json_read_result(json, r, NULL);
}

void test_e2e_min_m4(void)
{
    static struct tcc_result r;
    char json[400];
    snprintf(json, sizeof json, "%s/min.json", tc_test_tmpdir());
    CHECK(tc_run_min(json, NULL, &r) == 0);
    CHECK(r.run_complete);
    CHECK(strcmp(r.suite, "TLS-ECDHE-ECDSA-WITH-AES-128-GCM-SHA256") == 0);
    CHECK(strcmp(r.library, "mbedtls") == 0 && strncmp(r.library_version, "3.6.", 4) == 0);
    CHECK(strlen(r.library_sha256) == 64 && strlen(r.config_sha256) == 64);
    CHECK_EQ_U(r.instr_per_tick, 40);
    CHECK_EQ_U(r.flash.total, r.flash.group[0] + r.flash.group[1] + r.flash.group[2]);
    CHECK(r.flash.group[TCC_GROUP_LIBRARY] > 40000);
    CHECK_EQ_U(r.client.heap_after_free, 0);
    CHECK(r.client.heap_peak > r.client.setup.heap_live);
    /* Two 16 KB record buffers are allocated at setup, and the run says so. */
    CHECK(r.client.setup.heap_live > 2 * 16384);
    CHECK_EQ_U(r.client_in_len, 16384);
    CHECK_EQ_U(r.client_out_len, 16384);
    int found_cert = 0;
    for (unsigned i = 0; i < r.client.step_count; i++)
        if (strcmp(r.client.steps[i].name, "SERVER_CERTIFICATE") == 0)
            found_cert = r.client.steps[i].instr > 10000000; /* one ECDSA verify at least */
    CHECK(found_cert);
    CHECK(r.client.data_count == 2 && r.client.data[0].bytes == 37 && r.client.data[1].bytes == 1000);
    /* The run's text lists every row of the table of figures, with the value the document holds. */
    char *out = NULL;
    CHECK(tc_test_tool(&out, (const char *[]){ "run", "--quiet", "--profile", "min", NULL }) == 0);
    for (unsigned i = 0; i < tcc_figure_count; i++) {
        char value[32], line[200];
        snprintf(line, sizeof line, "  %-18s %-30s %14s %s\n", tcc_figures[i].name, tcc_figures[i].label,
                 tcc_fmt_count(tcc_figures[i].get(&r), value, sizeof value), tcc_figure_unit(&tcc_figures[i], &r));
        CHECK(out != NULL && strstr(out, line) != NULL);
    }
    free(out);
}

void test_e2e_deterministic(void)
{
    static struct tcc_result a, b;
    char json_a[400], json_b[400];
    const char *dir = tc_test_tmpdir();
    snprintf(json_a, sizeof json_a, "%s/a.json", dir);
    snprintf(json_b, sizeof json_b, "%s/b.json", dir);
    const char *const extra[] = { "--cert", "ec1", NULL };
    CHECK(tc_run_min(json_a, extra, &a) == 0);
    CHECK(tc_run_min(json_b, extra, &b) == 0);
    CHECK_EQ_U(a.client.handshake_instr, b.client.handshake_instr);
    CHECK_EQ_U(a.client.data_instr, b.client.data_instr);
    CHECK_EQ_U(a.client.heap_peak, b.client.heap_peak);
    CHECK_EQ_U(a.client.step_count, b.client.step_count);
    for (unsigned i = 0; i < a.client.step_count && i < b.client.step_count; i++) {
        CHECK_EQ_U(a.client.steps[i].instr, b.client.steps[i].instr);
        CHECK_EQ_U(a.client.steps[i].heap_peak, b.client.steps[i].heap_peak);
        CHECK_EQ_U(a.client.steps[i].stack, b.client.steps[i].stack);
    }
    CHECK_EQ_U(a.server.handshake_instr, b.server.handshake_instr);
}

void test_e2e_check_config_error(void)
{
    char cfg[400];
    snprintf(cfg, sizeof cfg, "%s/broken.h", tc_test_tmpdir());
    /* ECDSA without the curve arithmetic it needs: Mbed TLS's check_config.h refuses it. */
    tcc_file_write(cfg, "/* broken: ECDSA without ECP */\n#define MBEDTLS_ECDSA_C\n#define MBEDTLS_BIGNUM_C\n", NULL);
    tc_expect(1, (const char *[]){ "run", "--quiet", "--config", cfg, NULL },
              (const char *[]){ "broken.h fails the library's configuration check", "#error", "MBEDTLS_ECDSA_C", NULL });
}

void test_e2e_heap_exhausted(void)
{
    tc_expect(1, (const char *[]){ "run", "--quiet", "--heap-limit", "35000", NULL },
              (const char *[]){ "heap exhausted in client SERVER_CERTIFICATE", "bytes was refused", "limit 35000",
                                NULL });
}

void test_e2e_fault(void)
{
    tc_expect(1, (const char *[]){ "run", "--quiet", "--inject", "fault", NULL },
              (const char *[]){ "the firmware faulted (BusFault", "client step SERVER_CERTIFICATE", "pc=0x", NULL });
}

void test_e2e_hang(void)
{
    tc_expect(1, (const char *[]){ "run", "--quiet", "--inject", "hang", "--timeout", "3", NULL },
              (const char *[]){ "the firmware hung", "after 3 s", "last completed client step SERVER_HELLO", NULL });
}

void test_e2e_json_unwritable(void)
{
    char json[400];
    snprintf(json, sizeof json, "%s/no/such/folder/r.json", tc_test_tmpdir());
    /* Refused before anything is built or run. */
    tc_expect(2, (const char *[]){ "run", "--quiet", "--json", json, NULL },
              (const char *[]){ "cannot write", "does not exist or is not writable; give another --json", NULL });
    tc_expect(2, (const char *[]){ "bench", "--quiet", "--json", json, NULL },
              (const char *[]){ "cannot write", "give another --json", NULL });
    CHECK(!tcc_path_exists(json));
}

/* A folder of links to the programs a warm run needs, optionally with a stand-in QEMU script;
 * the tool then runs with PATH set to it alone. */
static const char *tc_fake_path(const char *const programs[], const char *qemu_script)
{
    static char dir[400];
    char link[600], target[600];
    snprintf(dir, sizeof dir, "%s/bin", tc_test_tmpdir());
    tcc_mkdirs(dir);
    for (int i = 0; programs[i] != NULL; i++) {
        snprintf(link, sizeof link, "%s/%s", dir, programs[i]);
        snprintf(target, sizeof target, "/usr/bin/%s", programs[i]);
        CHECK(symlink(target, link) == 0);
    }
    if (qemu_script != NULL) {
        snprintf(link, sizeof link, "%s/qemu-system-arm", dir);
        CHECK(tcc_file_write(link, qemu_script, NULL) == TCC_OK);
        CHECK(chmod(link, 0755) == 0);
    }
    return dir;
}

static void tc_expect_with_path_on(const char *path, const char *target, int code, const char *text)
{
    char *saved = strdup(getenv("PATH"));
    setenv("PATH", path, 1);
    char *out = NULL;
    int got = tc_test_tool(&out, (const char *[]){ "run", "--quiet", "--profile", "min", "--target", target, NULL });
    setenv("PATH", saved, 1);
    free(saved);
    CHECK_EQ_U(got, code);
    int found = out != NULL && strstr(out, text) != NULL;
    CHECK(found);
    if (!found)
        fprintf(stderr, "  expected \"%s\" in:\n%s\n", text, out ? out : "(nothing)");
    free(out);
}

static void tc_expect_with_path(const char *path, int code, const char *text)
{
    tc_expect_with_path_on(path, "m4", code, text);
}

void test_e2e_missing_tools(void)
{
    static const char *const make_only[] = { "make", "sh", NULL };
    static const char *const toolchain[] = { "make", "sh", "mkdir", "rm", "mv", "arm-none-eabi-gcc", "arm-none-eabi-ar", NULL };
    /* Build the cell first with the full PATH, so the runs below need no compiling. */
    char *out = NULL;
    CHECK(tc_test_tool(&out, (const char *[]){ "run", "--quiet", "--profile", "min", NULL }) == 0);
    free(out);
    tc_expect_with_path(tc_fake_path(make_only, NULL), 1,
                        "arm-none-eabi-gcc not found or not working; install Debian's gcc-arm-none-eabi "
                        "libnewlib-arm-none-eabi qemu-system-arm (make setup does)");
    tc_expect_with_path(tc_fake_path(toolchain, NULL), 1,
                        "qemu-system-arm not found; install Debian's gcc-arm-none-eabi libnewlib-arm-none-eabi "
                        "qemu-system-arm (make setup does)");
    /* Each target names its own packages (TARGET_PACKAGES in its fragment). */
    tc_expect_with_path_on(tc_fake_path(make_only, NULL), "lx106", 1,
                           "xtensa-lx106-elf-gcc not found or not working; install Debian's gcc-xtensa-lx106 "
                           "picolibc-xtensa-lx106-elf qemu-system-misc (make setup does)");
    tc_expect_with_path(tc_fake_path(toolchain, "#!/bin/sh\necho 'QEMU emulator version 2.5.0'\n"), 1,
                        "is QEMU 2.5, too old: tlscost needs 6.0 or later");
    tc_expect_with_path(tc_fake_path(toolchain, "#!/bin/sh\necho 'Usage: not an emulator'\n"), 1,
                        "does not say it is QEMU");
    /* A QEMU that passes the checks but whose firmware prints nothing. */
    tc_expect_with_path(tc_fake_path(toolchain, "#!/bin/sh\ncase \"$1\" in\n--version) echo 'QEMU emulator version "
                                                "7.2.0';;\n-machine) echo 'mps2-an386 ARM MPS2 with AN386';;\nesac\n"),
                        1, "no begin record: the program printed no result");
}

void test_e2e_leak_reported(void)
{
    tc_expect(0, (const char *[]){ "run", "--quiet", "--inject", "leak", NULL },
              (const char *[]){ "100 left after free", "warning: min: the client's heap is not empty after it was "
                                "freed: 100 bytes leaked", NULL });
}

void test_e2e_heap_fit(void)
{
    char *out = NULL;
    int code = tc_test_tool(&out, (const char *[]){ "heap-fit", "--quiet", "--profile", "min", NULL });
    CHECK_EQ_U(code, 0);
    /* The requested-bytes answer is the run's own peak; real allocators need more. */
    unsigned long peak = 0, requested = 0, firstfit = 0, library = 0;
    const char *p = out ? strstr(out, "client heap: ") : NULL;
    CHECK(p != NULL);
    if (p == NULL) {
        free(out);
        return;
    }
    char digits[32];
    size_t k = 0;
    for (p += 13; *p && *p != ' ' && k < sizeof digits - 1; p++)
        if (*p != ',')
            digits[k++] = *p;
    digits[k] = '\0';
    peak = strtoul(digits, NULL, 10);
    const char *rows[] = { "requested bytes (the counter's limit)", "first fit, 8-byte headers (like heap_4)",
                           "the library's buffer allocator" };
    unsigned long *values[] = { &requested, &firstfit, &library };
    for (int i = 0; i < 3; i++) {
        const char *row = strstr(out, rows[i]);
        CHECK(row != NULL);
        if (row == NULL)
            continue;
        row += strlen(rows[i]);
        while (*row == ' ')
            row++;
        k = 0;
        for (; *row && *row != ' ' && k < sizeof digits - 1; row++)
            if (*row != ',')
                digits[k++] = *row;
        digits[k] = '\0';
        *values[i] = strtoul(digits, NULL, 10);
    }
    CHECK(peak > 30000);
    CHECK_EQ_U(requested, peak);
    CHECK(firstfit > peak && library > peak);
    CHECK(strstr(out, "heap exhausted in client") != NULL);
    free(out);
}

/* valgrind's memcheck on the plain (not sanitized) tool: a warm run and a compare are clean. */
void test_e2e_valgrind_clean(void)
{
    const char *dir = tc_test_tmpdir();
    char json[400], tool[4200];
    snprintf(json, sizeof json, "%s/r.json", dir);
    snprintf(tool, sizeof tool, "%s/tlscost", tc_test_home());
    char *run_argv[] = { "valgrind", "--quiet", "--error-exitcode=99", "--leak-check=full", "--errors-for-leak-kinds=definite",
                         tool, "run", "--quiet", "--profile", "min", "--json", json, NULL };
    struct tcc_proc_result pr;
    CHECK(tcc_proc_run(run_argv, NULL, 600, &pr) == TCC_OK);
    CHECK_EQ_U(pr.exit_code, 0);
    if (pr.exit_code != 0)
        fprintf(stderr, "%s\n", pr.output);
    tcc_proc_free(&pr);
    char *cmp_argv[] = { "valgrind", "--quiet", "--error-exitcode=99", "--leak-check=full", "--errors-for-leak-kinds=definite",
                         tool, "compare", json, json, "--max-flash", "+0", NULL };
    CHECK(tcc_proc_run(cmp_argv, NULL, 600, &pr) == TCC_OK);
    CHECK_EQ_U(pr.exit_code, 0);
    if (pr.exit_code != 0)
        fprintf(stderr, "%s\n", pr.output);
    tcc_proc_free(&pr);
}

/* Bad input to the other entry points: one line, exit 2, nothing written. */
void test_e2e_bad_input_everywhere(void)
{
    const char *dir = tc_test_tmpdir();
    char missing_dir[400], report_md[500], unreadable[400];
    snprintf(missing_dir, sizeof missing_dir, "%s/nope", dir);
    snprintf(report_md, sizeof report_md, "%s/report.md", missing_dir);
    snprintf(unreadable, sizeof unreadable, "%s/garbage.h", dir);
    tc_expect(2, (const char *[]){ "report", "--bogus", NULL }, (const char *[]){ "unknown option '--bogus'", NULL });
    tc_expect(2, (const char *[]){ "report", "--only", "nothing", NULL }, (const char *[]){ "names no cell", NULL });
    tc_expect(2, (const char *[]){ "report", "--out", missing_dir, NULL }, (const char *[]){ "does not exist", NULL });
    CHECK(!tcc_path_exists(report_md));
    tc_expect(2, (const char *[]){ "compare", "only-one.json", NULL }, (const char *[]){ "needs two result files", NULL });
    tc_expect(2, (const char *[]){ "compare", "/nonexistent/a.json", "/nonexistent/b.json", NULL },
              (const char *[]){ "cannot read /nonexistent/a.json", NULL });
    tc_expect(2, (const char *[]){ "heap-fit", "--heap-limit", "100", NULL }, (const char *[]){ "unknown option '--heap-limit' for 'heap-fit'", NULL });
    tc_expect(2, (const char *[]){ "heap-fit", "--profile", "nope", NULL }, (const char *[]){ "known: ", NULL });
    tc_expect(2, (const char *[]){ "run", "--inject", "explode", NULL }, (const char *[]){ "known: fault, hang, leak, unaligned", NULL });
    /* A header that is not C at all: the compiler's first error, and a non-zero exit. */
    tcc_file_write(unreadable, "this is not a header }\n", NULL);
    tc_expect(1, (const char *[]){ "run", "--quiet", "--config", unreadable, NULL },
              (const char *[]){ "garbage.h does not build", "error:", NULL });
}

void test_e2e_security_checks(void)
{
    const char *dir = tc_test_tmpdir();
    char json[400];
    snprintf(json, sizeof json, "%s/r.json", dir);
    tc_expect(0, (const char *[]){ "run", "--quiet", "--security-checks", "--json", json, NULL },
              (const char *[]){ "unknown root rejected, wrong host name rejected, expired certificate accepted", NULL });
    static struct tcc_result r;
    CHECK(tcc_json_read_result(json, &r, NULL) == TCC_OK);
    CHECK(r.security.checked && r.security.answer[TCC_SEC_UNKNOWN_ROOT] == TCC_CHECK_REFUSED &&
          r.security.answer[TCC_SEC_WRONG_HOST] == TCC_CHECK_REFUSED);
    /* min has no clock: the expired certificate passes */
    CHECK(r.security.answer[TCC_SEC_EXPIRED] == TCC_CHECK_ACCEPTED);
    CHECK(r.security.answer[TCC_SEC_WRONG_KEY] == TCC_CHECK_UNTESTED); /* not a PSK client */
    CHECK(r.run_complete && r.client.handshake_instr > 0); /* the main run's figures are kept */
    /* A client that only speaks RSA is checked on its RSA chain: an RSA root that signed nothing
     * trusted, another name expected. */
    tc_expect(0, (const char *[]){ "run", "--quiet", "--profile", "rsakx", "--cert", "rsa0", "--security-checks", NULL },
              (const char *[]){ "unknown root rejected, wrong host name rejected, expired certificate not tested", NULL });
}

void test_e2e_small_receive_buffer_warns(void)
{
    char *out = NULL;
    /* Said before the run, and the run goes on (here its figures are printed). */
    int code = tc_test_tool(&out, (const char *[]){ "run", "--quiet", "--in-len", "4096", NULL });
    CHECK(out != NULL && strstr(out, "warning: a 4096-byte receive buffer without max fragment length") != NULL);
    CHECK(out != NULL && strstr(out, "Handshake, client, per state") != NULL);
    CHECK_EQ_U(code, 0);
    free(out);
}

void test_e2e_resumption(void)
{
    const char *dir = tc_test_tmpdir();
    char json[400];
    snprintf(json, sizeof json, "%s/r.json", dir);
    static struct tcc_result r;
    CHECK(tc_run_min(json, (const char *const[]){ "--resume", "id", NULL }, &r) == 0);
    CHECK(r.client.resume_count > 0);
    CHECK_EQ_U(r.client.resume_verifies, 0); /* no certificate or signature checked the second time */
    CHECK(r.client.resume_instr > 0 && r.client.resume_instr < r.client.handshake_instr / 100);
    tc_expect(2, (const char *[]){ "run", "--resume", "psk", NULL }, (const char *[]){ "known: id, ticket", NULL });
}

/* Two tlscost processes building the same new cell at once: both finish, with the same figures,
 * and no half-written file is left in the build folder (the folder's lock serializes them). */
void test_e2e_same_cell_at_once(void)
{
    const char *dir = tc_test_tmpdir();
    char cfg[400], json_a[400], json_b[400], script[2400], pattern[500];
    snprintf(cfg, sizeof cfg, "%s/once.h", dir);
    snprintf(json_a, sizeof json_a, "%s/a.json", dir);
    snprintf(json_b, sizeof json_b, "%s/b.json", dir);
    /* A header of its own (its path is in the config): a folder no other test has built. */
    tcc_file_write(cfg, "/* two at once */\n#define MBEDTLS_SSL_OUT_CONTENT_LEN 6144\n", NULL);
    snprintf(script, sizeof script,
             "\"$0\" run --quiet --user-config %s --json %s & a=$!; \"$0\" run --quiet --user-config %s --json %s & "
             "b=$!; wait $a; ra=$?; wait $b; rb=$?; echo \"exits $ra $rb\"",
             cfg, json_a, cfg, json_b);
    char *argv[] = { "sh", "-c", script, (char *)tc_test_tool_path(), NULL };
    struct tcc_proc_result pr;
    CHECK(tcc_proc_run(argv, "/dev/null", 900, &pr) == TCC_OK);
    CHECK(pr.output != NULL && strstr(pr.output, "exits 0 0") != NULL);
    if (pr.output == NULL || strstr(pr.output, "exits 0 0") == NULL)
        fprintf(stderr, "  %s\n", pr.output ? pr.output : "");
    tcc_proc_free(&pr);
    static struct tcc_result a, b;
    CHECK(tcc_json_read_result(json_a, &a, NULL) == TCC_OK && tcc_json_read_result(json_b, &b, NULL) == TCC_OK);
    CHECK_EQ_U(a.flash.total, b.flash.total);
    CHECK_EQ_U(a.client.handshake_instr, b.client.handshake_instr);
    CHECK_EQ_U(a.client.setup.heap_live, b.client.setup.heap_live);
    CHECK(a.client.handshake_instr > 0);
    /* Nothing half-written in the folders built since the header was written. */
    snprintf(pattern, sizeof pattern, "%s/build", tc_test_home());
    char *find[] = { "find", pattern, "-newer", cfg, "-name", "*.tmp*", NULL };
    CHECK(tcc_proc_run(find, "/dev/null", 60, &pr) == TCC_OK && pr.exit_code == 0);
    CHECK(pr.output != NULL && pr.output[0] == '\0');
    if (pr.output != NULL && pr.output[0] != '\0')
        fprintf(stderr, "  left behind:\n%s\n", pr.output);
    tcc_proc_free(&pr);
}
