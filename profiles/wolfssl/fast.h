/* fast: wolfSSL's min with the two options that change its speed on a Cortex-M4 the most:
 * its hand-written Cortex-M assembly for the single-precision P-256 code (the handshake) and
 * 4-bit GHASH tables instead of the bit-by-bit GCM_SMALL (the data phase). Thumb-2 only, so
 * this profile is for the Arm targets. */
#include "min.h"

#if !defined(__thumb2__)
#error "tlscost: the fast profile is wolfSSL's Cortex-M (Thumb-2) assembly: build it for m3, m4, m7 or m33, or use min"
#endif

#define WOLFSSL_SP_ASM
#define WOLFSSL_SP_ARM_CORTEX_M_ASM
#undef GCM_SMALL
#define GCM_TABLE_4BIT
