/* test_psk.c: the pre-shared-key client end to end: Mbed TLS's own PSK example config
 * (config-ccm-psk-tls1_2.h) runs twice on the M4 with the same figures, negotiates a PSK suite
 * with no public-key operation, and its security checks refuse a wrong key and an unknown
 * identity, each for its own reason; wolfSSL's PSK profile does the same job; and both
 * libraries' TLS 1.3 PSK clients (profile psk13) do it again over TLS 1.3. */
#include <stdio.h>
#include <string.h>
#include "../src/core/image/tcc_cell.h"
#include "../src/core/model/tcc_checks.h"
#include "../src/core/base/tcc_error.h"
#include "../src/core/model/tcc_json.h"
#include "tc_test.h"
#include "tests.h"

/* The run arguments of the PSK example on a bare chip; config and hooks are caller's buffers. */
static void tc_psk_config(char *config, size_t config_size, char *hooks, size_t hooks_size)
{
    struct tcc_library_source src;
    CHECK(tcc_library_find(tc_test_home(), "mbedtls", NULL, &src, NULL) == TCC_OK);
    snprintf(config, config_size, "%s/configs/config-ccm-psk-tls1_2.h", src.dir);
    snprintf(hooks, hooks_size, "%s/profiles/mbedtls/adapt/bare-chip.h", tc_test_home());
}

void test_e2e_psk(void)
{
    char config[4200], hooks[4200], json_a[400], json_b[400];
    tc_psk_config(config, sizeof config, hooks, sizeof hooks);
    snprintf(json_a, sizeof json_a, "%s/psk-a.json", tc_test_tmpdir());
    snprintf(json_b, sizeof json_b, "%s/psk-b.json", tc_test_tmpdir());
    tc_expect(0, (const char *[]){ "run", "--quiet", "--config", config, "--user-config", hooks, "--security-checks",
                                   "--json", json_a, NULL },
              (const char *[]){ "PSK checks: wrong key rejected, unknown identity rejected", NULL });
    tc_expect(0, (const char *[]){ "run", "--quiet", "--config", config, "--user-config", hooks, "--json", json_b, NULL },
              (const char *[]){ "handshake total", NULL });
    static struct tcc_result a, b;
    CHECK(tcc_json_read_result(json_a, &a, NULL) == TCC_OK);
    CHECK(tcc_json_read_result(json_b, &b, NULL) == TCC_OK);
    CHECK(strcmp(a.client_auth, "psk") == 0);
    CHECK(strncmp(a.suite, "TLS-PSK-WITH-AES-", 17) == 0);
    CHECK(a.security.checked && tcc_checks_secure(&a));
    CHECK(a.security.answer[TCC_SEC_WRONG_KEY] == TCC_CHECK_REFUSED);
    CHECK(a.security.answer[TCC_SEC_UNKNOWN_IDENTITY] == TCC_CHECK_REFUSED);
    CHECK(a.security.answer[TCC_SEC_UNKNOWN_ROOT] == TCC_CHECK_UNTESTED); /* no certificate to check */
    for (int op = 0; op < TCC_OP_COUNT; op++)
        CHECK_EQ_U(a.client.ops[op].count, 0); /* no signature, key exchange or RSA operation */
    /* Twice the same run, instruction for instruction. */
    CHECK(a.client.handshake_instr > 0);
    CHECK_EQ_U(a.client.handshake_instr, b.client.handshake_instr);
    CHECK_EQ_U(a.client.data_instr, b.client.data_instr);
    CHECK_EQ_U(a.client.heap_peak, b.client.heap_peak);
    CHECK_EQ_U(a.client.step_count, b.client.step_count);
    for (unsigned i = 0; i < a.client.step_count && i < b.client.step_count; i++)
        CHECK_EQ_U(a.client.steps[i].instr, b.client.steps[i].instr);
    CHECK_EQ_U(a.flash.total, b.flash.total);
}

