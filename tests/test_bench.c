/* test_bench.c: the bench image's records, the call counter over objdump text, the A/B
 * verdicts, and end to end: the bench image on the emulated Cortex-M4 (two runs identical),
 * on the host, A/B of two versions, the call-count table, and bad input. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/run/tcc_bench.h"
#include "../src/core/run/tcc_calls.h"
#include "../src/core/base/tcc_error.h"
#include "../src/core/base/tcc_file.h"
#include "../src/core/model/tcc_json.h"
#include "../src/core/base/tcc_proc.h"
#include "tc_test.h"
#include "tests.h"

static const char tc_bench_log[] =
    "junk before\n"
    "TC begin platform=mps2-an386 library=mbedtls version=3.6.6 image=bench\n"
    "TC calib instr=20000000 ticks=500001 unit=instr\n"
    "TC prim name=ecdsa_verify bytes=0 ops=1 batches=2 min=854705 max=854707 sum=1709412\n"
    "TC prim name=sha256 bytes=1024 ops=4 batches=2 min=4384 max=4388 sum=8772\n"
    "TC prim name=rsa2048_private failed=setup error=-16384\n"
    "TC end code=0\n";

void test_bench_records(void)
{
    static struct tcc_bench_result r;
    char why[160] = "";
    memset(&r, 0, sizeof r);
    CHECK_EQ_U(tcc_bench_parse(tc_bench_log, &r, why, sizeof why), TCC_OK);
    CHECK_EQ_U(r.count, 3);
    CHECK(strcmp(r.unit, "instr") == 0);
    CHECK_EQ_U(r.instr_per_tick, 40);
    CHECK(strcmp(r.prims[0].name, "ecdsa_verify") == 0);
    CHECK_EQ_U(r.prims[0].min, 854705ull * 40);
    CHECK_EQ_U(r.prims[0].max, 854707ull * 40);
    CHECK_EQ_U(r.prims[0].mean, 854706ull * 40);
    CHECK_EQ_U(r.prims[1].bytes, 1024);
    CHECK_EQ_U(r.prims[1].min, 4384ull * 40 / 4);
    CHECK(strcmp(r.prims[2].failed, "setup") == 0);
    CHECK(r.prims[2].error == -16384);
    /* No end record: the image stopped early. A malformed number is refused. */
    char cut[sizeof tc_bench_log];
    snprintf(cut, sizeof cut, "%.*s", (int)(strstr(tc_bench_log, "TC end") - tc_bench_log), tc_bench_log);
    CHECK_EQ_U(tcc_bench_parse(cut, &r, why, sizeof why), TCC_E_INPUT);
    CHECK(strstr(why, "no end record") != NULL);
    CHECK_EQ_U(tcc_bench_parse("TC begin x\nTC calib instr=1 ticks=1 unit=instr\nTC prim name=a bytes=0 ops=1 "
                               "batches=1 min=5 max=x sum=5\nTC end code=0\n",
                               &r, why, sizeof why),
               TCC_E_INPUT);
    CHECK_EQ_U(tcc_bench_parse("nothing\n", &r, why, sizeof why), TCC_E_INPUT);
    CHECK(strstr(why, "no begin record") != NULL);
}

void test_bench_verdicts(void)
{
    static struct tcc_bench_result a, b;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    const char *names[3] = { "slower", "overlap", "faster" };
    double a_ranges[3][3] = { { 100, 101, 102 }, { 100, 101, 102 }, { 100, 101, 102 } };
    double b_ranges[3][3] = { { 103, 104, 105 }, { 102, 103, 104 }, { 90, 91, 99 } };
    for (int i = 0; i < 3; i++) {
        snprintf(a.prims[i].name, sizeof a.prims[i].name, "%s", names[i]);
        snprintf(b.prims[i].name, sizeof b.prims[i].name, "%s", names[i]);
        a.prims[i].min = a_ranges[i][0], a.prims[i].mean = a_ranges[i][1], a.prims[i].max = a_ranges[i][2];
        b.prims[i].min = b_ranges[i][0], b.prims[i].mean = b_ranges[i][1], b.prims[i].max = b_ranges[i][2];
    }
    a.count = b.count = 3;
    struct tcc_bench_delta rows[4];
    CHECK_EQ_U(tcc_bench_compare(&a, &b, rows, 4), 3);
    CHECK(strcmp(rows[0].verdict, "B slower") == 0);
    CHECK(strcmp(rows[1].verdict, "within spread") == 0);
    CHECK(strcmp(rows[2].verdict, "B faster") == 0);
    CHECK(rows[0].delta_pct > 2.9 && rows[0].delta_pct < 3.0);
}

