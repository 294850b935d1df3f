/* sbrk.c: the one system call the C library's malloc needs on every emulated board (newlib calls
 * _sbrk, picolibc sbrk): it hands out the region between .bss and the stack (symbols from the
 * board's linker script) and fails, not overlaps, when full. */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>

void *sbrk(ptrdiff_t increment);
void *_sbrk(ptrdiff_t increment);

void *sbrk(ptrdiff_t increment)
{
    extern uint8_t __heap_start[], __heap_end[];
    static uint8_t *brk = __heap_start;
    if (increment > __heap_end - brk || increment < __heap_start - brk) {
        errno = ENOMEM;
        return (void *)-1;
    }
    uint8_t *old = brk;
    brk += increment;
    return old;
}

void *_sbrk(ptrdiff_t increment)
{
    return sbrk(increment);
}
