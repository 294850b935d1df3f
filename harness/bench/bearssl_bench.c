/* bearssl_bench.c: BearSSL's crypto primitives for the bench image (tc_bench.h), with the
 * engines the TLS adapter uses (P-256 m31, ECDSA i31, AES ct, GHASH ctmul) at fixed operands:
 * a fixed P-256 scalar, the test PKI's RSA-2048 server key and certificate. BearSSL's ECDSA
 * signatures are deterministic (RFC 6979), so two runs do the same work. Symmetric primitives
 * work in place on one 1 KB buffer. */
#include <string.h>
#include "bearssl.h"
#include "tc_bench.h"
#include "tc_pki.h"

#define TC_BENCH_BYTES 1024u

static uint8_t tc_buf[TC_BENCH_BYTES], tc_hash[32], tc_tag[16];
static const uint8_t tc_key[32] = "tlscost bench fixed key, 32 B!!";
static const uint8_t tc_iv[16] = "tlscost bench iv";

static int tc_sym_setup(void)
{
    for (size_t i = 0; i < sizeof tc_buf; i++)
        tc_buf[i] = (uint8_t)(i * 7u + 1u);
    return 0;
}

/* --- P-256 ------------------------------------------------------------------------------ */
#define tc_ec (&br_ec_p256_m31)
static uint8_t tc_scalar[32], tc_pub_buf[BR_EC_KBUF_PUB_MAX_SIZE], tc_sig[80], tc_point[65];
static br_ec_private_key tc_sk;
static br_ec_public_key tc_pk;
static size_t tc_sig_len;
static int tc_ec_ready;

static int tc_ec_setup(void)
{
    if (tc_ec_ready)
        return 0;
    for (size_t i = 0; i < sizeof tc_scalar; i++)
        tc_scalar[i] = (uint8_t)(0x3Cu + i * 11u); /* below the group order: the top byte is 0x3C */
    for (size_t i = 0; i < sizeof tc_hash; i++)
        tc_hash[i] = (uint8_t)(0xA5u ^ i);
    tc_sk = (br_ec_private_key){ BR_EC_secp256r1, tc_scalar, sizeof tc_scalar };
    if (br_ec_compute_pub(tc_ec, &tc_pk, tc_pub_buf, &tc_sk) == 0)
        return -1;
    tc_sig_len = br_ecdsa_i31_sign_asn1(tc_ec, &br_sha256_vtable, tc_hash, &tc_sk, tc_sig);
    tc_ec_ready = tc_sig_len != 0;
    return tc_ec_ready ? 0 : -1;
}

static int tc_ecdsa_verify(void)
{
    return br_ecdsa_i31_vrfy_asn1(tc_ec, tc_hash, sizeof tc_hash, &tc_pk, tc_sig, tc_sig_len) == 1 ? 0 : -1;
}

static int tc_ecdsa_sign(void)
{
    uint8_t sig[80];
    return br_ecdsa_i31_sign_asn1(tc_ec, &br_sha256_vtable, tc_hash, &tc_sk, sig) != 0 ? 0 : -1;
}

/* The shared secret of ECDH: the peer's point times our scalar (the point is overwritten). */
static int tc_ecdh(void)
{
    memcpy(tc_point, tc_pk.q, sizeof tc_point);
    return tc_ec->mul(tc_point, sizeof tc_point, tc_scalar, sizeof tc_scalar, BR_EC_secp256r1) == 1 ? 0 : -1;
}

/* --- RSA-2048: the private key from the test PKI, the public key from its certificate ------ */
static br_skey_decoder_context tc_rsa_key;
static br_x509_decoder_context tc_rsa_cert;
static const br_rsa_private_key *tc_rsa_sk;
static br_rsa_public_key tc_rsa_pk;
static uint8_t tc_rsa_in[256], tc_rsa_x[256];
static int tc_rsa_ready;

