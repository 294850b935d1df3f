/* sdk-wolfssl-user_settings.h: a wolfSSL user_settings.h written the way an SDK example often is, for
 * trying tlscost diagnose: TLS 1.2 client and server, RSA and ECC on several curves, CBC and GCM,
 * SHA-1 and SHA-512, with wolfSSL's general math and none of its single-precision speed-ups.
 *   ./tlscost diagnose --library wolfssl --config docs/examples/sdk-wolfssl-user_settings.h */
#define WOLFSSL_USER_IO
#define NO_FILESYSTEM
#define NO_WRITEV
#define NO_MAIN_DRIVER
#define SINGLE_THREADED
#define NO_DEV_RANDOM
#define NO_ASN_TIME
#define USER_TICKS
#define WOLFSSL_GENERAL_ALIGNMENT 4
#define SIZEOF_LONG_LONG 8
#define NO_WOLFSSL_DIR
#define WOLFSSL_NO_SOCK
#define NO_SESSION_CACHE
#define CUSTOM_RAND_GENERATE_SEED tc_wolfssl_seed
int tc_wolfssl_seed(unsigned char *output, unsigned int size);

#define WOLFSSL_NO_TLS13
#define NO_OLD_TLS
#define HAVE_TLS_EXTENSIONS
#define HAVE_SNI
#define HAVE_SUPPORTED_CURVES
#define HAVE_EXTENDED_MASTER
#define HAVE_ENCRYPT_THEN_MAC
#define NO_PSK

#define HAVE_ECC
#define ECC_USER_CURVES
#define HAVE_ECC224
#define HAVE_ECC384
#define HAVE_ECC521
#define ECC_TIMING_RESISTANT
#define WC_RSA_BLINDING
#define WC_RSA_PSS
#define NO_DSA

#define HAVE_AESGCM
#define WOLFSSL_SHA384
#define WOLFSSL_SHA512
#define NO_DES3
#define NO_RC4
#define NO_MD4
#define HAVE_HASHDRBG
