/* bare-chip.h: applied on top of a configuration written for a hosted system (the shipped
 * mbedtls_config.h, the library's configs/ examples) to make it one for a bare chip: no sockets,
 * files or clock (with TC_BARE_CHIP_CLOCK defined, as diagnose does, a config's clock stays and
 * reads the harness's), entropy from the hardware-poll hook (the harness provides it as a counter), and
 * no x86/ARMv8 accelerators. It also turns on the platform layer's calloc/free hook, through
 * which tlscost counts the heap. Not a profile itself: profiles and example cells include it. */
#undef MBEDTLS_NET_C
#undef MBEDTLS_FS_IO
#undef MBEDTLS_PSA_ITS_FILE_C
#undef MBEDTLS_PSA_CRYPTO_STORAGE_C
#if defined(TC_BARE_CHIP_CLOCK) && defined(MBEDTLS_HAVE_TIME)
/* Diagnose keeps a config's clock: the library reads the harness's, a fixed date
 * (harness/tls/mbedtls_common.c), through the platform layer's hooks. */
#define MBEDTLS_PLATFORM_TIME_ALT
#define MBEDTLS_PLATFORM_MS_TIME_ALT
#else
#undef MBEDTLS_HAVE_TIME
#undef MBEDTLS_HAVE_TIME_DATE
#endif
#undef MBEDTLS_TIMING_C
#undef MBEDTLS_AESNI_C
#undef MBEDTLS_AESCE_C
#undef MBEDTLS_PADLOCK_C
#if defined(MBEDTLS_ENTROPY_C)
#define MBEDTLS_NO_PLATFORM_ENTROPY
#define MBEDTLS_ENTROPY_HARDWARE_ALT
#endif
#define MBEDTLS_PLATFORM_C
#define MBEDTLS_PLATFORM_MEMORY
