/* psk.h: what every candidate of tlscost fit's PSK job for Mbed TLS starts from
 * (fit-psk.knobs names it): a TLS 1.2 client with a pre-shared key and PSK-AES128-CCM-8, no
 * certificates, nothing else; the buffers as small as the job's records allow come from the
 * knobs. */
#define MBEDTLS_PLATFORM_C
#define MBEDTLS_PLATFORM_MEMORY
#define MBEDTLS_SSL_TLS_C
#define MBEDTLS_SSL_CLI_C
#define MBEDTLS_SSL_PROTO_TLS1_2
#define MBEDTLS_KEY_EXCHANGE_PSK_ENABLED
#define MBEDTLS_SSL_CIPHERSUITES MBEDTLS_TLS_PSK_WITH_AES_128_CCM_8
#define MBEDTLS_PSK_MAX_LEN 16
#define MBEDTLS_AES_C
#define MBEDTLS_AES_ROM_TABLES
#define MBEDTLS_CCM_C
#define MBEDTLS_CIPHER_C
#define MBEDTLS_MD_C
#define MBEDTLS_SHA256_C
#define MBEDTLS_CTR_DRBG_C
