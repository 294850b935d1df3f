/* test_fit.c: tlscost fit's knobs as data (profiles/<library>/fit.knobs): every library's file
 * reads, a job a library cannot do is one clear line, a bad file is named by its line, and on a
 * small knob set the greedy search finds the answer the exhaustive one does (four BearSSL
 * engine combinations); the real-world needs end to end: an answer that fails against the real
 * servers is set aside (peers), and every candidate resumes by session ticket (ticket). */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/base/tcc_error.h"
#include "../src/core/base/tcc_file.h"
#include "../src/core/search/tcc_fit.h"
#include "../src/core/run/tcc_server.h"
#include "tc_test.h"
#include "tests.h"

#define TC_JOB "tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify,sni"

static struct tcc_fit tc_fit;

static int tc_fit_of(const char *library, const char *need, const char *knobs, struct tcc_diag *d)
{
    memset(&tc_fit, 0, sizeof tc_fit);
    tc_fit.need.server_record = 16384;
    if (tcc_fit_parse_need(need, &tc_fit.need, d) != TCC_OK)
        return TCC_E_USAGE;
    return tcc_fit_init(&tc_fit, tc_test_home(), library, knobs, d);
}

static int tc_has_knob(const char *name)
{
    for (unsigned k = 0; k < tc_fit.n_knobs; k++)
        if (strcmp(tc_fit.knobs[k].name, name) == 0)
            return 1;
    return 0;
}

void test_fit_knob_files(void)
{
    static char text[16384];
    struct tcc_fit_candidate minimal;
    memset(&minimal, 0, sizeof minimal);
    struct tcc_diag d = { .text = "" };
    /* Mbed TLS: the job keeps SNI and EMS; MFL, not asked for, is a knob; the receive buffer
     * must hold the server's 16 KB records, so it is no knob. */
    CHECK(tc_fit_of("mbedtls", TC_JOB, NULL, &d) == TCC_OK);
    CHECK(tc_has_knob("MBEDTLS_HAVE_ASM") && tc_has_knob("MBEDTLS_SSL_MAX_FRAGMENT_LENGTH"));
    CHECK(!tc_has_knob("MBEDTLS_SSL_EXTENDED_MASTER_SECRET") && !tc_has_knob("MBEDTLS_SSL_IN_CONTENT_LEN"));
    tcc_fit_config_text(&tc_fit, &minimal, text, sizeof text);
    CHECK(strstr(text, "#define MBEDTLS_SSL_SERVER_NAME_INDICATION\n") != NULL);
    CHECK(strstr(text, "#define MBEDTLS_SSL_EXTENDED_MASTER_SECRET\n") != NULL);
    CHECK(strstr(text, "#define MBEDTLS_SSL_CIPHERSUITES MBEDTLS_TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256") != NULL);
    /* With MFL asked for, the receive buffer is a knob down to 512 bytes. */
    CHECK(tc_fit_of("mbedtls", TC_JOB ",mfl", NULL, &d) == TCC_OK);
    CHECK(tc_has_knob("MBEDTLS_SSL_IN_CONTENT_LEN") && !tc_has_knob("MBEDTLS_SSL_MAX_FRAGMENT_LENGTH"));
    /* The MFL a candidate asks for is its receive buffer's length, but no more than its send
     * buffer's (Mbed TLS refuses to ask for more than the shorter one). */
    struct tcc_fit_candidate lengths;
    memset(&lengths, 0, sizeof lengths);
    int in = -1, out = -1;
    for (unsigned k = 0; k < tc_fit.n_knobs; k++) {
        if (tc_fit.knobs[k].receive)
            in = (int)k;
        if (tc_fit.knobs[k].send)
            out = (int)k;
    }
    CHECK(in >= 0 && out >= 0 && strcmp(tc_fit.knobs[in].values[1], "4096") == 0 &&
          strcmp(tc_fit.knobs[out].values[2], "1024") == 0);
    if (in >= 0 && out >= 0) {
        CHECK(tcc_fit_mfl(&tc_fit, &lengths) == 0); /* 16384: no MFL */
        lengths.setting[in] = 1;
        CHECK(tcc_fit_mfl(&tc_fit, &lengths) == 4096);
        lengths.setting[out] = 2;
        CHECK(tcc_fit_mfl(&tc_fit, &lengths) == 1024);
        tc_fit.send_as_is = 512;
        lengths.setting[out] = 0; /* 16384 given, not the base's own */
        CHECK(tcc_fit_mfl(&tc_fit, &lengths) == 4096);
    }
    /* wolfSSL: its hand profile, with SNI taken out where the job does not need it. */
    CHECK(tc_fit_of("wolfssl", "tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify", NULL, &d) == TCC_OK);
    CHECK(tc_has_knob("WOLFSSL_SP_SMALL") && tc_fit.combinations > 1000);
    tcc_fit_config_text(&tc_fit, &minimal, text, sizeof text);
    CHECK(strstr(text, "#define HAVE_SNI\n") != NULL); /* the base's own line */
    char *undef = strstr(text, "#undef HAVE_SNI\n");
    CHECK(undef != NULL && strstr(undef, "#define HAVE_SNI\n") == NULL); /* taken out after it */
    /* BearSSL cannot keep the extended master secret: one line says so and how to compare. */
    CHECK(tc_fit_of("bearssl", TC_JOB, NULL, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "bearssl cannot do this job: BearSSL 0.6 has no extended master secret") != NULL);
    CHECK(strstr(d.text, "no-ems") != NULL);
    CHECK(tc_fit_of("bearssl", TC_JOB ",no-ems", NULL, &d) == TCC_OK);
    CHECK(tc_has_knob("TC_BEARSSL_AES_CTR") && tc_fit.combinations == 48);
    CHECK(tc_fit_of("z80ssl", TC_JOB, NULL, &d) == TCC_E_USAGE && strstr(d.text, "fit has no knobs for z80ssl") != NULL);
    /* RAM counts the static buffers BearSSL keeps beside the heap. */
    struct tcc_fit_candidate c = { .flash = 1, .heap = 2, .static_ram = 40000, .instr = 3 };
    tc_fit.goal = TCC_GOAL_RAM;
    CHECK(tcc_fit_objective(&tc_fit, &c) == 40002);
    tc_fit.goal = TCC_GOAL_HEAP;
    CHECK(tcc_fit_objective(&tc_fit, &c) == 2);
}

