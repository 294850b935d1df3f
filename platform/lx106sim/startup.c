/* startup.c: reset for QEMU's Xtensa sim machine with the LX106 core. The core starts at its
 * reset vector, 0x50000000, whatever the ELF's entry: a stub there (.reset.text, placed by
 * sim.ld) sets the stack and jumps to tc_reset_handler, which clears .bss (QEMU loads .data
 * where it runs) and calls main. */
#include <stdint.h>
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
