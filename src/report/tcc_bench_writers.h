/* tcc_bench_writers.h: tlscost bench's outputs: the primitive table, the familiar
 * "N ops took S sec" lines, the A/B delta table, the call-count table, and JSON
 * (schema "tlscost-bench/1", docs/bench.md). */
#ifndef TCC_BENCH_WRITERS_H
#define TCC_BENCH_WRITERS_H

#include <stdio.h>
#include "../core/run/tcc_bench.h"

/* The primitive table; mhz gives the derived time column on the emulated cores. */
void tcc_bench_text(FILE *out, const struct tcc_bench_result *r, unsigned mhz);
/* "ECDSA verify P-256   15 ops took 1.004 sec, avg 66.933 ms, 14.940 ops/sec" per primitive;
 * on the emulated cores the time is derived at mhz and says so. */
void tcc_bench_ops_style(FILE *out, const struct tcc_bench_result *r, unsigned mhz);
/* The A/B header and delta table. */
void tcc_bench_ab_text(FILE *out, const struct tcc_bench_result *a, const struct tcc_bench_result *b,
                       const char *a_label, const char *b_label);

/* One cell of the call-count table: calls from a function at one target and level. */
struct tcc_calls_cell {
    char target[16], opt[8];
    int calls[8];   /* per function asked; -1 when the function is not in the build */
    int total;      /* calls into the prefix from anywhere in the library */
};
void tcc_calls_text(FILE *out, const char *library, const char *version, const char *prefix,
                    const char *const *functions, unsigned n_functions, const struct tcc_calls_cell *cells,
                    unsigned n_cells);

/* Write the bench document: one or two results and, with two, the A/B rows. All or nothing. */
/* Read the first result of a bench document back (the A/B of a plan's two documents).
 * TCC_E_INPUT naming the file when it is not one. */
int tcc_bench_json_read(const char *path, struct tcc_bench_result *r, struct tcc_diag *d);
int tcc_bench_json_write(const char *path, const struct tcc_bench_result *a, const struct tcc_bench_result *b,
                         struct tcc_diag *d);

#endif
