/* cmd_compare.c: tlscost compare BASE.json NEW.json: a delta table of every figure, and budgets
 * (one --max-* option per figure of the table of figures that has one: --max-flash, --max-heap,
 * --max-instr) that make it exit 1 when NEW exceeds them. */
#include <stdio.h>
#include <stdlib.h>
#include "../core/tcc_budget.h"
#include "../core/tcc_compare.h"
#include "../core/tcc_error.h"
#include "../core/tcc_figures.h"
#include "../core/tcc_json.h"
#include "../report/tcc_fmt.h"
#include "tcc_commands.h"
#include "tcc_options.h"
#include "tcc_say.h"

static void tcc_print_rows(const struct tcc_comparison *c)
{
    char a[32], b[32], d[32];
    printf("%-44s %14s %14s %14s %9s\n", "figure", "base", "new", "delta", "%");
    for (unsigned i = 0; i < c->count; i++) {
        const struct tcc_compare_row *r = &c->rows[i];
        printf("%-44s %14s %14s %14s %+8.2f%%\n", r->name, tcc_fmt_count(r->base, a, sizeof a),
               tcc_fmt_count(r->now, b, sizeof b), tcc_fmt_delta(r->delta, d, sizeof d), r->percent);
    }
}

static const struct tcc_option tcc_compare_options[] = {
    /* and one --max-* per figure with a budget (tcc_figures.c), added by main */
    { NULL, NULL, NULL, NULL, NULL },
};

static int tcc_compare(const struct tcc_invocation *inv)
{
    const struct tcc_option *options = inv->options;
    const char *const *files = inv->positional;
    int n_files = inv->n_positional;
    int err = TCC_OK;
    if (n_files != 2) {
        tcc_msg("compare needs two result files (BASE.json NEW.json), written by tlscost run --json");
        return TCC_E_USAGE;
    }
    struct tcc_budget budgets[TCC_FIGURES_MAX];
    for (unsigned i = 0; i < tcc_figure_count; i++) {
        const char *text = tcc_figures[i].budget != NULL ? tcc_option(options, tcc_figures[i].budget) : NULL;
        if (text == NULL) {
            budgets[i].set = 0;
        } else if (tcc_budget_parse(text, &budgets[i]) != 0) {
            tcc_msg("--%s '%s' is not a budget; use N, +N or +N%%", tcc_figures[i].budget, text);
            return TCC_E_USAGE;
        }
    }
    struct tcc_result *base = calloc(1, sizeof *base), *now = calloc(1, sizeof *now);
    struct tcc_comparison *c = calloc(1, sizeof *c);
    if (base == NULL || now == NULL || c == NULL)
        err = TCC_E_IO;
    if (err == TCC_OK)
        err = tcc_json_read_result(files[0], base, inv->diag);
    if (err == TCC_OK)
        err = tcc_json_read_result(files[1], now, inv->diag);
    if (err == TCC_OK) {
        printf("base: %s %s %s on %s (%s)\nnew:  %s %s %s on %s (%s)\n\n", base->library, base->library_version,
               base->profile, base->target, base->scenario, now->library, now->library_version, now->profile,
               now->target, now->scenario);
        tcc_compare_results(base, now, c);
        tcc_print_rows(c);
        for (unsigned i = 0; i < tcc_figure_count; i++) {
            const struct tcc_compare_row *r = tcc_compare_row(c, tcc_figures[i].label);
            if (r == NULL || !tcc_budget_exceeded(&budgets[i], r->base, r->now))
                continue;
            char a[32];
            tcc_msg("budget exceeded: %s is %s (--%s %s)", r->name, tcc_fmt_count(r->now, a, sizeof a),
                    tcc_figures[i].budget, tcc_option(options, tcc_figures[i].budget));
            err = TCC_E_BUDGET;
        }
    }
    free(base);
    free(now);
    free(c);
    return err;
}

/* tlscost compare */
const struct tcc_command tcc_command_compare = {
    "compare",
    "compare two results; exit non-zero when a budget is exceeded",
    "BASE.json NEW.json [--max-FIGURE BUDGET ...]",
    tcc_compare_options,
    2,
    tcc_compare,
    1,
};
