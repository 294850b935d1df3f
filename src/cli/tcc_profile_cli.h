/* tcc_profile_cli.h: what tlscost profile and tlscost exec share: their output options and the
 * writing of a finished profile (top table, folded stacks, document). */
#ifndef TCC_PROFILE_CLI_H
#define TCC_PROFILE_CLI_H

#include "../core/estimate/tcc_profile.h"
#include "../report/tcc_profile_writers.h"
#include "tcc_options.h"

/* Table entries for a profiling command's outputs. */
#define TCC_PROFILE_OUTPUT_OPTIONS \
    { "top", "N", "how many functions to list", "15", NULL }, \
    { "folded", "FILE", "write the folded stacks (speedscope, flamegraph.pl) to FILE", NULL, NULL }, \
    { "json", "FILE", "write the profile document (every function; compare reads two) to FILE", NULL, NULL }, \
    { "cycles", NULL, "also estimate cycles with the core's timing model (m4, m3, m0plus, m0; m33 assumed: docs/cycles.md), at zero wait states unless --part: an estimate, not a measurement", NULL, NULL }, \
    { "part", "NAME", "estimate cycles on this part: its clock, flash wait states and caches (parts/NAME.part, such as rp2040, rp2350, nrf52840, stm32u585; an unknown name lists all)", NULL, NULL }, \
    { "wait-states", "N", "with --part: override its flash wait states", NULL, NULL }, \
    { "flash-cache", "on|off", "with --part: its flash caches and prefetch on or off", NULL, NULL }, \
    { "mhz", "MHZ", "clock for the estimated time (default: the part's, else 168)", NULL, NULL }

/* Before any work: the output folders exist and can be written. */
int tcc_profile_outputs_check(const struct tcc_option *options, struct tcc_diag *d);
/* The part the options ask for (--part, or "none" with --cycles) with its overrides into *part;
 * *wanted 0 when no cycle estimate was asked for. TCC_E_USAGE or TCC_E_INPUT with d saying why. */
int tcc_profile_part_from_options(const struct tcc_option *options, const char *home, struct tcc_part *part,
                                  int *wanted, struct tcc_diag *d);
/* Print the top table and write the files the options ask for. */
int tcc_profile_outputs_write(const struct tcc_option *options, const struct tcc_profile *p,
                              const struct tcc_profile_about *about, const struct tcc_profile_scope *scope,
                              struct tcc_diag *d);

#endif
