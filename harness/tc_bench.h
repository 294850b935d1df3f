/* tc_bench.h: the crypto primitives a library's bench adapter (harness/bench/<lib>_bench.c)
 * offers to the bench image (harness/bench_main.c). Each primitive works on fixed operands
 * that its setup prepares once; run performs exactly one operation. */
#ifndef TC_BENCH_H
#define TC_BENCH_H

#include <stddef.h>

struct tc_bench_prim {
    const char *name;   /* "ecdsa_verify", "aes128_gcm", ... (docs/records.md) */
    unsigned bytes;     /* bytes one operation processes, or 0 for a fixed-size operation */
    int (*setup)(void); /* 0, or the library's error code */
    int (*run)(void);   /* 0, or the library's error code */
};

/* The adapter's primitives, in the order the table shows them. */
const struct tc_bench_prim *tc_bench_prims(size_t *count);
const char *tc_bench_library(void);
const char *tc_bench_version(void);

#endif
