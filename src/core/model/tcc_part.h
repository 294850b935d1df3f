/* tcc_part.h: a part is a data file, parts/<name>.part: the clock, the flash wait states and the
 * caches in front of the flash of a real microcontroller, each with its source, for the cycle
 * estimate's memory model (plugin/tc_flash.c). "none" is the core alone at zero wait states. */
#ifndef TCC_PART_H
#define TCC_PART_H

#include <stddef.h>
#include "../base/tcc_error.h"

#define TCC_PART_DEFAULT "none"

struct tcc_part {
    char name[64];
    char title[256];
    char core[32];          /* the cycle model it needs ("cortex-m4"), or "any" */
    char source[600];
    unsigned clock_mhz, wait_states, line_bytes, icache_lines, dcache_lines, prefetch;
};

/* Read <home>/parts/<name>.part. TCC_E_USAGE naming the known parts when there is none,
 * TCC_E_INPUT naming the field a file lacks or gets wrong. */
int tcc_part_load(const char *home, const char *name, struct tcc_part *part, struct tcc_diag *d);
/* "none, stm32f407, stm32f411" */
void tcc_part_known(const char *home, char *out, size_t size);
/* Parse a part file's text (exposed for tests); 0, or TCC_E_INPUT with why. */
int tcc_part_parse(const char *text, struct tcc_part *part, char *why, size_t size);

#endif
