/* wolfssl_bench.c: wolfCrypt's primitives for the bench image (tc_bench.h), at fixed operands:
 * P-256 key pairs and the random generator come from the counter seed, so two runs do the
 * same work; the RSA-2048 key is the test PKI's server key. */
#include <string.h>
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/aes.h>
#include <wolfssl/wolfcrypt/chacha20_poly1305.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/rsa.h>
#include <wolfssl/wolfcrypt/sha256.h>
#include <wolfssl/version.h>
#include "tc_bench.h"
#include "tc_pki.h"

#define TC_BENCH_BYTES 1024u

static uint8_t tc_in[TC_BENCH_BYTES], tc_out_buf[TC_BENCH_BYTES], tc_hash[32], tc_tag[16];
static const uint8_t tc_key[32] = "tlscost bench fixed key, 32 B!!";
static const uint8_t tc_iv[16] = "tlscost bench iv";
static WC_RNG tc_rng;
static int tc_rng_ready;

/* CUSTOM_RAND_GENERATE_SEED of the profile: a counter, so every run draws the same numbers. */
int tc_wolfssl_seed(unsigned char *output, unsigned int size);
int tc_wolfssl_seed(unsigned char *output, unsigned int size)
{
    static uint32_t counter = 1;
    for (unsigned int i = 0; i < size; i++)
        output[i] = (unsigned char)(counter++ * 131u + 7u);
    return 0;
}

static int tc_sym_setup(void)
{
    for (size_t i = 0; i < sizeof tc_in; i++)
        tc_in[i] = (uint8_t)(i * 7u + 1u);
    for (size_t i = 0; i < sizeof tc_hash; i++)
        tc_hash[i] = (uint8_t)(0xA5u ^ i);
    if (tc_rng_ready)
        return 0;
    int err = wc_InitRng(&tc_rng);
    tc_rng_ready = err == 0;
    return err;
}

/* --- P-256 ------------------------------------------------------------------------------ */
static ecc_key tc_ecc, tc_peer;
static uint8_t tc_sig[80];
static word32 tc_sig_len;
static int tc_ec_ready;

static int tc_ec_setup(void)
{
    if (tc_ec_ready)
        return 0;
    int err = tc_sym_setup();
    if (err == 0)
        err = wc_ecc_init(&tc_ecc);
    if (err == 0)
        err = wc_ecc_init(&tc_peer);
    if (err == 0)
        err = wc_ecc_make_key_ex(&tc_rng, 32, &tc_ecc, ECC_SECP256R1);
    if (err == 0)
        err = wc_ecc_make_key_ex(&tc_rng, 32, &tc_peer, ECC_SECP256R1);
    if (err == 0)
        err = wc_ecc_set_rng(&tc_ecc, &tc_rng);
    tc_sig_len = sizeof tc_sig;
    if (err == 0)
        err = wc_ecc_sign_hash(tc_hash, sizeof tc_hash, tc_sig, &tc_sig_len, &tc_rng, &tc_ecc);
    tc_ec_ready = err == 0;
    return err;
}

static int tc_ecdsa_verify(void)
{
    int valid = 0;
    int err = wc_ecc_verify_hash(tc_sig, tc_sig_len, tc_hash, sizeof tc_hash, &valid, &tc_ecc);
    return err != 0 ? err : valid == 1 ? 0 : -1;
}

static int tc_ecdsa_sign(void)
{
    uint8_t sig[80];
    word32 len = sizeof sig;
    return wc_ecc_sign_hash(tc_hash, sizeof tc_hash, sig, &len, &tc_rng, &tc_ecc);
}

static int tc_ecdh(void)
{
    uint8_t secret[32];
    word32 len = sizeof secret;
    return wc_ecc_shared_secret(&tc_ecc, &tc_peer, secret, &len);
}

/* --- RSA-2048 ----------------------------------------------------------------------------- */
static RsaKey tc_rsa;
static uint8_t tc_rsa_in[256], tc_rsa_out[256];
static int tc_rsa_ready;

static int tc_rsa_setup(void)
{
    if (tc_rsa_ready)
        return 0;
    struct tc_pki_scenario pki;
    if (tc_pki_scenario("rsa0", &pki) != 0)
        return -1;
    word32 at = 0;
    int err = tc_sym_setup();
    if (err == 0)
        err = wc_InitRsaKey(&tc_rsa, NULL);
    if (err == 0)
        err = wc_RsaPrivateKeyDecode(pki.key.data, &at, &tc_rsa, (word32)pki.key.len);
    if (err == 0)
        err = wc_RsaSetRNG(&tc_rsa, &tc_rng);
    /* A message below the modulus: a leading zero byte. */
    for (size_t i = 1; i < sizeof tc_rsa_in; i++)
        tc_rsa_in[i] = (uint8_t)(i * 13u);
    tc_rsa_ready = err == 0;
    return err;
}

static int tc_rsa_public(void)
{
    word32 len = sizeof tc_rsa_out;
    return wc_RsaFunction(tc_rsa_in, sizeof tc_rsa_in, tc_rsa_out, &len, RSA_PUBLIC_ENCRYPT, &tc_rsa, &tc_rng);
}

static int tc_rsa_private(void)
{
    word32 len = sizeof tc_rsa_out;
    return wc_RsaFunction(tc_rsa_in, sizeof tc_rsa_in, tc_rsa_out, &len, RSA_PRIVATE_DECRYPT, &tc_rsa, &tc_rng);
}

/* --- symmetric ---------------------------------------------------------------------------- */
static Aes tc_aes;
static int tc_gcm_setup(void)
{
    int err = tc_sym_setup();
    return err != 0 ? err : wc_AesGcmSetKey(&tc_aes, tc_key, 16);
}

static int tc_gcm_run(void)
{
    return wc_AesGcmEncrypt(&tc_aes, tc_out_buf, tc_in, TC_BENCH_BYTES, tc_iv, 12, tc_tag, sizeof tc_tag, NULL, 0);
}

static Aes tc_cbc;
static int tc_cbc_setup(void)
{
    int err = tc_sym_setup();
    return err != 0 ? err : wc_AesSetKey(&tc_cbc, tc_key, 16, tc_iv, AES_ENCRYPTION);
}

static int tc_cbc_run(void)
{
    int err = wc_AesSetIV(&tc_cbc, tc_iv);
    return err != 0 ? err : wc_AesCbcEncrypt(&tc_cbc, tc_out_buf, tc_in, TC_BENCH_BYTES);
}

static int tc_chachapoly_run(void)
{
    return wc_ChaCha20Poly1305_Encrypt(tc_key, tc_iv, NULL, 0, tc_in, TC_BENCH_BYTES, tc_out_buf, tc_tag);
}

static int tc_sha256_run(void)
{
    return wc_Sha256Hash(tc_in, TC_BENCH_BYTES, tc_hash);
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
    return "wolfssl";
}

const char *tc_bench_version(void)
{
    return LIBWOLFSSL_VERSION_STRING;
}
