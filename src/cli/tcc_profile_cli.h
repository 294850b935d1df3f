/* tcc_profile_cli.h: what tlscost profile and tlscost exec share: their output options and the
 * writing of a finished profile (top table, folded stacks, document). */
#ifndef TCC_PROFILE_CLI_H
#define TCC_PROFILE_CLI_H

#include "../core/tcc_profile.h"
#include "../report/tcc_profile_report.h"
#include "tcc_options.h"

/* Table entries for a profiling command's outputs. */
#define TCC_PROFILE_OUTPUT_OPTIONS \
    { "top", "N", "how many functions to list", "15", NULL }, \
    { "folded", "FILE", "write the folded stacks (speedscope, flamegraph.pl) to FILE", NULL, NULL }, \
    { "json", "FILE", "write the profile document (every function; compare reads two) to FILE", NULL, NULL }, \
    { "cycles", NULL, "also estimate cycles with the core's timing model (m4, m3; zero wait states): an estimate, not a measurement", NULL, NULL }, \
    { "mhz", "MHZ", "clock for the estimated time", "168", NULL }

/* Before any work: the output folders exist and can be written. */
int tcc_profile_outputs_check(const struct tcc_option *options, struct tcc_diag *d);
/* Print the top table and write the files the options ask for. */
int tcc_profile_outputs_write(const struct tcc_option *options, const struct tcc_profile *p,
                              const struct tcc_profile_about *about, const struct tcc_profile_scope *scope,
                              struct tcc_diag *d);

#endif
