/* test_libraries.c: wolfSSL and BearSSL beside Mbed TLS: each adapter's handshake end to end
 * on the Cortex-M4 (run twice, identical), their certificate checks and error names, the
 * refusals where an adapter cannot do what was asked, the flight mapping, interop (one
 * library's client against another's server), and the report's cross-library section in
 * report.md, report.json and report.html. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/matrix/tcc_compare.h"
#include "../src/core/base/tcc_error.h"
#include "../src/core/base/tcc_file.h"
#include "../src/core/model/tcc_json.h"
#include "../src/core/matrix/tcc_library_rows.h"
#include "../src/core/model/tcc_tls_errors.h"
#include "tc_test.h"
#include "tests.h"

static int tc_run_against(const char *library, const char *profile, const char *server, const char *json,
                          struct tcc_result *r)
{
    char *out = NULL;
    const char *args[] = { "run", "--quiet", "--library", library, "--profile", profile, "--json", json,
                           server != NULL ? "--server-library" : NULL, server, NULL };
    int code = tc_test_tool(&out, args);
    if (code != 0)
        fprintf(stderr, "  tlscost run --library %s said:\n%s\n", library, out ? out : "");
    free(out);
    return code != 0 ? code : tcc_json_read_result(json, r, NULL);
}

static int tc_run_library(const char *library, const char *profile, const char *json, struct tcc_result *r)
{
    return tc_run_against(library, profile, NULL, json, r);
}

/* Run one library's profile twice: every figure must repeat; the first run is left in *a. */
static void tc_check_twice(const char *library, const char *profile, struct tcc_result *a)
{
    static struct tcc_result b;
    char json_a[400], json_b[400];
    snprintf(json_a, sizeof json_a, "%s/%s-a.json", tc_test_tmpdir(), library);
    snprintf(json_b, sizeof json_b, "%s/%s-b.json", tc_test_tmpdir(), library);
    CHECK(tc_run_library(library, profile, json_a, a) == 0);
    CHECK(tc_run_library(library, profile, json_b, &b) == 0);
    CHECK_EQ_U(a->flash.total, b.flash.total);
    CHECK_EQ_U(a->client.handshake_instr, b.client.handshake_instr);
    CHECK_EQ_U(a->client.data_instr, b.client.data_instr);
    CHECK_EQ_U(a->client.heap_peak, b.client.heap_peak);
    CHECK_EQ_U(a->client.handshake_stack, b.client.handshake_stack);
    CHECK_EQ_U(a->client.step_count, b.client.step_count);
    for (unsigned i = 0; i < a->client.step_count && i < b.client.step_count; i++) {
        CHECK_EQ_U(a->client.steps[i].instr, b.client.steps[i].instr);
        CHECK_EQ_U(a->client.steps[i].heap_peak, b.client.steps[i].heap_peak);
        CHECK_EQ_U(a->client.steps[i].stack, b.client.steps[i].stack);
    }
    CHECK_EQ_U(a->server.handshake_instr, b.server.handshake_instr);
}

/* The common job, whatever the library: the suite, three client flights, two signature checks
 * (certificate and ServerKeyExchange), one ECDHE key pair and shared secret, 37 B out, 1000 in. */
static void tc_check_common_job(const struct tcc_result *r, const char *library, const char *version_prefix)
{
    CHECK(r->run_complete);
    CHECK(strcmp(r->library, library) == 0);
    CHECK(strncmp(r->library_version, version_prefix, strlen(version_prefix)) == 0);
    CHECK(strlen(r->library_sha256) == 64);
    CHECK(strcmp(r->suite, "TLS-ECDHE-ECDSA-WITH-AES-128-GCM-SHA256") == 0);
    CHECK_EQ_U(r->client.step_count, 3);
    CHECK(strcmp(r->client.steps[0].name, "CLIENT_HELLO") == 0);
    CHECK(strcmp(r->client.steps[1].name, "SERVER_HELLO_FLIGHT") == 0);
    CHECK(strcmp(r->client.steps[2].name, "SERVER_FINISHED") == 0);
    CHECK_EQ_U(r->client.ops[TCC_OP_ECDSA_VERIFY].count, 2);
    CHECK_EQ_U(r->client.ops[TCC_OP_ECDH_KEYGEN].count, 1);
    CHECK_EQ_U(r->client.ops[TCC_OP_ECDH_SHARED].count, 1);
    /* The operations happen where the server's first flight is taken and answered. */
    CHECK(r->client.steps[1].instr > r->client.ops[TCC_OP_ECDSA_VERIFY].instr);
    CHECK(r->client.data_count == 2 && r->client.data[0].bytes == 37 && r->client.data[1].bytes == 1000);
    CHECK_EQ_U(r->client.heap_after_free, 0);
    CHECK_EQ_U(r->flash.total, r->flash.group[0] + r->flash.group[1] + r->flash.group[2]);
}

