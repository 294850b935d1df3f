/* arith.c: the integer helpers Debian's LX106 libgcc leaves out (on an ESP8266 the boot ROM
 * provides them at fixed addresses): 32-bit division, 64-bit division through libgcc's own
 * __udivmoddi4 and __divmoddi4 (which need __umulsidi3), and the 64-bit multiplication Mbed
 * TLS's bignum loops call for every limb. Shift-and-subtract and 16-bit partial products, written for this target; their
 * instructions are ours, not the ROM's, and this target's figures include them. */
#include <stdint.h>

uint32_t __udivsi3(uint32_t n, uint32_t d);
uint32_t __umodsi3(uint32_t n, uint32_t d);
int32_t __divsi3(int32_t n, int32_t d);
uint64_t __muldi3(uint64_t a, uint64_t b);
uint64_t __umulsidi3(uint32_t a, uint32_t b);
uint64_t __udivdi3(uint64_t n, uint64_t d);
uint64_t __umoddi3(uint64_t n, uint64_t d);
int64_t __divdi3(int64_t n, int64_t d);
uint64_t __udivmoddi4(uint64_t n, uint64_t d, uint64_t *rem);
int64_t __divmoddi4(int64_t n, int64_t d, int64_t *rem);

static uint32_t tc_udivmod32(uint32_t n, uint32_t d, uint32_t *rem)
{
    uint32_t q = 0, r = 0;
    for (int bit = 31; bit >= 0; bit--) {
        r = (r << 1) | ((n >> bit) & 1u);
        if (r >= d) {
            r -= d;
            q |= 1u << bit;
        }
    }
    *rem = r;
    return q;
}

uint32_t __udivsi3(uint32_t n, uint32_t d)
{
    uint32_t r;
    return tc_udivmod32(n, d, &r);
}

uint32_t __umodsi3(uint32_t n, uint32_t d)
{
    uint32_t r;
    tc_udivmod32(n, d, &r);
    return r;
}

int32_t __divsi3(int32_t n, int32_t d)
{
    uint32_t r, un = n < 0 ? 0u - (uint32_t)n : (uint32_t)n, ud = d < 0 ? 0u - (uint32_t)d : (uint32_t)d;
    uint32_t q = tc_udivmod32(un, ud, &r);
    return (n < 0) != (d < 0) ? (int32_t)(0u - q) : (int32_t)q;
}

/* The full 64-bit product of two 32-bit words from four 16-bit products (each fits 32 bits). */
static uint64_t tc_mul32x32(uint32_t x, uint32_t y)
{
    uint32_t x0 = x & 0xffffu, x1 = x >> 16, y0 = y & 0xffffu, y1 = y >> 16;
    uint32_t p00 = x0 * y0, p01 = x0 * y1, p10 = x1 * y0, p11 = x1 * y1;
    uint32_t mid = (p00 >> 16) + (p01 & 0xffffu) + (p10 & 0xffffu);
    uint32_t lo = (p00 & 0xffffu) | (mid << 16);
    uint32_t hi = p11 + (p01 >> 16) + (p10 >> 16) + (mid >> 16);
    return ((uint64_t)hi << 32) | lo;
}

uint64_t __umulsidi3(uint32_t a, uint32_t b)
{
    return tc_mul32x32(a, b);
}

uint64_t __muldi3(uint64_t a, uint64_t b)
{
    uint32_t al = (uint32_t)a, ah = (uint32_t)(a >> 32), bl = (uint32_t)b, bh = (uint32_t)(b >> 32);
    return tc_mul32x32(al, bl) + ((uint64_t)(al * bh + ah * bl) << 32);
}

uint64_t __udivdi3(uint64_t n, uint64_t d)
{
    uint64_t r;
    return __udivmoddi4(n, d, &r);
}

uint64_t __umoddi3(uint64_t n, uint64_t d)
{
    uint64_t r;
    __udivmoddi4(n, d, &r);
    return r;
}

int64_t __divdi3(int64_t n, int64_t d)
{
    int64_t r;
    return __divmoddi4(n, d, &r);
}
