/* frag.h: the header of the small library test_objcache.c builds through the object cache. The
 * forced config header sets FRAG_ROUNDS (read by mix.c only) and FRAG_UNUSED (read by none). */
#ifndef FRAG_H
#define FRAG_H
#include <stdint.h>

uint32_t frag_mix(const uint8_t *data, unsigned len);
uint32_t frag_sum(const uint8_t *data, unsigned len);
#endif
