/* bearssl_client.c: the BearSSL client behind tls.h: the code a device would ship, and the
 * only adapter code linked into the size image. It hands the engine only what the suite needs
 * (not br_ssl_client_init_full, which links every suite), verifies the server's chain with the
 * minimal X.509 engine against the embedded root, and sends SNI. Everything is static: the
 * context, the X.509 engine, the trust anchor and the I/O buffer (TC_BEARSSL_BUFFER bytes,
 * both directions unless TC_BEARSSL_BIDI is 0; with a max fragment length asked for, only that
 * much of it is used, which is what makes BearSSL send the extension). BearSSL always checks certificate dates, and a bare chip has no clock, so the
 * check runs at a fixed day (TC_BEARSSL_DAYS, days since 1 January of year 0). */
#include <string.h>
#include "bearssl_common.h"
#include "tc_suites.h"
#include "tls.h"

#ifndef TC_BEARSSL_BUFFER
#define TC_BEARSSL_BUFFER BR_SSL_BUFSIZE_BIDI
#endif
#ifndef TC_BEARSSL_BIDI
#define TC_BEARSSL_BIDI 1
#endif
#ifndef TC_BEARSSL_DAYS
#define TC_BEARSSL_DAYS 740133 /* 2026-06-01 */
#endif
#define TC_BEARSSL_DN_MAX 256
/* The root's key: a P-256 point, or an RSA modulus up to 4096 bits and its exponent. */
#define TC_BEARSSL_KEY_MAX (TC_BEARSSL_KX_RSA ? 512 + 8 : 133)

static struct tc_bearssl_client {
    br_ssl_client_context cc;
    br_x509_minimal_context x509;
    br_x509_trust_anchor anchor;
    uint8_t anchor_dn[TC_BEARSSL_DN_MAX];
    uint8_t anchor_key[TC_BEARSSL_KEY_MAX];
    size_t anchor_dn_len;
    const char *host;
    struct tc_bearssl_side side;
    uint8_t io[TC_BEARSSL_BUFFER];
} tc_client;

const char *tc_tls_library(void)
{
    return "bearssl";
}

const char *tc_tls_version(void)
{
    return TC_LIB_VERSION;
}

/* The record content the I/O buffer holds: a whole record in and out in a two-way buffer of
 * BR_SSL_BUFSIZE_BIDI; one half-duplex buffer serves both ways. */
void tc_tls_client_buffers(unsigned *in, unsigned *out)
{
    unsigned size = TC_BEARSSL_BUFFER;
    *in = TC_BEARSSL_BIDI ? BR_SSL_BUFSIZE_INPUT - 325 : size - 325;
    *out = TC_BEARSSL_BIDI ? (unsigned)(size - BR_SSL_BUFSIZE_INPUT) - 85 : size - 325;
}

/* BearSSL 0.6 has no pre-shared-key suites: its client always verifies a certificate. */
const char *tc_tls_client_auth(void)
{
    return "certificate";
}

/* BearSSL allocates nothing: contexts and buffers are the adapter's static storage. */
void tc_tls_use_allocator(void *(*calloc_fn)(size_t, size_t), void (*free_fn)(void *))
{
    (void)calloc_fn;
    (void)free_fn;
}

const char *tc_tls_client_state_name(int state)
{
    return tc_flight_name(state);
}

static void tc_bearssl_append_dn(void *ctx, const void *buf, size_t len)
{
    struct tc_bearssl_client *c = ctx;
    if (c->anchor_dn_len + len <= sizeof c->anchor_dn)
        memcpy(c->anchor_dn + c->anchor_dn_len, buf, len);
    c->anchor_dn_len += len;
}

/* The root as a trust anchor: its subject name and its key (P-256, or RSA for ECDHE-RSA),
 * copied out of the decoder. */
