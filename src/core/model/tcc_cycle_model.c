/* tcc_cycle_model.c: per-instruction cycle costs of the Cortex-M0, M0+, M3, M4 and M33 (see
 * tcc_cycle_model.h). Mnemonics come from objdump, which writes an IT block's condition into
 * the mnemonic ("movne", "bxeq") and the width as ".w"/".n". */
#include "tcc_cycle_model.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_str.h"

enum tcc_insn_class {
    TCC_ALU,      /* one cycle: data processing, moves, shifts, extends, bit fields */
    TCC_MUL,      /* mul, muls */
    TCC_MLA,      /* mla, mls */
    TCC_LONG_MUL, /* umull, smull */
    TCC_LONG_MLA, /* umlal, smlal, umaal */
    TCC_DSP_MUL,  /* the M4's 16-bit and most-significant-word multiplies */
    TCC_DIV,      /* sdiv, udiv */
    TCC_LOAD,     /* one register from memory */
    TCC_STORE,    /* one register to memory */
    TCC_DOUBLE,   /* ldrd, strd */
    TCC_MULTIPLE, /* ldm, stm, push, pop: 1 + N */
    TCC_B,        /* b, b<cond> */
    TCC_BL,       /* bl, blx */
    TCC_BX,       /* bx */
    TCC_CB,       /* cbz, cbnz */
    TCC_TABLE,    /* tbb, tbh: 2 + P */
    TCC_IT,       /* it, itt, ite, ...: folded after a 16-bit instruction */
    TCC_SYSTEM,   /* mrs, msr: 2 */
    TCC_BARRIER,  /* dmb, dsb, isb */
    TCC_FP_DIV,   /* vdiv, vsqrt: 14 */
    TCC_FP_MEM,   /* vldr, vstr: 2 */
    TCC_FP_MULTI, /* vldm, vstm, vpush, vpop: 1 + N */
};

static const struct tcc_cycle_core tcc_cores[] = {
    /* Cortex-M4 TRM r0p1 table 3-1: long multiplies in one cycle, divide 2 to 12, MRS and MSR 2,
     * barriers 1 + B (4 assumed), P 1 to 3. */
    { "cortex-m4", "the Cortex-M4's documented timings", 1, 2, 1, 1, 7, 0, 1, 0, 2, 4, { 2, 1, 3 } },
    /* Cortex-M3 TRM r2p1 table 18-1: UMULL 3 to 5, UMLAL 4 to 7 (early termination). */
    { "cortex-m3", "the Cortex-M3's documented timings", 1, 2, 5, 7, 7, 0, 1, 0, 2, 4, { 2, 1, 3 } },
    /* Cortex-M0+ TRM r0p1 table 3.1 (two-stage pipeline): loads and stores 2, LDM/STM/PUSH/POP
     * 1 + N, POP with pc 3 + N, B taken 2 (1 not taken), BL 3, BX and BLX 2, MOV or ADD to pc 2,
     * MULS 1 (or 32: the implementation's choice, a part's mul_cycles), MRS, MSR and barriers 3.
     * So P = 1, BL 2 + P and POP {pc} 2 + N + P. No divide instruction. */
    { "cortex-m0plus", "the Cortex-M0+'s documented timings", 1, 1, 1, 1, 1, 1, 2, 1, 3, 3, { 1, 1, 1 } },
    /* Cortex-M0 TRM r0p0 table 3-1 (three-stage pipeline): as the M0+ but B taken 3, BL 4, BX and
     * BLX 3, POP with pc 4 + N, MRS, MSR and barriers 4: P = 2. */
    { "cortex-m0", "the Cortex-M0's documented timings", 1, 1, 1, 1, 1, 1, 2, 1, 4, 4, { 2, 2, 2 } },
    /* Arm publishes no instruction timings for the Cortex-M33 (its TRM, r0p4, has none). Assumed:
     * the M4's table and its refill of 1 to 3, no dual issue (docs/cycles.md compares it with
     * published measurements on M33 parts). */
    { "cortex-m33", "the Cortex-M4's documented timings, assumed for the Cortex-M33 (Arm publishes no M33 table)",
      1, 2, 1, 1, 7, 0, 1, 0, 2, 4, { 2, 1, 3 } },
};

void tcc_cycle_core_names(char *out, size_t size)
{
    out[0] = '\0';
    for (size_t i = 0; i < sizeof tcc_cores / sizeof tcc_cores[0]; i++)
        tcc_appendf(out, size, "%s%s", i ? ", " : "", tcc_cores[i].name);
}

