/* bearssl_server.c: the BearSSL server behind tls.h, linked only into the run image (test
 * equipment: it may use br_ssl_server_init_full_ec and _rsa). It presents the scenario's chain
 * and its EC or RSA key, speaks only the measured suite, and keeps a session cache for resumption by ID. */
#include "bearssl_common.h"
#include "tls.h"

static struct tc_bearssl_server {
    br_ssl_server_context sc;
    br_skey_decoder_context key;
    br_x509_certificate chain[TC_TLS_CHAIN_MAX];
    br_ssl_session_cache_lru cache;
    uint8_t cache_store[4096];
    struct tc_bearssl_side side;
    uint8_t io[BR_SSL_BUFSIZE_BIDI];
} tc_server;

const char *tc_tls_server_library(void)
{
    return "bearssl";
}

const char *tc_tls_server_version(void)
{
    return TC_LIB_VERSION;
}

const char *tc_tls_server_state_name(int state)
{
    return tc_flight_name(state);
}

int tc_tls_server_setup(const struct tc_tls_server_cfg *cfg)
{
    struct tc_bearssl_server *s = &tc_server;
    br_skey_decoder_init(&s->key);
    br_skey_decoder_push(&s->key, cfg->key.data, cfg->key.len);
    if (br_skey_decoder_last_error(&s->key) != 0)
        return -br_skey_decoder_last_error(&s->key);
    for (unsigned i = 0; i < cfg->chain_len && i < TC_TLS_CHAIN_MAX; i++) {
        s->chain[i].data = (unsigned char *)cfg->chain[i].data;
        s->chain[i].data_len = cfg->chain[i].len;
    }
    if (br_skey_decoder_key_type(&s->key) == BR_KEYTYPE_RSA)
        br_ssl_server_init_full_rsa(&s->sc, s->chain, cfg->chain_len, br_skey_decoder_get_rsa(&s->key));
    else if (br_skey_decoder_key_type(&s->key) == BR_KEYTYPE_EC)
        br_ssl_server_init_full_ec(&s->sc, s->chain, cfg->chain_len, BR_KEYTYPE_EC,
                                   br_skey_decoder_get_ec(&s->key));
    else
        return -BR_ERR_BAD_PARAM;
    tc_bearssl_engine_setup(&s->sc.eng, s->io, sizeof s->io, 1);
    br_ssl_session_cache_lru_init(&s->cache, s->cache_store, sizeof s->cache_store);
    br_ssl_server_set_cache(&s->sc, &s->cache.vtable);
    tc_bearssl_entropy(&s->sc.eng, 0x10000);
    s->side = (struct tc_bearssl_side){ .eng = &s->sc.eng, .tx = cfg->tx, .rx = cfg->rx };
    return tc_tls_server_reset();
}

int tc_tls_server_state(void)
{
    return tc_bearssl_state(&tc_server.side);
}

int tc_tls_server_step(void)
{
    return tc_bearssl_step(&tc_server.side);
}

int tc_tls_server_write(const uint8_t *buf, size_t len)
{
    return tc_bearssl_write(&tc_server.side, buf, len);
}

int tc_tls_server_read(uint8_t *buf, size_t len)
{
    return tc_bearssl_read(&tc_server.side, buf, len);
}

int tc_tls_server_reset(void)
{
    struct tc_bearssl_server *s = &tc_server;
    if (!br_ssl_server_reset(&s->sc))
        return -br_ssl_engine_last_error(&s->sc.eng);
    s->side.handshake_over = 0;
    tc_flight_start(&s->side.flights, TC_FLIGHT_ANSWER_HELLO, TC_FLIGHT_ANSWER_FINISHED);
    return 0;
}

void tc_tls_server_free(void)
{
    br_ssl_engine_close(&tc_server.sc.eng);
}
