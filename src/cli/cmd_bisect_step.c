/* cmd_bisect_step.c: tlscost bisect-step: one step of git bisect run (tlscost bisect calls it):
 * measure the cell from the source tree --library names, and exit 0 when the figure is within
 * --limit (good), 1 above it (bad), 125 when the revision cannot be measured (git skips it). */
#include <stdio.h>
#include <stdlib.h>
#include "../core/tcc_error.h"
#include "../core/tcc_figures.h"
#include "../core/tcc_measure.h"
#include "tcc_cell_options.h"
#include "tcc_commands.h"
#include "tcc_say.h"

#define TCC_GIT_BISECT_SKIP 125

static const struct tcc_option tcc_bisect_step_options[] = {
    TCC_CELL_OPTIONS,
    { "figure", "NAME", "the figure to judge", "handshake_instr", NULL },
    { "limit", "N", "the largest good value", NULL, NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

static int tcc_bisect_step(const struct tcc_invocation *inv)
{
    struct tcc_cell cell;
    unsigned long limit;
    char known[600];
    const struct tcc_figure *figure = tcc_figure_named(tcc_option(inv->options, "figure"), known, sizeof known);
    if (tcc_cell_from_options(inv->options, inv->home, inv->diag, &cell) != TCC_OK || figure == NULL ||
        tcc_option(inv->options, "limit") == NULL || tcc_option_unsigned(inv->options, "limit", &limit) != 0) {
        tcc_msg("bisect-step needs a cell, --figure (%s) and --limit N; tlscost bisect writes its line", known);
        exit(TCC_GIT_BISECT_SKIP + 3); /* above 127: git bisect run stops */
    }
    struct tcc_result *r = calloc(1, sizeof *r);
    int err = r != NULL ? tcc_measure(&cell, r) : TCC_E_IO;
    if (err != TCC_OK) {
        tcc_msg("this revision cannot be measured, skipped: %s", inv->diag->text);
        free(r);
        exit(TCC_GIT_BISECT_SKIP);
    }
    uint64_t value = figure->get(r);
    free(r);
    printf("tlscost bisect-step: %s %llu, limit %lu: %s\n", figure->label, (unsigned long long)value, limit,
           value > limit ? "bad" : "good");
    fflush(stdout);
    exit(value > limit ? 1 : 0);
}

/* tlscost bisect-step */
const struct tcc_command tcc_command_bisect_step = {
    "bisect-step",
    "one step of tlscost bisect: exit 0 good, 1 bad, 125 skip (git bisect run calls it)",
    "--library NAME@TREE --figure NAME --limit N [options]",
    tcc_bisect_step_options,
    0,
    tcc_bisect_step,
    0,
};
