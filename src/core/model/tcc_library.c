/* tcc_library.c: the table of TLS libraries (see tcc_library.h). Adding a library is a row
 * here, an error table in tcc_tls_errors.c, mk/lib/<name>.mk, profiles/<name>/ and its adapter. */
#include "tcc_library.h"
#include <stdio.h>
#include <string.h>
#include "../base/tcc_str.h"

/* Mbed TLS's TLS 1.2 client states, by flight. */
static const char *const tcc_mbedtls_hello[] = { "HELLO_REQUEST", "CLIENT_HELLO", NULL };
static const char *const tcc_mbedtls_server_flight[] = {
    "SERVER_HELLO", "SERVER_CERTIFICATE", "SERVER_KEY_EXCHANGE", "CERTIFICATE_REQUEST", "SERVER_HELLO_DONE",
    "CLIENT_CERTIFICATE", "CLIENT_KEY_EXCHANGE", "CERTIFICATE_VERIFY", "CLIENT_CHANGE_CIPHER_SPEC",
    "CLIENT_FINISHED", NULL
};
static const char *const tcc_mbedtls_finished[] = { "SERVER_CHANGE_CIPHER_SPEC", "SERVER_FINISHED", "FLUSH_BUFFERS",
                                                    "HANDSHAKE_WRAPUP", NULL };

