/* cmd_compare.c: tlscost compare BASE.json NEW.json: a delta table of every figure, and budgets
 * (one --max-* option per figure of the table of figures that has one: --max-flash, --max-heap,
 * --max-instr) that make it exit 1 when NEW exceeds them. Two profile documents (tlscost
 * profile --json) are compared function by function instead. */
#include <stdio.h>
#include <stdlib.h>
#include "../core/tcc_budget.h"
#include "../core/tcc_compare.h"
#include "../core/tcc_error.h"
#include "../core/tcc_figures.h"
#include "../core/tcc_json.h"
#include "../core/tcc_profile_diff.h"
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

/* Two profiles: the functions whose exclusive instructions changed most. */
static int tcc_compare_profiles(const struct tcc_invocation *inv, unsigned long top)
{
    struct tcc_profile_diff diff;
    int err = tcc_profile_diff_read(inv->positional[0], inv->positional[1], &diff, inv->diag);
    if (err != TCC_OK)
        return err;
    char a[32], b[32], c[32], e[32];
    printf("base: %s on %s, %s scope: %s instructions\nnew:  %s on %s, %s scope: %s instructions (%+.2f %%)\n\n",
           diff.base_what, diff.base_target, diff.base_scope, tcc_fmt_count((uint64_t)diff.base_total, a, sizeof a),
           diff.new_what, diff.new_target, diff.new_scope, tcc_fmt_count((uint64_t)diff.new_total, b, sizeof b),
           diff.base_total > 0 ? 100.0 * (diff.new_total - diff.base_total) / diff.base_total : 0.0);
    printf("%-40s %14s %14s %14s %9s %16s\n", "function (exclusive instructions)", "base", "new", "delta", "%",
           "inclusive delta");
    for (size_t i = 0; i < diff.row_count && i < top; i++) {
        const struct tcc_profile_diff_row *r = &diff.rows[i];
        double delta = r->new_exclusive - r->base_exclusive;
        if (delta == 0)
            break;
        printf("%-40.40s %14s %14s %14s ", r->name, tcc_fmt_count((uint64_t)r->base_exclusive, a, sizeof a),
               tcc_fmt_count((uint64_t)r->new_exclusive, b, sizeof b), tcc_fmt_delta((int64_t)delta, c, sizeof c));
        if (r->base_exclusive > 0)
            printf("%+8.2f%%", 100.0 * delta / r->base_exclusive);
        else
            printf("%9s", "new");
        printf(" %16s\n", tcc_fmt_delta((int64_t)(r->new_inclusive - r->base_inclusive), e, sizeof e));
    }
    tcc_profile_diff_free(&diff);
    return TCC_OK;
}

static const struct tcc_option tcc_compare_options[] = {
    { "top", "N", "for two profile documents: how many functions to list", "20", NULL },
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
    unsigned long top;
    if (tcc_option_unsigned(options, "top", &top))
        return TCC_E_USAGE;
    struct tcc_budget budgets[TCC_FIGURES_MAX];
    int any_budget = 0;
    for (unsigned i = 0; i < tcc_figure_count; i++) {
        const char *text = tcc_figures[i].budget != NULL ? tcc_option(options, tcc_figures[i].budget) : NULL;
        if (text == NULL) {
            budgets[i].set = 0;
        } else if (tcc_budget_parse(text, &budgets[i]) != 0) {
            tcc_msg("--%s '%s' is not a budget; use N, +N or +N%%", tcc_figures[i].budget, text);
            return TCC_E_USAGE;
        }
        any_budget |= text != NULL;
    }
    if (tcc_profile_diff_is_profile(files[0]) || tcc_profile_diff_is_profile(files[1])) {
        if (any_budget) {
            tcc_msg("budgets apply to result documents (tlscost run --json), not to profiles");
            return TCC_E_USAGE;
        }
        return tcc_compare_profiles(inv, top);
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
    "compare two results (exit non-zero when a budget is exceeded), or two profiles function by function",
    "BASE.json NEW.json [--max-FIGURE BUDGET ...]",
    tcc_compare_options,
    2,
    tcc_compare,
    1,
};
