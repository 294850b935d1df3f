/* cmd_bisect_step.c: tlscost bisect-step: one step of git bisect run (tlscost bisect calls it):
 * measure the cell from the source tree --library names, and exit 0 when the metric is within
 * --limit (good), 1 above it (bad), 125 when the revision cannot be measured (git skips it). */
#include <stdio.h>
#include <stdlib.h>
#include "../core/base/tcc_error.h"
#include "../core/search/tcc_bisect_metric.h"
#include "tcc_cell_options.h"
#include "tcc_commands.h"
#include "tcc_say.h"

#define TCC_GIT_BISECT_SKIP 125

static const struct tcc_option tcc_bisect_step_options[] = {
    TCC_CELL_OPTIONS,
    { "metric", "KIND:NAME", "what to judge: run:FIGURE or bench:PRIMITIVE (as tlscost bisect takes it)", "run:handshake", NULL },
    { "limit", "N", "the largest good value", NULL, NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

static int tcc_bisect_step(const struct tcc_invocation *inv)
{
    struct tcc_cell cell;
    unsigned long limit;
    char why[1000];
    struct tcc_bisect_metric metric;
    if (tcc_cell_from_options(inv->options, inv->home, inv->diag, &cell) != TCC_OK ||
        tcc_bisect_metric_parse(tcc_option(inv->options, "metric"), &metric, why, sizeof why) != TCC_OK ||
        tcc_option(inv->options, "limit") == NULL || tcc_option_unsigned(inv->options, "limit", &limit) != 0) {
        tcc_msg("bisect-step needs a cell, --metric KIND:NAME and --limit N; tlscost bisect writes its line");
        exit(TCC_GIT_BISECT_SKIP + 3); /* above 127: git bisect run stops */
    }
    uint64_t value = 0;
    if (tcc_bisect_metric_measure(&cell, &metric, &value) != TCC_OK) {
        tcc_msg("this revision cannot be measured, skipped: %s", inv->diag->text);
        exit(TCC_GIT_BISECT_SKIP);
    }
    printf("tlscost bisect-step: %s %llu, limit %lu: %s\n", metric.label, (unsigned long long)value, limit,
           value > limit ? "bad" : "good");
    fflush(stdout);
    exit(value > limit ? 1 : 0);
}

/* tlscost bisect-step */
const struct tcc_command tcc_command_bisect_step = {
    "bisect-step",
    "one step of tlscost bisect: exit 0 good, 1 bad, 125 skip (git bisect run calls it)",
    "--library NAME@TREE --metric KIND:NAME --limit N [options]",
    tcc_bisect_step_options,
    0,
    tcc_bisect_step,
    0,
};
