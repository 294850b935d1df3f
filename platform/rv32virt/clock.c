/* clock.c: instruction counting on the riscv32 virt board: the minstret counter, which QEMU
 * advances by one per retired instruction, so a tick is exactly one instruction. */
#include <stdint.h>
#include "tc_platform.h"

void tc_plat_clock_init(void)
{
}

uint64_t tc_plat_ticks(void)
{
    uint32_t high, low, again;
    do {
        __asm__ volatile("csrr %0, minstreth" : "=r"(high));
        __asm__ volatile("csrr %0, minstret" : "=r"(low));
        __asm__ volatile("csrr %0, minstreth" : "=r"(again));
    } while (high != again);
    return ((uint64_t)high << 32) | low;
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
