/* default: the library's shipped mbedtls_config.h with only what a bare chip lacks removed:
 * sockets, files, the clock, the platform's entropy source (replaced by the hardware-poll hook
 * the harness provides) and the x86 and ARMv8 accelerators. Everything else stays: all curves,
 * TLS 1.2 and 1.3, client and server, RSA, DTLS, PSA. The "start with everything" baseline. */
#include "mbedtls/mbedtls_config.h"

#undef MBEDTLS_NET_C
#undef MBEDTLS_FS_IO
#undef MBEDTLS_PSA_ITS_FILE_C
#undef MBEDTLS_PSA_CRYPTO_STORAGE_C
#undef MBEDTLS_HAVE_TIME
#undef MBEDTLS_HAVE_TIME_DATE
#undef MBEDTLS_TIMING_C
#undef MBEDTLS_AESNI_C
#undef MBEDTLS_AESCE_C
#undef MBEDTLS_PADLOCK_C
#define MBEDTLS_NO_PLATFORM_ENTROPY
#define MBEDTLS_ENTROPY_HARDWARE_ALT

/* Not a trim: the hook through which tlscost counts the heap (calloc/free by pointer). */
#define MBEDTLS_PLATFORM_MEMORY
