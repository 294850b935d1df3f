/* clock.c: instruction counting on QEMU's Xtensa sim machine from CCOUNT, which runs at 40 MHz
 * of virtual time: under -icount shift=0 one instruction is one ns, so a tick is 25
 * instructions; the harness checks this with tc_plat_spin. The 32-bit counter is carried into
 * 64 bits here. */
#include <stdint.h>
#include "tc_platform.h"

static uint32_t tc_last;
static uint64_t tc_high;

void tc_plat_clock_init(void)
{
}

uint64_t tc_plat_ticks(void)
{
    uint32_t now;
    __asm__ volatile("rsr %0, ccount" : "=r"(now));
    if (now < tc_last)
        tc_high += 1ull << 32;
    tc_last = now;
    return tc_high | now;
}

const char *tc_plat_tick_unit(void)
{
    return "instr";
}

void tc_plat_spin(uint32_t n_instr)
{
    uint32_t n = n_instr / 2u;
    __asm__ volatile("1: addi %0, %0, -1\n"
                     "   bnez %0, 1b\n"
                     : "+r"(n)
                     :
                     : "memory");
}

uint8_t *tc_plat_stack_limit(void)
{
    extern uint8_t __stack_limit[];
    return __stack_limit;
}
