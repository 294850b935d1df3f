/* wolfssl-thumb-asm.h: on top of wolfSSL's min profile (SP math, small), the Thumb assembly of
 * its single-precision code: the build wolfSSL's IDE/STM32Cube/STM32_Benchmarks.md lists for
 * its STM32G071 (Cortex-M0+) timings, for scripts/validate-cycles.sh. */
#define WOLFSSL_SP_ARM_THUMB_ASM