void test_e2e_wolfssl_m4(void)
{
    static struct tcc_result r;
    tc_check_twice("wolfssl", "min", &r);
    tc_check_common_job(&r, "wolfssl", "5.7.");
    /* wolfSSL allocates its record buffers as records come, so the peak is far below 2 x 16 KB. */
    CHECK(r.client.heap_peak > 0 && r.client.heap_peak < 16384);
    CHECK(r.client.allocations > 0);
}

void test_e2e_bearssl_m4(void)
{
    static struct tcc_result r;
    tc_check_twice("bearssl", "min", &r);
    tc_check_common_job(&r, "bearssl", "0.6");
    /* BearSSL allocates nothing: its context and its 33,178-byte I/O buffer are static RAM. */
    CHECK_EQ_U(r.client.heap_peak, 0);
    CHECK_EQ_U(r.client.allocations, 0);
    CHECK(r.flash.bss > 33178);
    /* Resumption by session ID against BearSSL's own server (its LRU session cache). */
    static struct tcc_result resumed;
    char json[400], *out = NULL;
    snprintf(json, sizeof json, "%s/bearssl-resume.json", tc_test_tmpdir());
    CHECK(tc_test_tool(&out, (const char *[]){ "run", "--quiet", "--library", "bearssl", "--resume", "id", "--json",
                                               json, NULL }) == 0);
    free(out);
    CHECK(tcc_json_read_result(json, &resumed, NULL) == TCC_OK);
    CHECK(resumed.client.resume_count > 0 && resumed.client.resume_verifies == 0);
    CHECK(resumed.client.resume_instr > 0 && resumed.client.resume_instr < r.client.handshake_instr / 50);
}

/* The ECDHE-RSA job in wolfSSL and BearSSL (their rsa profiles) against the RSA-2048 test
 * server: the RSA suite, two RSA public operations (the certificate and ServerKeyExchange) and
 * no ECDSA, the ECDHE pair, twice alike, and the unknown root and the wrong host refused. */
void test_e2e_library_rsa(void)
{
    static const char *const libraries[] = { "wolfssl", "bearssl" };
    for (int i = 0; i < 2; i++) {
        static struct tcc_result a, b;
        char json_a[400], json_b[400], *out = NULL;
        snprintf(json_a, sizeof json_a, "%s/%s-rsa-a.json", tc_test_tmpdir(), libraries[i]);
        snprintf(json_b, sizeof json_b, "%s/%s-rsa-b.json", tc_test_tmpdir(), libraries[i]);
        CHECK(tc_test_tool(&out, (const char *[]){ "run", "--quiet", "--library", libraries[i], "--profile", "rsa",
                                                   "--cert", "rsa0", "--security-checks", "--json", json_a,
                                                   NULL }) == 0);
        free(out);
        CHECK(tc_test_tool(&out, (const char *[]){ "run", "--quiet", "--library", libraries[i], "--profile", "rsa",
                                                   "--cert", "rsa0", "--json", json_b, NULL }) == 0);
        free(out);
        CHECK(tcc_json_read_result(json_a, &a, NULL) == TCC_OK && tcc_json_read_result(json_b, &b, NULL) == TCC_OK);
        CHECK(a.run_complete && strcmp(a.suite, "TLS-ECDHE-RSA-WITH-AES-128-GCM-SHA256") == 0);
        CHECK_EQ_U(a.client.ops[TCC_OP_RSA_PUBLIC].count, 2);
        CHECK_EQ_U(a.client.ops[TCC_OP_ECDSA_VERIFY].count, 0);
        CHECK_EQ_U(a.client.ops[TCC_OP_ECDH_KEYGEN].count, 1);
        CHECK_EQ_U(a.client.ops[TCC_OP_ECDH_SHARED].count, 1);
        CHECK_EQ_U(a.client.handshake_instr, b.client.handshake_instr);
        CHECK_EQ_U(a.flash.total, b.flash.total);
        CHECK(a.security.checked);
        CHECK_EQ_U(a.security.answer[TCC_SEC_UNKNOWN_ROOT], TCC_CHECK_REFUSED);
        CHECK_EQ_U(a.security.answer[TCC_SEC_WRONG_HOST], TCC_CHECK_REFUSED);
    }
}

