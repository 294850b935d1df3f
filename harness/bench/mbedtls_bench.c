/* mbedtls_bench.c: Mbed TLS's crypto primitives for the bench image (tc_bench.h), at fixed
 * operands: the P-256 key is derived from a fixed seed, the RSA-2048 key is the test PKI's
 * server key, the random generator is a fixed stream, so two runs do the same work.
 * Builds against Mbed TLS 2.28, 3.x and 4.x (the few calls that changed are under version tests).
 * Each primitive is present only where the bench profile enables its module. */
/* 4.x keeps these functions in TF-PSA-Crypto's builtin driver, declared in its private headers
 * for code that asks (this macro). */
#define MBEDTLS_DECLARE_PRIVATE_IDENTIFIERS
#include <string.h>
#include "mbedtls/version.h"
#if MBEDTLS_VERSION_MAJOR >= 4
#define TC_MBEDTLS_HEADER(name) <mbedtls/private/name.h>
#else
#define TC_MBEDTLS_HEADER(name) <mbedtls/name.h>
#endif
/* RSA through pk (4.x's pk has no mbedtls_pk_rsa: its bench profile leaves RSA out). */
#if MBEDTLS_VERSION_MAJOR < 4 && defined(MBEDTLS_RSA_C) && defined(MBEDTLS_PK_PARSE_C)
#define TC_BENCH_RSA 1
#else
#define TC_BENCH_RSA 0
#endif
#include TC_MBEDTLS_HEADER(bignum)
#include TC_MBEDTLS_HEADER(ecdsa)
#include TC_MBEDTLS_HEADER(ecp)
#include "tc_bench.h"
#include "tc_pki.h"
#if TC_BENCH_RSA
#include "mbedtls/pk.h"
#include "mbedtls/rsa.h"
#endif
#if defined(MBEDTLS_GCM_C)
#include TC_MBEDTLS_HEADER(gcm)
#endif
#if defined(MBEDTLS_AES_C)
#include TC_MBEDTLS_HEADER(aes)
#endif
#if defined(MBEDTLS_CHACHAPOLY_C)
#include TC_MBEDTLS_HEADER(chachapoly)
#endif
#include TC_MBEDTLS_HEADER(sha256)

#define TC_BENCH_BYTES 1024u

static uint8_t tc_in[TC_BENCH_BYTES], tc_out_buf[TC_BENCH_BYTES + 16], tc_hash[32];
static const uint8_t tc_key[32] = "tlscost bench fixed key, 32 B!!";
static const uint8_t tc_iv[16] = "tlscost bench iv";

/* A fixed stream standing in for a random generator (xorshift32): benchmarks only. */
static uint32_t tc_rng_state = 0x2545F491u;
static int tc_fixed_rng(void *ctx, unsigned char *out, size_t len)
{
    (void)ctx;
    for (size_t i = 0; i < len; i++) {
        tc_rng_state ^= tc_rng_state << 13;
        tc_rng_state ^= tc_rng_state >> 17;
        tc_rng_state ^= tc_rng_state << 5;
        out[i] = (uint8_t)tc_rng_state;
    }
    return 0;
}

#if defined(MBEDTLS_PSA_CRYPTO_EXTERNAL_RNG)
#include "psa/crypto.h"
/* 4.x: where the builtin driver draws its own randomness (blinding), the same fixed stream. */
psa_status_t mbedtls_psa_external_get_random(mbedtls_psa_external_random_context_t *context, uint8_t *output,
                                             size_t output_size, size_t *output_length)
{
    *output_length = output_size;
    return tc_fixed_rng(context, output, output_size);
}
#endif

static void tc_fill(void)
{
    for (size_t i = 0; i < sizeof tc_in; i++)
        tc_in[i] = (uint8_t)(i * 7u + 1u);
    for (size_t i = 0; i < sizeof tc_hash; i++)
        tc_hash[i] = (uint8_t)(0xA5u ^ i);
}

/* --- P-256 ------------------------------------------------------------------------------ */
static mbedtls_ecp_group tc_grp;
static mbedtls_mpi tc_d, tc_r, tc_s, tc_a, tc_b, tc_x;
static mbedtls_ecp_point tc_q, tc_point;
static int tc_ec_ready;

