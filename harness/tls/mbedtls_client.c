/* mbedtls_client.c: the Mbed TLS client behind tls.h: the code a device would ship, and the
 * only adapter code linked into the size image. The server is authenticated: by its certificate
 * chain, required whenever the configuration parses X.509, or else by a pre-shared key. */
#include <string.h>
#include "mbedtls_common.h"
#include "mbedtls/ssl.h"
#include "mbedtls/version.h"
#include "mbedtls/x509_crt.h"
#include "tls.h"

static struct tc_mbedtls_client {
    mbedtls_ssl_context ssl;
    mbedtls_ssl_config conf;
    struct tc_mbedtls_rng rng;
#if defined(MBEDTLS_X509_CRT_PARSE_C)
    mbedtls_x509_crt ca;
#endif
    struct tc_mbedtls_bio bio;
    mbedtls_ssl_session saved; /* the first connection's session, for resumption */
} tc_client;

#if !defined(MBEDTLS_SSL_CLI_C) || \
    (!defined(MBEDTLS_X509_CRT_PARSE_C) && !defined(TC_MBEDTLS_PSK))
#error "tlscost: this configuration cannot be a TLS client that authenticates its server (needs MBEDTLS_SSL_CLI_C, and MBEDTLS_X509_CRT_PARSE_C or a PSK key exchange of TLS 1.2 or 1.3)"
#endif

#if defined(MBEDTLS_SSL_MAX_FRAGMENT_LENGTH)
static unsigned char tc_mfl_code(unsigned mfl)
{
    switch (mfl) {
    case 512: return MBEDTLS_SSL_MAX_FRAG_LEN_512;
    case 1024: return MBEDTLS_SSL_MAX_FRAG_LEN_1024;
    case 2048: return MBEDTLS_SSL_MAX_FRAG_LEN_2048;
    case 4096: return MBEDTLS_SSL_MAX_FRAG_LEN_4096;
    default: return 0;
    }
}
#endif

const char *tc_tls_library(void)
{
    return "mbedtls";
}

const char *tc_tls_version(void)
{
    return MBEDTLS_VERSION_STRING;
}

const char *tc_tls_client_auth(void)
{
#if defined(MBEDTLS_X509_CRT_PARSE_C)
    return "certificate";
#else
    return "psk";
#endif
}

void tc_tls_client_buffers(unsigned *in, unsigned *out)
{
    *in = MBEDTLS_SSL_IN_CONTENT_LEN;
    *out = MBEDTLS_SSL_OUT_CONTENT_LEN;
}

/* Whom the client trusts: the root of the server's chain, or the pre-shared key. */
static int tc_client_trust(struct tc_mbedtls_client *c, const struct tc_tls_client_cfg *cfg)
{
#if defined(MBEDTLS_X509_CRT_PARSE_C)
    int r = mbedtls_x509_crt_parse_der(&c->ca, cfg->ca.data, cfg->ca.len);
    if (r == 0) {
        mbedtls_ssl_conf_authmode(&c->conf, MBEDTLS_SSL_VERIFY_REQUIRED);
        mbedtls_ssl_conf_ca_chain(&c->conf, &c->ca, NULL);
    }
    return r;
#else
    if (cfg->psk == NULL) /* the size image: the key is provisioning data */
        return 0;
    return mbedtls_ssl_conf_psk(&c->conf, cfg->psk->key.data, cfg->psk->key.len,
                                (const unsigned char *)cfg->psk->identity, strlen(cfg->psk->identity));
#endif
}

void tc_tls_use_allocator(void *(*calloc_fn)(size_t, size_t), void (*free_fn)(void *))
{
    tc_mbedtls_set_allocator(calloc_fn, free_fn);
}

const char *tc_tls_client_state_name(int state)
{
    return tc_mbedtls_state_name(state);
}

