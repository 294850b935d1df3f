/* test_cycle_model.c: the Cortex-M cycle model on instruction sequences whose cycle counts the
 * Technical Reference Manuals state, mnemonics as objdump writes them. */
#include <stdio.h>
#include <string.h>
#include "../src/core/model/tcc_cycle_model.h"
#include "../src/core/model/tcc_part.h"
#include "../src/core/base/tcc_str.h"
#include "../src/core/model/tcc_validation.h"
#include "tc_test.h"
#include "tests.h"

/* The cost of the second instruction after the first (first may be NULL). */
static struct tcc_insn_cost tc_cost(const char *core, const char *prev, const char *prev_ops, unsigned prev_size,
                                    const char *mnemonic, const char *operands, unsigned size)
{
    struct tcc_insn_cost cost;
    tcc_cycle_cost(tcc_cycle_core_named(core), mnemonic, operands, size, prev, prev_ops, prev_size, &cost);
    return cost;
}

void test_cycle_model_m4(void)
{
    CHECK(tcc_cycle_core_named("cortex-m4") != NULL && tcc_cycle_core_named("cortex-m7") == NULL);
    struct tcc_insn_cost c;
    /* Neighbouring loads pipeline: 2 then 1, unless the address needs the loaded value. */
    c = tc_cost("cortex-m4", NULL, NULL, 0, "ldr", "r0, [r1, #4]", 2);
    CHECK(c.first == 2 && c.follow == 2 && c.branch == TCC_BRANCH_NONE);
    c = tc_cost("cortex-m4", "ldr", "r0, [r1, #4]", 2, "ldr.w", "r2, [r3, #8]", 4);
    CHECK(c.first == 2 && c.follow == 1);
    c = tc_cost("cortex-m4", "ldr", "r0, [r1, #4]", 2, "ldr", "r2, [r0]", 2);
    CHECK_EQ_U(c.follow, 2);
    c = tc_cost("cortex-m4", "str", "r0, [r1]", 2, "str", "r2, [r1, #4]", 2);
    CHECK_EQ_U(c.follow, 1);
    c = tc_cost("cortex-m4", "adds", "r0, #1", 2, "ldr", "r2, [r1]", 2);
    CHECK_EQ_U(c.follow, 2);
    /* A store with an immediate offset is always one cycle; with a register offset two, or one
     * after a load. Nothing pipelines after a store. */
    c = tc_cost("cortex-m4", NULL, NULL, 0, "str", "r0, [r1, #8]", 2);
    CHECK(c.first == 1 && c.follow == 1);
    c = tc_cost("cortex-m4", NULL, NULL, 0, "str.w", "r2, [r1, r3, lsl #2]", 4);
    CHECK(c.first == 2 && c.follow == 2);
    c = tc_cost("cortex-m4", "ldr", "r0, [r4]", 2, "str", "r2, [r1, r3]", 2);
    CHECK_EQ_U(c.follow, 1);
    c = tc_cost("cortex-m4", "str", "r0, [r1]", 2, "ldr", "r2, [r3]", 2);
    CHECK_EQ_U(c.follow, 2);
    /* An address computed by the instruction before waits one cycle more; a compare writes none. */
    c = tc_cost("cortex-m4", "adds", "r1, #4", 2, "ldr", "r2, [r1]", 2);
    CHECK_EQ_U(c.follow, 3);
    c = tc_cost("cortex-m4", "add.w", "r3, r3, r0", 4, "str", "r2, [r1, r3]", 2);
    CHECK_EQ_U(c.follow, 3);
    c = tc_cost("cortex-m4", "cmp", "r1, #0", 2, "ldr", "r2, [r1]", 2);
    CHECK_EQ_U(c.follow, 2);
    /* 1 + N for a register list; a pop of pc is a branch. */
    c = tc_cost("cortex-m4", NULL, NULL, 0, "push", "{r4, r5, r6, lr}", 2);
    CHECK(c.first == 5 && c.branch == TCC_BRANCH_NONE);
    c = tc_cost("cortex-m4", NULL, NULL, 0, "pop", "{r4, pc}", 2);
    CHECK(c.first == 3 && c.branch == TCC_BRANCH_ALWAYS);
    c = tc_cost("cortex-m4", NULL, NULL, 0, "ldmia.w", "sp!, {r4-r11, pc}", 4);
    CHECK(c.first == 10 && c.branch == TCC_BRANCH_ALWAYS);
    c = tc_cost("cortex-m4", NULL, NULL, 0, "popne", "{r4, pc}", 2);
    CHECK(c.first == 3 && c.branch == TCC_BRANCH_COND);
    c = tc_cost("cortex-m4", NULL, NULL, 0, "ldrd", "r2, r3, [r0]", 4);
    CHECK_EQ_U(c.first, 3);
    /* Multiplies: long ones in one cycle on the M4, MLA two; divide assumed 7. */
    CHECK_EQ_U(tc_cost("cortex-m4", NULL, NULL, 0, "umlal", "r0, r1, r2, r3", 4).first, 1);
    CHECK_EQ_U(tc_cost("cortex-m4", NULL, NULL, 0, "umaal", "r0, r1, r2, r3", 4).first, 1);
    CHECK_EQ_U(tc_cost("cortex-m4", NULL, NULL, 0, "mla", "r0, r1, r2, r3", 4).first, 2);
    CHECK_EQ_U(tc_cost("cortex-m4", NULL, NULL, 0, "mls", "r0, r1, r2, r3", 4).first, 2);
    CHECK_EQ_U(tc_cost("cortex-m4", NULL, NULL, 0, "udiv", "r0, r1, r2", 4).first, 7);
    /* Branches: 1 (+ the refill the plugin counts when taken). */
    c = tc_cost("cortex-m4", NULL, NULL, 0, "bne.n", "20 <spin>", 2);
    CHECK(c.first == 1 && c.branch == TCC_BRANCH_COND);
    CHECK(tc_cost("cortex-m4", NULL, NULL, 0, "b.n", "20 <spin>", 2).branch == TCC_BRANCH_ALWAYS);
    CHECK(tc_cost("cortex-m4", NULL, NULL, 0, "bl", "20 <spin>", 4).branch == TCC_BRANCH_ALWAYS);
    CHECK(tc_cost("cortex-m4", NULL, NULL, 0, "bx", "lr", 2).branch == TCC_BRANCH_ALWAYS);
    CHECK(tc_cost("cortex-m4", NULL, NULL, 0, "bxeq", "lr", 2).branch == TCC_BRANCH_COND);
    CHECK(tc_cost("cortex-m4", NULL, NULL, 0, "cbz", "r0, 40 <x>", 2).branch == TCC_BRANCH_COND);
    CHECK(tc_cost("cortex-m4", NULL, NULL, 0, "bls.n", "40 <x>", 2).branch == TCC_BRANCH_COND);
    c = tc_cost("cortex-m4", NULL, NULL, 0, "tbb", "[pc, r3]", 4);
    CHECK(c.first == 2 && c.branch == TCC_BRANCH_ALWAYS);
    c = tc_cost("cortex-m4", NULL, NULL, 0, "ldr.w", "pc, [sp], #4", 4);
    CHECK(c.first == 2 && c.follow == 2 && c.branch == TCC_BRANCH_ALWAYS);
    CHECK(tc_cost("cortex-m4", NULL, NULL, 0, "mov", "pc, r0", 2).branch == TCC_BRANCH_ALWAYS);
    /* Not branches and not split at a false condition suffix. */
    CHECK(tc_cost("cortex-m4", NULL, NULL, 0, "bics", "r0, r1", 2).branch == TCC_BRANCH_NONE);
    CHECK(tc_cost("cortex-m4", NULL, NULL, 0, "muls", "r0, r1", 2).known);
    CHECK(tc_cost("cortex-m4", NULL, NULL, 0, "lsls", "r0, r1, #2", 2).branch == TCC_BRANCH_NONE);
    CHECK(tc_cost("cortex-m4", NULL, NULL, 0, "sbcs", "r0, r1", 2).known);
    CHECK(tc_cost("cortex-m4", NULL, NULL, 0, "teq", "r0, r1", 4).known);
    CHECK(tc_cost("cortex-m4", NULL, NULL, 0, "movne", "r0, #1", 2).first == 1);
    /* IT folds onto a preceding 16-bit instruction. */
    CHECK_EQ_U(tc_cost("cortex-m4", "cmp", "r0, #0", 2, "it", "eq", 2).first, 0);
    CHECK_EQ_U(tc_cost("cortex-m4", "cmp.w", "r0, #256", 4, "ite", "eq", 2).first, 1);
    CHECK_EQ_U(tc_cost("cortex-m4", NULL, NULL, 0, "itt", "ne", 2).first, 1);
    /* Unknown: one cycle, said so. */
    c = tc_cost("cortex-m4", NULL, NULL, 0, "vfnms.f32", "s0, s1, s2", 4);
    CHECK(c.first == 1 && !c.known);
}

