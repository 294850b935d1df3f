/* cmd_bench.c: tlscost bench: crypto primitive benchmarks of one library build, or an A/B of
 * two builds that differ in one thing (version, optimisation level, target or a config header),
 * run A-B-A. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../core/run/tcc_bench.h"
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_file.h"
#include "../report/tcc_bench_writers.h"
#include "../report/tcc_fmt.h"
#include "tcc_cell_options.h"
#include "tcc_commands.h"
#include "tcc_say.h"

struct tcc_bench_side {
    struct tcc_cell cell;
    struct tcc_bench_result prepared, result;
};

static int tcc_bench_measure(struct tcc_bench_side *side, const struct tcc_bench_params *params)
{
    tcc_progress(side->cell.diag, "bench: running %s %s on %s at -%s", side->prepared.library, side->prepared.version,
                 side->prepared.target, side->prepared.opt);
    return tcc_bench_run(&side->prepared, params, &side->result, side->cell.diag);
}

static const struct tcc_option tcc_bench_options[] = {
    TCC_BUILD_OPTIONS,
    { "user-config", "FILE", "a header applied on top of the bench configuration (profiles/bench/<library>.h)",
      NULL, NULL },
    { "ab", NULL, "compare two builds given as A B: each KEY=VALUE[,KEY=VALUE] over the options above, keys "
                  TCC_AB_KEYS " (tlscost bench --ab version=2.28.3 version=3.6.6)", NULL, NULL },
    { "batches", "N", "batches per primitive and run (min, mean and max are over them)", "5", NULL },
    { "batch-ms", "MS", "host: size each batch to about this many milliseconds", "200", NULL },
    { "style", "NAME", "output: 'table', or 'ops' for \"N ops took S sec, avg X ms, Y ops/sec\" lines", "table",
      NULL },
    { "mhz", "MHZ", "clock for the derived times on the emulated cores", TCC_DEFAULT_MHZ_TEXT, NULL },
    { "json", "FILE", "also write the figures (schema tlscost-bench/1, docs/bench.md) to FILE", NULL, NULL },
    { "timeout", "SECONDS", "wall-clock limit for one run of the bench image", "600", NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

static int tcc_bench(const struct tcc_invocation *inv)
{
    const char *home = inv->home;
    const struct tcc_option *options = inv->options;
    const char *const *positional = inv->positional;
    int n_positional = inv->n_positional;
    int err = TCC_OK;
    int ab = tcc_option(options, "ab") != NULL;
    if (ab && n_positional != 2) {
        tcc_msg("--ab needs two builds, A and B (for example: --ab version=2.28.3 version=3.6.6)");
        return TCC_E_USAGE;
    }
    if (!ab && n_positional != 0) {
        tcc_msg("unexpected argument '%s' for 'bench'; to compare two builds use --ab A B", positional[0]);
        return TCC_E_USAGE;
    }
    unsigned long batches, batch_ms, mhz, timeout;
    if (tcc_option_unsigned(options, "batches", &batches) || tcc_option_unsigned(options, "batch-ms", &batch_ms) ||
        tcc_option_unsigned(options, "mhz", &mhz) || tcc_option_unsigned(options, "timeout", &timeout))
        return TCC_E_USAGE;
    if (batches < 1 || batches > 50 || batch_ms < 1 || batch_ms > 4000 || mhz < 1 || timeout < 1) {
        tcc_msg("--batches is 1 to 50, --batch-ms 1 to 4000, --mhz and --timeout at least 1");
        return TCC_E_USAGE;
    }
    const char *style = tcc_option(options, "style");
    if (strcmp(style, "table") != 0 && strcmp(style, "ops") != 0) {
        tcc_msg("--style '%s' unknown; known: table, ops", style);
        return TCC_E_USAGE;
    }
    const char *json = tcc_option(options, "json");
    if (json != NULL && (err = tcc_file_check_output(json, "--json", inv->diag)) != TCC_OK)
        return err;
    struct tcc_bench_params params = { (unsigned)batches, (unsigned)batch_ms, (unsigned)timeout };

    struct tcc_bench_side *sides = calloc(2, sizeof *sides);
    char *specs[2] = { NULL, NULL };
    if (sides == NULL)
        return TCC_E_IO;
    int n_sides = ab ? 2 : 1;
    for (int i = 0; i < n_sides && err == TCC_OK; i++) {
        err = tcc_cell_build_from_options(options, home, inv->diag, &sides[i].cell);
        sides[i].cell.build.user_config = tcc_option(options, "user-config");
        sides[i].cell.options.timeout_s = (unsigned)timeout;
        if (err == TCC_OK && ab) {
            specs[i] = strdup(positional[i]);
            err = specs[i] != NULL ? tcc_cell_apply_spec(specs[i], home, &sides[i].cell) : TCC_E_IO;
        }
    }
    for (int i = 0; i < n_sides && err == TCC_OK; i++)
        err = tcc_bench_prepare(&sides[i].cell, &sides[i].prepared);
    /* A-B-A: A again after B, so a drift of the machine shows as A's own spread. */
    if (err == TCC_OK)
        err = tcc_bench_measure(&sides[0], &params);
    if (err == TCC_OK && ab) {
        err = tcc_bench_measure(&sides[1], &params);
        if (err == TCC_OK)
            err = tcc_bench_measure(&sides[0], &params);
    }
    if (err == TCC_OK) {
        if (ab) {
            tcc_bench_ab_text(stdout, &sides[0].result, &sides[1].result, positional[0], positional[1]);
        } else if (strcmp(style, "ops") == 0) {
            tcc_bench_ops_style(stdout, &sides[0].result, (unsigned)mhz);
        } else {
            tcc_bench_text(stdout, &sides[0].result, (unsigned)mhz);
        }
        if (json != NULL)
            err = tcc_bench_json_write(json, &sides[0].result, ab ? &sides[1].result : NULL, inv->diag);
    }
    free(specs[0]);
    free(specs[1]);
    free(sides);
    return err;
}

/* tlscost bench */
const struct tcc_command tcc_command_bench = {
    "bench",
    "crypto primitives per operation and per byte; A/B of two builds",
    "[options] [--ab A B]",
    tcc_bench_options,
    2,
    tcc_bench,
    0,
};