const struct tcc_cycle_core *tcc_cycle_core_named(const char *name)
{
    for (size_t i = 0; i < sizeof tcc_cores / sizeof tcc_cores[0]; i++)
        if (strcmp(name, tcc_cores[i].name) == 0)
            return &tcc_cores[i];
    return NULL;
}

static const struct {
    const char *base;
    enum tcc_insn_class cls;
} tcc_bases[] = {
    { "adc", TCC_ALU }, { "add", TCC_ALU }, { "addw", TCC_ALU }, { "adr", TCC_ALU }, { "and", TCC_ALU },
    { "asr", TCC_ALU }, { "bfc", TCC_ALU }, { "bfi", TCC_ALU }, { "bic", TCC_ALU }, { "clz", TCC_ALU },
    { "cmn", TCC_ALU }, { "cmp", TCC_ALU }, { "eor", TCC_ALU }, { "lsl", TCC_ALU }, { "lsr", TCC_ALU },
    { "mov", TCC_ALU }, { "movw", TCC_ALU }, { "movt", TCC_ALU }, { "mvn", TCC_ALU }, { "neg", TCC_ALU },
    { "orn", TCC_ALU }, { "orr", TCC_ALU }, { "rbit", TCC_ALU }, { "rev", TCC_ALU }, { "rev16", TCC_ALU },
    { "revsh", TCC_ALU }, { "ror", TCC_ALU }, { "rrx", TCC_ALU }, { "rsb", TCC_ALU }, { "sbc", TCC_ALU },
    { "sbfx", TCC_ALU }, { "ssat", TCC_ALU }, { "sub", TCC_ALU }, { "subw", TCC_ALU }, { "sxtb", TCC_ALU },
    { "sxth", TCC_ALU }, { "sxtab", TCC_ALU }, { "sxtah", TCC_ALU }, { "teq", TCC_ALU }, { "tst", TCC_ALU },
    { "ubfx", TCC_ALU }, { "usat", TCC_ALU }, { "uxtb", TCC_ALU }, { "uxth", TCC_ALU }, { "uxtab", TCC_ALU },
    { "uxtah", TCC_ALU }, { "sel", TCC_ALU }, { "uadd8", TCC_ALU }, { "uadd16", TCC_ALU }, { "usub8", TCC_ALU },
    { "usub16", TCC_ALU }, { "sadd8", TCC_ALU }, { "sadd16", TCC_ALU }, { "ssub8", TCC_ALU }, { "ssub16", TCC_ALU },
    { "qadd", TCC_ALU }, { "qsub", TCC_ALU }, { "nop", TCC_ALU }, { "pld", TCC_ALU }, { "bkpt", TCC_ALU },
    { "udf", TCC_ALU }, { "svc", TCC_ALU }, { "cpsid", TCC_ALU }, { "cpsie", TCC_ALU }, { "yield", TCC_ALU },
    { "sev", TCC_ALU }, { "wfi", TCC_ALU }, { "wfe", TCC_ALU }, { "clrex", TCC_ALU },
    { "mul", TCC_MUL }, { "mla", TCC_MLA }, { "mls", TCC_MLA },
    { "umull", TCC_LONG_MUL }, { "smull", TCC_LONG_MUL }, { "umlal", TCC_LONG_MLA }, { "smlal", TCC_LONG_MLA },
    { "umaal", TCC_LONG_MLA },
    { "smulbb", TCC_DSP_MUL }, { "smulbt", TCC_DSP_MUL }, { "smultb", TCC_DSP_MUL }, { "smultt", TCC_DSP_MUL },
    { "smlabb", TCC_DSP_MUL }, { "smlabt", TCC_DSP_MUL }, { "smlatb", TCC_DSP_MUL }, { "smlatt", TCC_DSP_MUL },
    { "smmul", TCC_DSP_MUL }, { "smmla", TCC_DSP_MUL }, { "smuad", TCC_DSP_MUL }, { "smlad", TCC_DSP_MUL },
    { "smulwb", TCC_DSP_MUL }, { "smulwt", TCC_DSP_MUL }, { "smlal", TCC_LONG_MLA },
    { "sdiv", TCC_DIV }, { "udiv", TCC_DIV },
    { "ldr", TCC_LOAD }, { "ldrb", TCC_LOAD }, { "ldrh", TCC_LOAD }, { "ldrsb", TCC_LOAD }, { "ldrsh", TCC_LOAD },
    { "ldrex", TCC_LOAD }, { "ldrexb", TCC_LOAD }, { "ldrexh", TCC_LOAD }, { "ldrt", TCC_LOAD },
    { "str", TCC_STORE }, { "strb", TCC_STORE }, { "strh", TCC_STORE }, { "strex", TCC_STORE },
    { "strexb", TCC_STORE }, { "strexh", TCC_STORE }, { "strt", TCC_STORE },
    { "ldrd", TCC_DOUBLE }, { "strd", TCC_DOUBLE },
    { "ldm", TCC_MULTIPLE }, { "ldmia", TCC_MULTIPLE }, { "ldmfd", TCC_MULTIPLE }, { "ldmdb", TCC_MULTIPLE },
    { "stm", TCC_MULTIPLE }, { "stmia", TCC_MULTIPLE }, { "stmea", TCC_MULTIPLE }, { "stmdb", TCC_MULTIPLE },
    { "push", TCC_MULTIPLE }, { "pop", TCC_MULTIPLE },
    { "b", TCC_B }, { "bl", TCC_BL }, { "blx", TCC_BL }, { "bx", TCC_BX }, { "cbz", TCC_CB }, { "cbnz", TCC_CB },
    { "tbb", TCC_TABLE }, { "tbh", TCC_TABLE },
    { "mrs", TCC_SYSTEM }, { "msr", TCC_SYSTEM }, { "dmb", TCC_BARRIER }, { "dsb", TCC_BARRIER },
    { "isb", TCC_BARRIER },
    { "vdiv.f32", TCC_FP_DIV }, { "vsqrt.f32", TCC_FP_DIV }, { "vldr", TCC_FP_MEM }, { "vstr", TCC_FP_MEM },
    { "vldmia", TCC_FP_MULTI }, { "vstmia", TCC_FP_MULTI }, { "vstmdb", TCC_FP_MULTI }, { "vpush", TCC_FP_MULTI },
    { "vpop", TCC_FP_MULTI },
};

