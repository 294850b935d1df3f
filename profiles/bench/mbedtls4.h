/* profiles/bench/mbedtls4.h: the Mbed TLS 4.x configuration of the bench image (tlscost bench):
 * the same primitives and speed options as profiles/bench/mbedtls.h, asked for the 4.x way
 * (PSA_WANT_*, which turn on the builtin driver's modules the bench calls directly). No RSA:
 * 4.x's pk no longer hands out its RSA context. */
#define MBEDTLS_HAVE_ASM
#define MBEDTLS_PSA_CRYPTO_C
#define MBEDTLS_PSA_CRYPTO_EXTERNAL_RNG

#define PSA_WANT_ALG_ECDSA 1
#define PSA_WANT_ALG_ECDH 1
#define PSA_WANT_ECC_SECP_R1_256 1
#define PSA_WANT_KEY_TYPE_ECC_PUBLIC_KEY 1
#define PSA_WANT_KEY_TYPE_ECC_KEY_PAIR_BASIC 1
#define PSA_WANT_KEY_TYPE_ECC_KEY_PAIR_IMPORT 1
#define PSA_WANT_KEY_TYPE_ECC_KEY_PAIR_EXPORT 1
#define PSA_WANT_KEY_TYPE_ECC_KEY_PAIR_GENERATE 1
#define MBEDTLS_ECP_NIST_OPTIM
#define MBEDTLS_ECP_WINDOW_SIZE 2
#define MBEDTLS_ECP_FIXED_POINT_OPTIM 0

#define PSA_WANT_KEY_TYPE_AES 1
#define MBEDTLS_AES_ROM_TABLES
#define PSA_WANT_ALG_GCM 1
#define PSA_WANT_ALG_CBC_NO_PADDING 1
#define PSA_WANT_KEY_TYPE_CHACHA20 1
#define PSA_WANT_ALG_CHACHA20_POLY1305 1
#define PSA_WANT_ALG_SHA_256 1
