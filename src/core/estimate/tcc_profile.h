/* tcc_profile.h: exact per-function instruction profiles from the QEMU plugin
 * (plugin/tc_profile.c). A run under the plugin gives a calling-context tree and, per epoch
 * (the stretch between two reads of the tick counter), the instructions each context executed.
 * This module reads that, ties the firmware's records to epochs (so each handshake step has its
 * own profile, checked against its SysTick figure), and sums any set of records into
 * per-function figures: exclusive and inclusive instructions and entries. */
#ifndef TCC_PROFILE_H
#define TCC_PROFILE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "../base/tcc_error.h"
#include "../model/tcc_cycle_model.h"
#include "../model/tcc_part.h"
#include "../model/tcc_validation.h"
#include "tcc_profile_map.h"
#include "../model/tcc_target.h"

/* A record the firmware printed that carries ticks (calib, step, rstep, data), and its epochs. */
struct tcc_profile_record {
    char kind[16], side[16], name[64];
    uint64_t ticks;
    long begin, end;       /* tick reads (T lines) that bound it; begin < end */
    uint64_t instr;        /* by the plugin, between the two reads */
    int64_t difference;    /* instr - ticks * instructions per tick */
};

struct tcc_profile_count {
    uint32_t node;
    uint64_t instr, entries, cycles, taken;
};

struct tcc_profile {
    struct tcc_profile_map map;
    uint32_t *parent;          /* per node; node 0 is the root */
    int32_t *function;         /* per node: index into map.functions, -1 for the root */
    size_t node_count;
    struct tcc_profile_count *counts;
    size_t count_n;
    size_t *epoch_first;       /* epoch i's counts are counts[epoch_first[i] .. epoch_first[i+1]) */
    uint64_t *epoch_total;     /* instructions so far at the read that ends epoch i */
    size_t epoch_count;
    size_t *write_reads;       /* per output record: how many reads came before it */
    size_t write_count;
    uint64_t total;
    int complete, overflow;
    struct tcc_profile_record *records;
    size_t record_count;
    uint64_t instr_per_tick;   /* from the calib record; 0 when there is none */
    int cycles;                /* counted with a cycle model (static cycles and taken branches) */
    char cycle_model[64];      /* its name */
    char cycle_basis[160];     /* what it prices by (tcc_cycle_core's basis) */
    struct tcc_refill refill;  /* its refill after a taken branch: the point estimate's and the range */
    struct tcc_validation validation; /* its spread against published hardware timings */
    char memory[300];          /* the part whose memory it models ("no part (zero wait states)") */
    uint64_t stalls;           /* flash wait-state cycles among the static ones */
};

/* Per function, over a set of epochs; cycles are the static part, taken the taken branches,
 * each of which adds a pipeline refill (tcc_profile_cycles). */
struct tcc_profile_function_total {
    uint64_t exclusive, inclusive, entries;
    uint64_t cycles, taken, inclusive_cycles, inclusive_taken;
};

/* Estimated cycles: static cycles and taken branches each costing refill cycles. */
static inline uint64_t tcc_profile_cycles(uint64_t cycles, uint64_t taken, unsigned refill)
{
    return cycles + taken * refill;
}

/* What to profile and where the plugin's files go. */
struct tcc_profile_request {
    const struct tcc_target_info *target;
    const char *home;        /* for the plugin: <home>/build/plugin/tc_profile.so */
    const char *elf;
    const char *work;        /* path prefix for the map and the plugin's output (<work>.map, <work>.out) */
    const struct tcc_profile_marks *marks;
    const struct tcc_part *part; /* NULL: instructions only; else also estimate cycles with the target's
                                    model (TCC_E_USAGE where it has none) and this part's memory */
};

/* Check the target can be profiled and the plugin is built, read the ELF's map and write it
 * for the plugin; *plugin_arg gets QEMU's -plugin argument. TCC_E_SETUP or TCC_E_INPUT with d
 * saying what to run or what is wrong. */
int tcc_profile_begin(const struct tcc_profile_request *req, struct tcc_profile *p, char *plugin_arg, size_t size,
                      struct tcc_diag *d);
/* Read the plugin's output (<work>.out) after the run, and tie the run's records (output, the
 * firmware's text; may be NULL) to epochs. TCC_E_RUN when QEMU refused the plugin (qemu_output
 * says why) or the output is cut short. */
int tcc_profile_finish(const struct tcc_profile_request *req, const char *qemu_output, struct tcc_profile *p,
                       struct tcc_diag *d);
/* Parse a plugin output text and records; exposed for tests. */
int tcc_profile_parse(const char *text, struct tcc_profile *p, char *why, size_t size);
int tcc_profile_tie_records(const char *output, struct tcc_profile *p, char *why, size_t size);
void tcc_profile_free(struct tcc_profile *p);

/* Records chosen by side ("client", "server" or NULL for both) and kinds ("step rstep", "data";
 * NULL for the whole run, records or not); and of those, only the calling contexts at or below
 * a function (under). */
struct tcc_profile_scope {
    const char *side;
    const char *kinds;
    char under[128];   /* "" for every context */
};
/* Sum the scope's epochs: totals[] has one entry per function (map.function_count); node_instr
 * (may be NULL) one per node. Returns the scope's instructions. */
uint64_t tcc_profile_sum(const struct tcc_profile *p, const struct tcc_profile_scope *scope,
                         struct tcc_profile_function_total *totals, uint64_t *node_instr);
/* One record's static cycles and taken branches (both 0 without a cycle model). */
void tcc_profile_record_cycles(const struct tcc_profile *p, const struct tcc_profile_record *record,
                               uint64_t *cycles, uint64_t *taken);
/* The scope's static cycles and taken branches (both 0 without a cycle model). */
void tcc_profile_sum_cycles(const struct tcc_profile *p, const struct tcc_profile_scope *scope, uint64_t *cycles,
                            uint64_t *taken);
/* Per node, the scope's instructions at or below it (inclusive[0] is the scope's total, which
 * it returns). */
uint64_t tcc_profile_node_inclusive(const struct tcc_profile *p, const struct tcc_profile_scope *scope,
                                    uint64_t *inclusive);
/* The name of a node's function ("[root]" for the root). */
const char *tcc_profile_node_name(const struct tcc_profile *p, uint32_t node);

#endif
