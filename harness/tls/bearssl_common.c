/* bearssl_common.c: the BearSSL engine over the memory wire (see bearssl_common.h). BearSSL
 * errors are positive; tls.h wants the library's code negated. */
#include "bearssl_common.h"
#include <string.h>
#include "tls.h"

static const uint16_t tc_bearssl_suites[] = {
    TC_BEARSSL_KX_RSA ? BR_TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256 : BR_TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256
};

void tc_bearssl_engine_setup(br_ssl_engine_context *eng, void *buf, size_t buf_len, int bidi)
{
    br_ssl_engine_set_versions(eng, BR_TLS12, BR_TLS12);
    br_ssl_engine_set_suites(eng, tc_bearssl_suites, sizeof tc_bearssl_suites / sizeof tc_bearssl_suites[0]);
    br_ssl_engine_set_ec(eng, tc_bearssl_ec());
#if TC_BEARSSL_KX_RSA
    br_ssl_engine_set_rsavrfy(eng, tc_bearssl_rsa_vrfy());
#else
    br_ssl_engine_set_ecdsa(eng, tc_bearssl_ecdsa_vrfy());
#endif
    br_ssl_engine_set_hash(eng, br_sha256_ID, &br_sha256_vtable);
    br_ssl_engine_set_prf_sha256(eng, &br_tls12_sha256_prf);
    br_ssl_engine_set_gcm(eng, &br_sslrec_in_gcm_vtable, &br_sslrec_out_gcm_vtable);
    br_ssl_engine_set_aes_ctr(eng, &TC_BEARSSL_AES_CTR);
    br_ssl_engine_set_ghash(eng, &TC_BEARSSL_GHASH);
    br_ssl_engine_set_buffer(eng, buf, buf_len, bidi);
}

void tc_bearssl_entropy(br_ssl_engine_context *eng, uint32_t counter)
{
    uint8_t seed[32];
    for (size_t i = 0; i < sizeof seed; i++)
        seed[i] = (uint8_t)(counter++ * 131u + 7u);
    br_ssl_engine_inject_entropy(eng, seed, sizeof seed);
}

/* Move records between the engine and the wire until neither side can move. */
static int tc_bearssl_pump(struct tc_bearssl_side *side)
{
    for (;;) {
        unsigned state = br_ssl_engine_current_state(side->eng);
        size_t len;
        if (state & BR_SSL_CLOSED) {
            int err = br_ssl_engine_last_error(side->eng);
            return err != BR_ERR_OK ? -err : -1;
        }
        if (state & BR_SSL_SENDREC) {
            unsigned char *rec = br_ssl_engine_sendrec_buf(side->eng, &len);
            int n = tc_wire_write(side->tx, rec, len);
            if (n > 0) {
                br_ssl_engine_sendrec_ack(side->eng, (size_t)n);
                continue;
            }
        }
        if (state & BR_SSL_RECVREC) {
            unsigned char *rec = br_ssl_engine_recvrec_buf(side->eng, &len);
            int n = tc_wire_read(side->rx, rec, len);
            if (n > 0) {
                br_ssl_engine_recvrec_ack(side->eng, (size_t)n);
                continue;
            }
        }
        return 0;
    }
}

int tc_bearssl_state(const struct tc_bearssl_side *side)
{
    return side->handshake_over ? TC_FLIGHT_OVER : (int)side->flights.now;
}

int tc_bearssl_step(struct tc_bearssl_side *side)
{
    if (side->handshake_over)
        return TC_TLS_DONE;
    tc_flight_before(&side->flights, side->tx, side->rx);
    int r = tc_bearssl_pump(side);
    if (r != 0)
        return r;
    /* The handshake is over once application data may be sent. */
    if (br_ssl_engine_current_state(side->eng) & BR_SSL_SENDAPP)
        side->handshake_over = 1;
    return tc_flight_after(&side->flights, side->tx, side->rx);
}

int tc_bearssl_write(struct tc_bearssl_side *side, const uint8_t *buf, size_t len)
{
    size_t room;
    unsigned char *app = br_ssl_engine_sendapp_buf(side->eng, &room);
    if (app == NULL) {
        int r = tc_bearssl_pump(side);
        return r != 0 ? r : TC_TLS_WANT;
    }
    size_t n = len < room ? len : room;
    memcpy(app, buf, n);
    br_ssl_engine_sendapp_ack(side->eng, n);
    br_ssl_engine_flush(side->eng, 0);
    int r = tc_bearssl_pump(side);
    return r != 0 ? r : (int)n;
}

int tc_bearssl_read(struct tc_bearssl_side *side, uint8_t *buf, size_t len)
{
    int r = tc_bearssl_pump(side);
    if (r != 0)
        return r;
    size_t avail;
    unsigned char *app = br_ssl_engine_recvapp_buf(side->eng, &avail);
    if (app == NULL)
        return TC_TLS_WANT;
    size_t n = len < avail ? len : avail;
    memcpy(buf, app, n);
    br_ssl_engine_recvapp_ack(side->eng, n);
    return (int)n;
}
