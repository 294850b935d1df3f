/* tcc_cycle_model.h: a Cortex-M core's cycle cost of each instruction, from its disassembly,
 * after the instruction timing tables of Arm's Technical Reference Manuals (Cortex-M4 r0p1
 * section 3.3, Cortex-M3 r2p1 section 18.2, Cortex-M0+ r0p1 section 3.3, Cortex-M0 r0p0 section
 * 3.3). The static part of every instruction's cost is decided here; the pipeline refill P after
 * a taken branch (1 to 3 cycles on the M3 and M4, fixed on the M0 and M0+) is counted at run time
 * by the plugin and priced by the caller with the core's refill, so an estimate can be given as
 * a range. Assumptions where the manuals give a range: a divide takes 7 cycles (2 to 12 by
 * operands), and on the M3 long multiplies take their longest time (UMULL 5, UMLAL 7), as
 * bignum operands do not terminate early. The M33 has no published table: its model is the
 * M4's, an assumption its basis says. Zero wait states: memory is a part's job. */
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

/* The refill after a taken branch: the point estimate's, and the manual's shortest and longest. */
struct tcc_refill {
    unsigned nominal, low, high;
};

/* A core's timings. ARMv6-M cores (armv6m) load and store in 2 cycles each, never pipelined;
 * ARMv7-M cores pipeline single loads and stall an address computed by the instruction before. */
struct tcc_cycle_core {
    const char *name;
    const char *basis;       /* what it prices by, for people: a manual's table, or an assumption it says */
    unsigned mul, mla, long_mul, long_mla, div;
    int armv6m;
    unsigned call_static;    /* BL's cycles before the refill: 1 on v7-M, 2 on v6-M */
    unsigned pop_pc_extra;   /* POP {..., pc}'s cycles beyond 1 + N and the refill */
    unsigned system, barrier;/* MRS and MSR; DMB, DSB and ISB */
    struct tcc_refill refill;
};

/* The models by name ("cortex-m4", "cortex-m3", "cortex-m0plus", "cortex-m0", "cortex-m33");
 * NULL when there is none. */
const struct tcc_cycle_core *tcc_cycle_core_named(const char *name);

/* "cortex-m4, cortex-m3, ..." */
void tcc_cycle_core_names(char *out, size_t size);

/* 1 when a v6-M core (core->armv6m) cannot execute the instruction: a 32-bit one other than BL,
 * DMB, DSB, ISB, MRS, MSR and UDF, or CBZ, CBNZ and IT (ARMv6-M has the 16-bit Thumb instructions of
 * ARMv7-M but these). 0 on other cores. */
int tcc_cycle_foreign(const struct tcc_cycle_core *core, const char *mnemonic, unsigned size);

/* The cost of one instruction, by objdump's mnemonic and operands, after the previous one in
 * memory (prev_* may be NULL) and its size in bytes (2 or 4; prev_size 0 when none). */
void tcc_cycle_cost(const struct tcc_cycle_core *core, const char *mnemonic, const char *operands, unsigned size,
                    const char *prev_mnemonic, const char *prev_operands, unsigned prev_size,
                    struct tcc_insn_cost *out);

#endif