/* heap-fit on wolfSSL: the requested-bytes answer is the run's own peak, first fit needs more,
 * and wolfSSL has no buffer allocator of its own to fit. */
void test_e2e_wolfssl_heap_fit(void)
{
    char *out = NULL;
    int code = tc_test_tool(&out, (const char *[]){ "heap-fit", "--quiet", "--library", "wolfssl", NULL });
    CHECK_EQ_U(code, 0);
    CHECK(out != NULL && strstr(out, "none in this library") != NULL);
    CHECK(out != NULL && strstr(out, "requested at the peak") != NULL);
    CHECK(out != NULL && strstr(out, "ASN_SIG_CONFIRM_E") != NULL); /* how wolfSSL fails one step below */
    if (out != NULL && strstr(out, "none in this library") == NULL)
        fprintf(stderr, "  heap-fit said:\n%s\n", out);
    free(out);
}

/* TLS 1.3 in wolfSSL and Mbed TLS: the same operations as TLS 1.2, each counted (Mbed TLS makes
 * its key share through PSA). */
void test_e2e_tls13_operations(void)
{
    static const char *const libraries[] = { "wolfssl", "mbedtls" };
    for (int i = 0; i < 2; i++) {
        static struct tcc_result r;
        char json[400];
        snprintf(json, sizeof json, "%s/%s-tls13.json", tc_test_tmpdir(), libraries[i]);
        CHECK(tc_run_library(libraries[i], "tls13", json, &r) == 0);
        CHECK(r.run_complete);
        CHECK(strcmp(r.suite, "TLS1-3-AES-128-GCM-SHA256") == 0);
        CHECK_EQ_U(r.client.ops[TCC_OP_ECDSA_VERIFY].count, 2);
        CHECK_EQ_U(r.client.ops[TCC_OP_ECDH_KEYGEN].count, 1);
        CHECK_EQ_U(r.client.ops[TCC_OP_ECDH_SHARED].count, 1);
        /* A key pair is a point multiplication: millions of instructions, like the shared secret. */
        CHECK(r.client.ops[TCC_OP_ECDH_KEYGEN].instr > r.client.ops[TCC_OP_ECDH_SHARED].instr / 2);
    }
}

static void tc_expect_fail(const char *const args[], const char *text)
{
    char *out = NULL;
    int code = tc_test_tool(&out, args);
    CHECK(code != 0);
    int found = out != NULL && strstr(out, text) != NULL;
    CHECK(found);
    if (!found)
        fprintf(stderr, "  expected \"%s\" in:\n%s\n", text, out ? out : "(nothing)");
    free(out);
}

