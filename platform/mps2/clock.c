/* clock.c: instruction counting on the mps2 boards from SysTick.
 * QEMU with -icount shift=0 retires one instruction per virtual ns and the boards clock SysTick
 * at 25 MHz, so one tick is 40 instructions; the harness checks this with tc_plat_spin. */
#include <stdint.h>
#include "tc_platform.h"

#define SYST_CSR (*(volatile uint32_t *)0xE000E010u)
#define SYST_RVR (*(volatile uint32_t *)0xE000E014u)
#define SYST_CVR (*(volatile uint32_t *)0xE000E018u)
#define SYST_RELOAD 0x00FFFFFFu

static volatile uint32_t tc_systick_wraps;

void tc_systick_handler(void)
{
    tc_systick_wraps++;
}

void tc_plat_clock_init(void)
{
    SYST_CSR = 0;
    SYST_RVR = SYST_RELOAD;
    SYST_CVR = 0;
    SYST_CSR = 7; /* processor clock, interrupt on wrap, enabled */
}

uint64_t tc_plat_ticks(void)
{
    uint32_t wraps, value;
    do {
        wraps = tc_systick_wraps;
        value = SYST_CVR;
    } while (wraps != tc_systick_wraps);
    return (uint64_t)wraps * (SYST_RELOAD + 1u) + (SYST_RELOAD - value);
}

void tc_plat_spin(uint32_t n_instr)
{
    uint32_t n = n_instr / 2u;
    __asm__ volatile(".syntax unified\n" /* gcc passes Thumb-1 inline assembly in divided syntax */
                     "1: subs %0, %0, #1\n"
                     "   bne 1b\n"
                     : "+r"(n)
                     :
                     : "cc");
}

uint8_t *tc_plat_stack_limit(void)
{
    extern uint8_t __stack_limit[];
    return __stack_limit;
}