static int tc_bearssl_anchor(struct tc_bearssl_client *c, const struct tc_tls_blob *root)
{
    br_x509_decoder_context dc;
    c->anchor_dn_len = 0;
    br_x509_decoder_init(&dc, tc_bearssl_append_dn, c);
    br_x509_decoder_push(&dc, root->data, root->len);
    const br_x509_pkey *pk = br_x509_decoder_get_pkey(&dc);
    if (pk == NULL)
        return -br_x509_decoder_last_error(&dc);
    if (c->anchor_dn_len > sizeof c->anchor_dn)
        return -BR_ERR_X509_UNSUPPORTED;
    c->anchor.dn.data = c->anchor_dn;
    c->anchor.dn.len = c->anchor_dn_len;
    c->anchor.flags = BR_X509_TA_CA;
    c->anchor.pkey.key_type = pk->key_type;
    if (!TC_BEARSSL_KX_RSA && pk->key_type == BR_KEYTYPE_EC && pk->key.ec.qlen <= sizeof c->anchor_key) {
        memcpy(c->anchor_key, pk->key.ec.q, pk->key.ec.qlen);
        c->anchor.pkey.key.ec.curve = pk->key.ec.curve;
        c->anchor.pkey.key.ec.q = c->anchor_key;
        c->anchor.pkey.key.ec.qlen = pk->key.ec.qlen;
        return 0;
    }
    if (TC_BEARSSL_KX_RSA && pk->key_type == BR_KEYTYPE_RSA &&
        pk->key.rsa.nlen + pk->key.rsa.elen <= sizeof c->anchor_key) {
        memcpy(c->anchor_key, pk->key.rsa.n, pk->key.rsa.nlen);
        memcpy(c->anchor_key + pk->key.rsa.nlen, pk->key.rsa.e, pk->key.rsa.elen);
        c->anchor.pkey.key.rsa.n = c->anchor_key;
        c->anchor.pkey.key.rsa.nlen = pk->key.rsa.nlen;
        c->anchor.pkey.key.rsa.e = c->anchor_key + pk->key.rsa.nlen;
        c->anchor.pkey.key.rsa.elen = pk->key.rsa.elen;
        return 0;
    }
    return -BR_ERR_X509_UNSUPPORTED;
}

int tc_tls_client_setup(const struct tc_tls_client_cfg *cfg)
{
    struct tc_bearssl_client *c = &tc_client;
    int r = tc_bearssl_anchor(c, &cfg->ca);
    if (r != 0)
        return r;
    /* Without a max fragment length request the buffer holds full records both ways. */
    size_t io_len = sizeof c->io, mfl_len = (TC_BEARSSL_BIDI ? 2u : 1u) * (cfg->mfl + 325u);
    if (cfg->mfl != 0 && cfg->mfl < 16384 && io_len > mfl_len)
        io_len = mfl_len;
    br_ssl_client_zero(&c->cc);
    tc_bearssl_engine_setup(&c->cc.eng, c->io, io_len, TC_BEARSSL_BIDI);
    br_x509_minimal_init(&c->x509, &br_sha256_vtable, &c->anchor, 1);
    br_x509_minimal_set_hash(&c->x509, br_sha256_ID, &br_sha256_vtable);
#if TC_BEARSSL_KX_RSA
    br_x509_minimal_set_rsa(&c->x509, tc_bearssl_rsa_vrfy());
#else
    br_x509_minimal_set_ecdsa(&c->x509, tc_bearssl_ec(), tc_bearssl_ecdsa_vrfy());
#endif
    br_x509_minimal_set_time(&c->x509, TC_BEARSSL_DAYS, 0);
    br_ssl_engine_set_x509(&c->cc.eng, &c->x509.vtable);
    tc_bearssl_entropy(&c->cc.eng, 1);
    c->host = cfg->host;
    if (!br_ssl_client_reset(&c->cc, c->host, 0))
        return -br_ssl_engine_last_error(&c->cc.eng);
    c->side = (struct tc_bearssl_side){ .eng = &c->cc.eng, .tx = cfg->tx, .rx = cfg->rx };
    tc_flight_start(&c->side.flights, TC_FLIGHT_CLIENT_HELLO, TC_FLIGHT_SERVER_FINISHED);
    return 0;
}

int tc_tls_client_state(void)
{
    return tc_bearssl_state(&tc_client.side);
}

int tc_tls_client_step(void)
{
    return tc_bearssl_step(&tc_client.side);
}

int tc_tls_client_write(const uint8_t *buf, size_t len)
{
    return tc_bearssl_write(&tc_client.side, buf, len);
}

int tc_tls_client_read(uint8_t *buf, size_t len)
{
    return tc_bearssl_read(&tc_client.side, buf, len);
}

const char *tc_tls_client_suite(void)
{
    br_ssl_session_parameters params;
    br_ssl_engine_get_session_parameters(&tc_client.cc.eng, &params);
    return tc_suite_name(params.cipher_suite);
}

/* Resumption by session ID: keep the parameters, reset the engine to offer them. */
int tc_tls_client_prepare_resume(void)
{
    struct tc_bearssl_client *c = &tc_client;
    br_ssl_session_parameters params;
    br_ssl_engine_get_session_parameters(&c->cc.eng, &params);
    br_ssl_engine_set_session_parameters(&c->cc.eng, &params);
    if (!br_ssl_client_reset(&c->cc, c->host, 1))
        return -br_ssl_engine_last_error(&c->cc.eng);
    c->side.handshake_over = 0;
    tc_flight_start(&c->side.flights, TC_FLIGHT_CLIENT_HELLO, TC_FLIGHT_SERVER_FINISHED);
    return 0;
}

void tc_tls_client_free(void)
{
    br_ssl_engine_close(&tc_client.cc.eng);
}