/* Each library refuses the pitfall certificates, and the error has the library's own name. */
void test_e2e_library_certificates(void)
{
    tc_expect_fail((const char *[]){ "run", "--quiet", "--library", "bearssl", "--cert", "expired", NULL },
                   "-54 BR_ERR_X509_EXPIRED");
    tc_expect_fail((const char *[]){ "run", "--quiet", "--library", "bearssl", "--cert", "unknown", NULL },
                   "-62 BR_ERR_X509_NOT_TRUSTED");
    tc_expect_fail((const char *[]){ "run", "--quiet", "--library", "wolfssl", "--cert", "wronghost", NULL },
                   "-322 DOMAIN_NAME_MISMATCH");
    tc_expect_fail((const char *[]){ "run", "--quiet", "--library", "wolfssl", "--cert", "unknown", NULL },
                   "-188 ASN_NO_SIGNER_E");
}

void test_e2e_library_refusals(void)
{
    tc_expect_fail((const char *[]){ "run", "--library", "openssl", NULL }, "known: mbedtls, mbedtls4, wolfssl, bearssl");
    tc_expect_fail((const char *[]){ "run", "--library", "wolfssl", "--resume", "id", NULL }, "without a session cache");
    tc_expect_fail((const char *[]){ "run", "--library", "bearssl", "--resume", "ticket", NULL }, "no session tickets");
    tc_expect_fail((const char *[]){ "run", "--library", "bearssl", "--in-len", "4096", NULL },
                   "--in-len and --out-len size Mbed TLS's or Mbed TLS 4.x's record buffers");
    tc_expect_fail((const char *[]){ "heap-fit", "--library", "bearssl", NULL }, "BearSSL allocates nothing");
    tc_expect_fail((const char *[]){ "run", "--quiet", "--library", "wolfssl", "--heap-limit", "5000", NULL },
                   "heap exhausted in client SERVER_HELLO_FLIGHT");
    tc_expect_fail((const char *[]){ "run", "--library", "wolfssl", "--profile", "ecpfast", NULL },
                   "profile 'ecpfast' unknown for wolfssl");
    tc_expect_fail((const char *[]){ "run", "--library", "wolfssl", "--server-library", "wolfssl", NULL },
                   "is the client's own library");
    tc_expect_fail((const char *[]){ "run", "--server-library", "gnutls", NULL }, "server library 'gnutls' unknown");
    tc_expect_fail((const char *[]){ "run", "--library", "wolfssl", "--profile", "fast", "--target", "host", NULL },
                   "build it for m3, m4, m7 or m33");
    tc_expect_fail((const char *[]){ "run", "--server-library", "bearssl", "--resume", "id", NULL },
                   "leave out --server-library");
}

/* One library's client against another's server: the client does the same work (same
 * operations, figures within half a percent of its own server's), run after run alike. */
static void tc_check_interop(const char *client, const char *server, const char *own_json)
{
    static struct tcc_result a, b, own;
    char json_a[400], json_b[400];
    snprintf(json_a, sizeof json_a, "%s/%s-%s-a.json", tc_test_tmpdir(), client, server);
    snprintf(json_b, sizeof json_b, "%s/%s-%s-b.json", tc_test_tmpdir(), client, server);
    CHECK(tc_run_against(client, "min", server, json_a, &a) == 0);
    CHECK(tc_run_against(client, "min", server, json_b, &b) == 0);
    CHECK(tc_run_library(client, "min", own_json, &own) == 0);
    CHECK(strcmp(a.library, client) == 0 && strcmp(a.server_library, server) == 0);
    CHECK(strcmp(own.server_library, client) == 0);
    CHECK(strcmp(a.suite, "TLS-ECDHE-ECDSA-WITH-AES-128-GCM-SHA256") == 0);
    CHECK_EQ_U(a.client.handshake_instr, b.client.handshake_instr);
    CHECK_EQ_U(a.server.handshake_instr, b.server.handshake_instr);
    CHECK_EQ_U(a.client.ops[TCC_OP_ECDSA_VERIFY].count, own.client.ops[TCC_OP_ECDSA_VERIFY].count);
    CHECK_EQ_U(a.client.ops[TCC_OP_ECDH_SHARED].count, own.client.ops[TCC_OP_ECDH_SHARED].count);
    double gap = (double)a.client.handshake_instr - (double)own.client.handshake_instr;
    CHECK(gap < 0.005 * (double)own.client.handshake_instr && -gap < 0.005 * (double)own.client.handshake_instr);
    /* The server part is the other library's: its heap differs from the client library's own server. */
    CHECK(a.server.heap_peak != own.server.heap_peak);
}

