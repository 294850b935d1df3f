/* bare_start.c: the start-up the validation programs share (scripts/validate-cycles.sh): a
 * vector table, data and bss set up, main called and its code given back by semihosting's
 * extended exit, a console line by SYS_WRITE0, and a heap for malloc in a static array. For the
 * mps2 boards tlscost exec runs (platform/mps2/mps2.ld). */
#include <stddef.h>
#include <stdint.h>
#include <errno.h>
#include "bare_start.h"

extern uint32_t __data_start[], __data_end[], __data_load[], __bss_start[], __bss_end[], __stack_top[];
int main(void);

static void semihost(uint32_t op, const void *arg)
{
    register uint32_t r0 __asm__("r0") = op;
    register const void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
}

void bare_print(const char *line)
{
    semihost(0x04, line); /* SYS_WRITE0 */
}

void reset_handler(void) __attribute__((noreturn));
void reset_handler(void)
{
    uint32_t *src = __data_load;
    for (uint32_t *dst = __data_start; dst < __data_end;)
        *dst++ = *src++;
    for (uint32_t *dst = __bss_start; dst < __bss_end;)
        *dst++ = 0;
    uint32_t code = (uint32_t)main();
    uint32_t block[2] = { 0x20026u, code }; /* ADP_Stopped_ApplicationExit, code */
    semihost(0x20, block);                 /* SYS_EXIT_EXTENDED */
    for (;;)
        ;
}

__attribute__((section(".vectors"), used)) static const void *const vectors[2] = { __stack_top, reset_handler };

void bare_random(uint8_t *output, size_t size)
{
    static uint32_t state = 2463534242u;
    for (size_t i = 0; i < size; i++) {
        state = state * 1103515245u + 12345u;
        output[i] = (uint8_t)(state >> 16);
    }
}

/* newlib's malloc grows its arena through _sbrk. */
void *_sbrk(ptrdiff_t increment)
{
    static uint8_t heap[256 * 1024] __attribute__((aligned(8)));
    static size_t used;
    if (increment < 0 || (size_t)increment > sizeof heap - used) {
        errno = ENOMEM;
        return (void *)-1;
    }
    void *start = heap + used;
    used += (size_t)increment;
    return start;
}
