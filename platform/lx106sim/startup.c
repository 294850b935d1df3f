/* startup.c: reset and exceptions for QEMU's Xtensa sim machine with the LX106 core. The core
 * starts at its reset vector, 0x50000000, whatever the ELF's entry: a stub there (.reset.text,
 * placed by sim.ld) sets the stack and jumps to tc_reset_handler, which clears .bss (QEMU loads
 * .data where it runs) and calls main. The exception vectors sit at the core's VECBASE,
 * 0x40000000 (.vectors.text, first in instruction RAM): each jumps to tc_exception, which prints
 * a fault record (EXCCAUSE, the faulting PC, a0 and EXCVADDR) with the harness's current step
 * and exits with code 3. The program runs as it came out of reset, with PS.EXCM set, so a fault
 * arrives at the double-exception vector, whose PC is in DEPC. */
#include <stdint.h>
#include "tc_out.h"
#include "tc_platform.h"

extern uint32_t __bss_start[], __bss_end[];
extern int main(void);

void tc_reset_handler(void) __attribute__((noreturn, used));
void tc_reset_handler(void)
{
    for (uint32_t *p = __bss_start; p < __bss_end;)
        *p++ = 0;
    tc_plat_exit(main());
}

__asm__(".section .reset.text, \"ax\"\n"
        ".global tc_reset_vector\n"
        "tc_reset_vector:\n"
        "    j 1f\n"
        "    .align 4\n"
        "2:  .word tc_reset_handler\n"
        "3:  .word __stack_top\n"
        "    .align 4\n"
        "1:  l32r a0, 2b\n"
        "    l32r a1, 3b\n"
        "    jx a0\n"
        ".text\n");

/* kind: 0 kernel or user exception (PC in EPC1), 1 double exception (PC in DEPC); a0 the return
 * address of the function that faulted. */
void tc_exception(uint32_t kind, uint32_t a0) __attribute__((noreturn, used));
void tc_exception(uint32_t kind, uint32_t a0)
{
    uint32_t cause, pc, vaddr;
    __asm__ volatile("rsr.exccause %0" : "=r"(cause));
    __asm__ volatile("rsr.excvaddr %0" : "=r"(vaddr));
    if (kind)
        __asm__ volatile("rsr.depc %0" : "=r"(pc));
    else
        __asm__ volatile("rsr.epc1 %0" : "=r"(pc));
    /* The record's Arm-named fields carry: exception = EXCCAUSE, pc, lr = a0, cfsr = EXCVADDR,
     * hfsr = which vector (0 kernel or user, 1 double). */
    tc_out_fault(cause, pc, a0, vaddr, kind, 0, 0, 0);
    tc_plat_exit(3);
}

/* An illegal instruction: QEMU's sim machine ignores writes to memory that is not there. */
void tc_plat_fault(void)
{
    __asm__ volatile("ill");
}

/* The vectors at VECBASE + 0x30 (kernel), 0x50 (user) and 0x70 (double): keep a0, set a stack
 * below the top (the faulting one may be what broke) and call tc_exception. */
__asm__(".section .vectors.text, \"ax\"\n"
        ".global tc_vectors\n"
        "tc_vectors:\n"
        "    .org 0x30\n"
        "    j tc_exception_single\n"
        "    .org 0x50\n"
        "    j tc_exception_single\n"
        "    .org 0x70\n"
        "    j tc_exception_double\n"
        "    .align 4\n"
        "4:  .word tc_exception\n"
        "5:  .word __stack_top - 256\n"
        "    .align 4\n"
        "tc_exception_single:\n"
        "    movi a2, 0\n"
        "    j 6f\n"
        "tc_exception_double:\n"
        "    movi a2, 1\n"
        "6:  mov a3, a0\n"
        "    l32r a1, 5b\n"
        "    l32r a4, 4b\n"
        "    callx0 a4\n"
        ".text\n");
