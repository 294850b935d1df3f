/* wolfcrypt-l4a6-sp-math-all.h: STM32_Benchmarks.md's "STM32L4A6Z (No HW Crypto, SP Math All
 * (sp_int.c) NO ASM)" section (wolfSSL 5.6.4): its build options, on the STM32Cube pack's. */
#include "wolfcrypt-stm32cube.h"
#define WOLFSSL_SP_MATH_ALL
#define WOLFSSL_SP_SMALL
#define WOLFSSL_NO_ASM
#define WOLFSSL_SP_NO_MALLOC
