/* semihost_call.c: the RISC-V semihosting trap for platform/semihost. QEMU recognises the call
 * only as these three uncompressed instructions in this order, within one page. */
#include "../semihost/tc_semihost.h"

uint32_t tc_semihost_call(uint32_t op, const void *arg)
{
    register uint32_t a0 __asm__("a0") = op;
    register const void *a1 __asm__("a1") = arg;
    __asm__ volatile(".option push\n"
                     ".option norvc\n"
                     ".balign 16\n"
                     "slli zero, zero, 0x1f\n"
                     "ebreak\n"
                     "srai zero, zero, 7\n"
                     ".option pop\n"
                     : "+r"(a0)
                     : "r"(a1)
                     : "memory");
    return a0;
}