void test_cycle_model_m3(void)
{
    /* The M3's long multiplies take their longest time with bignum operands. */
    CHECK_EQ_U(tc_cost("cortex-m3", NULL, NULL, 0, "umull", "r0, r1, r2, r3", 4).first, 5);
    CHECK_EQ_U(tc_cost("cortex-m3", NULL, NULL, 0, "umlal", "r0, r1, r2, r3", 4).first, 7);
    CHECK_EQ_U(tc_cost("cortex-m3", NULL, NULL, 0, "mul", "r0, r1", 2).first, 1);
    CHECK_EQ_U(tc_cost("cortex-m3", "ldr", "r0, [r1]", 2, "ldr", "r2, [r1, #4]", 2).follow, 1);
}

/* The Cortex-M0+ TRM's table 3.1 in the model's terms: P = 1, so B taken is 2, BL 3, BX 2 and
 * POP {pc} 3 + N; loads and stores 2, never pipelined and never stalled on an address. */
void test_cycle_model_m0plus(void)
{
    const struct tcc_cycle_core *m0plus = tcc_cycle_core_named("cortex-m0plus");
    CHECK(m0plus != NULL && m0plus->refill.low == 1 && m0plus->refill.nominal == 1 && m0plus->refill.high == 1);
    CHECK(strstr(m0plus->basis, "assumed") == NULL);
    struct tcc_insn_cost c;
    c = tc_cost("cortex-m0plus", "ldr", "r0, [r1, #4]", 2, "ldr", "r2, [r3, #8]", 2);
    CHECK(c.first == 2 && c.follow == 2);
    c = tc_cost("cortex-m0plus", "adds", "r1, #4", 2, "ldr", "r2, [r1]", 2);
    CHECK_EQ_U(c.follow, 2);
    CHECK_EQ_U(tc_cost("cortex-m0plus", NULL, NULL, 0, "str", "r0, [r1, #8]", 2).first, 2);
    CHECK_EQ_U(tc_cost("cortex-m0plus", NULL, NULL, 0, "muls", "r0, r1", 2).first, 1);
    c = tc_cost("cortex-m0plus", NULL, NULL, 0, "bl", "20 <f>", 4);
    CHECK(c.first + m0plus->refill.nominal == 3 && c.branch == TCC_BRANCH_ALWAYS);
    c = tc_cost("cortex-m0plus", NULL, NULL, 0, "blx", "r3", 2);
    CHECK(c.first + m0plus->refill.nominal == 2);
    c = tc_cost("cortex-m0plus", NULL, NULL, 0, "bx", "lr", 2);
    CHECK(c.first + m0plus->refill.nominal == 2);
    c = tc_cost("cortex-m0plus", NULL, NULL, 0, "bne.n", "20 <f>", 2);
    CHECK(c.first == 1 && c.branch == TCC_BRANCH_COND);
    c = tc_cost("cortex-m0plus", NULL, NULL, 0, "pop", "{r4, r5, r6, pc}", 2);
    CHECK(c.first + m0plus->refill.nominal == 3 + 4 && c.branch == TCC_BRANCH_ALWAYS);
    CHECK_EQ_U(tc_cost("cortex-m0plus", NULL, NULL, 0, "push", "{r4, r5, lr}", 2).first, 4);
    CHECK_EQ_U(tc_cost("cortex-m0plus", NULL, NULL, 0, "mrs", "r0, PRIMASK", 4).first, 3);
    CHECK_EQ_U(tc_cost("cortex-m0plus", NULL, NULL, 0, "dsb", "sy", 4).first, 3);
    /* What ARMv6-M cannot execute: 32-bit instructions but six, and CBZ, CBNZ and IT. */
    CHECK(tcc_cycle_foreign(m0plus, "umull", 4) && tcc_cycle_foreign(m0plus, "ldr.w", 4));
    CHECK(tcc_cycle_foreign(m0plus, "cbz", 2) && tcc_cycle_foreign(m0plus, "itt", 2));
    CHECK(!tcc_cycle_foreign(m0plus, "bl", 4) && !tcc_cycle_foreign(m0plus, "dmb", 4) &&
          !tcc_cycle_foreign(m0plus, "adds", 2) && !tcc_cycle_foreign(m0plus, "ldr", 2));
    CHECK(!tcc_cycle_foreign(tcc_cycle_core_named("cortex-m4"), "umull", 4));
    /* The M0 (three-stage pipeline): P = 2, so B taken 3, BL 4 and POP {pc} 4 + N. */
    const struct tcc_cycle_core *m0 = tcc_cycle_core_named("cortex-m0");
    CHECK(m0 != NULL && m0->refill.nominal == 2 && m0->refill.low == 2 && m0->refill.high == 2);
    CHECK_EQ_U(tc_cost("cortex-m0", NULL, NULL, 0, "bl", "20 <f>", 4).first + m0->refill.nominal, 4);
    CHECK_EQ_U(tc_cost("cortex-m0", NULL, NULL, 0, "pop", "{r4, pc}", 2).first + m0->refill.nominal, 4 + 2);
    /* The M33's model is an assumption, and says so. */
    const struct tcc_cycle_core *m33 = tcc_cycle_core_named("cortex-m33");
    CHECK(m33 != NULL && strstr(m33->basis, "assumed") != NULL);
}