static int tc_ec_setup(void)
{
    if (tc_ec_ready)
        return 0;
    tc_fill();
    mbedtls_ecp_group_init(&tc_grp);
    mbedtls_mpi_init(&tc_d), mbedtls_mpi_init(&tc_r), mbedtls_mpi_init(&tc_s);
    mbedtls_mpi_init(&tc_a), mbedtls_mpi_init(&tc_b), mbedtls_mpi_init(&tc_x);
    mbedtls_ecp_point_init(&tc_q), mbedtls_ecp_point_init(&tc_point);
    int err = mbedtls_ecp_group_load(&tc_grp, MBEDTLS_ECP_DP_SECP256R1);
    if (err == 0)
        err = mbedtls_ecp_gen_keypair(&tc_grp, &tc_d, &tc_q, tc_fixed_rng, NULL);
    if (err == 0)
        err = mbedtls_ecdsa_sign(&tc_grp, &tc_r, &tc_s, &tc_d, tc_hash, sizeof tc_hash, tc_fixed_rng, NULL);
    /* Multiplication operands: two 256-bit numbers below P. */
    if (err == 0)
        err = mbedtls_mpi_read_binary(&tc_a, tc_in, 32);
    if (err == 0)
        err = mbedtls_mpi_read_binary(&tc_b, tc_in + 32, 32);
    tc_ec_ready = err == 0;
    return err;
}

static int tc_ecdsa_verify(void)
{
    return mbedtls_ecdsa_verify(&tc_grp, tc_hash, sizeof tc_hash, &tc_q, &tc_r, &tc_s);
}

static int tc_ecdsa_sign(void)
{
    mbedtls_mpi r, s;
    mbedtls_mpi_init(&r), mbedtls_mpi_init(&s);
    int err = mbedtls_ecdsa_sign(&tc_grp, &r, &s, &tc_d, tc_hash, sizeof tc_hash, tc_fixed_rng, NULL);
    mbedtls_mpi_free(&r), mbedtls_mpi_free(&s);
    return err;
}

static int tc_ecdh(void)
{
    return mbedtls_ecp_mul(&tc_grp, &tc_point, &tc_d, &tc_q, tc_fixed_rng, NULL);
}

static int tc_mpi_mul(void)
{
    return mbedtls_mpi_mul_mpi(&tc_x, &tc_a, &tc_b);
}

static int tc_mpi_inv(void)
{
    return mbedtls_mpi_inv_mod(&tc_x, &tc_a, &tc_grp.P);
}

/* --- RSA-2048 ----------------------------------------------------------------------------- */
#if TC_BENCH_RSA
static mbedtls_pk_context tc_pk;
static uint8_t tc_rsa_in[256], tc_rsa_out[256];
static int tc_rsa_ready;

static int tc_rsa_setup(void)
{
    if (tc_rsa_ready)
        return 0;
    struct tc_pki_scenario pki;
    if (tc_pki_scenario("rsa0", &pki) != 0)
        return -1;
    mbedtls_pk_init(&tc_pk);
#if MBEDTLS_VERSION_NUMBER >= 0x03000000
    int err = mbedtls_pk_parse_key(&tc_pk, pki.key.data, pki.key.len, NULL, 0, tc_fixed_rng, NULL);
#else
    int err = mbedtls_pk_parse_key(&tc_pk, pki.key.data, pki.key.len, NULL, 0);
#endif
    /* A message below the modulus: a leading zero byte. */
    for (size_t i = 1; i < sizeof tc_rsa_in; i++)
        tc_rsa_in[i] = (uint8_t)(i * 13u);
    tc_rsa_ready = err == 0;
    return err;
}

static int tc_rsa_public(void)
{
    return mbedtls_rsa_public(mbedtls_pk_rsa(tc_pk), tc_rsa_in, tc_rsa_out);
}

static int tc_rsa_private(void)
{
    return mbedtls_rsa_private(mbedtls_pk_rsa(tc_pk), tc_fixed_rng, NULL, tc_rsa_in, tc_rsa_out);
}
#endif

/* --- symmetric ---------------------------------------------------------------------------- */
static int tc_sym_setup(void)
{
    tc_fill();
    return 0;
}