/* The jobs of --need: each picks its own knob file; a word of another job, or a job a library
 * cannot do, is one clear line. */
void test_fit_jobs(void)
{
    static char text[16384];
    struct tcc_fit_candidate minimal;
    memset(&minimal, 0, sizeof minimal);
    struct tcc_diag d = { .text = "" };
    CHECK(tc_fit_of("mbedtls", "tls1.3,TLS_AES_128_GCM_SHA256,p256,verify,sni", NULL, &d) == TCC_OK);
    CHECK(strcmp(tc_fit.need.job->title, "TLS 1.3") == 0 && tc_has_knob("MBEDTLS_SSL_KEEP_PEER_CERTIFICATE"));
    CHECK(tc_fit_of("wolfssl", "tls1.3,TLS_AES_128_GCM_SHA256,p256,verify", NULL, &d) == TCC_OK);
    tcc_fit_config_text(&tc_fit, &minimal, text, sizeof text);
    CHECK(strstr(text, "#include") == NULL && strstr(text, "#define WOLFSSL_TLS13") != NULL); /* min.h written out */
    CHECK(tc_fit_of("mbedtls", "tls1.2,PSK-AES128-CCM8", NULL, &d) == TCC_OK);
    CHECK(!tc_fit.need.job->certificate && tc_has_knob("MBEDTLS_SSL_OUT_CONTENT_LEN"));
    tcc_fit_config_text(&tc_fit, &minimal, text, sizeof text);
    CHECK(strstr(text, "#define MBEDTLS_KEY_EXCHANGE_PSK_ENABLED") != NULL &&
          strstr(text, "#define MBEDTLS_SSL_EXTENDED_MASTER_SECRET\n") != NULL);
    CHECK(tc_fit_of("wolfssl", "tls1.2,PSK-AES128-CCM8", NULL, &d) == TCC_OK);
    tcc_fit_config_text(&tc_fit, &minimal, text, sizeof text);
    CHECK(strstr(text, "#define HAVE_TLS_EXTENSIONS\n#undef HAVE_EXTENDED_MASTER\n#define HAVE_EXTENDED_MASTER\n") != NULL);
    CHECK(tc_fit_of("mbedtls", "tls1.2,PSK-AES128-CCM8,verify", NULL, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "'verify' is not a requirement of the TLS 1.2 PSK job") != NULL);
    CHECK(tc_fit_of("mbedtls", "tls1.3,TLS_AES_128_GCM_SHA256,p256", NULL, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "--need must include verify for the TLS 1.3 job") != NULL);
    /* TLS 1.3 PSK: the same suite as the certificate job, told apart by psk; not in BearSSL. */
    CHECK(tc_fit_of("mbedtls", "tls1.3,TLS_AES_128_GCM_SHA256,psk", NULL, &d) == TCC_OK);
    CHECK(strcmp(tc_fit.need.job->title, "TLS 1.3 PSK") == 0 && !tc_fit.need.job->certificate);
    tcc_fit_config_text(&tc_fit, &minimal, text, sizeof text);
    CHECK(strstr(text, "#define MBEDTLS_SSL_TLS1_3_KEY_EXCHANGE_MODE_PSK_ENABLED") != NULL &&
          strstr(text, "X509") == NULL);
    CHECK(tc_fit_of("wolfssl", "tls1.3,TLS_AES_128_GCM_SHA256,psk", NULL, &d) == TCC_OK);
    tcc_fit_config_text(&tc_fit, &minimal, text, sizeof text);
    CHECK(strstr(text, "#define TC_WOLFSSL_CIPHERS \"TLS13-AES128-GCM-SHA256\"") != NULL);
    CHECK(tc_fit_of("mbedtls", "tls1.3,TLS_AES_128_GCM_SHA256,psk,ecdhe", NULL, &d) == TCC_OK);
    CHECK(strcmp(tc_fit.need.job->title, "TLS 1.3 PSK with ECDHE") == 0 && tc_has_knob("MBEDTLS_ECP_NIST_OPTIM"));
    tcc_fit_config_text(&tc_fit, &minimal, text, sizeof text);
    CHECK(strstr(text, "#define MBEDTLS_SSL_TLS1_3_KEY_EXCHANGE_MODE_PSK_EPHEMERAL_ENABLED") != NULL);
    CHECK(tc_fit_of("wolfssl", "tls1.3,TLS_AES_128_GCM_SHA256,psk,ecdhe", NULL, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "wolfssl cannot do this job: ") != NULL && strstr(d.text, "NO_CERTS") != NULL);
    CHECK(tc_fit_of("bearssl", "tls1.3,TLS_AES_128_GCM_SHA256,psk", NULL, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "bearssl cannot do this job: BearSSL 0.6 has no TLS 1.3") != NULL);
    CHECK(tc_fit_of("bearssl", "tls1.2,PSK-AES128-CCM8,no-ems", NULL, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "bearssl cannot do this job: BearSSL 0.6 has no pre-shared-key suites") != NULL);
    /* ECDHE-RSA: Mbed TLS's own knob file, run against the RSA test chain; no ECDSA in its base. */
    CHECK(tc_fit_of("mbedtls", "tls1.2,ECDHE-RSA-AES128-GCM-SHA256,p256,verify", NULL, &d) == TCC_OK);
    CHECK(strcmp(tc_fit.need.job->title, "TLS 1.2 ECDHE-RSA") == 0 && strcmp(tcc_fit_cert(&tc_fit), "rsa0") == 0);
    CHECK(tc_has_knob("MBEDTLS_MPI_WINDOW_SIZE"));
    tcc_fit_config_text(&tc_fit, &minimal, text, sizeof text);
    CHECK(strstr(text, "MBEDTLS_TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256") != NULL &&
          strstr(text, "MBEDTLS_ECDSA_C") == NULL);
    /* wolfSSL's and BearSSL's: from their rsa profiles; BearSSL must waive the EMS it lacks. */
    CHECK(tc_fit_of("wolfssl", "tls1.2,ECDHE-RSA-AES128-GCM-SHA256,p256,verify", NULL, &d) == TCC_OK);
    CHECK(tc_has_knob("WOLFSSL_RSA_PUBLIC_ONLY"));
    tcc_fit_config_text(&tc_fit, &minimal, text, sizeof text);
    CHECK(strstr(text, "#define TC_WOLFSSL_CIPHERS \"ECDHE-RSA-AES128-GCM-SHA256\"") != NULL &&
          strstr(text, "#undef NO_RSA") != NULL);
    CHECK(tc_fit_of("bearssl", "tls1.2,ECDHE-RSA-AES128-GCM-SHA256,p256,verify", NULL, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "extended master secret") != NULL);
    CHECK(tc_fit_of("bearssl", "tls1.2,ECDHE-RSA-AES128-GCM-SHA256,p256,verify,no-ems", NULL, &d) == TCC_OK);
    CHECK(tc_has_knob("TC_BEARSSL_RSA_VRFY"));
}