void test_part_files(void)
{
    struct tcc_part part;
    char why[300];
    const char *good = "# a part\ntitle = X, 100 MHz\ncore = cortex-m4\nclock_mhz = 100\nwait_states = 3\n"
                       "line_bytes = 16\nicache_lines = 64\ndcache_lines = 8\nprefetch = on\nsource = a manual\n"
                       "supply_mv = 3300\nrun_current_ua = 10000\ncurrent_source = a datasheet\n";
    memset(&part, 0, sizeof part);
    CHECK(tcc_part_parse(good, &part, why, sizeof why) == TCC_OK);
    CHECK(part.clock_mhz == 100 && part.wait_states == 3 && part.prefetch == 1 && strcmp(part.core, "cortex-m4") == 0);
    CHECK(tcc_part_parse("title = X\ncore = any\n", &part, why, sizeof why) == TCC_E_INPUT);
    CHECK(strstr(why, "no 'source'") != NULL || strstr(why, "no 'clock_mhz'") != NULL);
    CHECK(tcc_part_parse("title = X\nspeed = 3\n", &part, why, sizeof why) == TCC_E_INPUT && strstr(why, "unknown field 'speed'"));
    CHECK(tcc_part_parse("clock_mhz = fast\n", &part, why, sizeof why) == TCC_E_INPUT && strstr(why, "whole number"));
    /* Energy: 100 M cycles at 100 MHz is 1 s; 3.3 V x 10 mA is 33 mW: 33,000 uJ. */
    CHECK(tcc_part_energy_uj(&part, 100000000ull) > 32999.9 && tcc_part_energy_uj(&part, 100000000ull) < 33000.1);
    /* A part without its current names the field; "none" is a value, and goes with its voltage. */
    char text[600];
    snprintf(text, sizeof text, "%.*s", (int)(strstr(good, "run_current_ua") - good), good);
    tcc_appendf(text, sizeof text, "current_source = x\n");
    CHECK(tcc_part_parse(text, &part, why, sizeof why) == TCC_E_INPUT && strstr(why, "no 'run_current_ua'") != NULL);
    snprintf(text, sizeof text, "%srun_current_ua = none\n", good);
    CHECK(tcc_part_parse(text, &part, why, sizeof why) == TCC_E_INPUT && strstr(why, "go together") != NULL);
    /* Set-associative caches: the ways divide the lines; a unified cache has no data cache. */
    snprintf(text, sizeof text, "%scache_ways = 3\n", good);
    CHECK(tcc_part_parse(text, &part, why, sizeof why) == TCC_E_INPUT && strstr(why, "cache_ways") != NULL);
    snprintf(text, sizeof text, "%sunified = on\n", good);
    CHECK(tcc_part_parse(text, &part, why, sizeof why) == TCC_E_INPUT && strstr(why, "unified") != NULL);
    /* The shipped parts all read, each for a core with a model, and their currents go with a source. */
    const char *names[] = { "none", "stm32f407", "stm32f411", "rp2040", "rp2040-sram", "rp2350", "nrf52840",
                            "stm32l4r5", "stm32l4a6", "stm32u585", "stm32f091", "stm32g071" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        CHECK(tcc_part_load(tc_test_home(), names[i], &part, NULL) == TCC_OK);
        CHECK(strcmp(part.core, "any") == 0 || tcc_cycle_core_named(part.core) != NULL);
        CHECK(part.current_source[0] != '\0');
    }
    CHECK(tcc_part_load(tc_test_home(), "rp2040", &part, NULL) == TCC_OK && part.cache_ways == 2 && part.unified == 1);
}