static const char *const tcc_conditions[] = { "eq", "ne", "cs", "cc", "mi", "pl", "vs", "vc", "hi",
                                              "ls", "ge", "lt", "gt", "le", "hs", "lo", "al" };

static int tcc_lookup(const char *base, enum tcc_insn_class *cls)
{
    for (size_t i = 0; i < sizeof tcc_bases / sizeof tcc_bases[0]; i++)
        if (strcmp(base, tcc_bases[i].base) == 0) {
            *cls = tcc_bases[i].cls;
            return 1;
        }
    return 0;
}

/* The class of a mnemonic, and whether it carries a condition ("bne", "movne", "popeq"). A
 * whole mnemonic is tried first, so "teq", "umlal" and "mls" are never split. */
static int tcc_classify(const char *mnemonic, enum tcc_insn_class *cls, int *conditional)
{
    char m[32];
    snprintf(m, sizeof m, "%s", mnemonic);
    char *dot = strchr(m, '.');
    if (dot != NULL && (strcmp(dot, ".w") == 0 || strcmp(dot, ".n") == 0))
        *dot = '\0';
    *conditional = 0;
    if (m[0] == 'i' && m[1] == 't' && strspn(m + 2, "te") == strlen(m + 2) && strlen(m) <= 5) {
        *cls = TCC_IT;
        return 1;
    }
    if (tcc_lookup(m, cls))
        return 1;
    size_t len = strlen(m);
    /* A condition before a flag-setting s: "bls" is b + ls, not bl + s. */
    for (size_t c = 0; len >= 3 && c < sizeof tcc_conditions / sizeof tcc_conditions[0]; c++) {
        if (strcmp(m + len - 2, tcc_conditions[c]) != 0)
            continue;
        char base[32];
        snprintf(base, sizeof base, "%.*s", (int)(len - 2), m);
        size_t blen = strlen(base);
        if (tcc_lookup(base, cls) || (blen > 1 && base[blen - 1] == 's' && (base[blen - 1] = '\0', tcc_lookup(base, cls)))) {
            *conditional = 1;
            return 1;
        }
    }
    if (len > 1 && m[len - 1] == 's') {
        m[len - 1] = '\0';
        return tcc_lookup(m, cls);
    }
    return 0;
}

