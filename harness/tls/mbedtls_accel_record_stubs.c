/* mbedtls_accel_record_stubs.c: what a hardware AES-GCM block's driver gives Mbed TLS behind
 * MBEDTLS_AES_ALT and MBEDTLS_GCM_ALT, reduced to one call each, so that the size image measures
 * the flash left when a device protects the records (tlscost run --accel with a device that has
 * aes_gcm_cycles_per_byte). The contexts are in harness/tls/mbedtls_alt/. Without the hooks this
 * file is empty; the run image never defines them. */
#include <stddef.h>
#include "mbedtls/version.h"
#if defined(MBEDTLS_AES_ALT)
#include "mbedtls/aes.h"
#endif
#if defined(MBEDTLS_GCM_ALT)
#include "mbedtls/gcm.h"
#endif

#if defined(MBEDTLS_AES_ALT) || defined(MBEDTLS_GCM_ALT)
/* The device driver's entry: hand the block over and wait (here, refuse: never run). */
__attribute__((noinline)) static int tc_record_device(int operation, const void *in, void *out)
{
    (void)operation;
    (void)in;
    (void)out;
    return -1;
}
#endif

#if defined(MBEDTLS_AES_ALT)
void mbedtls_aes_init(mbedtls_aes_context *ctx)
{
    ctx->key_slot = 0;
}

void mbedtls_aes_free(mbedtls_aes_context *ctx)
{
    ctx->key_slot = 0;
}

int mbedtls_aes_setkey_enc(mbedtls_aes_context *ctx, const unsigned char *key, unsigned int keybits)
{
    return tc_record_device((int)keybits, key, ctx);
}

int mbedtls_aes_setkey_dec(mbedtls_aes_context *ctx, const unsigned char *key, unsigned int keybits)
{
    return tc_record_device((int)keybits + 1, key, ctx);
}

int mbedtls_aes_crypt_ecb(mbedtls_aes_context *ctx, int mode, const unsigned char input[16], unsigned char output[16])
{
    (void)ctx;
    return tc_record_device(mode, input, output);
}

#if defined(MBEDTLS_CIPHER_MODE_CBC)
int mbedtls_aes_crypt_cbc(mbedtls_aes_context *ctx, int mode, size_t length, unsigned char iv[16],
                          const unsigned char *input, unsigned char *output)
{
    (void)ctx;
    (void)length;
    (void)iv;
    return tc_record_device(mode, input, output);
}
#endif

#if defined(MBEDTLS_CIPHER_MODE_CTR)
int mbedtls_aes_crypt_ctr(mbedtls_aes_context *ctx, size_t length, size_t *nc_off, unsigned char nonce_counter[16],
                          unsigned char stream_block[16], const unsigned char *input, unsigned char *output)
{
    (void)ctx;
    (void)length;
    (void)nc_off;
    (void)nonce_counter;
    (void)stream_block;
    return tc_record_device(0, input, output);
}
#endif
#endif

#if defined(MBEDTLS_GCM_ALT)
void mbedtls_gcm_init(mbedtls_gcm_context *ctx)
{
    ctx->key_slot = 0;
}

void mbedtls_gcm_free(mbedtls_gcm_context *ctx)
{
    ctx->key_slot = 0;
}

int mbedtls_gcm_setkey(mbedtls_gcm_context *ctx, mbedtls_cipher_id_t cipher, const unsigned char *key,
                       unsigned int keybits)
{
    (void)cipher;
    return tc_record_device((int)keybits, key, ctx);
}

int mbedtls_gcm_crypt_and_tag(mbedtls_gcm_context *ctx, int mode, size_t length, const unsigned char *iv,
                              size_t iv_len, const unsigned char *add, size_t add_len, const unsigned char *input,
                              unsigned char *output, size_t tag_len, unsigned char *tag)
{
    (void)ctx;
    (void)length;
    (void)iv;
    (void)iv_len;
    (void)add;
    (void)add_len;
    (void)tag_len;
    (void)tag;
    return tc_record_device(mode, input, output);
}

int mbedtls_gcm_auth_decrypt(mbedtls_gcm_context *ctx, size_t length, const unsigned char *iv, size_t iv_len,
                             const unsigned char *add, size_t add_len, const unsigned char *tag, size_t tag_len,
                             const unsigned char *input, unsigned char *output)
{
    (void)ctx;
    (void)length;
    (void)iv;
    (void)iv_len;
    (void)add;
    (void)add_len;
    (void)tag;
    (void)tag_len;
    return tc_record_device(MBEDTLS_GCM_DECRYPT, input, output);
}

#if MBEDTLS_VERSION_NUMBER >= 0x03000000
int mbedtls_gcm_starts(mbedtls_gcm_context *ctx, int mode, const unsigned char *iv, size_t iv_len)
{
    (void)iv_len;
    ctx->mode = mode;
    return tc_record_device(mode, iv, ctx);
}

int mbedtls_gcm_update_ad(mbedtls_gcm_context *ctx, const unsigned char *add, size_t add_len)
{
    (void)add_len;
    return tc_record_device(ctx->mode, add, ctx);
}

int mbedtls_gcm_update(mbedtls_gcm_context *ctx, const unsigned char *input, size_t input_length,
                       unsigned char *output, size_t output_size, size_t *output_length)
{
    (void)output_size;
    *output_length = input_length;
    return tc_record_device(ctx->mode, input, output);
}

int mbedtls_gcm_finish(mbedtls_gcm_context *ctx, unsigned char *output, size_t output_size, size_t *output_length,
                       unsigned char *tag, size_t tag_len)
{
    (void)output;
    (void)output_size;
    (void)tag_len;
    *output_length = 0;
    return tc_record_device(ctx->mode, ctx, tag);
}
#else
int mbedtls_gcm_starts(mbedtls_gcm_context *ctx, int mode, const unsigned char *iv, size_t iv_len,
                       const unsigned char *add, size_t add_len)
{
    (void)iv_len;
    (void)add;
    (void)add_len;
    ctx->mode = mode;
    return tc_record_device(mode, iv, ctx);
}

int mbedtls_gcm_update(mbedtls_gcm_context *ctx, size_t length, const unsigned char *input, unsigned char *output)
{
    (void)length;
    return tc_record_device(ctx->mode, input, output);
}

int mbedtls_gcm_finish(mbedtls_gcm_context *ctx, unsigned char *tag, size_t tag_len)
{
    (void)tag_len;
    return tc_record_device(ctx->mode, ctx, tag);
}
#endif
#endif
