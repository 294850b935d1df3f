/* wolfcrypt_main.c: the wolfCrypt operations of wolfSSL's benchmark (wolfcrypt/benchmark), each
 * in a function of its own (op_*) called a fixed number of times, as a bare semihosting program
 * for the mps2 boards (start-up in bare_start.c), so that tlscost exec --cycles gives each its
 * estimated cycles per call beside STM32_Benchmarks.md's timings (scripts/validate-cycles.sh).
 * The bulk operations take the benchmark's 1024-byte block per call; the public-key ones one
 * operation per call, P-256 for ECC and the test key for RSA-2048, as the benchmark does. Built
 * with WOLFSSL_USER_SETTINGS and one of the wolfcrypt-*.h files. */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/aes.h>
#include <wolfssl/wolfcrypt/chacha.h>
#include <wolfssl/wolfcrypt/curve25519.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/ed25519.h>
#include <wolfssl/wolfcrypt/poly1305.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/rsa.h>
#include <wolfssl/wolfcrypt/sha256.h>
#include <wolfssl/wolfcrypt/sha512.h>
#include <wolfssl/certs_test.h>
#include <string.h>
#include "bare_start.h"

#define BLOCK_BYTES 1024
#define BULK_CALLS 4

static byte block[BLOCK_BYTES], out[BLOCK_BYTES];
static const byte key[32] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
                              17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32 };
static const byte iv[16] = { 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 1, 2, 3, 4, 5, 6 };
static WC_RNG rng;

int validate_seed(unsigned char *output, unsigned int size)
{
    bare_random(output, size);
    return 0;
}

#define OP __attribute__((noinline, noclone))

OP static int op_sha256_block(wc_Sha256 *sha) { return wc_Sha256Update(sha, block, BLOCK_BYTES); }
OP static int op_sha512_block(wc_Sha512 *sha) { return wc_Sha512Update(sha, block, BLOCK_BYTES); }
OP static int op_aes128_cbc_enc_block(Aes *aes) { return wc_AesCbcEncrypt(aes, out, block, BLOCK_BYTES); }
OP static int op_aes128_gcm_enc_block(Aes *aes)
{
    byte tag[16];
    return wc_AesGcmEncrypt(aes, out, block, BLOCK_BYTES, iv, 12, tag, sizeof tag, NULL, 0);
}
OP static int op_chacha_block(ChaCha *chacha) { return wc_Chacha_Process(chacha, out, block, BLOCK_BYTES); }
OP static int op_poly1305_block(Poly1305 *poly) { return wc_Poly1305Update(poly, block, BLOCK_BYTES); }

static int bulk(void)
{
    int failed = 0;
    wc_Sha256 sha256;
    wc_Sha512 sha512;
    Aes aes;
    ChaCha chacha;
    Poly1305 poly;
    failed |= wc_InitSha256(&sha256) | wc_InitSha512(&sha512);
    failed |= wc_AesInit(&aes, NULL, INVALID_DEVID);
    failed |= wc_Chacha_SetKey(&chacha, key, 32) | wc_Chacha_SetIV(&chacha, iv, 0);
    failed |= wc_Poly1305SetKey(&poly, key, 32);
    for (int i = 0; i < BULK_CALLS; i++) {
        failed |= op_sha256_block(&sha256);
        failed |= op_sha512_block(&sha512);
        failed |= op_chacha_block(&chacha);
        failed |= op_poly1305_block(&poly);
    }
    failed |= wc_AesSetKey(&aes, key, 16, iv, AES_ENCRYPTION);
    for (int i = 0; i < BULK_CALLS; i++)
        failed |= op_aes128_cbc_enc_block(&aes);
    failed |= wc_AesGcmSetKey(&aes, key, 16);
    for (int i = 0; i < BULK_CALLS; i++)
        failed |= op_aes128_gcm_enc_block(&aes);
    wc_AesFree(&aes);
    return failed;
}

OP static int op_ecc_keygen(ecc_key *k) { return wc_ecc_make_key_ex(&rng, 32, k, ECC_SECP256R1); }
OP static int op_ecdhe_agree(ecc_key *mine, ecc_key *peer)
{
    byte secret[32];
    word32 size = sizeof secret;
    return wc_ecc_shared_secret(mine, peer, secret, &size);
}
OP static int op_ecdsa_sign(ecc_key *k, byte *sig, word32 *size)
{
    return wc_ecc_sign_hash(key, 32, sig, size, &rng, k);
}
OP static int op_ecdsa_verify(ecc_key *k, const byte *sig, word32 size)
{
    int valid = 0;
    int failed = wc_ecc_verify_hash(sig, size, key, 32, &valid, k);
    return failed || !valid;
}

