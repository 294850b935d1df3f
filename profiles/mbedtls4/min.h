/* min: min's job on Mbed TLS 4.x: a TLS 1.2 client with one suite
 * (ECDHE-ECDSA-AES128-GCM-SHA256), one curve (P-256), the server's certificate verified against
 * one embedded root, SNI, max fragment length and extended master secret. In 4.x every
 * algorithm goes through PSA: TF-PSA-Crypto's options (PSA_WANT_* and the builtin driver's)
 * sit beside the TLS ones, as this one header is both configuration files. Entropy comes from
 * mbedtls_platform_get_entropy (the harness's counter) into PSA's CTR-DRBG. Left out: the server,
 * TLS 1.3, RSA, SHA-1/SHA-512, CBC, files, sockets, the clock. */

/* platform: our own heap hooks; no files, sockets or clock */
#define MBEDTLS_HAVE_ASM
#define MBEDTLS_PLATFORM_C
#define MBEDTLS_PLATFORM_MEMORY
#define MBEDTLS_PSA_CRYPTO_C
#define MBEDTLS_PSA_DRIVER_GET_ENTROPY
#define MBEDTLS_CTR_DRBG_C

/* protocol: TLS 1.2 client only */
#define MBEDTLS_SSL_TLS_C
#define MBEDTLS_SSL_CLI_C
#define MBEDTLS_SSL_PROTO_TLS1_2
#define MBEDTLS_SSL_MAX_FRAGMENT_LENGTH
#define MBEDTLS_SSL_SERVER_NAME_INDICATION
#define MBEDTLS_SSL_EXTENDED_MASTER_SECRET
#define MBEDTLS_SSL_CIPHERSUITES MBEDTLS_TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256
#define MBEDTLS_KEY_EXCHANGE_ECDHE_ECDSA_ENABLED

/* key exchange and signature: ECDHE and ECDSA on P-256, by the builtin driver */
#define PSA_WANT_ALG_ECDH 1
#define PSA_WANT_ALG_ECDSA 1
#define PSA_WANT_ECC_SECP_R1_256 1
#define PSA_WANT_KEY_TYPE_ECC_PUBLIC_KEY 1
#define PSA_WANT_KEY_TYPE_ECC_KEY_PAIR_BASIC 1
#define PSA_WANT_KEY_TYPE_ECC_KEY_PAIR_IMPORT 1
#define PSA_WANT_KEY_TYPE_ECC_KEY_PAIR_EXPORT 1
#define PSA_WANT_KEY_TYPE_ECC_KEY_PAIR_GENERATE 1
#define MBEDTLS_ECP_NIST_OPTIM
#define MBEDTLS_MPI_MAX_SIZE 32
#define MBEDTLS_ECP_WINDOW_SIZE 2
#define MBEDTLS_ECP_FIXED_POINT_OPTIM 0

/* record protection, hash and the TLS 1.2 PRF: AES-128-GCM, SHA-256, HMAC */
#define PSA_WANT_KEY_TYPE_AES 1
#define PSA_WANT_ALG_GCM 1
#define MBEDTLS_AES_ROM_TABLES
#define PSA_WANT_ALG_SHA_256 1
#define PSA_WANT_ALG_HMAC 1
#define PSA_WANT_KEY_TYPE_HMAC 1
#define PSA_WANT_KEY_TYPE_DERIVE 1
#define PSA_WANT_ALG_TLS12_PRF 1
#define MBEDTLS_MD_C

/* certificates: X.509 and public key parsing */
#define MBEDTLS_X509_USE_C
#define MBEDTLS_X509_CRT_PARSE_C
#define MBEDTLS_PK_C
#define MBEDTLS_PK_PARSE_C
#define MBEDTLS_ASN1_PARSE_C
#define MBEDTLS_ASN1_WRITE_C