/* Requirements from the real world: resumption by ticket puts the library's ticket options in
 * the candidate (TLS 1.3's with the PSK-with-ECDHE mode); a library that cannot resume by ticket
 * or talk to the real servers says so in one line; peers needs a certificate job. */
void test_fit_real_world_needs(void)
{
    static char text[16384];
    struct tcc_fit_candidate minimal;
    memset(&minimal, 0, sizeof minimal);
    struct tcc_diag d = { .text = "" };
    CHECK(tc_fit_of("mbedtls", TC_JOB, NULL, &d) == TCC_OK && !tc_fit.need.ticket);
    tcc_fit_config_text(&tc_fit, &minimal, text, sizeof text);
    CHECK(strstr(text, "#undef MBEDTLS_SSL_SESSION_TICKETS\n") != NULL &&
          strstr(text, "#define MBEDTLS_SSL_SESSION_TICKETS") == NULL);
    CHECK(tc_fit_of("mbedtls", TC_JOB ",ticket", NULL, &d) == TCC_OK && tc_fit.need.ticket);
    tcc_fit_config_text(&tc_fit, &minimal, text, sizeof text);
    CHECK(strstr(text, "#define MBEDTLS_SSL_SESSION_TICKETS\n") != NULL);
    CHECK(strstr(text, ", resumption by ticket. */") != NULL);
    CHECK(tc_fit_of("mbedtls", "tls1.3,TLS_AES_128_GCM_SHA256,p256,verify,sni,ticket", NULL, &d) == TCC_OK);
    tcc_fit_config_text(&tc_fit, &minimal, text, sizeof text);
    CHECK(strstr(text, "#define MBEDTLS_SSL_TLS1_3_KEY_EXCHANGE_MODE_PSK_EPHEMERAL_ENABLED\n") != NULL);
    CHECK(tc_fit_of("mbedtls", "tls1.2,PSK-AES128-CCM8,ticket", NULL, &d) == TCC_OK);
    CHECK(tc_fit_of("wolfssl", TC_JOB ",ticket", NULL, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "wolfssl cannot do this job: ") != NULL && strstr(d.text, "session cache") != NULL);
    CHECK(tc_fit_of("bearssl", TC_JOB ",no-ems,ticket", NULL, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "BearSSL 0.6 has no session tickets") != NULL);
    /* peers: no option in the candidate, only a run against the real servers after the search. */
    CHECK(tc_fit_of("mbedtls", TC_JOB ",peers", NULL, &d) == TCC_OK && tc_fit.need.peers);
    CHECK(tc_fit_of("mbedtls", "tls1.2,ECDHE-RSA-AES128-GCM-SHA256,p256,verify,peers", NULL, &d) == TCC_OK);
    CHECK(tc_fit_of("wolfssl", TC_JOB ",peers", NULL, &d) == TCC_E_USAGE && strstr(d.text, "Mbed TLS only") != NULL);
    CHECK(tc_fit_of("bearssl", TC_JOB ",no-ems,peers", NULL, &d) == TCC_E_USAGE && strstr(d.text, "Mbed TLS only") != NULL);
    CHECK(tc_fit_of("mbedtls", "tls1.2,PSK-AES128-CCM8,peers", NULL, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "drop peers from --need") != NULL);
    /* A fit against a probed server cannot resume: the server that issues the ticket is its own. */
    struct tcc_server_scenario ec = { .endpoint = "10.0.0.2:443", .leaf_key = "id-ecPublicKey", .leaf_bits = 256 };
    struct tcc_fit_need need = { .server_record = 16384 };
    CHECK(tcc_fit_parse_need(TC_JOB ",ticket", &need, &d) == TCC_OK);
    CHECK(tcc_fit_need_server(&need, &ec, &d) == TCC_E_USAGE && strstr(d.text, "drop --server") != NULL);
}

