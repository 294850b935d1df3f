/* startup.c: reset, vector table and fault handling for the Cortex-M mps2 boards under QEMU.
 * Copies .data, clears .bss, calls main, exits through semihosting with main's code.
 * A fault prints the fault registers and the harness's current step, then exits with code 3.
 * ARMv6-M code (the m0plus target, run on an ARMv7-M board) gets the M0+'s rules where the board
 * can give them: unaligned accesses trap and every fault is a HardFault. */
#include <stdint.h>
#include "tc_platform.h"
#include "tc_out.h"

extern uint32_t __data_start[], __data_end[], __data_load[], __bss_start[], __bss_end[];
extern uint32_t __stack_top[];
extern int main(void);
void tc_systick_handler(void);

#define SCB_CFSR (*(volatile uint32_t *)0xE000ED28u)
#define SCB_HFSR (*(volatile uint32_t *)0xE000ED2Cu)
#define SCB_MMFAR (*(volatile uint32_t *)0xE000ED34u)
#define SCB_BFAR (*(volatile uint32_t *)0xE000ED38u)
#define SCB_SHCSR (*(volatile uint32_t *)0xE000ED24u)
#define SCB_CCR (*(volatile uint32_t *)0xE000ED14u)
#define SCB_CCR_UNALIGN_TRP (1u << 3)

void tc_reset_handler(void) __attribute__((noreturn));
void tc_reset_handler(void)
{
    uint32_t *src = __data_load;
    for (uint32_t *dst = __data_start; dst < __data_end;)
        *dst++ = *src++;
    for (uint32_t *dst = __bss_start; dst < __bss_end;)
        *dst++ = 0;
#if defined(__ARM_ARCH_6M__)
    SCB_CCR |= SCB_CCR_UNALIGN_TRP; /* as on ARMv6-M, an unaligned load or store faults */
#else
    SCB_SHCSR |= (7u << 16); /* separate MemManage, BusFault and UsageFault handlers */
#endif
    tc_plat_exit(main());
}

/* Called with the stacked exception frame; frame[6] is the faulting PC, frame[5] the LR. */
void tc_fault_report(const uint32_t *frame, uint32_t exc_return, uint32_t ipsr)
    __attribute__((noreturn, used));
void tc_fault_report(const uint32_t *frame, uint32_t exc_return, uint32_t ipsr)
{
    tc_out_fault(ipsr & 0x1ffu, frame[6], frame[5], SCB_CFSR, SCB_HFSR, SCB_BFAR, SCB_MMFAR, exc_return);
    tc_plat_exit(3);
}

void tc_fault_handler(void) __attribute__((naked));
void tc_fault_handler(void)
{
#if defined(__ARM_ARCH_6M__)
    __asm__ volatile(".syntax unified\n" /* gcc passes Thumb-1 inline assembly in divided syntax */
                     "movs r0, #4\n"
                     "mov r1, lr\n"
                     "tst r0, r1\n"
                     "mrs r0, msp\n"
                     "beq 1f\n"
                     "mrs r0, psp\n"
                     "1: mrs r2, ipsr\n"
                     "ldr r3, =tc_fault_report\n"
                     "bx r3\n");
#else
    __asm__ volatile("tst lr, #4\n"
                     "ite eq\n"
                     "mrseq r0, msp\n"
                     "mrsne r0, psp\n"
                     "mov r1, lr\n"
                     "mrs r2, ipsr\n"
                     "b tc_fault_report\n");
#endif
}

static void tc_unexpected_irq(void)
{
    tc_fault_handler();
}

__attribute__((section(".vectors"), used)) static const void *const tc_vectors[16 + 32] = {
    [0] = __stack_top,
    [1] = (const void *)tc_reset_handler,
    [2] = (const void *)tc_unexpected_irq, /* NMI */
    [3] = (const void *)tc_fault_handler,  /* HardFault */
    [4] = (const void *)tc_fault_handler,  /* MemManage */
    [5] = (const void *)tc_fault_handler,  /* BusFault */
    [6] = (const void *)tc_fault_handler,  /* UsageFault */
    [11] = (const void *)tc_unexpected_irq, /* SVCall */
    [14] = (const void *)tc_unexpected_irq, /* PendSV */
    [15] = (const void *)tc_systick_handler,
};

/* A write to an address with no memory behind it: the bus faults. */
void tc_plat_fault(void)
{
    *(volatile uint32_t *)0xF0000000u = 1u;
}
