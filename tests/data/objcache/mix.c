/* mix.c: a keyed mix whose round count comes from the config header, with a frame of its own
 * (so its -fstack-usage line is worth comparing). */
#include "frag.h"

uint32_t frag_mix(const uint8_t *data, unsigned len)
{
    uint32_t state[8] = { 0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au };
    for (unsigned r = 0; r < FRAG_ROUNDS; r++)
        for (unsigned i = 0; i < len; i++)
            state[(i + r) % 8] = (state[i % 8] << 5 | state[i % 8] >> 27) ^ data[i];
    return state[0] ^ state[7];
}
