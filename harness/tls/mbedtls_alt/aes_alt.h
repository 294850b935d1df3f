/* aes_alt.h: the AES context of a hardware AES block's driver, for MBEDTLS_AES_ALT: the key slot
 * the device holds the key in. Only the size image of tlscost run --accel with a
 * record-protection device defines the hook (harness/tls/mbedtls_accel_stubs.c has the driver's
 * one-call stubs). */
#ifndef TC_AES_ALT_H
#define TC_AES_ALT_H

typedef struct mbedtls_aes_context {
    unsigned key_slot;
} mbedtls_aes_context;

#if defined(MBEDTLS_CIPHER_MODE_XTS)
typedef struct mbedtls_aes_xts_context {
    mbedtls_aes_context crypt, tweak;
} mbedtls_aes_xts_context;
#endif

#endif
