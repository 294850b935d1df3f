/* profiles/bench/mbedtls.h: the Mbed TLS configuration of the bench image (tlscost bench): the primitives a
 * TLS 1.2/1.3 client spends its time in, with the same speed options as min (NIST_OPTIM,
 * window 2, no fixed-point tables, assembly). No TLS: the image calls the primitives directly.
 * Valid for Mbed TLS 2.28 and 3.6. */
#define MBEDTLS_HAVE_ASM

#define MBEDTLS_BIGNUM_C
#define MBEDTLS_ECP_C
#define MBEDTLS_ECP_DP_SECP256R1_ENABLED
#define MBEDTLS_ECP_NIST_OPTIM
#define MBEDTLS_ECP_WINDOW_SIZE 2
#define MBEDTLS_ECP_FIXED_POINT_OPTIM 0
/* 2.28 only (3.x dropped it): the bench always passes a generator, so no internal DRBG. */
#define MBEDTLS_ECP_NO_INTERNAL_RNG
#define MBEDTLS_ECDSA_C
#define MBEDTLS_ASN1_PARSE_C
#define MBEDTLS_ASN1_WRITE_C

#define MBEDTLS_RSA_C
#define MBEDTLS_PKCS1_V15
#define MBEDTLS_PK_C
#define MBEDTLS_PK_PARSE_C
#define MBEDTLS_OID_C
#define MBEDTLS_MD_C

#define MBEDTLS_AES_C
#define MBEDTLS_AES_ROM_TABLES
#define MBEDTLS_CIPHER_C
#define MBEDTLS_CIPHER_MODE_CBC
#define MBEDTLS_GCM_C
#define MBEDTLS_CHACHA20_C
#define MBEDTLS_POLY1305_C
#define MBEDTLS_CHACHAPOLY_C
#define MBEDTLS_SHA256_C

/* 2.28 checks a config file only when the file asks (3.x's build_info.h, which defines the
 * version before including this file, always checks). */
#if !defined(MBEDTLS_VERSION_MAJOR)
#include "mbedtls/check_config.h"
#endif
