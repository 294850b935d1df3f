/* bench_main.c: the bench image: calibrate the counter, then time every primitive of the
 * library's bench adapter and print one "TC prim" record each (docs/records.md).
 * Arguments (tc_args.h):
 *   batches=N   batches per primitive (default 3)
 *   batch_instr=N  emulated cores: size each batch to about N instructions
 *   batch_ns=T     the host: size each batch to about T ns
 *   without either, a batch is one operation.
 * Every primitive runs once untimed before its batches.
 * Each record gives the ticks of the fastest and the slowest batch and of all batches; the tool
 * divides by the operations per batch. */
#include <stdint.h>
#include "tc_args.h"
#include "tc_bench.h"
#include "tc_calib.h"
#include "tc_out.h"
#include "tc_platform.h"

#define TC_BATCHES_MAX 50u
#define TC_OPS_MAX 1000000u

static void tc_bench_error(const char *name, const char *where, int code)
{
    tc_out_start("prim");
    tc_out_str("name", name);
    tc_out_str("failed", where);
    tc_out_i32("error", code);
    tc_out_end();
}

/* Time n operations; returns the ticks, or UINT64_MAX after an error (stored in *err). */
static uint64_t tc_bench_batch(const struct tc_bench_prim *p, uint32_t n, int *err)
{
    uint64_t t0 = tc_plat_ticks();
    for (uint32_t i = 0; i < n; i++)
        if ((*err = p->run()) != 0)
            return UINT64_MAX;
    return tc_plat_ticks() - t0;
}

static void tc_bench_one(const struct tc_bench_prim *p, uint32_t batches, uint64_t batch_ticks)
{
    tc_out_set_where("bench", p->name);
    int err = p->setup();
    if (err != 0) {
        tc_bench_error(p->name, "setup", err);
        return;
    }
    /* One operation first, untimed in the figures: it warms what the library computes on
     * first use (RSA's blinding values and Montgomery constant), and tells the batch size. */
    uint64_t once = tc_bench_batch(p, 1, &err);
    if (once == UINT64_MAX) {
        tc_bench_error(p->name, "run", err);
        return;
    }
    uint32_t ops = 1;
    if (batch_ticks != 0) {
        /* Double the operations until a batch takes a quarter of the target, then scale up. */
        uint64_t ticks = once;
        while (ticks < batch_ticks / 4 && ops <= TC_OPS_MAX / 2) {
            ops *= 2;
            if ((ticks = tc_bench_batch(p, ops, &err)) == UINT64_MAX) {
                tc_bench_error(p->name, "run", err);
                return;
            }
        }
        uint64_t fit = ticks != 0 ? (uint64_t)ops * batch_ticks / ticks : TC_OPS_MAX;
        ops = fit < 1 ? 1 : fit > TC_OPS_MAX ? TC_OPS_MAX : (uint32_t)fit;
    }
    uint64_t min = UINT64_MAX, max = 0, sum = 0;
    for (uint32_t b = 0; b < batches; b++) {
        uint64_t ticks = tc_bench_batch(p, ops, &err);
        if (ticks == UINT64_MAX) {
            tc_bench_error(p->name, "run", err);
            return;
        }
        min = ticks < min ? ticks : min;
        max = ticks > max ? ticks : max;
        sum += ticks;
    }
    tc_out_start("prim");
    tc_out_str("name", p->name);
    tc_out_u64("bytes", p->bytes);
    tc_out_u64("ops", ops);
    tc_out_u64("batches", batches);
    tc_out_u64("min", min);
    tc_out_u64("max", max);
    tc_out_u64("sum", sum);
    tc_out_end();
}

int main(void)
{
    tc_plat_clock_init();
    const char *args = tc_plat_args();
    uint32_t batches = tc_args_u32(args, "batches", 3);
    if (batches < 1)
        batches = 1;
    if (batches > TC_BATCHES_MAX)
        batches = TC_BATCHES_MAX;
    tc_out_start("begin");
    tc_out_str("platform", tc_plat_name());
    tc_out_str("library", tc_bench_library());
    tc_out_str("version", tc_bench_version());
    tc_out_str("image", "bench");
    tc_out_end();
    uint64_t calib_ticks = tc_calibrate();
    /* A batch's size in ticks: instructions scaled by the calibration, or the host's ns. */
    uint64_t batch_ticks = tc_args_u32(args, "batch_ns", 0);
    uint64_t batch_instr = tc_args_u32(args, "batch_instr", 0);
    if (batch_instr != 0)
        batch_ticks = batch_instr * calib_ticks / TC_CALIBRATION_INSTR;
    size_t count;
    const struct tc_bench_prim *prims = tc_bench_prims(&count);
    for (size_t i = 0; i < count; i++)
        tc_bench_one(&prims[i], batches, batch_ticks);
    tc_out_start("end");
    tc_out_u64("code", 0);
    tc_out_end();
    return 0;
}