/* The registers of a list "{r4, r5, r6, pc}", counting a range "r4-r7" as four. */
static unsigned tcc_register_count(const char *operands, int *has_pc)
{
    const char *open = strchr(operands, '{'), *close = open ? strchr(open, '}') : NULL;
    *has_pc = 0;
    if (open == NULL || close == NULL)
        return 1;
    unsigned n = 0;
    for (const char *p = open + 1; p < close;) {
        p += strspn(p, " ,");
        if (p >= close)
            break;
        size_t len = strcspn(p, ",}");
        char item[16];
        snprintf(item, sizeof item, "%.*s", (int)(len < 15 ? len : 15), p);
        unsigned a, b;
        if (sscanf(item, "r%u-r%u", &a, &b) == 2 && b >= a)
            n += b - a + 1;
        else if (sscanf(item, "d%u-d%u", &a, &b) == 2 && b >= a)
            n += 2 * (b - a + 1);
        else if (sscanf(item, "s%u-s%u", &a, &b) == 2 && b >= a)
            n += b - a + 1;
        else
            n += item[0] == 'd' ? 2 : 1;
        if (strncmp(item, "pc", 2) == 0)
            *has_pc = 1;
        p += len;
    }
    return n ? n : 1;
}

/* The first operand register ("r3" of "r3, [r2, #4]"), and the base register of an address. */
static void tcc_first_register(const char *operands, char *out, size_t size)
{
    snprintf(out, size, "%.*s", (int)strcspn(operands ? operands : "", ", "), operands ? operands : "");
}

static void tcc_base_register(const char *operands, char *out, size_t size)
{
    const char *open = operands ? strchr(operands, '[') : NULL;
    out[0] = '\0';
    if (open != NULL)
        snprintf(out, size, "%.*s", (int)strcspn(open + 1, ", ]"), open + 1);
}

/* The offset register of an address ("r2" of "[r1, r2, lsl #2]"), or "" for an immediate offset
 * or none. */
static void tcc_offset_register(const char *operands, char *out, size_t size)
{
    const char *open = operands ? strchr(operands, '[') : NULL;
    const char *comma = open ? strpbrk(open, ",]") : NULL;
    out[0] = '\0';
    if (comma != NULL && *comma == ',') {
        comma += strspn(comma, ", ");
        if (*comma != '#')
            snprintf(out, size, "%.*s", (int)strcspn(comma, ", ]"), comma);
    }
}

/* A single load pipelines after a single load, unless its address needs the loaded value; a
 * store with a register offset too. Nothing pipelines after a store (the TRM's load/store
 * timings). */
static int tcc_pipelines(const char *prev_mnemonic, const char *prev_operands, const char *operands)
{
    enum tcc_insn_class prev;
    int cond;
    if (prev_mnemonic == NULL || !tcc_classify(prev_mnemonic, &prev, &cond) || prev != TCC_LOAD)
        return 0;
    char dest[16], base[16];
    tcc_first_register(prev_operands, dest, sizeof dest);
    tcc_base_register(operands, base, sizeof base);
    return strcmp(dest, base) != 0 && strcmp(dest, "pc") != 0;
}

/* "Any load or store that generates an address dependent on the result of a preceding data
 * processing operation stalls the pipeline for an additional cycle": the previous instruction
 * computed (its first operand; compares and tests write none) the base or offset register. */
static int tcc_address_waits(const char *prev_mnemonic, const char *prev_operands, const char *operands)
{
    enum tcc_insn_class prev;
    int cond;
    if (prev_mnemonic == NULL || !tcc_classify(prev_mnemonic, &prev, &cond) ||
        (prev != TCC_ALU && prev != TCC_MUL && prev != TCC_MLA && prev != TCC_DSP_MUL) ||
        strncmp(prev_mnemonic, "cmp", 3) == 0 || strncmp(prev_mnemonic, "cmn", 3) == 0 ||
        strncmp(prev_mnemonic, "tst", 3) == 0 || strncmp(prev_mnemonic, "teq", 3) == 0)
        return 0;
    char dest[16], base[16], offset[16];
    tcc_first_register(prev_operands, dest, sizeof dest);
    tcc_base_register(operands, base, sizeof base);
    tcc_offset_register(operands, offset, sizeof offset);
    return dest[0] != '\0' && (strcmp(dest, base) == 0 || strcmp(dest, offset) == 0);
}