/* What objdump -dr prints, cut down: an Arm -Os body with two helper calls (one on a local
 * clone, whose relocation names the section), and an x86-64 body with none. */
static const char tc_disasm[] =
    "bignum_core.o:     file format elf32-littlearm\n"
    "\n"
    "Disassembly of section .text.mbedtls_mpi_core_sub:\n"
    "\n"
    "00000000 <mbedtls_mpi_core_sub>:\n"
    "   0:\tpush\t{r4, r5, r6, r7, lr}\n"
    "   8:\tbl\t0 <mbedtls_ct_uint_lt>\n"
    "\t\t\t8: R_ARM_THM_CALL\tmbedtls_ct_uint_lt\n"
    "  12:\tbl\t0 <mbedtls_mpi_core_sub>\n"
    "\t\t\t12: R_ARM_THM_CALL\t.text.mbedtls_ct_uint_lt.constprop.0\n"
    "  1a:\tbl\t0 <memcpy>\n"
    "\t\t\t1a: R_ARM_THM_CALL\tmemcpy\n"
    "\n"
    "00000000 <mbedtls_ct_uint_lt>:\n"
    "   0:\tbl\t0 <mbedtls_ct_helper>\n"
    "\t\t\t0: R_ARM_THM_CALL\tmbedtls_ct_helper\n"
    "\n"
    "0000000000000000 <mbedtls_mpi_core_mla>:\n"
    "   0:\tendbr64\n"
    "   4:\tcall\t9 <mbedtls_mpi_core_mla+0x9>\n"
    "\t\t\t5: R_X86_64_PLT32\tmbedtls_mpi_core_add-0x4\n"
    "   9:\tcall\t30 <mbedtls_ct_local>\n"
    "   e:\tret\n";

void test_calls_counter(void)
{
    CHECK(tcc_calls_from(tc_disasm, "mbedtls_mpi_core_sub", "mbedtls_ct_") == 2);
    CHECK(tcc_calls_from(tc_disasm, "mbedtls_mpi_core_mla", "mbedtls_ct_") == 1);
    CHECK(tcc_calls_from(tc_disasm, "mbedtls_mpi_core_add", "mbedtls_ct_") == -1);
    CHECK(tcc_calls_from(tc_disasm, "mbedtls_mpi_core_sub", "memcpy") == 1);
    /* The whole library: calls made by the helpers themselves do not count. */
    CHECK(tcc_calls_total(tc_disasm, "mbedtls_ct_") == 3);
}

static int tc_bench_json(const char *const args[], char *json_path, size_t size, char **out)
{
    snprintf(json_path, size, "%s/bench.json", tc_test_tmpdir());
    const char *full[24];
    int n = 0;
    for (; args[n] != NULL && n < 20; n++)
        full[n] = args[n];
    full[n++] = "--json";
    full[n++] = json_path;
    full[n] = NULL;
    return tc_test_tool(out, full);
}

/* The figure field ("min", "mean", "max") of primitive name in result number result of a bench
 * JSON text, or -1. */
static double tc_json_prim(const char *json, int result, const char *name, const char *field)
{
    cJSON *doc = cJSON_Parse(json);
    const cJSON *one = cJSON_GetArrayItem(cJSON_GetObjectItem(doc, "results"), result), *prim;
    double figure = -1;
    cJSON_ArrayForEach(prim, cJSON_GetObjectItem(one, "primitives"))
    {
        const cJSON *prim_name = cJSON_GetObjectItem(prim, "name"), *value = cJSON_GetObjectItem(prim, field);
        if (cJSON_IsString(prim_name) && strcmp(prim_name->valuestring, name) == 0 && cJSON_IsNumber(value))
            figure = value->valuedouble;
    }
    cJSON_Delete(doc);
    return figure;
}

static double tc_json_mean(const char *json, int result, const char *name)
{
    return tc_json_prim(json, result, name, "mean");
}