static int ecc(void)
{
    ecc_key mine, peer;
    byte sig[ECC_MAX_SIG_SIZE];
    word32 sig_size = sizeof sig;
    int failed = wc_ecc_init(&mine) | wc_ecc_init(&peer);
    failed |= op_ecc_keygen(&mine) | op_ecc_keygen(&peer);
    failed |= wc_ecc_set_rng(&mine, &rng); /* the shared secret's blinding (ECC_TIMING_RESISTANT) */
    failed |= op_ecdhe_agree(&mine, &peer);
    failed |= op_ecdsa_sign(&mine, sig, &sig_size);
    failed |= op_ecdsa_verify(&mine, sig, sig_size);
    wc_ecc_free(&mine);
    wc_ecc_free(&peer);
    return failed;
}

#ifdef HAVE_CURVE25519
OP static int op_x25519_agree(curve25519_key *mine, curve25519_key *peer)
{
    byte secret[32];
    word32 size = sizeof secret;
    return wc_curve25519_shared_secret(mine, peer, secret, &size);
}
OP static int op_ed25519_sign(ed25519_key *k, byte *sig, word32 *size)
{
    return wc_ed25519_sign_msg(key, 32, sig, size, k);
}
OP static int op_ed25519_verify(ed25519_key *k, const byte *sig, word32 size)
{
    int valid = 0;
    int failed = wc_ed25519_verify_msg(sig, size, key, 32, &valid, k);
    return failed || !valid;
}

static int edwards(void)
{
    curve25519_key mine, peer;
    ed25519_key signer;
    byte sig[ED25519_SIG_SIZE];
    word32 sig_size = sizeof sig;
    int failed = wc_curve25519_init(&mine) | wc_curve25519_init(&peer) | wc_ed25519_init(&signer);
    failed |= wc_curve25519_make_key(&rng, 32, &mine) | wc_curve25519_make_key(&rng, 32, &peer);
    failed |= op_x25519_agree(&mine, &peer);
    failed |= wc_ed25519_make_key(&rng, ED25519_KEY_SIZE, &signer);
    failed |= op_ed25519_sign(&signer, sig, &sig_size);
    failed |= op_ed25519_verify(&signer, sig, sig_size);
    wc_curve25519_free(&mine);
    wc_curve25519_free(&peer);
    wc_ed25519_free(&signer);
    return failed;
}
#endif

#ifndef NO_RSA
OP static int op_rsa2048_public(RsaKey *k, byte *cipher, word32 size)
{
    return wc_RsaPublicEncrypt(key, 32, cipher, size, k, &rng) < 0;
}

static int rsa(void)
{
    RsaKey k;
    byte cipher[256];
    word32 index = 0;
    int failed = wc_InitRsaKey(&k, NULL);
    failed |= wc_RsaPrivateKeyDecode(client_key_der_2048, &index, &k, sizeof_client_key_der_2048);
    failed |= wc_RsaSetRNG(&k, &rng);
    failed |= op_rsa2048_public(&k, cipher, sizeof cipher);
    wc_FreeRsaKey(&k);
    return failed;
}
#endif

int main(void)
{
    static const struct {
        const char *failed_line;
        int (*run)(void);
    } parts[] = {
        { "wolfcrypt: a hash, cipher or MAC failed\n", bulk },
        { "wolfcrypt: an ECC operation failed\n", ecc },
#ifdef HAVE_CURVE25519
        { "wolfcrypt: an X25519 or Ed25519 operation failed\n", edwards },
#endif
#ifndef NO_RSA
        { "wolfcrypt: the RSA operation failed\n", rsa },
#endif
    };
    memset(block, 0x5a, sizeof block);
    int failed = wc_InitRng(&rng) != 0;
    if (failed)
        bare_print("wolfcrypt: the random generator failed\n");
    for (size_t i = 0; i < sizeof parts / sizeof parts[0] && !failed; i++)
        if (parts[i].run() != 0) {
            bare_print(parts[i].failed_line);
            failed = 1;
        }
    wc_FreeRng(&rng);
    if (!failed)
        bare_print("wolfcrypt: every operation ok\n");
    return failed;
}
