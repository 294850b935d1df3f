/* wolfssl_server.c: the wolfSSL server behind tls.h, linked only into the run image. It
 * presents the scenario's chain (leaf first, as one DER sequence) and key where the profile has
 * certificates, accepts the one pre-shared key and identity it is given where it has PSK, and
 * asks nothing else of the client. */
#include <string.h>
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/version.h>
#include <wolfssl/error-ssl.h>
#include "tls.h"
#include "wolfssl_common.h"

#define TC_WOLFSSL_CHAIN_MAX 4096

static struct tc_wolfssl_side tc_server;

#if !defined(NO_CERTS)
static uint8_t tc_chain_der[TC_WOLFSSL_CHAIN_MAX];

/* The chain, as one DER sequence, and the leaf's key. */
static int tc_server_certificate(WOLFSSL_CTX *ctx, const struct tc_tls_server_cfg *cfg)
{
    size_t chain_len = 0;
    for (unsigned i = 0; i < cfg->chain_len; i++) {
        if (chain_len + cfg->chain[i].len > sizeof tc_chain_der)
            return BUFFER_E;
        memcpy(tc_chain_der + chain_len, cfg->chain[i].data, cfg->chain[i].len);
        chain_len += cfg->chain[i].len;
    }
    int r = wolfSSL_CTX_use_certificate_chain_buffer_format(ctx, tc_chain_der, (long)chain_len, WOLFSSL_FILETYPE_ASN1);
    if (r == WOLFSSL_SUCCESS)
        r = wolfSSL_CTX_use_PrivateKey_buffer(ctx, cfg->key.data, (long)cfg->key.len, WOLFSSL_FILETYPE_ASN1);
    return r;
}
#endif

#if !defined(NO_PSK)
static const struct tc_tls_psk *tc_server_psk;

/* The key for the identity the client named; 0 refuses it. */
static unsigned int tc_server_psk_cb(WOLFSSL *ssl, const char *identity, unsigned char *key, unsigned int key_max)
{
    (void)ssl;
    const struct tc_tls_psk *psk = tc_server_psk;
    if (psk == NULL || strcmp(identity, psk->identity) != 0 || psk->key.len > key_max)
        return 0;
    memcpy(key, psk->key.data, psk->key.len);
    return (unsigned int)psk->key.len;
}
#endif

const char *tc_tls_server_library(void)
{
    return "wolfssl";
}

const char *tc_tls_server_version(void)
{
    return LIBWOLFSSL_VERSION_STRING;
}

const char *tc_tls_server_state_name(int state)
{
    return tc_flight_name(state);
}

/* The server's method: any version, or the one protocol of the suite a run holds it to. */
static WOLFSSL_METHOD *tc_server_method(uint16_t suite)
{
#if defined(WOLFSSL_TLS13)
    if (suite != 0 && (suite >> 8) == 0x13)
        return wolfTLSv1_3_server_method();
#endif
#if !defined(WOLFSSL_NO_TLS12)
    if (suite != 0 && (suite >> 8) != 0x13)
        return wolfTLSv1_2_server_method();
#endif
    return wolfSSLv23_server_method();
}

int tc_tls_server_setup(const struct tc_tls_server_cfg *cfg)
{
    struct tc_wolfssl_side *s = &tc_server;
    int r = tc_wolfssl_init();
    if (r != 0)
        return r;
    s->tx = cfg->tx;
    s->rx = cfg->rx;
    s->ctx = wolfSSL_CTX_new(tc_server_method(cfg->suite));
    if (s->ctx == NULL)
        return MEMORY_E;
    /* One suite only when the run asks (the job of tlscost fit and diagnose). */
    if (cfg->suite != 0 &&
        wolfSSL_CTX_set_cipher_list(s->ctx, wolfSSL_get_cipher_name_from_suite((unsigned char)(cfg->suite >> 8),
                                                                               (unsigned char)cfg->suite)) != WOLFSSL_SUCCESS)
        return MATCH_SUITE_ERROR;
#if !defined(NO_CERTS)
    r = tc_server_certificate(s->ctx, cfg);
    if (r != WOLFSSL_SUCCESS)
        return r;
    wolfSSL_CTX_set_verify(s->ctx, WOLFSSL_VERIFY_NONE, NULL);
#endif
#if !defined(NO_PSK)
    tc_server_psk = cfg->psk;
    if (cfg->psk != NULL)
        wolfSSL_CTX_set_psk_server_callback(s->ctx, tc_server_psk_cb);
#endif
    return tc_tls_server_reset();
}

int tc_tls_server_state(void)
{
    return tc_wolfssl_state(&tc_server);
}

int tc_tls_server_step(void)
{
    return tc_wolfssl_step(&tc_server, wolfSSL_accept);
}

int tc_tls_server_write(const uint8_t *buf, size_t len)
{
    return tc_wolfssl_write(&tc_server, buf, len);
}

int tc_tls_server_read(uint8_t *buf, size_t len)
{
    return tc_wolfssl_read(&tc_server, buf, len);
}

int tc_tls_server_reset(void)
{
    struct tc_wolfssl_side *s = &tc_server;
    if (s->ssl != NULL)
        wolfSSL_free(s->ssl);
    s->ssl = wolfSSL_new(s->ctx);
    if (s->ssl == NULL)
        return MEMORY_E;
    s->handshake_over = 0;
    tc_wolfssl_attach(s);
    tc_flight_start(&s->flights, TC_FLIGHT_ANSWER_HELLO, TC_FLIGHT_ANSWER_FINISHED);
    return 0;
}

void tc_tls_server_free(void)
{
    tc_wolfssl_free(&tc_server);
}