/* The validation points: each model's spread, lowest and highest error; other models' lines
 * and comments apart; a malformed line refused. The shipped file gives every model it names. */
void test_cycle_validation(void)
{
    struct tcc_validation v;
    const char *text = "# points\ncortex-m0plus\ta, b\t-9.5\ncortex-m4\tc\t3.3\ncortex-m0plus\td\t-9.8\n";
    CHECK(tcc_validation_parse(text, "cortex-m0plus", &v) == 0);
    CHECK(v.points == 2 && v.low_pct < -9.79 && v.low_pct > -9.81 && v.high_pct > -9.51 && v.high_pct < -9.49);
    CHECK(tcc_validation_parse(text, "cortex-m3", &v) == 0 && v.points == 0);
    CHECK(tcc_validation_parse("cortex-m4\tno error\n", "cortex-m4", &v) == -1);
    CHECK(tcc_validation_parse("cortex-m4\tx\tlow\n", "cortex-m4", &v) == -1);
    const char *models[] = { "cortex-m4", "cortex-m0", "cortex-m0plus", "cortex-m33" };
    for (size_t i = 0; i < sizeof models / sizeof models[0]; i++) {
        tcc_validation_load(tc_test_home(), models[i], &v);
        CHECK(v.points >= 1 && v.low_pct <= v.high_pct && tcc_cycle_core_named(models[i]) != NULL);
    }
}
