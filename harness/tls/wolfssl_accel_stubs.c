/* wolfssl_accel_stubs.c: what an accelerator's driver gives wolfSSL through its PK callbacks
 * (HAVE_PK_CALLBACKS, turned on by the TC_WOLFSSL_PK_* hooks tlscost run --accel defines), each
 * reduced to one call, so that the size image measures the flash with a device taking those
 * operations. wolfSSL keeps its software ECC linked behind the callbacks (it falls back to it
 * when none is set), so this measures the callbacks' cost too. Without the hooks this file is
 * empty; the run image never defines them. */
#include "wolfssl_common.h"

#if defined(HAVE_PK_CALLBACKS)
/* The device driver's entry: hand the operation over and wait (here, refuse: never run). */
__attribute__((noinline)) static int tc_accel_device(int operation, const void *in, void *out)
{
    (void)operation;
    (void)in;
    (void)out;
    return NOT_COMPILED_IN;
}

#if defined(TC_WOLFSSL_PK_VERIFY)
static int tc_accel_verify(WOLFSSL *ssl, const unsigned char *sig, unsigned int sig_len, const unsigned char *hash,
                           unsigned int hash_len, const unsigned char *key_der, unsigned int key_len, int *result,
                           void *ctx)
{
    (void)ssl, (void)sig_len, (void)hash_len, (void)key_der, (void)key_len, (void)ctx;
    *result = 0;
    return tc_accel_device(1, sig, (void *)hash);
}
#endif

#if defined(TC_WOLFSSL_PK_SIGN)
static int tc_accel_sign(WOLFSSL *ssl, const unsigned char *in, unsigned int in_len, unsigned char *out,
                         word32 *out_len, const unsigned char *key_der, unsigned int key_len, void *ctx)
{
    (void)ssl, (void)in_len, (void)out_len, (void)key_der, (void)key_len, (void)ctx;
    return tc_accel_device(2, in, out);
}
#endif

#if defined(TC_WOLFSSL_PK_KEYGEN)
static int tc_accel_keygen(WOLFSSL *ssl, struct ecc_key *key, unsigned int key_size, int curve, void *ctx)
{
    (void)ssl, (void)key_size, (void)curve, (void)ctx;
    return tc_accel_device(3, NULL, key);
}
#endif

#if defined(TC_WOLFSSL_PK_SHARED)
static int tc_accel_shared(WOLFSSL *ssl, struct ecc_key *other, unsigned char *pub_der, word32 *pub_len,
                           unsigned char *out, word32 *out_len, int side, void *ctx)
{
    (void)ssl, (void)other, (void)pub_len, (void)out_len, (void)side, (void)ctx;
    return tc_accel_device(4, pub_der, out);
}
#endif

void tc_wolfssl_accel_register(WOLFSSL_CTX *ctx)
{
#if defined(TC_WOLFSSL_PK_VERIFY)
    wolfSSL_CTX_SetEccVerifyCb(ctx, tc_accel_verify);
#endif
#if defined(TC_WOLFSSL_PK_SIGN)
    wolfSSL_CTX_SetEccSignCb(ctx, tc_accel_sign);
#endif
#if defined(TC_WOLFSSL_PK_KEYGEN)
    wolfSSL_CTX_SetEccKeyGenCb(ctx, tc_accel_keygen);
#endif
#if defined(TC_WOLFSSL_PK_SHARED)
    wolfSSL_CTX_SetEccSharedSecretCb(ctx, tc_accel_shared);
#endif
}
#endif
