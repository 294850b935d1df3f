/* test_e2e.c: end-to-end tests of the tlscost command: a real build of Mbed TLS and a real
 * handshake in QEMU (mps2-an386), and what the user sees on bad input, faults and hangs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/tcc_error.h"
#include "../src/core/tcc_file.h"
#include "../src/core/tcc_json.h"
#include "tc_test.h"
#include "tests.h"

/* Run the tool; check the exit code and that the output holds every expected text. */
static void tc_expect(int code, const char *const args[], const char *const texts[])
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
    return code != 0 ? code : tcc_json_read_result(json, r);
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
    /* Two 16 KB record buffers are allocated at setup. */
    CHECK(r.client.setup.heap_live > 2 * 16384);
    int found_cert = 0;
    for (unsigned i = 0; i < r.client.step_count; i++)
        if (strcmp(r.client.steps[i].name, "SERVER_CERTIFICATE") == 0)
            found_cert = r.client.steps[i].instr > 10000000; /* one ECDSA verify at least */
    CHECK(found_cert);
    CHECK(r.client.data_count == 2 && r.client.data[0].bytes == 37 && r.client.data[1].bytes == 1000);
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
    tcc_file_write(cfg, "/* broken: ECDSA without ECP */\n#define MBEDTLS_ECDSA_C\n#define MBEDTLS_BIGNUM_C\n");
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
    tc_expect(1, (const char *[]){ "run", "--quiet", "--json", json, NULL }, (const char *[]){ "cannot write", NULL });
    CHECK(!tcc_path_exists(json));
}
