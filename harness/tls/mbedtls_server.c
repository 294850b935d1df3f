/* mbedtls_server.c: the Mbed TLS server behind tls.h, linked only into the run image.
 * It presents the scenario's chain and key where the configuration parses X.509, accepts the
 * one pre-shared key and identity it is given, and asks nothing else of the client. */
#include <string.h>
#include "mbedtls_common.h"
#include "mbedtls/pk.h"
#include "mbedtls/ssl.h"
#include "mbedtls/ssl_cache.h"
#include "mbedtls/ssl_ticket.h"
#include "mbedtls/version.h"
#include "mbedtls/x509_crt.h"
#include "tls.h"

static struct tc_mbedtls_server {
    mbedtls_ssl_context ssl;
    mbedtls_ssl_config conf;
    struct tc_mbedtls_rng rng;
#if defined(MBEDTLS_X509_CRT_PARSE_C)
    mbedtls_x509_crt chain;
    mbedtls_pk_context key;
#endif
#if defined(TC_MBEDTLS_PSK)
    const struct tc_tls_psk *psk;
#endif
    struct tc_mbedtls_bio bio;
    int suites[2];                     /* the one suite a run may hold it to, 0-ended */
    uint16_t groups[2];                /* and the one group */
#if defined(MBEDTLS_SSL_CACHE_C)
    mbedtls_ssl_cache_context cache;   /* resumption by session ID */
#endif
#if defined(MBEDTLS_SSL_TICKET_C)
    mbedtls_ssl_ticket_context ticket; /* resumption by ticket */
#endif
} tc_server;

const char *tc_tls_server_library(void)
{
    return "mbedtls";
}

const char *tc_tls_server_version(void)
{
    return MBEDTLS_VERSION_STRING;
}

const char *tc_tls_server_state_name(int state)
{
    return tc_mbedtls_state_name(state);
}

#if defined(TC_MBEDTLS_PSK)
/* The key for the identity the client named, or a refusal (MBEDTLS_ERR_SSL_UNKNOWN_IDENTITY). */
static int tc_server_psk(void *ctx, mbedtls_ssl_context *ssl, const unsigned char *identity, size_t len)
{
    const struct tc_mbedtls_server *s = ctx;
    if (len != strlen(s->psk->identity) || memcmp(identity, s->psk->identity, len) != 0)
        return -1;
    return mbedtls_ssl_set_hs_psk(ssl, s->psk->key.data, s->psk->key.len);
}
#endif

