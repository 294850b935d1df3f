/* tcc_profile_writers.h: the writers of a per-function profile (tcc_profile.h): the top-N table,
 * the SysTick agreement of every timed record, the operations, folded stacks for flame-graph
 * tools, and the profile document (JSON) that compare reads. */
#ifndef TCC_PROFILE_WRITERS_H
#define TCC_PROFILE_WRITERS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "../core/base/tcc_error.h"
#include "../core/estimate/tcc_profile.h"

/* A scope by name: "client", "server", "data", "all", "under:FUNCTION" (the whole run at or
 * below a function) or "op:NAME" (below the harness's wrapper of the operation NAME); title gets
 * its heading. 0, or -1 when the name is unknown. */
int tcc_profile_scope_named(const char *name, struct tcc_profile_scope *scope, char *title, size_t size);

/* What was profiled, for the headers and the document. */
struct tcc_profile_about {
    const char *what;      /* "min (mbedtls 3.6.6)" or the ELF's path */
    const char *target;    /* "m4" */
    const char *scope;     /* "client" */
    const char *scope_title;
    unsigned clock_mhz;    /* the part's clock, or 0 */
};

/* One function of a top table. */
struct tcc_profile_top_row {
    const char *name;
    uint64_t exclusive, inclusive, entries;
    uint64_t cycles;   /* estimated exclusive cycles at the nominal refill (0 without a model) */
    double percent; /* of the scope's instructions, exclusive */
};
/* The scope's top functions by exclusive instructions into rows[n]; returns how many (those
 * with any), and the scope's instructions in *sum. */
size_t tcc_profile_top(const struct tcc_profile *p, const struct tcc_profile_scope *scope, size_t n,
                       struct tcc_profile_top_row rows[], uint64_t *sum);
/* How many timed records were tied to their reads, how many of them agree with SysTick within
 * one tick, and the largest difference. */
void tcc_profile_agreement(const struct tcc_profile *p, unsigned *tied, unsigned *within, uint64_t *largest);

/* With a cycle model: the scope's estimated cycles, their range and the time at mhz, labelled as
 * an estimate, beside the lower bound. Nothing without a model. */
void tcc_profile_write_estimate(FILE *out, const struct tcc_profile *p, const struct tcc_profile_scope *scope,
                                unsigned mhz);

/* The top-n functions of the scope by exclusive instructions. */
void tcc_profile_write_top(FILE *out, const struct tcc_profile *p, const struct tcc_profile_scope *scope,
                           const char *title, unsigned n);
/* One line per timed record: plugin count, SysTick figure, difference; with verbose 0 only the
 * summary line. Returns the number of records off by a tick or more. */
unsigned tcc_profile_write_agreement(FILE *out, const struct tcc_profile *p, int verbose);
/* The scope's instructions by outermost wrapped operation (the harness's __wrap_ functions). */
void tcc_profile_write_operations(FILE *out, const struct tcc_profile *p, const struct tcc_profile_scope *scope);
/* "f1;f2;f3 count" per calling context, for speedscope or flamegraph.pl, to path (all or nothing). */
int tcc_profile_write_folded(const char *path, const struct tcc_profile *p, const struct tcc_profile_scope *scope,
                             struct tcc_diag *d);
/* The profile document: every function of the scope, the records and their agreement. */
int tcc_profile_write_json(const char *path, const struct tcc_profile *p, const struct tcc_profile_about *about,
                           const struct tcc_profile_scope *scope, struct tcc_diag *d);

#endif
