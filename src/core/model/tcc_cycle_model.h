/* tcc_cycle_model.h: a Cortex-M core's cycle cost of each instruction, from its disassembly,
 * after the instruction timing tables of Arm's Technical Reference Manuals (Cortex-M4 r0p1
 * section 3.3, Cortex-M3 r2p1 section 18.2). The static part of every instruction's cost is
 * decided here; the pipeline refill P after a taken branch (1 to 3 cycles by the manuals) is
 * counted at run time by the plugin and priced by the caller, so an estimate can be given as a
 * range. Assumptions where the manuals give a range: a divide takes 7 cycles (2 to 12 by
 * operands), and on the M3 long multiplies take their longest time (UMULL 5, UMLAL 7), as
 * bignum operands do not terminate early. Zero wait states: memory is a later part's job. */
#ifndef TCC_CYCLE_MODEL_H
#define TCC_CYCLE_MODEL_H

#include <stddef.h>

enum tcc_branch_kind {
    TCC_BRANCH_NONE = 0,   /* never changes the flow (or only by a fault) */
    TCC_BRANCH_ALWAYS = 1, /* always taken: b, bl, bx, blx, pop {pc}, tbb ... */
    TCC_BRANCH_COND = 2,   /* taken or not: b<cond>, cbz, cbnz, and branches in an IT block */
};

struct tcc_insn_cost {
    unsigned first;        /* cycles when it is the first of its run (no pipelining with the previous) */
    unsigned follow;       /* cycles right after the previous instruction in memory */
    enum tcc_branch_kind branch;
    int known;             /* 0: not in the model's tables, priced as one cycle */
    int reads;             /* it reads memory (a part's flash may make it wait) */
};

struct tcc_cycle_core;

/* The models by name ("cortex-m4", "cortex-m3"); NULL when there is none. */
const struct tcc_cycle_core *tcc_cycle_core_named(const char *name);

/* The cost of one instruction, by objdump's mnemonic and operands, after the previous one in
 * memory (prev_* may be NULL) and its size in bytes (2 or 4; prev_size 0 when none). */
void tcc_cycle_cost(const struct tcc_cycle_core *core, const char *mnemonic, const char *operands, unsigned size,
                    const char *prev_mnemonic, const char *prev_operands, unsigned prev_size,
                    struct tcc_insn_cost *out);

#endif
