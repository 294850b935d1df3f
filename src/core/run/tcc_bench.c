/* tcc_bench.c: build, run and read the bench image (see tcc_bench.h). */
#include "tcc_bench.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_error.h"
#include "../base/tcc_lines.h"
#include "tcc_measure.h"
#include "../model/tcc_records.h"

void tcc_bench_config_path(const char *home, const char *library, char *out, size_t size)
{
    snprintf(out, size, "%s/profiles/bench/%s.h", home, library);
}

int tcc_bench_prepare(const struct tcc_cell *cell, struct tcc_bench_result *r)
{
    char config[4096 + 64];
    memset(r, 0, sizeof *r);
    tcc_bench_config_path(cell->home, cell->build.library->name, config, sizeof config);
    struct tcc_cell bench = *cell;
    bench.build.profile = NULL;
    bench.build.config_file = config;
    bench.build.in_len = bench.build.out_len = 0;
    int err = tcc_prepare(&bench, "bench", &r->image);
    const struct tcc_target_info *info = &r->image.target;
    snprintf(r->library, sizeof r->library, "%s", r->image.src.name);
    snprintf(r->version, sizeof r->version, "%s", r->image.src.version);
    snprintf(r->sha256, sizeof r->sha256, "%s", r->image.src.sha256);
    snprintf(r->target, sizeof r->target, "%s", cell->build.target);
    snprintf(r->compiler, sizeof r->compiler, "%s", info->compiler);
    snprintf(r->opt, sizeof r->opt, "%s", tcc_cell_opt(cell));
    snprintf(r->cflags, sizeof r->cflags, "%s", info->cflags);
    snprintf(r->objdump, sizeof r->objdump, "%s", info->objdump);
    snprintf(r->unit, sizeof r->unit, "%s", info->native ? "ns" : "instr");
    return err;
}

/* The index of the named primitive in r, or -1. */
static int tcc_bench_index(const struct tcc_bench_result *r, const char *name)
{
    for (unsigned i = 0; i < r->count; i++)
        if (strcmp(r->prims[i].name, name) == 0)
            return (int)i;
    return -1;
}

/* One "TC prim" record into r; -1 when a field is missing or not a number. */
static int tcc_bench_prim_record(const char *line, struct tcc_bench_result *r, double per_tick)
{
    char name[TCC_NAME_MAX], failed[16], error[24];
    if (tcc_record_get(line, "name", name, sizeof name) != 0 || r->count >= TCC_BENCH_PRIMS_MAX)
        return -1;
    struct tcc_bench_prim *p = &r->prims[r->count];
    memset(p, 0, sizeof *p);
    snprintf(p->name, sizeof p->name, "%s", name);
    if (tcc_record_get(line, "failed", failed, sizeof failed) == 0) {
        snprintf(p->failed, sizeof p->failed, "%s", failed);
        p->error = tcc_record_get(line, "error", error, sizeof error) == 0 ? atoi(error) : -1;
        r->count++;
        return 0;
    }
    int bad = 0;
    uint64_t bytes = tcc_record_u64(line, "bytes", &bad), ops = tcc_record_u64(line, "ops", &bad);
    uint64_t batches = tcc_record_u64(line, "batches", &bad), min = tcc_record_u64(line, "min", &bad);
    uint64_t max = tcc_record_u64(line, "max", &bad), sum = tcc_record_u64(line, "sum", &bad);
    if (bad || ops == 0 || batches == 0 || min > max)
        return -1;
    p->bytes = (unsigned)bytes;
    p->ops = (unsigned long)ops;
    p->batches = (unsigned)batches;
    p->min = (double)min * per_tick / (double)ops;
    p->max = (double)max * per_tick / (double)ops;
    p->mean = (double)sum * per_tick / (double)ops / (double)batches;
    p->resolution = per_tick > 1.0 ? per_tick / (double)ops : 0.0;
    r->count++;
    return 0;
}

int tcc_bench_parse(const char *output, struct tcc_bench_result *r, char *why, size_t why_size)
{
    int begun = 0, ended = 0;
    double per_tick = 0;
    r->count = 0;
    char line[512];
    for (const char *at = output; tcc_next_line(&at, line, sizeof line);) {
        if (strncmp(line, "TC begin", 8) == 0) {
            begun = 1;
        } else if (strncmp(line, "TC calib ", 9) == 0) {
            /* The bench image always names its unit: instructions, or the host's ns. */
            uint64_t instr, ticks, instr_per_tick;
            int bad = tcc_record_get(line, "unit", r->unit, sizeof r->unit) != 0;
            tcc_record_calib(line, &instr, &ticks, &instr_per_tick, r->unit, sizeof r->unit, &bad);
            if (bad) {
                snprintf(why, why_size, "bad calibration record: %.80s", line);
                return TCC_E_INPUT;
            }
            per_tick = r->instr_per_tick = (double)instr_per_tick;
        } else if (strncmp(line, "TC prim ", 8) == 0) {
            if (per_tick == 0 || tcc_bench_prim_record(line, r, per_tick) != 0) {
                snprintf(why, why_size, "bad primitive record: %.80s", line);
                return TCC_E_INPUT;
            }
        } else if (strncmp(line, "TC end", 6) == 0) {
            ended = 1;
        }
    }
    if (!begun)
        snprintf(why, why_size, "no begin record: the bench image printed no result");
    else if (!ended)
        snprintf(why, why_size, "no end record: the bench image stopped early");
    return begun && ended ? TCC_OK : TCC_E_INPUT;
}