void test_e2e_interop(void)
{
    char own[400];
    snprintf(own, sizeof own, "%s/own-mbedtls.json", tc_test_tmpdir());
    tc_check_interop("mbedtls", "wolfssl", own);
    snprintf(own, sizeof own, "%s/own-bearssl.json", tc_test_tmpdir());
    tc_check_interop("bearssl", "mbedtls", own);
}

void test_flight_mapping(void)
{
    CHECK(tcc_flight_of_step("CLIENT_HELLO") == 0);
    CHECK(tcc_flight_of_step("SERVER_CERTIFICATE") == 1);
    CHECK(tcc_flight_of_step("CLIENT_KEY_EXCHANGE") == 1);
    CHECK(tcc_flight_of_step("CLIENT_FINISHED") == 1);
    CHECK(tcc_flight_of_step("SERVER_HELLO_FLIGHT") == 1);
    CHECK(tcc_flight_of_step("SERVER_CHANGE_CIPHER_SPEC") == 2);
    CHECK(tcc_flight_of_step("HANDSHAKE_WRAPUP") == 2);
    CHECK(tcc_flight_of_step("ENCRYPTED_EXTENSIONS") == -1);
    CHECK(tcc_library_steps_by_flight("wolfssl") && tcc_library_steps_by_flight("bearssl"));
    CHECK(!tcc_library_steps_by_flight("mbedtls"));
    /* Refusals of the server's certificate are known in every library's table. */
    CHECK(tcc_tls_error_lookup("bearssl", -56)->refuses == TCC_REFUSES_CERTIFICATE);
    CHECK(tcc_tls_error_lookup("wolfssl", -188)->refuses == TCC_REFUSES_CERTIFICATE);
    CHECK(tcc_tls_error_lookup("mbedtls", -0x2700)->refuses == TCC_REFUSES_CERTIFICATE);
    CHECK(tcc_tls_error_lookup("wolfssl", -125)->refuses == TCC_REFUSES_NOTHING);
    CHECK(tcc_tls_error_lookup("mbedtls", -0x6C80)->refuses == TCC_REFUSES_PSK);
    char code[32];
    tcc_tls_error_format("wolfssl", -188, code, sizeof code);
    CHECK(strcmp(code, "-188") == 0);
    tcc_tls_error_format("mbedtls", -0x7100, code, sizeof code);
    CHECK(strcmp(code, "-0x7100") == 0);
}

static void tc_add_step(struct tcc_side *side, const char *name, uint64_t instr, uint64_t heap_peak)
{
    struct tcc_step *s = &side->steps[side->step_count++];
    snprintf(s->name, sizeof s->name, "%s", name);
    s->instr = instr;
    s->heap_peak = heap_peak;
}

/* compare lines up a library stepped by state with one stepped by flight. */
void test_compare_by_flight(void)
{
    static struct tcc_result base, now;
    static struct tcc_comparison cmp;
    snprintf(base.library, sizeof base.library, "mbedtls");
    snprintf(now.library, sizeof now.library, "bearssl");
    tc_add_step(&base.client, "CLIENT_HELLO", 100, 10);
    tc_add_step(&base.client, "SERVER_CERTIFICATE", 1000, 30);
    tc_add_step(&base.client, "CLIENT_KEY_EXCHANGE", 500, 20);
    tc_add_step(&base.client, "SERVER_FINISHED", 50, 5);
    tc_add_step(&now.client, "CLIENT_HELLO", 10, 0);
    tc_add_step(&now.client, "SERVER_HELLO_FLIGHT", 700, 0);
    tc_add_step(&now.client, "SERVER_FINISHED", 40, 0);
    tcc_compare_results(&base, &now, &cmp);
    const struct tcc_compare_row *flight = tcc_compare_row(&cmp, "flight SERVER_HELLO_FLIGHT instructions");
    CHECK(flight != NULL && flight->base == 1500 && flight->now == 700);
    const struct tcc_compare_row *heap = tcc_compare_row(&cmp, "flight SERVER_HELLO_FLIGHT heap peak");
    CHECK(heap != NULL && heap->base == 30 && heap->now == 0);
    CHECK(tcc_compare_row(&cmp, "step CLIENT_HELLO instructions") == NULL);
    /* The same library on both sides keeps its own steps. */
    snprintf(now.library, sizeof now.library, "mbedtls");
    tcc_compare_results(&base, &now, &cmp);
    CHECK(tcc_compare_row(&cmp, "step CLIENT_HELLO instructions") != NULL);
    CHECK(tcc_compare_row(&cmp, "flight CLIENT_HELLO instructions") == NULL);
}

