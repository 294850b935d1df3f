/* semihost_call.c: the Arm semihosting trap (bkpt 0xAB) for platform/semihost. */
#include "../semihost/tc_semihost.h"

uint32_t tc_semihost_call(uint32_t op, const void *arg)
{
    register uint32_t r0 __asm__("r0") = op;
    register const void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xAB" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}