/* A number field of result number result, or -1. */
static double tc_json_result_field(const char *json, int result, const char *field)
{
    cJSON *doc = cJSON_Parse(json);
    const cJSON *v = cJSON_GetObjectItem(cJSON_GetArrayItem(cJSON_GetObjectItem(doc, "results"), result), field);
    double figure = cJSON_IsNumber(v) ? v->valuedouble : -1;
    cJSON_Delete(doc);
    return figure;
}

/* The A/B row of primitive name: its delta in percent and its verdict; 0, or -1. */
static int tc_json_ab(const char *json, const char *name, double *delta_pct, char *verdict, size_t size)
{
    cJSON *doc = cJSON_Parse(json);
    const cJSON *row;
    int found = -1;
    cJSON_ArrayForEach(row, cJSON_GetObjectItem(doc, "ab"))
    {
        const cJSON *n = cJSON_GetObjectItem(row, "name"), *d = cJSON_GetObjectItem(row, "delta_pct"),
                    *v = cJSON_GetObjectItem(row, "verdict");
        if (cJSON_IsString(n) && strcmp(n->valuestring, name) == 0 && cJSON_IsNumber(d) && cJSON_IsString(v)) {
            *delta_pct = d->valuedouble;
            snprintf(verdict, size, "%s", v->valuestring);
            found = 0;
        }
    }
    cJSON_Delete(doc);
    return found;
}

/* Run the bench twice with args and --json; the two documents (returned, free them) must be
 * identical and have ecdsa_verify above ten million instructions; the first run's table
 * must hold expect_text. */
static char *tc_bench_twice(const char *const args[], const char *expect_text)
{
    char path[512], *out = NULL;
    CHECK_EQ_U(tc_bench_json(args, path, sizeof path, &out), 0);
    CHECK(out != NULL && strstr(out, expect_text) != NULL);
    free(out);
    char *first = tcc_file_read(path, NULL);
    CHECK_EQ_U(tc_bench_json(args, path, sizeof path, &out), 0);
    free(out);
    char *second = tcc_file_read(path, NULL);
    CHECK(first != NULL && second != NULL && strcmp(first, second) == 0);
    CHECK(first != NULL && tc_json_mean(first, 0, "ecdsa_verify") > 10e6);
    free(second);
    return first;
}

void test_e2e_bench_m4_deterministic(void)
{
    const char *args[] = { "bench", "--quiet", "--batches", "2", NULL };
    char *first = tc_bench_twice(args, "instructions, exact");
    static const char *const prims[] = { "ecdsa_verify", "ecdsa_sign", "ecdh", "mpi_mul_256", "mpi_inv_p256",
                                         "rsa2048_public", "rsa2048_private", "aes128_gcm", "aes128_cbc",
                                         "chacha20_poly1305", "sha256" };
    for (size_t i = 0; first != NULL && i < sizeof prims / sizeof prims[0]; i++) {
        double mean = tc_json_mean(first, 0, prims[i]);
        CHECK(mean > 0);
        if (mean <= 0)
            fprintf(stderr, "  no figure for %s\n", prims[i]);
    }
    /* A 1 KB SHA-256 costs tens of thousands of instructions. */
    CHECK(first != NULL && tc_json_mean(first, 0, "sha256") < 1e6);
    free(first);
}

void test_e2e_bench_rv32(void)
{
    /* minstret counts every instruction: one per tick, and two runs agree. */
    const char *args[] = { "bench", "--quiet", "--target", "rv32", "--batches", "1", NULL };
    free(tc_bench_twice(args, "1 per tick"));
}

void test_e2e_bench_host(void)
{
    char path[512], *out = NULL;
    const char *args[] = { "bench", "--quiet", "--target", "host", "--batches", "2", "--batch-ms", "2", NULL };
    CHECK_EQ_U(tc_bench_json(args, path, sizeof path, &out), 0);
    CHECK(out != NULL && strstr(out, "wall-clock") != NULL);
    free(out);
    char *json = tcc_file_read(path, NULL);
    CHECK(json != NULL && strstr(json, "\"unit\":\t\"ns\"") != NULL);
    CHECK(json != NULL && tc_json_mean(json, 0, "ecdsa_verify") > tc_json_mean(json, 0, "sha256"));
    free(json);
    const char *ops[] = { "bench", "--quiet", "--target", "host", "--batches", "1", "--batch-ms", "1", "--style",
                          "ops", NULL };
    CHECK_EQ_U(tc_test_tool(&out, ops), 0);
    CHECK(out != NULL && strstr(out, " ops took ") != NULL && strstr(out, " MB/s") != NULL);
    free(out);
}

