/* sum.c: a plain checksum that reads no config macro: its object is the same under any config. */
#include "frag.h"

uint32_t frag_sum(const uint8_t *data, unsigned len)
{
    uint32_t a = 1, b = 0;
    for (unsigned i = 0; i < len; i++) {
        a = (a + data[i]) % 65521u;
        b = (b + a) % 65521u;
    }
    return b << 16 | a;
}