/* Each PSK check on its own: the run fails, and says which side refused and why. */
void test_e2e_psk_refusals(void)
{
    char config[4200], hooks[4200];
    tc_psk_config(config, sizeof config, hooks, sizeof hooks);
    tc_expect(1, (const char *[]){ "run", "--quiet", "--config", config, "--user-config", hooks, "--cert", "psk-wrongkey",
                                   NULL },
              (const char *[]){ "server step CLIENT_FINISHED", "MBEDTLS_ERR_SSL_INVALID_MAC", NULL });
    tc_expect(1, (const char *[]){ "run", "--quiet", "--config", config, "--user-config", hooks, "--cert",
                                   "psk-unknownid", NULL },
              (const char *[]){ "server step CLIENT_KEY_EXCHANGE", "MBEDTLS_ERR_SSL_UNKNOWN_IDENTITY", NULL });
}

/* A library's PSK profile run twice, the first time with its security checks, which must refuse
 * the wrong key and the unknown identity: both results in a and b, which must agree figure for
 * figure and say the client held a pre-shared key. */
static void tc_psk_profile_twice(const char *library, const char *profile, struct tcc_result *a, struct tcc_result *b)
{
    char json_a[400], json_b[400];
    snprintf(json_a, sizeof json_a, "%s/%s-%s-a.json", tc_test_tmpdir(), library, profile);
    snprintf(json_b, sizeof json_b, "%s/%s-%s-b.json", tc_test_tmpdir(), library, profile);
    tc_expect(0, (const char *[]){ "run", "--quiet", "--library", library, "--profile", profile, "--security-checks",
                                   "--json", json_a, NULL },
              (const char *[]){ "PSK checks: wrong key rejected, unknown identity rejected", NULL });
    tc_expect(0, (const char *[]){ "run", "--quiet", "--library", library, "--profile", profile, "--json", json_b, NULL },
              (const char *[]){ "handshake total", NULL });
    CHECK(tcc_json_read_result(json_a, a, NULL) == TCC_OK);
    CHECK(tcc_json_read_result(json_b, b, NULL) == TCC_OK);
    CHECK(strcmp(a->client_auth, "psk") == 0);
    CHECK(a->client.handshake_instr > 0);
    CHECK_EQ_U(a->client.handshake_instr, b->client.handshake_instr);
    CHECK_EQ_U(a->client.data_instr, b->client.data_instr);
    CHECK_EQ_U(a->client.heap_peak, b->client.heap_peak);
}

/* wolfSSL's PSK profile: the same job, twice the same figures, the same two refusals. */
void test_e2e_psk_wolfssl(void)
{
    static struct tcc_result a, b;
    tc_psk_profile_twice("wolfssl", "psk", &a, &b);
    CHECK(strcmp(a.suite, "TLS-PSK-WITH-AES-128-CCM-8") == 0);
    tc_expect(1, (const char *[]){ "run", "--quiet", "--library", "wolfssl", "--profile", "psk", "--cert", "psk-unknownid",
                                   NULL },
              (const char *[]){ "PSK_KEY_ERROR", NULL });
}

/* A TLS 1.3 PSK client (profile psk13 of the library, the psk_ke mode): twice the same figures, a
 * TLS 1.3 suite with no public-key operation, and the wrong key refused with the reason given. */
static void tc_psk13_twice(const char *library, const char *wrong_key_words)
{
    static struct tcc_result a, b;
    tc_psk_profile_twice(library, "psk13", &a, &b);
    CHECK(strcmp(a.suite, "TLS1-3-AES-128-GCM-SHA256") == 0);
    for (int op = 0; op < TCC_OP_COUNT; op++)
        CHECK_EQ_U(a.client.ops[op].count, 0); /* no signature and no key share */
    CHECK(a.client.handshake_instr < 2000000);
    CHECK_EQ_U(a.flash.total, b.flash.total);
    tc_expect(1, (const char *[]){ "run", "--quiet", "--library", library, "--profile", "psk13", "--cert",
                                   "psk-wrongkey", NULL },
              (const char *[]){ "server step", wrong_key_words, NULL });
}

/* Mbed TLS's server refuses as it reads the ClientHello, wolfSSL's by its binder check. */
void test_e2e_psk13(void)
{
    tc_psk13_twice("mbedtls", "a binder that fails");
    tc_psk13_twice("wolfssl", "BAD_BINDER");
}
