/* startup.c: reset and trap handling for QEMU's riscv32 virt board (machine mode, -bios none).
 * Sets the stack and global pointers, copies .data, clears .bss, calls main and exits through
 * semihosting with main's code. A trap prints mcause, mepc, ra and mtval with the harness's
 * current step, then exits with code 3. */
#include <stdint.h>
#include "tc_out.h"
#include "tc_platform.h"

extern uint32_t __data_start[], __data_end[], __data_load[], __bss_start[], __bss_end[];
extern int main(void);
void tc_trap_handler(void);
void tc_start(void) __attribute__((noreturn, used));

__attribute__((naked, section(".text.reset"))) void tc_reset_handler(void)
{
    __asm__ volatile(".option push\n"
                     ".option norelax\n"
                     "la gp, __global_pointer$\n"
                     ".option pop\n"
                     "la sp, __stack_top\n"
                     "la t0, tc_trap_handler\n"
                     "csrw mtvec, t0\n"
                     "j tc_start\n");
}

void tc_start(void)
{
    uint32_t *src = __data_load;
    for (uint32_t *dst = __data_start; dst < __data_end;)
        *dst++ = *src++;
    for (uint32_t *dst = __bss_start; dst < __bss_end;)
        *dst++ = 0;
    tc_plat_exit(main());
}

/* The trap handler must sit on a 4-byte boundary (mtvec's direct mode). */
__attribute__((interrupt("machine"), aligned(4))) void tc_trap_handler(void)
{
    uint32_t cause, epc, tval, ra;
    __asm__ volatile("csrr %0, mcause" : "=r"(cause));
    __asm__ volatile("csrr %0, mepc" : "=r"(epc));
    __asm__ volatile("csrr %0, mtval" : "=r"(tval));
    __asm__ volatile("mv %0, ra" : "=r"(ra));
    /* The record's Arm-named fields carry: exception = mcause, pc = mepc, lr = ra, cfsr = mtval. */
    tc_out_fault(cause, epc, ra, tval, 0, 0, 0, 0);
    tc_plat_exit(3);
}

/* A write to an address with no memory behind it: the bus faults. */
void tc_plat_fault(void)
{
    *(volatile uint32_t *)0xF0000000u = 1u;
}