/* A probed server in the job (fit --server): what it sends decides which jobs can talk to it,
 * and its largest record bounds the receive buffer. */
void test_fit_need_server(void)
{
    struct tcc_server_scenario rsa = { .endpoint = "10.0.0.1:443", .leaf_key = "rsaEncryption", .leaf_bits = 2048,
                                       .needs_rsa = 1, .largest_record = 300 };
    struct tcc_server_scenario ec = { .endpoint = "10.0.0.2:443", .leaf_key = "id-ecPublicKey", .leaf_bits = 256,
                                      .largest_record = 20000, .ignores_mfl = 1 };
    struct tcc_diag d = { .text = "" };
    struct tcc_fit_need need = { .server_record = 16384 };
    CHECK(tcc_fit_parse_need("tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify", &need, &d) == TCC_OK);
    CHECK(tcc_fit_need_server(&need, &rsa, &d) == TCC_E_USAGE && strstr(d.text, "cannot verify RSA") != NULL);
    CHECK(tcc_fit_need_server(&need, &ec, &d) == TCC_OK && need.server_record == 16384);
    CHECK(tcc_fit_parse_need("tls1.2,ECDHE-RSA-AES128-GCM-SHA256,p256,verify", &need, &d) == TCC_OK);
    CHECK(tcc_fit_need_server(&need, &rsa, &d) == TCC_OK && need.server_record == 512);
    CHECK(tcc_fit_need_server(&need, &ec, &d) == TCC_E_USAGE && strstr(d.text, "needs an RSA one") != NULL);
    CHECK(tcc_fit_parse_need("tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify,mfl", &need, &d) == TCC_OK);
    CHECK(tcc_fit_need_server(&need, &ec, &d) == TCC_E_USAGE && strstr(d.text, "ignores max fragment length") != NULL);
    CHECK(tcc_fit_parse_need("tls1.2,PSK-AES128-CCM8", &need, &d) == TCC_OK);
    CHECK(tcc_fit_need_server(&need, &ec, &d) == TCC_E_USAGE && strstr(d.text, "drop --server") != NULL);
}

