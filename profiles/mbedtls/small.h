/* small: min trimmed for flash: smaller AES tables, 128-bit AES keys only, no AES decryption
 * (GCM only ever encrypts blocks), and the smaller SHA-256. The trade: a little more time. */
#include "min.h"

#define MBEDTLS_AES_FEWER_TABLES
#define MBEDTLS_AES_ONLY_128_BIT_KEY_LENGTH
#define MBEDTLS_BLOCK_CIPHER_NO_DECRYPT
#define MBEDTLS_SHA256_SMALLER