/* The report's cross-library section from real runs: one row per library, with version and
 * checksum, in all three documents. */
void test_e2e_report_libraries(void)
{
    char dir[400], path[500];
    snprintf(dir, sizeof dir, "%s/libraries", tc_test_tmpdir());
    CHECK(tcc_mkdirs(dir) == TCC_OK);
    char *out = NULL;
    int code = tc_test_tool(&out, (const char *[]){ "report", "--quiet", "--out", dir, "--only",
                                                    "min,lib-wolfssl-min,lib-bearssl-min,interop-wolfssl-bearssl",
                                                    "--no-peers", NULL });
    CHECK_EQ_U(code, 0);
    free(out);
    snprintf(path, sizeof path, "%s/report.md", dir);
    char *md = tcc_file_read(path, NULL);
    CHECK(md != NULL && strstr(md, "## Libraries side by side") != NULL);
    CHECK(md != NULL && strstr(md, "| Mbed TLS | 3.6.") != NULL);
    CHECK(md != NULL && strstr(md, "| wolfSSL | 5.7.") != NULL);
    CHECK(md != NULL && strstr(md, "| BearSSL | 0.6") != NULL);
    CHECK(md != NULL && strstr(md, "| BearSSL | min | ") != NULL); /* the flight table */
    CHECK(md != NULL && strstr(md, "| wolfSSL | BearSSL 0.6") != NULL); /* the interop table */
    free(md);
    snprintf(path, sizeof path, "%s/report.json", dir);
    char *text = tcc_file_read(path, NULL);
    cJSON *doc = text != NULL ? cJSON_Parse(text) : NULL;
    const cJSON *libraries = cJSON_GetObjectItemCaseSensitive(doc, "libraries");
    CHECK_EQ_U(cJSON_GetArraySize(libraries), 3);
    const cJSON *row;
    cJSON_ArrayForEach(row, libraries) {
        CHECK(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(row, "measured")));
        const cJSON *sha = cJSON_GetObjectItemCaseSensitive(row, "source_sha256");
        CHECK(cJSON_IsString(sha) && strlen(sha->valuestring) == 64);
        CHECK(cJSON_GetObjectItemCaseSensitive(row, "flights") != NULL);
        const cJSON *instr = cJSON_GetObjectItemCaseSensitive(row, "handshake_instr");
        CHECK(cJSON_IsNumber(instr) && instr->valuedouble > 1e7);
    }
    const cJSON *interop = cJSON_GetObjectItemCaseSensitive(doc, "interop");
    CHECK_EQ_U(cJSON_GetArraySize(interop), 1);
    const cJSON *pair = cJSON_GetArrayItem(interop, 0);
    CHECK(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(pair, "measured")));
    CHECK(cJSON_IsNumber(cJSON_GetObjectItemCaseSensitive(pair, "handshake_delta")));
    cJSON_Delete(doc);
    free(text);
    snprintf(path, sizeof path, "%s/report.html", dir);
    char *html = tcc_file_read(path, NULL);
    CHECK(html != NULL && strstr(html, "<h2>Libraries side by side</h2>") != NULL);
    CHECK(html != NULL && strstr(html, "<td>bearssl</td>") != NULL);
    CHECK(html != NULL && strstr(html, "<h2>Interop</h2>") != NULL);
    free(html);
}