static int tc_rsa_setup(void)
{
    if (tc_rsa_ready)
        return 0;
    struct tc_pki_scenario pki;
    if (tc_pki_scenario("rsa0", &pki) != 0)
        return -1;
    br_skey_decoder_init(&tc_rsa_key);
    br_skey_decoder_push(&tc_rsa_key, pki.key.data, pki.key.len);
    tc_rsa_sk = br_skey_decoder_get_rsa(&tc_rsa_key);
    br_x509_decoder_init(&tc_rsa_cert, NULL, NULL);
    br_x509_decoder_push(&tc_rsa_cert, pki.chain[0].data, pki.chain[0].len);
    const br_x509_pkey *pk = br_x509_decoder_get_pkey(&tc_rsa_cert);
    if (tc_rsa_sk == NULL || pk == NULL || pk->key_type != BR_KEYTYPE_RSA)
        return -1;
    tc_rsa_pk = pk->key.rsa;
    /* A message below the modulus: a leading zero byte. */
    for (size_t i = 1; i < sizeof tc_rsa_in; i++)
        tc_rsa_in[i] = (uint8_t)(i * 13u);
    tc_rsa_ready = 1;
    return 0;
}

static int tc_rsa_public(void)
{
    memcpy(tc_rsa_x, tc_rsa_in, sizeof tc_rsa_x);
    return br_rsa_i31_public(tc_rsa_x, sizeof tc_rsa_x, &tc_rsa_pk) == 1 ? 0 : -1;
}

static int tc_rsa_private(void)
{
    memcpy(tc_rsa_x, tc_rsa_in, sizeof tc_rsa_x);
    return br_rsa_i31_private(tc_rsa_x, tc_rsa_sk) == 1 ? 0 : -1;
}

/* --- symmetric ---------------------------------------------------------------------------- */
static br_aes_ct_ctr_keys tc_ctr;
static br_gcm_context tc_gcm;
static int tc_gcm_setup(void)
{
    br_aes_ct_ctr_init(&tc_ctr, tc_key, 16);
    br_gcm_init(&tc_gcm, &tc_ctr.vtable, br_ghash_ctmul);
    return tc_sym_setup();
}

static int tc_gcm_run(void)
{
    br_gcm_reset(&tc_gcm, tc_iv, 12);
    br_gcm_flip(&tc_gcm);
    br_gcm_run(&tc_gcm, 1, tc_buf, TC_BENCH_BYTES);
    br_gcm_get_tag(&tc_gcm, tc_tag);
    return 0;
}

static br_aes_ct_cbcenc_keys tc_cbc;
static int tc_cbc_setup(void)
{
    br_aes_ct_cbcenc_init(&tc_cbc, tc_key, 16);
    return tc_sym_setup();
}

static int tc_cbc_run(void)
{
    uint8_t iv[16];
    memcpy(iv, tc_iv, sizeof iv);
    br_aes_ct_cbcenc_run(&tc_cbc, iv, tc_buf, TC_BENCH_BYTES);
    return 0;
}

static int tc_chachapoly_run(void)
{
    br_poly1305_ctmul_run(tc_key, tc_iv, tc_buf, TC_BENCH_BYTES, NULL, 0, tc_tag, br_chacha20_ct_run, 1);
    return 0;
}

static int tc_sha256_run(void)
{
    br_sha256_context ctx;
    br_sha256_init(&ctx);
    br_sha256_update(&ctx, tc_buf, TC_BENCH_BYTES);
    br_sha256_out(&ctx, tc_hash);
    return 0;
}

static const struct tc_bench_prim tc_prims[] = {
    { "ecdsa_verify", 0, tc_ec_setup, tc_ecdsa_verify },
    { "ecdsa_sign", 0, tc_ec_setup, tc_ecdsa_sign },
    { "ecdh", 0, tc_ec_setup, tc_ecdh },
    { "rsa2048_public", 0, tc_rsa_setup, tc_rsa_public },
    { "rsa2048_private", 0, tc_rsa_setup, tc_rsa_private },
    { "aes128_gcm", TC_BENCH_BYTES, tc_gcm_setup, tc_gcm_run },
    { "aes128_cbc", TC_BENCH_BYTES, tc_cbc_setup, tc_cbc_run },
    { "chacha20_poly1305", TC_BENCH_BYTES, tc_sym_setup, tc_chachapoly_run },
    { "sha256", TC_BENCH_BYTES, tc_sym_setup, tc_sha256_run },
};

const struct tc_bench_prim *tc_bench_prims(size_t *count)
{
    *count = sizeof tc_prims / sizeof tc_prims[0];
    return tc_prims;
}

const char *tc_bench_library(void)
{
    return "bearssl";
}

const char *tc_bench_version(void)
{
    return TC_LIB_VERSION;
}