void test_e2e_bench_ab_versions(void)
{
    char path[512], *out = NULL;
    const char *args[] = { "bench", "--quiet", "--batches", "1", "--ab", "version=2.28.3", "version=3.6.6", NULL };
    CHECK_EQ_U(tc_bench_json(args, path, sizeof path, &out), 0);
    CHECK(out != NULL && strstr(out, "A-B-A") != NULL && strstr(out, "mbedtls 2.28.3") != NULL);
    free(out);
    char *json = tcc_file_read(path, NULL);
    CHECK(json != NULL && strstr(json, "\"ab\":") != NULL && strstr(json, "\"verdict\":") != NULL);
    /* A ran twice (A-B-A), B once; on the emulated core A's two runs are identical, so its
     * range is one value, and the delta is B's mean against A's. */
    CHECK(json != NULL && tc_json_result_field(json, 0, "runs") == 2 && tc_json_result_field(json, 1, "runs") == 1);
    double a = json != NULL ? tc_json_mean(json, 0, "ecdsa_verify") : -1;
    double b = json != NULL ? tc_json_mean(json, 1, "ecdsa_verify") : -1;
    CHECK(a > 10e6 && b > 10e6);
    CHECK(json != NULL && tc_json_prim(json, 0, "ecdsa_verify", "min") == tc_json_prim(json, 0, "ecdsa_verify", "max"));
    double delta = 0;
    char verdict[32] = "";
    CHECK(json != NULL && tc_json_ab(json, "ecdsa_verify", &delta, verdict, sizeof verdict) == 0);
    double off = a > 0 ? delta - 100.0 * (b - a) / a : 1;
    CHECK(off < 1e-6 && off > -1e-6);
    /* Two exact, different counts: a verdict in the direction of the delta, never "within spread". */
    CHECK(a != b && strcmp(verdict, b > a ? "B slower" : "B faster") == 0);
    free(json);
}

/* The wolfSSL and BearSSL bench adapters: every primitive measured, two runs identical, and each
 * library's ECDSA verify the same as its handshake's (the operation breakdown): an A/B across
 * libraries. */
void test_e2e_bench_libraries(void)
{
    static const char *const prims[] = { "ecdsa_verify", "ecdsa_sign", "ecdh", "rsa2048_public", "rsa2048_private",
                                         "aes128_gcm", "aes128_cbc", "chacha20_poly1305", "sha256" };
    static const char *const libraries[] = { "wolfssl", "bearssl" };
    for (size_t l = 0; l < 2; l++) {
        const char *args[] = { "bench", "--quiet", "--batches", "1", "--library", libraries[l], NULL };
        char *first = tc_bench_twice(args, libraries[l]);
        for (size_t i = 0; first != NULL && i < sizeof prims / sizeof prims[0]; i++) {
            double mean = tc_json_mean(first, 0, prims[i]);
            CHECK(mean > 0);
            if (mean <= 0)
                fprintf(stderr, "  %s: no figure for %s\n", libraries[l], prims[i]);
        }
        free(first);
    }
    char path[512], *out = NULL;
    const char *ab[] = { "bench", "--quiet", "--batches", "1", "--ab", "library=mbedtls", "library=bearssl", NULL };
    CHECK_EQ_U(tc_bench_json(ab, path, sizeof path, &out), 0);
    CHECK(out != NULL && strstr(out, "B = library=bearssl: bearssl 0.6") != NULL);
    /* BearSSL's P-256 is a third of Mbed TLS's instructions: a verdict, not within spread. */
    CHECK(out != NULL && strstr(out, "B faster") != NULL);
    free(out);
    const char *bad[] = { "bench", "--ab", "library=openssl", "library=bearssl", NULL };
    CHECK(tc_test_tool(&out, bad) == 2 && out != NULL && strstr(out, "library 'openssl' unknown") != NULL);
    free(out);
}

void test_e2e_calls_table(void)
{
    char *out = NULL;
    const char *args[] = { "calls", "--quiet", "--targets", "m4", "--opts", "Os", "--functions",
                           "mbedtls_mpi_core_sub,mbedtls_mpi_core_lt_ct,no_such_function", NULL };
    CHECK_EQ_U(tc_test_tool(&out, args), 0);
    CHECK(out != NULL && strstr(out, "m4 -Os") != NULL && strstr(out, "absent") != NULL);
    /* 3.6.6's core_sub is plain C: no helper calls at any level. */
    const char *row = out != NULL ? strstr(out, "mbedtls_mpi_core_sub") : NULL;
    CHECK(row != NULL && strtol(row + strlen("mbedtls_mpi_core_sub"), NULL, 10) == 0);
    free(out);
}