int tc_tls_client_setup(const struct tc_tls_client_cfg *cfg)
{
    struct tc_mbedtls_client *c = &tc_client;
    int r = tc_mbedtls_platform_init();
    if (r != 0)
        return r;
    c->bio.tx = cfg->tx;
    c->bio.rx = cfg->rx;
#if defined(MBEDTLS_X509_CRT_PARSE_C)
    mbedtls_x509_crt_init(&c->ca);
#endif
    mbedtls_ssl_config_init(&c->conf);
    mbedtls_ssl_init(&c->ssl);
    mbedtls_ssl_session_init(&c->saved);
    r = tc_mbedtls_rng_setup(&c->rng, &c->conf, 1, "tlscost client");
    if (r == 0)
        r = mbedtls_ssl_config_defaults(&c->conf, MBEDTLS_SSL_IS_CLIENT, MBEDTLS_SSL_TRANSPORT_STREAM,
                                        MBEDTLS_SSL_PRESET_DEFAULT);
    if (r == 0)
        r = tc_client_trust(c, cfg);
    if (r == 0) {
#if defined(MBEDTLS_SSL_SESSION_TICKETS)
        mbedtls_ssl_conf_session_tickets(&c->conf, cfg->tickets ? MBEDTLS_SSL_SESSION_TICKETS_ENABLED
                                                                : MBEDTLS_SSL_SESSION_TICKETS_DISABLED);
#endif
#if defined(MBEDTLS_SSL_SESSION_TICKETS) && defined(MBEDTLS_SSL_PROTO_TLS1_3) && MBEDTLS_VERSION_NUMBER >= 0x03060100
        /* From 3.6.1 a TLS 1.3 client drops the server's tickets unless told to take them. */
        if (cfg->tickets)
            mbedtls_ssl_conf_tls13_enable_signal_new_session_tickets(
                &c->conf, MBEDTLS_SSL_TLS1_3_SIGNAL_NEW_SESSION_TICKETS_ENABLED);
#endif
#if defined(MBEDTLS_SSL_MAX_FRAGMENT_LENGTH)
        if (tc_mfl_code(cfg->mfl) != 0)
            r = mbedtls_ssl_conf_max_frag_len(&c->conf, tc_mfl_code(cfg->mfl));
#endif
    }
    if (r == 0)
        r = mbedtls_ssl_setup(&c->ssl, &c->conf);
#if defined(MBEDTLS_X509_CRT_PARSE_C)
    if (r == 0)
        r = mbedtls_ssl_set_hostname(&c->ssl, cfg->host);
#endif
    if (r == 0)
        mbedtls_ssl_set_bio(&c->ssl, &c->bio, tc_mbedtls_send, tc_mbedtls_recv, NULL);
    return r;
}

int tc_tls_client_state(void)
{
    return tc_client.ssl.MBEDTLS_PRIVATE(state);
}

int tc_tls_client_step(void)
{
    if (mbedtls_ssl_is_handshake_over(&tc_client.ssl))
        return TC_TLS_DONE;
    return tc_mbedtls_result(mbedtls_ssl_handshake_step(&tc_client.ssl));
}

int tc_tls_client_write(const uint8_t *buf, size_t len)
{
    return tc_mbedtls_result(mbedtls_ssl_write(&tc_client.ssl, buf, len));
}

int tc_tls_client_read(uint8_t *buf, size_t len)
{
    int r = mbedtls_ssl_read(&tc_client.ssl, buf, len);
#if defined(MBEDTLS_ERR_SSL_RECEIVED_NEW_SESSION_TICKET)
    /* A TLS 1.3 ticket, now kept in the session: read on for the data. */
    while (r == MBEDTLS_ERR_SSL_RECEIVED_NEW_SESSION_TICKET)
        r = mbedtls_ssl_read(&tc_client.ssl, buf, len);
#endif
    return tc_mbedtls_result(r);
}

const char *tc_tls_client_suite(void)
{
    return mbedtls_ssl_get_ciphersuite(&tc_client.ssl);
}

int tc_tls_client_prepare_resume(void)
{
    struct tc_mbedtls_client *c = &tc_client;
    int r = mbedtls_ssl_get_session(&c->ssl, &c->saved);
    if (r == 0)
        r = mbedtls_ssl_session_reset(&c->ssl);
    if (r == 0)
        r = mbedtls_ssl_set_session(&c->ssl, &c->saved);
    return r;
}

void tc_tls_client_free(void)
{
    struct tc_mbedtls_client *c = &tc_client;
    mbedtls_ssl_session_free(&c->saved);
    mbedtls_ssl_free(&c->ssl);
    mbedtls_ssl_config_free(&c->conf);
#if defined(MBEDTLS_X509_CRT_PARSE_C)
    mbedtls_x509_crt_free(&c->ca);
#endif
    tc_mbedtls_rng_free(&c->rng);
}
