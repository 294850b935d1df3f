/* tcc_part.h: a part is a data file, parts/<name>.part: the clock, the flash wait states and the
 * caches in front of the flash of a real microcontroller, each with its source, for the cycle
 * estimate's memory model (plugin/tc_flash.c); and its run-mode supply current at that clock and
 * the supply voltage, from its datasheet, for the energy projection. "none" is the core alone at
 * zero wait states, with no current. */
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
    unsigned cache_ways;    /* optional: 0 (the default) fully associative, else ways per set */
    unsigned unified;       /* optional: 1 when data reads share the instruction cache (no dcache) */
    unsigned mul_cycles;    /* optional: MULS's cycles where the core leaves it to the part (the
                               M0+: 1 or 32); 0, the default, takes the model's */
    unsigned supply_mv, run_current_ua; /* 0 when the part gives none ("none"): no energy */
    char current_source[600];
};

/* Energy in microjoules of cycles at a clock, a supply voltage and a run current: a projection
 * (time estimate x datasheet current). 0 without a current or voltage. */
double tcc_energy_uj(unsigned long long clock_mhz, unsigned long long supply_mv, unsigned long long run_current_ua,
                     unsigned long long cycles);
/* The same at the part's clock, current and voltage. */
double tcc_part_energy_uj(const struct tcc_part *part, unsigned long long cycles);

/* A part can be estimated on this target: its core has a cycle model (cycle_model, the target's
 * TARGET_CYCLE_MODEL) and the part's core is that one or "any". TCC_E_USAGE in one line if not. */
int tcc_part_for_target(const struct tcc_part *part, const char *target, const char *cycle_model,
                        struct tcc_diag *d);
/* Read <home>/parts/<name>.part. TCC_E_USAGE naming the known parts when there is none,
 * TCC_E_INPUT naming the field a file lacks or gets wrong. */
int tcc_part_load(const char *home, const char *name, struct tcc_part *part, struct tcc_diag *d);
/* "none, nrf52840, rp2040, ..." */
void tcc_part_known(const char *home, char *out, size_t size);
/* Parse a part file's text (exposed for tests); 0, or TCC_E_INPUT with why. */
int tcc_part_parse(const char *text, struct tcc_part *part, char *why, size_t size);

#endif