void test_fit_bad_knob_file(void)
{
    char path[400];
    snprintf(path, sizeof path, "%s/bad.knobs", tc_test_tmpdir());
    struct tcc_diag d = { .text = "" };
    tcc_file_write(path, "# a knob file with a typo\nbase = min.h\nknb TC_BEARSSL_GHASH = a b : x\n", NULL);
    CHECK(tc_fit_of("bearssl", TC_JOB ",no-ems", path, &d) == TCC_E_INPUT);
    CHECK(strstr(d.text, "bad.knobs:3: not a line fit knows") != NULL);
    tcc_file_write(path, "base = min.h\njob = x\nknob TC_BEARSSL_GHASH = br_ghash_ctmul\n", NULL);
    CHECK(tc_fit_of("bearssl", TC_JOB ",no-ems", path, &d) == TCC_E_INPUT); /* one setting, no words */
    tcc_file_write(path, "base = nothere.h\njob = x\n", NULL);
    CHECK(tc_fit_of("bearssl", TC_JOB ",no-ems", path, &d) == TCC_E_INPUT && strstr(d.text, "cannot be read") != NULL);
    snprintf(path, sizeof path, "%s/missing.knobs", tc_test_tmpdir());
    CHECK(tc_fit_of("bearssl", TC_JOB ",no-ems", path, &d) == TCC_E_USAGE && strstr(d.text, "--knobs") != NULL);
}

/* The answer of a fit run's fit.json: its change list and flash. */
static int tc_fit_answer(const char *json_path, char *change, size_t size, double *flash, char *search, size_t ssize)
{
    char *text = tcc_file_read(json_path, NULL);
    cJSON *doc = text != NULL ? cJSON_Parse(text) : NULL;
    free(text);
    const cJSON *answer = cJSON_GetObjectItemCaseSensitive(doc, "answer"), *c;
    int found = 0;
    const char *how = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(doc, "search"));
    snprintf(search, ssize, "%s", how != NULL ? how : "");
    cJSON_ArrayForEach(c, cJSON_GetObjectItemCaseSensitive(doc, "candidates")) {
        if (cJSON_IsString(answer) &&
            strcmp(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(c, "id")), answer->valuestring) == 0) {
            snprintf(change, size, "%s", cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(c, "change")));
            *flash = cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(c, "flash"));
            found = 1;
        }
    }
    cJSON_Delete(doc);
    return found;
}