void test_e2e_bench_bad_input(void)
{
    char *out = NULL;
    const char *one_side[] = { "bench", "--ab", "version=2.28.3", NULL };
    CHECK_EQ_U(tc_test_tool(&out, one_side), 2);
    CHECK(out != NULL && strstr(out, "--ab needs two builds") != NULL);
    free(out);
    const char *bad_key[] = { "bench", "--ab", "colour=red", "opt=O2", NULL };
    CHECK_EQ_U(tc_test_tool(&out, bad_key), 2);
    CHECK(out != NULL && strstr(out, "unknown A/B key 'colour'") != NULL);
    free(out);
    const char *bad_version[] = { "bench", "--library", "mbedtls@1.0", NULL };
    CHECK_EQ_U(tc_test_tool(&out, bad_version), 2);
    CHECK(out != NULL && strstr(out, "mbedtls 1.0 is not unpacked") != NULL && strstr(out, "known: ") != NULL);
    free(out);
    const char *bad_style[] = { "bench", "--style", "fancy", NULL };
    CHECK_EQ_U(tc_test_tool(&out, bad_style), 2);
    CHECK(out != NULL && strstr(out, "--style 'fancy' unknown; known: table, ops") != NULL);
    free(out);
    const char *bad_opt[] = { "calls", "--opts", "Os,O9", NULL };
    CHECK_EQ_U(tc_test_tool(&out, bad_opt), 2);
    CHECK(out != NULL && strstr(out, "'O9' unknown") != NULL);
    free(out);
}

void test_e2e_m0plus_traps_unaligned(void)
{
    /* ARMv6-M code on the ARMv7-M board: a word loaded from an odd address faults as on an M0+
     * (a HardFault, the UNALIGNED bit in CFSR), where the M4 loads it. */
    tc_expect(1, (const char *[]){ "run", "--quiet", "--target", "m0plus", "--inject", "unaligned", NULL },
              (const char *[]){ "the firmware faulted (HardFault", "client step SERVER_CERTIFICATE", "cfsr=0x01000000",
                                NULL });
    tc_expect(0, (const char *[]){ "run", "--quiet", "--inject", "unaligned", NULL }, (const char *[]){ "handshake", NULL });
}

void test_e2e_more_cores(void)
{
    /* The same client on the Cortex-M0+ (ARMv6-M code), M3, M33, M7 and M55 boards and the RISC-V virt board: a complete
     * handshake; on the Arm cores the requested heap is the library's, the same as on the M4.
     * RV32IMC (no atomics, a core that traps on one) runs the very instructions RV32IMAC runs:
     * compressed or not, the count is the same. */
    static struct tcc_result m4, other, rv32;
    const char *targets[] = { "m4", "m0plus", "m3", "m33", "m7", "m55", "rv32", "rv32imc" };
    for (int i = 0; i < (int)(sizeof targets / sizeof targets[0]); i++) {
        char json[512], *out = NULL;
        snprintf(json, sizeof json, "%s/%s.json", tc_test_tmpdir(), targets[i]);
        const char *args[] = { "run", "--quiet", "--profile", "min", "--target", targets[i], "--json", json, NULL };
        int code = tc_test_tool(&out, args);
        CHECK_EQ_U(code, 0);
        if (code != 0)
            fprintf(stderr, "  %s: %s\n", targets[i], out ? out : "");
        free(out);
        struct tcc_result *r = i == 0 ? &m4 : &other;
        CHECK_EQ_U(tcc_json_read_result(json, r, NULL), TCC_OK);
        CHECK(r->client.step_count > 0 && r->run_complete);
        if (i > 0 && strncmp(targets[i], "rv32", 4) != 0)
            CHECK_EQ_U(other.client.heap_peak, m4.client.heap_peak);
        if (strcmp(targets[i], "rv32") == 0) {
            CHECK(strcmp(other.board, "virt") == 0 && other.client.heap_peak > 0);
            rv32 = other;
        }
        if (strcmp(targets[i], "rv32imc") == 0)
            CHECK(other.client.handshake_instr == rv32.client.handshake_instr && other.flash.total != rv32.flash.total);
    }
}

