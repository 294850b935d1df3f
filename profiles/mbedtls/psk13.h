/* psk13: a TLS 1.3 client that holds a pre-shared key and nothing else: TLS1_3_AES_128_GCM_SHA256
 * in the pure PSK mode (psk_ke), so no certificate, no signature and no key share. Without
 * a fresh key exchange the session keys are only as secret as the PSK: no forward secrecy
 * (psk13-ecdhe adds it). TLS 1.3 runs on the PSA crypto layer, which draws entropy from
 * mbedtls_hardware_poll, a counter in the harness. */

/* platform */
#define MBEDTLS_HAVE_ASM
#define MBEDTLS_PLATFORM_C
#define MBEDTLS_PLATFORM_MEMORY
#define MBEDTLS_NO_PLATFORM_ENTROPY
#define MBEDTLS_ENTROPY_HARDWARE_ALT
#define MBEDTLS_ENTROPY_C
#define MBEDTLS_PSA_CRYPTO_C

/* protocol: TLS 1.3 client, pre-shared key only */
#define MBEDTLS_SSL_TLS_C
#define MBEDTLS_SSL_CLI_C
#define MBEDTLS_SSL_PROTO_TLS1_3
#define MBEDTLS_SSL_TLS1_3_KEY_EXCHANGE_MODE_PSK_ENABLED
#define MBEDTLS_SSL_CIPHERSUITES MBEDTLS_TLS1_3_AES_128_GCM_SHA256
#define MBEDTLS_PSK_MAX_LEN 16
/* Mbed TLS 3.6's configuration check asks for it with any TLS 1.3, though no certificate comes */
#define MBEDTLS_SSL_KEEP_PEER_CERTIFICATE

/* crypto: AES-128-GCM, SHA-256 and HKDF for the key schedule */
#define MBEDTLS_AES_C
#define MBEDTLS_AES_ROM_TABLES
#define MBEDTLS_GCM_C
#define MBEDTLS_CIPHER_C
#define MBEDTLS_SHA256_C
#define MBEDTLS_MD_C
#define MBEDTLS_HKDF_C
#define MBEDTLS_CTR_DRBG_C