/* Four combinations of BearSSL's AES and GHASH engines: greedy and exhaustive agree. */
void test_e2e_fit_greedy_exhaustive(void)
{
    const char *dir = tc_test_tmpdir();
    char knobs[400], greedy_dir[400], exhaustive_dir[400], json[500];
    snprintf(knobs, sizeof knobs, "%s/small.knobs", dir);
    tcc_file_write(knobs, "base = min.h\njob = min's job on BearSSL's engines\n"
                          "knob TC_BEARSSL_AES_CTR = br_aes_ct_ctr_vtable br_aes_small_ctr_vtable : AES\n"
                          "knob TC_BEARSSL_GHASH = br_ghash_ctmul br_ghash_ctmul32 : GHASH\n", NULL);
    snprintf(greedy_dir, sizeof greedy_dir, "%s/greedy", dir);
    snprintf(exhaustive_dir, sizeof exhaustive_dir, "%s/exhaustive", dir);
    CHECK(tcc_mkdirs(greedy_dir) == TCC_OK && tcc_mkdirs(exhaustive_dir) == TCC_OK);
    char change[2][200], search[2][32];
    double flash[2] = { 0, 0 };
    const char *const dirs[2] = { greedy_dir, exhaustive_dir }, *const how[2] = { "greedy", "exhaustive" };
    for (int i = 0; i < 2; i++) {
        tc_expect(0, (const char *[]){ "fit", "--quiet", "--library", "bearssl", "--knobs", knobs, "--search", how[i],
                                       "--need", TC_JOB ",no-ems", "--out", dirs[i], NULL },
                  (const char *[]){ "candidates of bearssl built and run", NULL });
        snprintf(json, sizeof json, "%s/fit.json", dirs[i]);
        CHECK(tc_fit_answer(json, change[i], sizeof change[i], &flash[i], search[i], sizeof search[i]));
        CHECK(strcmp(search[i], how[i]) == 0);
    }
    CHECK(strcmp(change[0], change[1]) == 0);
    CHECK(flash[0] > 0 && flash[0] == flash[1]);
}

/* The peers need on a two-setting knob file: the cheaper answer, a 1 KB receive buffer, fails
 * against openssl s_server's 8,000-byte record, is set aside with what happened, and the 16 KB
 * buffer, which completes against both real servers, is the answer. */
void test_e2e_fit_peers(void)
{
    const char *dir = tc_test_tmpdir();
    char knobs[400], json[500];
    snprintf(knobs, sizeof knobs, "%s/receive.knobs", dir);
    tcc_file_write(knobs, "base = min.h\njob = min's job\n"
                          "receive MBEDTLS_SSL_IN_CONTENT_LEN = 16384 1024 : receive buffer\n", NULL);
    tc_expect(0, (const char *[]){ "fit", "--quiet", "--library", "mbedtls", "--knobs", knobs, "--server-record",
                                   "1024", "--need", TC_JOB ",peers", "--out", dir, NULL },
              (const char *[]){ "set aside: fails against openssl s_server", "completed against openssl s_server",
                                "Answer fit-", NULL });
    snprintf(json, sizeof json, "%s/fit.json", dir);
    char change[200], search[32];
    double flash = 0;
    CHECK(tc_fit_answer(json, change, sizeof change, &flash, search, sizeof search));
    CHECK(strcmp(change, "(the minimal set)") == 0 && flash > 0);
}

/* The ticket need on a two-setting knob file: every candidate runs a second connection that
 * resumes by session ticket, and the answer gives what the resumption cost. */
void test_e2e_fit_ticket(void)
{
    const char *dir = tc_test_tmpdir();
    char knobs[400], json[500];
    snprintf(knobs, sizeof knobs, "%s/ticket.knobs", dir);
    tcc_file_write(knobs, "base = min.h\njob = min's job, resumed by ticket\n"
                          "need ticket = MBEDTLS_SSL_SESSION_TICKETS\n"
                          "knob MBEDTLS_SHA256_SMALLER = off on : the smaller SHA-256\n", NULL);
    tc_expect(0, (const char *[]){ "fit", "--quiet", "--library", "mbedtls", "--knobs", knobs, "--need",
                                   TC_JOB ",ticket", "--out", dir, NULL },
              (const char *[]){ "resumption: a second connection resumed by session ticket", NULL });
    snprintf(json, sizeof json, "%s/fit.json", dir);
    char *text = tcc_file_read(json, NULL);
    cJSON *doc = text != NULL ? cJSON_Parse(text) : NULL;
    free(text);
    const cJSON *c;
    int resumed = 0;
    cJSON_ArrayForEach(c, cJSON_GetObjectItemCaseSensitive(doc, "candidates")) {
        double instr = cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(c, "resume_instr"));
        CHECK(instr > 0 && instr < 2000000); /* no certificate check, no key exchange */
        resumed++;
    }
    CHECK(resumed == 2);
    cJSON_Delete(doc);
    char header[500];
    snprintf(header, sizeof header, "%s/fit-config.h", dir);
    text = tcc_file_read(header, NULL);
    CHECK(text != NULL && strstr(text, "#define MBEDTLS_SSL_SESSION_TICKETS\n") != NULL);
    free(text);
}
