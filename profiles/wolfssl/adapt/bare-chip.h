/* bare-chip.h: what every wolfSSL profile of tlscost sets for a bare chip, included by them: our
 * own heap hooks (wolfSSL_SetAllocators), no files, sockets, threads or clock, small stack, no
 * error strings or session cache, and a repeatable seed. Not a profile itself. */
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
#define WOLFSSL_SMALL_STACK
#define NO_ERROR_STRINGS
#define NO_WOLFSSL_DIR
#define WOLFSSL_NO_SOCK
#define NO_SESSION_CACHE
/* repeatable seed (harness/tls/wolfssl_common.c) */
#define CUSTOM_RAND_GENERATE_SEED tc_wolfssl_seed
int tc_wolfssl_seed(unsigned char *output, unsigned int size);
