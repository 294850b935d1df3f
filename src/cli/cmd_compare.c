/* cmd_compare.c: tlscost compare BASE.json NEW.json: a delta table of every figure, and budgets
 * (--max-flash, --max-heap, --max-instr) that make it exit 1 when NEW exceeds them. */
#include <stdio.h>
#include <stdlib.h>
#include "../core/tcc_budget.h"
#include "../core/tcc_compare.h"
#include "../core/tcc_error.h"
#include "../core/tcc_json.h"
#include "../report/tcc_fmt.h"
#include "tcc_commands.h"
#include "tcc_options.h"

struct tcc_budget_check {
    const char *option;
    const char *figure; /* row of the comparison it applies to */
};

static const struct tcc_budget_check tcc_budget_checks[] = {
    { "max-flash", "flash total" },
    { "max-heap", "heap peak" },
    { "max-instr", "handshake instructions" },
};

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

int tcc_cmd_compare(int argc, char **argv, const char *home)
{
    (void)home;
    struct tcc_option options[] = {
        { "max-flash", "BUDGET", "flash of NEW: N bytes at most, +N bytes or +N% growth at most", NULL, NULL },
        { "max-heap", "BUDGET", "client heap peak of NEW, same forms", NULL, NULL },
        { "max-instr", "BUDGET", "client handshake instructions of NEW, same forms", NULL, NULL },
        { NULL, NULL, NULL, NULL, NULL },
    };
    const char *files[2];
    int n_files;
    const char *usage = "BASE.json NEW.json [--max-flash B] [--max-heap B] [--max-instr N]";
    int err = tcc_options_parse("compare", options, argc, argv, files, 2, &n_files, usage);
    if (err != 0)
        return err > 0 ? TCC_OK : err;
    if (n_files != 2) {
        tcc_msg("compare needs two result files (BASE.json NEW.json), written by tlscost run --json");
        return TCC_E_USAGE;
    }
    struct tcc_budget budgets[3];
    for (int i = 0; i < 3; i++) {
        const char *text = tcc_option(options, tcc_budget_checks[i].option);
        if (text == NULL) {
            budgets[i].set = 0;
        } else if (tcc_budget_parse(text, &budgets[i]) != 0) {
            tcc_msg("--%s '%s' is not a budget; use N, +N or +N%%", tcc_budget_checks[i].option, text);
            return TCC_E_USAGE;
        }
    }
    struct tcc_result *base = calloc(1, sizeof *base), *now = calloc(1, sizeof *now);
    struct tcc_comparison *c = calloc(1, sizeof *c);
    if (base == NULL || now == NULL || c == NULL)
        err = TCC_E_IO;
    if (err == TCC_OK)
        err = tcc_json_read_result(files[0], base);
    if (err == TCC_OK)
        err = tcc_json_read_result(files[1], now);
    if (err == TCC_OK) {
        printf("base: %s %s %s on %s (%s)\nnew:  %s %s %s on %s (%s)\n\n", base->library, base->library_version,
               base->profile, base->target, base->scenario, now->library, now->library_version, now->profile,
               now->target, now->scenario);
        tcc_compare_results(base, now, c);
        tcc_print_rows(c);
        for (int i = 0; i < 3; i++) {
            const struct tcc_compare_row *r = tcc_compare_row(c, tcc_budget_checks[i].figure);
            if (r == NULL || !tcc_budget_exceeded(&budgets[i], r->base, r->now))
                continue;
            char a[32];
            tcc_msg("budget exceeded: %s is %s (--%s %s)", r->name, tcc_fmt_count(r->now, a, sizeof a),
                    tcc_budget_checks[i].option, tcc_option(options, tcc_budget_checks[i].option));
            err = TCC_E_BUDGET;
        }
    }
    free(base);
    free(now);
    free(c);
    return err;
}