void tcc_cycle_cost(const struct tcc_cycle_core *core, const char *mnemonic, const char *operands, unsigned size,
                    const char *prev_mnemonic, const char *prev_operands, unsigned prev_size,
                    struct tcc_insn_cost *out)
{
    enum tcc_insn_class cls;
    int conditional, has_pc = 0;
    const char *ops = operands != NULL ? operands : "";
    char first_reg[16];
    tcc_first_register(ops, first_reg, sizeof first_reg);
    int writes_pc = strcmp(first_reg, "pc") == 0;
    *out = (struct tcc_insn_cost){ 1, 1, TCC_BRANCH_NONE, 1, 0 };
    (void)size;
    if (!tcc_classify(mnemonic, &cls, &conditional)) {
        out->known = 0;
        return;
    }
    unsigned cost = 1;
    int branches = 0;
    switch (cls) {
    case TCC_ALU: branches = writes_pc; break;
    case TCC_MUL: cost = core->mul; break;
    case TCC_MLA: cost = core->mla; break;
    case TCC_LONG_MUL: cost = core->long_mul; break;
    case TCC_LONG_MLA: cost = core->long_mla; break;
    case TCC_DSP_MUL: cost = 1; break;
    case TCC_DIV: cost = core->div; break;
    case TCC_LOAD: cost = 2; branches = writes_pc; break;
    case TCC_STORE: { /* v7-M: "STR Rx,[Ry,#imm] is always one cycle"; a register offset takes two */
        char offset[16];
        tcc_offset_register(ops, offset, sizeof offset);
        cost = core->armv6m || offset[0] != '\0' ? 2 : 1;
        break;
    }
    case TCC_DOUBLE: cost = 3; break;
    case TCC_MULTIPLE:
        cost = 1 + tcc_register_count(ops, &has_pc);
        branches = has_pc && strncmp(mnemonic, "ldm", 3) == 0 ? 1 : has_pc && strncmp(mnemonic, "pop", 3) == 0;
        if (branches)
            cost += core->pop_pc_extra;
        break;
    case TCC_BL: cost = strncmp(mnemonic, "blx", 3) == 0 ? 1 : core->call_static; branches = 1; break;
    case TCC_B: case TCC_BX: branches = 1; break;
    case TCC_CB: branches = 1; conditional = 1; break;
    case TCC_TABLE: cost = 2; branches = 1; break;
    case TCC_IT: cost = prev_size == 2 ? 0 : 1; break;
    case TCC_SYSTEM: cost = core->system; break;
    case TCC_BARRIER: cost = core->barrier; break;
    case TCC_FP_DIV: cost = 14; break;
    case TCC_FP_MEM: cost = 2; break;
    case TCC_FP_MULTI: cost = 1 + tcc_register_count(ops, &has_pc); break;
    }
    out->first = out->follow = cost;
    out->reads = cls == TCC_LOAD || cls == TCC_TABLE || strncmp(mnemonic, "ldrd", 4) == 0 ||
                 strncmp(mnemonic, "ldm", 3) == 0 || strncmp(mnemonic, "pop", 3) == 0 ||
                 strncmp(mnemonic, "vldr", 4) == 0 || strncmp(mnemonic, "vldm", 4) == 0 ||
                 strncmp(mnemonic, "vpop", 4) == 0;
    /* Pipelining and the address stall are the v7-M pipeline's; a v6-M core has neither. */
    if (!core->armv6m && (cls == TCC_LOAD || cls == TCC_STORE) && !writes_pc &&
        tcc_pipelines(prev_mnemonic, prev_operands, ops))
        out->follow = 1;
    if (!core->armv6m && (cls == TCC_LOAD || cls == TCC_STORE || cls == TCC_DOUBLE) &&
        tcc_address_waits(prev_mnemonic, prev_operands, ops))
        out->follow += 1;
    if (branches)
        out->branch = conditional ? TCC_BRANCH_COND : TCC_BRANCH_ALWAYS;
}

int tcc_cycle_foreign(const struct tcc_cycle_core *core, const char *mnemonic, unsigned size)
{
    static const char *const wide[] = { "bl", "dmb", "dsb", "isb", "mrs", "msr", "udf" };
    if (!core->armv6m)
        return 0;
    char base[32];
    snprintf(base, sizeof base, "%.*s", (int)strcspn(mnemonic, "."), mnemonic);
    if (size == 4) {
        for (size_t i = 0; i < sizeof wide / sizeof wide[0]; i++)
            if (strcmp(base, wide[i]) == 0)
                return 0;
        return 1;
    }
    enum tcc_insn_class cls;
    int conditional;
    return strcmp(base, "cbz") == 0 || strcmp(base, "cbnz") == 0 || (tcc_classify(mnemonic, &cls, &conditional) &&
                                                                      cls == TCC_IT);
}