/* The ESP8266's core: Mbed TLS's and BearSSL's clients complete their handshake on QEMU's
 * Xtensa sim with the LX106, counted by CCOUNT at 25 instructions a tick. */
void test_e2e_lx106(void)
{
    static struct tcc_result r;
    const char *libraries[] = { "mbedtls", "bearssl" };
    for (int i = 0; i < 2; i++) {
        char json[512], *out = NULL;
        snprintf(json, sizeof json, "%s/lx106-%s.json", tc_test_tmpdir(), libraries[i]);
        int code = tc_test_tool(&out, (const char *[]){ "run", "--quiet", "--target", "lx106", "--library", libraries[i],
                                                        "--json", json, NULL });
        CHECK_EQ_U(code, 0);
        if (code != 0)
            fprintf(stderr, "  lx106 %s: %s\n", libraries[i], out ? out : "");
        CHECK(out != NULL && strstr(out, "target lx106 (sim)") != NULL);
        free(out);
        CHECK_EQ_U(tcc_json_read_result(json, &r, NULL), TCC_OK);
        CHECK(r.run_complete && strcmp(r.board, "sim") == 0 && r.instr_per_tick == 25);
        CHECK(r.client.handshake_instr > 10000000 && r.flash.total > 20000);
    }
    /* A fault arrives at the core's exception vectors and is reported with its cause and PC, not
     * left to hang until the time limit. */
    tc_expect(1, (const char *[]){ "run", "--quiet", "--target", "lx106", "--inject", "fault", "--timeout", "60", NULL },
              (const char *[]){ "faulted (IllegalInstruction, exception 0) in client step SERVER_CERTIFICATE", NULL });
}

/* plan bench-ab: the two sides as lines, run through GNU parallel, merged: the same A/B rows as
 * bench --ab's A-B-A on this machine (the emulated core's counts are exact); the host refused. */
void test_e2e_plan_bench_ab(void)
{
    char dir[400], lines[400], command[1000];
    snprintf(dir, sizeof dir, "%s/planned", tc_test_tmpdir());
    snprintf(lines, sizeof lines, "%s/lines.txt", tc_test_tmpdir());
    CHECK(tcc_mkdirs(dir) == TCC_OK);
    char *out = NULL;
    CHECK(tc_test_tool(&out, (const char *[]){ "plan", "bench-ab", "--quiet", "--dir", dir, "--batches", "1",
                                               "version=2.28.3", "version=3.6.6", NULL }) == 0);
    CHECK(out != NULL && strstr(out, " bench --quiet --library mbedtls@2.28.3 ") != NULL);
    CHECK(out != NULL && tcc_file_write(lines, out, NULL) == TCC_OK);
    free(out);
    tc_expect(2, (const char *[]){ "merge", dir, NULL }, (const char *[]){ "a.bench.json is missing", NULL });
    snprintf(command, sizeof command, "parallel --will-cite -j 2 < %s", lines);
    char *sh[] = { "sh", "-c", command, NULL };
    struct tcc_proc_result pr;
    CHECK(tcc_proc_run(sh, NULL, 900, &pr) == TCC_OK && pr.exit_code == 0);
    tcc_proc_free(&pr);
    char *merged = NULL, *single = NULL;
    CHECK(tc_test_tool(&merged, (const char *[]){ "merge", dir, NULL }) == 0);
    CHECK(tc_test_tool(&single, (const char *[]){ "bench", "--quiet", "--batches", "1", "--ab", "version=2.28.3",
                                                  "version=3.6.6", NULL }) == 0);
    const char *rows_merged = merged ? strstr(merged, "  primitive ") : NULL;
    const char *rows_single = single ? strstr(single, "  primitive ") : NULL;
    CHECK(rows_merged != NULL && rows_single != NULL && strcmp(rows_merged, rows_single) == 0);
    CHECK(merged != NULL && strstr(merged, "each run once apart") != NULL);
    free(merged);
    free(single);
    tc_expect(2, (const char *[]){ "plan", "bench-ab", "--dir", dir, "--target", "host", "opt=Os", "opt=O2", NULL },
              (const char *[]){ "runs on the host, whose timings need A-B-A on one machine", NULL });
}
