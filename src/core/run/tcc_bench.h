/* tcc_bench.h: crypto primitive benchmarks (tlscost bench): build a library's bench image in a
 * cell's version, optimisation level and target, run it, and read its "TC prim" records into
 * per-operation figures; and the A/B comparison of two such builds in A-B-A order. */
#ifndef TCC_BENCH_H
#define TCC_BENCH_H

#include "../image/tcc_cell.h"
#include "tcc_measure.h"
#include "../model/tcc_result.h"

#define TCC_BENCH_PRIMS_MAX 24

struct tcc_bench_prim {
    char name[TCC_NAME_MAX];
    unsigned bytes;          /* bytes per operation, 0 for a fixed-size operation */
    unsigned long ops;       /* operations per batch */
    unsigned batches;        /* batches, over every run folded in */
    double min, mean, max;   /* per operation, in the result's unit */
    double resolution;       /* one tick per batch, per operation (the emulated cores), else 0 */
    int error;               /* the library's error code when the primitive failed, else 0 */
    char failed[16];         /* "setup" or "run" when it failed */
};

struct tcc_bench_result {
    char library[TCC_NAME_MAX], version[TCC_NAME_MAX], sha256[80];
    char target[TCC_NAME_MAX], opt[8];
    char compiler[TCC_TEXT_MAX], cflags[TCC_TEXT_MAX];
    char unit[8];            /* "instr" (emulated cores: exact) or "ns" (host wall clock) */
    double instr_per_tick;
    struct tcc_prepared image; /* the built bench image: its folder (whose lib.a calls disassembles) and runner */
    char objdump[TCC_NAME_MAX];
    unsigned runs;
    struct tcc_bench_prim prims[TCC_BENCH_PRIMS_MAX];
    unsigned count;
};

struct tcc_bench_params {
    unsigned batches;        /* per primitive and run */
    unsigned batch_ms;       /* host: size a batch to this much time */
    unsigned timeout_s;
};

/* The bench image's configuration header for a library (profiles/bench/<library>.h). */
void tcc_bench_config_path(const char *home, const char *library, char *out, size_t size);

/* Build the cell's bench image (its profile and scenario are ignored) and fill *r with its
 * build fields; run nothing. */
int tcc_bench_prepare(const struct tcc_cell *cell, struct tcc_bench_result *r);
/* Run the prepared image once and fold its figures into *r (r->runs 0: r becomes this run;
 * else min of mins, max of maxes, mean over every batch). On an emulated core two runs give
 * the same figures. */
int tcc_bench_run(const struct tcc_bench_result *prepared, const struct tcc_bench_params *params,
                  struct tcc_bench_result *r, struct tcc_diag *d);

/* Parse one run's output into *r (fresh: r->count 0). TCC_E_INPUT with why on bad records. */
int tcc_bench_parse(const char *output, struct tcc_bench_result *r, char *why, size_t why_size);

/* One row of an A/B comparison. */
struct tcc_bench_delta {
    char name[TCC_NAME_MAX];
    double a, b;             /* mean per operation */
    double delta_pct;        /* (b - a) / a */
    const char *verdict;     /* "B slower", "B faster" or "within spread" */
};
/* Compare two results primitive by primitive; returns the rows written (primitives both have). A
 * verdict is given only when the two ranges [min, max], each widened by its resolution, do not
 * overlap. */
unsigned tcc_bench_compare(const struct tcc_bench_result *a, const struct tcc_bench_result *b,
                           struct tcc_bench_delta *rows, unsigned max_rows);

#endif