/* Fold a further run's figures into the accumulated result. */
static void tcc_bench_fold(struct tcc_bench_result *acc, const struct tcc_bench_result *run)
{
    for (unsigned i = 0; i < run->count; i++) {
        const struct tcc_bench_prim *p = &run->prims[i];
        int at = tcc_bench_index(acc, p->name);
        if (at < 0 && acc->count < TCC_BENCH_PRIMS_MAX) {
            acc->prims[acc->count++] = *p;
            continue;
        }
        struct tcc_bench_prim *q = at >= 0 ? &acc->prims[at] : NULL;
        if (q == NULL || p->failed[0] || q->failed[0])
            continue;
        double total = q->mean * q->batches + p->mean * p->batches;
        q->batches += p->batches;
        q->mean = total / q->batches;
        q->min = p->min < q->min ? p->min : q->min;
        q->max = p->max > q->max ? p->max : q->max;
    }
    acc->runs++;
}

int tcc_bench_run(const struct tcc_bench_result *prepared, const struct tcc_bench_params *params,
                  struct tcc_bench_result *r, struct tcc_diag *d)
{
    char args[128];
    /* The host sizes batches to time; the emulated cores to about 0.8 M instructions (exact). */
    if (strcmp(prepared->unit, "ns") == 0)
        snprintf(args, sizeof args, "batches=%u batch_ns=%lu", params->batches, params->batch_ms * 1000000ul);
    else
        snprintf(args, sizeof args, "batches=%u batch_instr=800000", params->batches);
    struct tcc_proc_result pr;
    int err = tcc_image_run(&prepared->image, "bench", args, params->timeout_s, &pr, d);
    if (err != TCC_OK)
        return err;
    struct tcc_bench_result *run = malloc(sizeof *run);
    char why[160];
    if (run == NULL) {
        tcc_proc_free(&pr);
        return TCC_E_IO;
    }
    *run = *prepared;
    err = tcc_bench_parse(pr.output, run, why, sizeof why);
    if (pr.timed_out) {
        tcc_diagf(d, "bench %s on %s hung: no result after %u s (raise --timeout if it is just long)", prepared->version,
                prepared->target, params->timeout_s);
        err = TCC_E_RUN;
    } else if (err != TCC_OK) {
        tcc_diagf(d, "bench %s on %s: %s (exit %d%s)", prepared->version, prepared->target, why, pr.exit_code,
                pr.signal ? ", killed by a signal" : "");
        err = TCC_E_RUN;
    }
    tcc_proc_free(&pr);
    if (err == TCC_OK) {
        if (r->runs == 0) {
            *r = *run;
            r->runs = 1;
        } else {
            tcc_bench_fold(r, run);
        }
    }
    free(run);
    return err;
}

unsigned tcc_bench_compare(const struct tcc_bench_result *a, const struct tcc_bench_result *b,
                           struct tcc_bench_delta *rows, unsigned max_rows)
{
    unsigned n = 0;
    for (unsigned i = 0; i < a->count && n < max_rows; i++) {
        const struct tcc_bench_prim *pa = &a->prims[i];
        int at = tcc_bench_index(b, pa->name);
        const struct tcc_bench_prim *pb = at >= 0 ? &b->prims[at] : NULL;
        if (pb == NULL || pa->failed[0] || pb->failed[0])
            continue;
        struct tcc_bench_delta *row = &rows[n++];
        snprintf(row->name, sizeof row->name, "%s", pa->name);
        row->a = pa->mean;
        row->b = pb->mean;
        row->delta_pct = pa->mean > 0 ? 100.0 * (pb->mean - pa->mean) / pa->mean : 0;
        double a_low = pa->min - pa->resolution, a_high = pa->max + pa->resolution;
        double b_low = pb->min - pb->resolution, b_high = pb->max + pb->resolution;
        row->verdict = b_low > a_high ? "B slower" : b_high < a_low ? "B faster" : "within spread";
    }
    return n;
}
