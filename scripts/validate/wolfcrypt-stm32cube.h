/* wolfcrypt-stm32cube.h: the options wolfSSL's STM32Cube pack sets for every board
 * (IDE/STM32Cube/default_conf.ftl, with ECC, RSA, AES-CBC and AES-GCM, ChaCha20-Poly1305,
 * Curve25519/Ed25519 and SHA-512 chosen, as the benchmark's lines show), for the programs
 * scripts/validate-cycles.sh sets beside STM32_Benchmarks.md. A board's section adds its math
 * options on top (wolfcrypt-l4a6-*.h). The wolfCrypt library alone: no TLS, no file system, a
 * seed from the validation program instead of the board's RNG. */
#define WOLFCRYPT_ONLY
#define SINGLE_THREADED
#define SIZEOF_LONG_LONG 8
#define WOLFSSL_GENERAL_ALIGNMENT 4
#define WOLFSSL_SMALL_STACK
#define WOLFSSL_USER_IO
#define WOLFSSL_NO_SOCK
#define WOLFSSL_IGNORE_FILE_WARN
#define NO_FILESYSTEM
#define NO_WRITEV
#define NO_MAIN_DRIVER
#define NO_ASN_TIME
#define NO_DEV_RANDOM
#define NO_MD5
#define NO_DH
#define NO_DSA
#define NO_RC4
#define NO_DES3
#define NO_PWDBASED
#define WOLFSSL_SHA512
#define WOLFSSL_SHA384
#define HAVE_ECC
#define ECC_USER_CURVES
#define ECC_SHAMIR
#define ECC_TIMING_RESISTANT
#define WC_RSA_BLINDING
#define HAVE_AES_CBC
#define HAVE_AES_DECRYPT
#define HAVE_AESGCM
#define GCM_TABLE_4BIT
#define HAVE_CHACHA
#define HAVE_POLY1305
#define HAVE_ONE_TIME_AUTH
#define HAVE_CURVE25519
#define HAVE_ED25519
#define CURVED25519_SMALL
#define USE_CERT_BUFFERS_2048
#define USE_CERT_BUFFERS_256
#define SP_WORD_SIZE 32

int validate_seed(unsigned char *output, unsigned int size);
#define CUSTOM_RAND_GENERATE_SEED validate_seed