int tc_tls_server_setup(const struct tc_tls_server_cfg *cfg)
{
    struct tc_mbedtls_server *s = &tc_server;
    int r = tc_mbedtls_platform_init();
    if (r != 0)
        return r;
    s->bio.tx = cfg->tx;
    s->bio.rx = cfg->rx;
#if defined(MBEDTLS_X509_CRT_PARSE_C)
    mbedtls_x509_crt_init(&s->chain);
    mbedtls_pk_init(&s->key);
#endif
    mbedtls_ssl_config_init(&s->conf);
    mbedtls_ssl_init(&s->ssl);
#if defined(MBEDTLS_SSL_CACHE_C)
    mbedtls_ssl_cache_init(&s->cache);
#endif
#if defined(MBEDTLS_SSL_TICKET_C)
    mbedtls_ssl_ticket_init(&s->ticket);
#endif
    r = tc_mbedtls_rng_setup(&s->rng, &s->conf, 0x10000, "tlscost server");
#if defined(MBEDTLS_X509_CRT_PARSE_C)
    for (unsigned i = 0; r == 0 && i < cfg->chain_len; i++)
        r = mbedtls_x509_crt_parse_der(&s->chain, cfg->chain[i].data, cfg->chain[i].len);
    if (r == 0)
#if TC_MBEDTLS_APP_DRBG
        r = mbedtls_pk_parse_key(&s->key, cfg->key.data, cfg->key.len, NULL, 0, mbedtls_ctr_drbg_random, &s->rng.drbg);
#else
        r = mbedtls_pk_parse_key(&s->key, cfg->key.data, cfg->key.len, NULL, 0);
#endif
#endif
    if (r == 0)
        r = mbedtls_ssl_config_defaults(&s->conf, MBEDTLS_SSL_IS_SERVER, MBEDTLS_SSL_TRANSPORT_STREAM,
                                        MBEDTLS_SSL_PRESET_DEFAULT);
    if (r == 0) {
        mbedtls_ssl_conf_authmode(&s->conf, MBEDTLS_SSL_VERIFY_NONE);
        /* One suite and group only when the run asks (the job of tlscost fit and diagnose): TLS 1.2's
         * and 1.3's suites share the list. */
        s->suites[0] = cfg->suite;
        s->suites[1] = 0;
        if (cfg->suite != 0) {
            /* Its protocol too: a server that may speak TLS 1.3 answers a 1.3 hello in 1.3. */
            mbedtls_ssl_protocol_version version = (cfg->suite >> 8) == 0x13 ? MBEDTLS_SSL_VERSION_TLS1_3
                                                                              : MBEDTLS_SSL_VERSION_TLS1_2;
            mbedtls_ssl_conf_ciphersuites(&s->conf, s->suites);
            mbedtls_ssl_conf_min_tls_version(&s->conf, version);
            mbedtls_ssl_conf_max_tls_version(&s->conf, version);
        }
        s->groups[0] = cfg->group;
        s->groups[1] = 0;
        if (cfg->group != 0)
            mbedtls_ssl_conf_groups(&s->conf, s->groups);
#if defined(MBEDTLS_X509_CRT_PARSE_C)
        r = mbedtls_ssl_conf_own_cert(&s->conf, &s->chain, &s->key);
#endif
#if defined(TC_MBEDTLS_PSK)
        s->psk = cfg->psk;
        if (cfg->psk != NULL)
            mbedtls_ssl_conf_psk_cb(&s->conf, tc_server_psk, s);
#endif
#if defined(MBEDTLS_SSL_CACHE_C)
        mbedtls_ssl_conf_session_cache(&s->conf, &s->cache, mbedtls_ssl_cache_get, mbedtls_ssl_cache_set);
#endif
    }
#if defined(MBEDTLS_SSL_TICKET_C)
    if (r == 0)
#if TC_MBEDTLS_APP_DRBG
        r = mbedtls_ssl_ticket_setup(&s->ticket, mbedtls_ctr_drbg_random, &s->rng.drbg, MBEDTLS_CIPHER_AES_128_GCM,
                                     86400);
#else
        r = mbedtls_ssl_ticket_setup(&s->ticket, PSA_ALG_GCM, PSA_KEY_TYPE_AES, 128, 86400);
#endif
    if (r == 0)
        mbedtls_ssl_conf_session_tickets_cb(&s->conf, mbedtls_ssl_ticket_write, mbedtls_ssl_ticket_parse, &s->ticket);
#endif
    if (r == 0)
        r = mbedtls_ssl_setup(&s->ssl, &s->conf);
    if (r == 0)
        mbedtls_ssl_set_bio(&s->ssl, &s->bio, tc_mbedtls_send, tc_mbedtls_recv, NULL);
    return r;
}

int tc_tls_server_state(void)
{
    return tc_server.ssl.MBEDTLS_PRIVATE(state);
}

int tc_tls_server_step(void)
{
    if (mbedtls_ssl_is_handshake_over(&tc_server.ssl))
        return TC_TLS_DONE;
    return tc_mbedtls_result(mbedtls_ssl_handshake_step(&tc_server.ssl));
}

int tc_tls_server_write(const uint8_t *buf, size_t len)
{
    return tc_mbedtls_result(mbedtls_ssl_write(&tc_server.ssl, buf, len));
}

int tc_tls_server_read(uint8_t *buf, size_t len)
{
    return tc_mbedtls_result(mbedtls_ssl_read(&tc_server.ssl, buf, len));
}

int tc_tls_server_reset(void)
{
    return mbedtls_ssl_session_reset(&tc_server.ssl);
}

void tc_tls_server_free(void)
{
    struct tc_mbedtls_server *s = &tc_server;
#if defined(MBEDTLS_SSL_CACHE_C)
    mbedtls_ssl_cache_free(&s->cache);
#endif
#if defined(MBEDTLS_SSL_TICKET_C)
    mbedtls_ssl_ticket_free(&s->ticket);
#endif
    mbedtls_ssl_free(&s->ssl);
    mbedtls_ssl_config_free(&s->conf);
#if defined(MBEDTLS_X509_CRT_PARSE_C)
    mbedtls_pk_free(&s->key);
    mbedtls_x509_crt_free(&s->chain);
#endif
    tc_mbedtls_rng_free(&s->rng);
}
