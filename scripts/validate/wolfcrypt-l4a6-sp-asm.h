/* wolfcrypt-l4a6-sp-asm.h: STM32_Benchmarks.md's "STM32L4A6Z (STM Crypto/Hash Acceleration,
 * SP-ASM Cortex-M Small and ARM ASM Thumb speedups)" section (wolfSSL 5.6.4): its build options,
 * on the STM32Cube pack's. Its hashes and ciphers ran on the part's accelerators, so only its
 * P-256 lines are set beside this build (scripts/validate-cycles.sh). wolfSSL 5.7.2's Thumb-2
 * Curve25519 does not build with the pack's CURVED25519_SMALL, so Curve25519 and Ed25519, whose
 * lines are not used, are left out, and RSA too (its public operation fails in this build of
 * 5.7.2's options; its line is not used either). */
#include "wolfcrypt-stm32cube.h"
#define WOLFSSL_SP_MATH_ALL
#define WOLFSSL_HAVE_SP_ECC
#define WOLFSSL_SP_ARM_CORTEX_M_ASM
#define WOLFSSL_SP_384
#define WOLFSSL_SP_SMALL
#define WOLFSSL_SP_NO_MALLOC
#define WOLFSSL_ARMASM
#define WOLFSSL_ARMASM_INLINE
#define WOLFSSL_ARMASM_NO_HW_CRYPTO
#define WOLFSSL_ARMASM_NO_NEON
#define WOLFSSL_ARM_ARCH 7
#undef HAVE_CURVE25519
#undef HAVE_ED25519
#undef CURVED25519_SMALL
#define NO_RSA