static const struct tcc_library tcc_library_table[] = {
    {
        .name = "mbedtls",
        .title = "Mbed TLS",
        .errors = tcc_mbedtls_errors,
        .errors_hex = 1,
        .flight_states = { tcc_mbedtls_hello, tcc_mbedtls_server_flight, tcc_mbedtls_finished },
        .allocates = 1,
        .own_allocator = 1,
        .resume_kinds = "id, ticket",
        .in_len_macro = "MBEDTLS_SSL_IN_CONTENT_LEN",
        .out_len_macro = "MBEDTLS_SSL_OUT_CONTENT_LEN",
        .examples = "configs",
        .version_header = "include/mbedtls/build_info.h",
        .version_header_before = "include/mbedtls/version.h", /* 2.x */
        .version_macro = "MBEDTLS_VERSION_STRING",
        .tree_other_marker = "tf-psa-crypto",
        .tree_other_library = "mbedtls4",
        .tree_generated = "library/error.c",
        .tree_generate = "make -C library generated_files",
        .tree_generate_needs = "perl and python3 with jinja2 (Debian: perl python3 python3-jinja2)",
        .accel_hooks = { [TCC_OP_ECDSA_VERIFY] = "MBEDTLS_ECDSA_VERIFY_ALT", [TCC_OP_ECDSA_SIGN] = "MBEDTLS_ECDSA_SIGN_ALT",
                         [TCC_OP_ECDH_KEYGEN] = "MBEDTLS_ECDH_GEN_PUBLIC_ALT",
                         [TCC_OP_ECDH_SHARED] = "MBEDTLS_ECDH_COMPUTE_SHARED_ALT" },
        .record_hooks = "MBEDTLS_AES_ALT MBEDTLS_GCM_ALT",
        .record_cipher_entries = "mbedtls_ssl_encrypt_buf mbedtls_ssl_decrypt_buf",
        .rsa_verify_symbols = "mbedtls_rsa_pkcs1_verify mbedtls_rsa_rsassa_pkcs1_v15_verify mbedtls_rsa_rsassa_pss_verify",
        .min_cell = "min",
    },
    {
        /* Mbed TLS 4.x: the TLS and X.509 code, and its crypto in the TF-PSA-Crypto submodule. */
        .name = "mbedtls4",
        .title = "Mbed TLS 4.x",
        .errors = tcc_mbedtls_errors,
        .errors_hex = 1,
        .flight_states = { tcc_mbedtls_hello, tcc_mbedtls_server_flight, tcc_mbedtls_finished },
        .allocates = 1,
        .own_allocator = 1,
        .resume_kinds = "id, ticket",
        .in_len_macro = "MBEDTLS_SSL_IN_CONTENT_LEN",
        .out_len_macro = "MBEDTLS_SSL_OUT_CONTENT_LEN",
        .version_header = "include/mbedtls/build_info.h",
        .version_macro = "MBEDTLS_VERSION_STRING",
        .tree_needs = { { "tf-psa-crypto/core/psa_crypto.c",
                          "a 4.x tree has it in its tf-psa-crypto submodule (git submodule update --init --recursive "
                          "fills it; a 3.x tree is --library mbedtls@PATH)" },
                        { "framework/exported.make",
                          "a 4.x tree has it in its framework submodule (git submodule update --init --recursive "
                          "fills it)" } },
        .tree_generated = "library/error.c",
        .tree_generate = "make -C library generated_files",
        .tree_generate_needs = "perl and python3 with jinja2 (Debian: perl python3 python3-jinja2)",
        .tree_only = "Debian packages no Mbed TLS 4.x; give a 4.x tree with its submodules: --library mbedtls4@PATH "
                     "or mbedtls4@git:REPO#REV",
        .record_cipher_entries = "mbedtls_ssl_encrypt_buf mbedtls_ssl_decrypt_buf",
        .rsa_verify_symbols = "mbedtls_rsa_pkcs1_verify mbedtls_rsa_rsassa_pkcs1_v15_verify mbedtls_rsa_rsassa_pss_verify",
        .min_cell = NULL,
    },
    {
        .name = "wolfssl",
        .title = "wolfSSL",
        .errors = tcc_wolfssl_errors,
        .allocates = 1,
        .no_resume = "the wolfssl profiles have no clock (NO_ASN_TIME), and wolfSSL then builds without a session "
                     "cache (NO_SESSION_CACHE), so --resume works with mbedtls and bearssl only",
        .no_record_buffers = "your own with --config",
        .version_header = "wolfssl/version.h",
        .version_macro = "LIBWOLFSSL_VERSION_STRING",
        /* its PK callbacks, turned on by these (harness/tls/wolfssl_settings/user_settings.h) */
        .accel_hooks = { [TCC_OP_ECDSA_VERIFY] = "TC_WOLFSSL_PK_VERIFY", [TCC_OP_ECDSA_SIGN] = "TC_WOLFSSL_PK_SIGN",
                         [TCC_OP_ECDH_KEYGEN] = "TC_WOLFSSL_PK_KEYGEN", [TCC_OP_ECDH_SHARED] = "TC_WOLFSSL_PK_SHARED" },
        .record_cipher_entries = "wc_AesGcmEncrypt wc_AesGcmDecrypt wc_AesCcmEncrypt wc_AesCcmDecrypt "
                                 "wc_ChaCha20Poly1305_Encrypt wc_ChaCha20Poly1305_Decrypt",
        .rsa_verify_symbols = "wc_RsaSSL_VerifyInline wc_RsaSSL_Verify wc_RsaPSS_VerifyInline wc_RsaFunction",
        .min_cell = "lib-wolfssl-min",
    },
    {
        .name = "bearssl",
        .title = "BearSSL",
        .errors = tcc_bearssl_errors,
        .no_heap = "BearSSL allocates nothing, so there is no heap to fit: its RAM is static (tlscost run shows it "
                   "as .bss)",
        .resume_kinds = "id",
        .no_resume = "BearSSL has no session tickets; use --resume id",
        .no_record_buffers = "bearssl's mono",
        .version_header = "inc/bearssl.h",
        /* the record layer's own (static) functions, one call per record */
        .record_cipher_entries = "gcm_encrypt gcm_decrypt ccm_encrypt ccm_decrypt chapol_encrypt chapol_decrypt",
        .rsa_verify_symbols = "br_rsa_i15_pkcs1_vrfy br_rsa_i31_pkcs1_vrfy br_rsa_i32_pkcs1_vrfy br_rsa_i62_pkcs1_vrfy",
        .min_cell = "lib-bearssl-min",
    },
};

#define TCC_LIBRARY_COUNT (sizeof tcc_library_table / sizeof tcc_library_table[0])

const struct tcc_library *tcc_library_named(const char *name)
{
    for (size_t i = 0; i < TCC_LIBRARY_COUNT; i++)
        if (strcmp(tcc_library_table[i].name, name) == 0)
            return &tcc_library_table[i];
    return NULL;
}

const struct tcc_library *tcc_library_default(void)
{
    return &tcc_library_table[0];
}

const struct tcc_library *tcc_library_next(const struct tcc_library *library)
{
    return library + 1 < tcc_library_table + TCC_LIBRARY_COUNT ? library + 1 : NULL;
}

void tcc_library_known(char *out, size_t size)
{
    out[0] = '\0';
    for (size_t i = 0; i < TCC_LIBRARY_COUNT; i++)
        tcc_appendf(out, size, "%s%s", i ? ", " : "", tcc_library_table[i].name);
}

int tcc_library_steps_by_flight(const char *name)
{
    const struct tcc_library *library = tcc_library_named(name);
    return library != NULL && library->flight_states[0] == NULL;
}

const char *tcc_library_title(const char *name)
{
    const struct tcc_library *library = tcc_library_named(name);
    return library != NULL ? library->title : name;
}