#if defined(MBEDTLS_GCM_C)
static mbedtls_gcm_context tc_gcm;
static int tc_gcm_setup(void)
{
    tc_fill();
    mbedtls_gcm_init(&tc_gcm);
    return mbedtls_gcm_setkey(&tc_gcm, MBEDTLS_CIPHER_ID_AES, tc_key, 128);
}

static int tc_gcm_run(void)
{
    return mbedtls_gcm_crypt_and_tag(&tc_gcm, MBEDTLS_GCM_ENCRYPT, TC_BENCH_BYTES, tc_iv, 12, NULL, 0, tc_in,
                                     tc_out_buf, 16, tc_out_buf + TC_BENCH_BYTES);
}
#endif

#if defined(MBEDTLS_AES_C) && defined(MBEDTLS_CIPHER_MODE_CBC)
static mbedtls_aes_context tc_aes;
static int tc_cbc_setup(void)
{
    tc_fill();
    mbedtls_aes_init(&tc_aes);
    return mbedtls_aes_setkey_enc(&tc_aes, tc_key, 128);
}

static int tc_cbc_run(void)
{
    uint8_t iv[16];
    memcpy(iv, tc_iv, sizeof iv);
    return mbedtls_aes_crypt_cbc(&tc_aes, MBEDTLS_AES_ENCRYPT, TC_BENCH_BYTES, iv, tc_in, tc_out_buf);
}
#endif

#if defined(MBEDTLS_CHACHAPOLY_C)
static mbedtls_chachapoly_context tc_chachapoly;
static int tc_chachapoly_setup(void)
{
    tc_fill();
    mbedtls_chachapoly_init(&tc_chachapoly);
    return mbedtls_chachapoly_setkey(&tc_chachapoly, tc_key);
}

static int tc_chachapoly_run(void)
{
    return mbedtls_chachapoly_encrypt_and_tag(&tc_chachapoly, TC_BENCH_BYTES, tc_iv, NULL, 0, tc_in, tc_out_buf,
                                              tc_out_buf + TC_BENCH_BYTES);
}
#endif

static int tc_sha256_run(void)
{
#if MBEDTLS_VERSION_NUMBER >= 0x03000000
    return mbedtls_sha256(tc_in, TC_BENCH_BYTES, tc_hash, 0);
#else
    return mbedtls_sha256_ret(tc_in, TC_BENCH_BYTES, tc_hash, 0);
#endif
}

static const struct tc_bench_prim tc_prims[] = {
    { "ecdsa_verify", 0, tc_ec_setup, tc_ecdsa_verify },
    { "ecdsa_sign", 0, tc_ec_setup, tc_ecdsa_sign },
    { "ecdh", 0, tc_ec_setup, tc_ecdh },
    { "mpi_mul_256", 0, tc_ec_setup, tc_mpi_mul },
    { "mpi_inv_p256", 0, tc_ec_setup, tc_mpi_inv },
#if TC_BENCH_RSA
    { "rsa2048_public", 0, tc_rsa_setup, tc_rsa_public },
    { "rsa2048_private", 0, tc_rsa_setup, tc_rsa_private },
#endif
#if defined(MBEDTLS_GCM_C)
    { "aes128_gcm", TC_BENCH_BYTES, tc_gcm_setup, tc_gcm_run },
#endif
#if defined(MBEDTLS_AES_C) && defined(MBEDTLS_CIPHER_MODE_CBC)
    { "aes128_cbc", TC_BENCH_BYTES, tc_cbc_setup, tc_cbc_run },
#endif
#if defined(MBEDTLS_CHACHAPOLY_C)
    { "chacha20_poly1305", TC_BENCH_BYTES, tc_chachapoly_setup, tc_chachapoly_run },
#endif
    { "sha256", TC_BENCH_BYTES, tc_sym_setup, tc_sha256_run },
};

const struct tc_bench_prim *tc_bench_prims(size_t *count)
{
    *count = sizeof tc_prims / sizeof tc_prims[0];
    return tc_prims;
}

const char *tc_bench_library(void)
{
    return MBEDTLS_VERSION_MAJOR >= 4 ? "mbedtls4" : "mbedtls";
}

const char *tc_bench_version(void)
{
    return MBEDTLS_VERSION_STRING;
}
