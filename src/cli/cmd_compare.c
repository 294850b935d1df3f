/* cmd_compare.c: tlscost compare BASE.json NEW.json: a delta table of every figure, and budgets
 * (one --max-* option per figure of the table of figures that has one: --max-flash, --max-heap,
 * --max-instr) that make it exit 1 when NEW exceeds them. Two profile documents (tlscost
 * profile --json) are compared function by function instead. */
#include <stdio.h>
#include <stdlib.h>
#include "../core/matrix/tcc_budget.h"
#include "../core/matrix/tcc_compare.h"
#include "../core/base/tcc_error.h"
#include "../core/image/tcc_flash_diff.h"
#include "../core/model/tcc_figures.h"
#include <cjson/cJSON.h>
#include <string.h>
#include "../core/base/tcc_file.h"
#include "../core/model/tcc_json.h"
#include "../core/estimate/tcc_profile_diff.h"
#include "../report/tcc_fmt.h"
#include "tcc_commands.h"
#include "tcc_options.h"
#include "tcc_say.h"

/* A row's unit: bytes, or the results' count unit (instructions, or ns on a host). */
static const char *tcc_row_unit(const struct tcc_compare_row *r, const struct tcc_result *now)
{
    if (r->kind != TCC_FIG_INSTR)
        return "B";
    return now->count_unit[0] ? now->count_unit : "instr";
}

/* An instruction difference no larger than one tick of the counter is not a difference. */
static int tcc_within_resolution(const struct tcc_compare_row *r, const struct tcc_result *now)
{
    uint64_t tick = now->instr_per_tick ? now->instr_per_tick : 1;
    uint64_t magnitude = (uint64_t)(r->delta < 0 ? -r->delta : r->delta);
    return r->kind == TCC_FIG_INSTR && strcmp(tcc_row_unit(r, now), "ns") != 0 && magnitude <= tick && r->delta != 0;
}

static void tcc_percent_text(const struct tcc_compare_row *r, const struct tcc_result *now, char *out, size_t size)
{
    if (tcc_within_resolution(r, now))
        snprintf(out, size, "within a tick");
    else if (r->base == 0)
        snprintf(out, size, r->now == 0 ? "0.00 %%" : "new");
    else if (r->percent > -0.005 && r->percent < 0.005)
        snprintf(out, size, "0.00 %%");
    else
        snprintf(out, size, "%+.2f %%", r->percent);
}

static void tcc_print_rows(const struct tcc_comparison *c, const struct tcc_result *now)
{
    char a[32], b[32], d[32], p[32];
    printf("%-44s %-5s %14s %14s %14s %14s\n", "figure", "unit", "base", "new", "delta", "%");
    for (unsigned i = 0; i < c->count; i++) {
        const struct tcc_compare_row *r = &c->rows[i];
        tcc_percent_text(r, now, p, sizeof p);
        printf("%-44s %-5s %14s %14s %14s %14s\n", r->name, tcc_row_unit(r, now), tcc_fmt_count(r->base, a, sizeof a),
               tcc_fmt_count(r->now, b, sizeof b), tcc_fmt_delta(r->delta, d, sizeof d), p);
    }
}

/* The comparison as a document, for CI. */
struct tcc_compare_doc {
    const struct tcc_comparison *c;
    const struct tcc_result *base, *now;
    const struct tcc_budget *budgets;
    const struct tcc_option *options;
};

static int tcc_write_compare(FILE *out, const void *ctx)
{
    const struct tcc_compare_doc *doc = ctx;
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "schema", "tlscost-compare/1");
    const struct tcc_result *sides[2] = { doc->base, doc->now };
    const char *names[2] = { "base", "new" };
    for (int s = 0; s < 2; s++) {
        cJSON *side = cJSON_AddObjectToObject(root, names[s]);
        cJSON_AddStringToObject(side, "library", sides[s]->library);
        cJSON_AddStringToObject(side, "library_version", sides[s]->library_version);
        cJSON_AddStringToObject(side, "profile", sides[s]->profile);
        cJSON_AddStringToObject(side, "target", sides[s]->target);
        cJSON_AddStringToObject(side, "scenario", sides[s]->scenario);
    }
    cJSON *rows = cJSON_AddArrayToObject(root, "rows");
    for (unsigned i = 0; i < doc->c->count; i++) {
        const struct tcc_compare_row *r = &doc->c->rows[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "figure", r->name);
        cJSON_AddStringToObject(o, "unit", tcc_row_unit(r, doc->now));
        cJSON_AddNumberToObject(o, "base", (double)r->base);
        cJSON_AddNumberToObject(o, "new", (double)r->now);
        cJSON_AddNumberToObject(o, "delta", (double)r->delta);
        cJSON_AddNumberToObject(o, "percent", r->percent);
        cJSON_AddBoolToObject(o, "within_resolution", tcc_within_resolution(r, doc->now));
        cJSON_AddItemToArray(rows, o);
    }
    cJSON *budgets = cJSON_AddArrayToObject(root, "budgets");
    for (unsigned i = 0; i < tcc_figure_count; i++) {
        const struct tcc_compare_row *r = tcc_compare_row(doc->c, tcc_figures[i].label);
        if (!doc->budgets[i].set || r == NULL)
            continue;
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "figure", r->name);
        cJSON_AddStringToObject(o, "budget", tcc_option(doc->options, tcc_figures[i].budget));
        cJSON_AddBoolToObject(o, "ok", !tcc_budget_exceeded(&doc->budgets[i], r->base, r->now));
        cJSON_AddItemToArray(budgets, o);
    }
    return tcc_json_emit(out, root);
}

/* The largest flash changes, by object or by symbol. */
static void tcc_print_flash_diff(const char *title, const struct tcc_flash_diff *diff, unsigned long top)
{
    char a[32], b[32], c[32];
    printf("\n%s, largest change first (%zu changed):\n%-60s %10s %10s %10s\n", title, diff->count, "", "base B",
           "new B", "delta B");
    for (size_t i = 0; i < diff->count && i < top; i++) {
        const struct tcc_flash_diff_row *r = &diff->rows[i];
        printf("%-60.60s %10s %10s %10s\n", r->name, tcc_fmt_count((uint64_t)r->base, a, sizeof a),
               tcc_fmt_count((uint64_t)r->now, b, sizeof b), tcc_fmt_delta(r->now - r->base, c, sizeof c));
    }
}

/* Two symbol documents: flash by symbol. */
static int tcc_compare_symbols(const struct tcc_invocation *inv, unsigned long top)
{
    struct tcc_flash_diff diff;
    int err = tcc_flash_diff_symbols(inv->positional[0], inv->positional[1], &diff, inv->diag);
    if (err != TCC_OK)
        return err;
    int64_t base = 0, now = 0;
    for (size_t i = 0; i < diff.count; i++) {
        base += diff.rows[i].base;
        now += diff.rows[i].now;
    }
    char a[32];
    printf("base: %s\nnew:  %s\nthe changed symbols add up to %s B of flash\n", inv->positional[0], inv->positional[1],
           tcc_fmt_delta(now - base, a, sizeof a));
    tcc_print_flash_diff("Flash by symbol (object)", &diff, top);
    tcc_flash_diff_free(&diff);
    return TCC_OK;
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
    { "cell", "NAME", "for a report document (report.json): the cell to compare (min, small, ...)", NULL, NULL },
    { "json", "FILE", "also write the comparison and the budgets' verdicts as a document to FILE", NULL, NULL },
    { "top", "N", "how many functions (two profiles), objects (two results) or symbols (two symbol documents) to list", "20", NULL },
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
        tcc_msg("compare needs two result files (BASE.json NEW.json, from tlscost run --json), two profiles or two symbol documents");
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
    if (tcc_flash_diff_is_symbols(files[0]) || tcc_flash_diff_is_symbols(files[1])) {
        if (any_budget) {
            tcc_msg("budgets apply to result documents (tlscost run --json), not to symbol documents");
            return TCC_E_USAGE;
        }
        return tcc_compare_symbols(inv, top);
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
    const char *cell = tcc_option(options, "cell"), *json = tcc_option(options, "json");
    if (err == TCC_OK && json != NULL)
        err = tcc_file_check_output(json, "--json", inv->diag);
    if (err == TCC_OK)
        err = tcc_json_read_cell(files[0], cell, base, inv->diag);
    if (err == TCC_OK)
        err = tcc_json_read_cell(files[1], cell, now, inv->diag);
    int exceeded = 0;
    if (err == TCC_OK) {
        printf("base: %s %s %s on %s (%s)\nnew:  %s %s %s on %s (%s)\n\n", base->library, base->library_version,
               base->profile, base->target, base->scenario, now->library, now->library_version, now->profile,
               now->target, now->scenario);
        tcc_compare_results(base, now, c);
        tcc_print_rows(c, now);
        struct tcc_flash_diff objects;
        if (tcc_flash_diff_objects(base, now, &objects) == TCC_OK && objects.count > 0)
            tcc_print_flash_diff("Flash by object", &objects, top);
        tcc_flash_diff_free(&objects);
        /* One line per budget, kept or not. */
        for (unsigned i = 0; i < tcc_figure_count; i++) {
            const struct tcc_compare_row *r = tcc_compare_row(c, tcc_figures[i].label);
            if (r == NULL || !budgets[i].set)
                continue;
            int over = tcc_budget_exceeded(&budgets[i], r->base, r->now);
            char a[32], p[32];
            tcc_percent_text(r, now, p, sizeof p);
            printf("budget %s %s: %s, new %s %s (%s)\n", r->name,
                   tcc_option(options, tcc_figures[i].budget), over ? "EXCEEDED" : "ok",
                   tcc_fmt_count(r->now, a, sizeof a), tcc_row_unit(r, now), p);
            exceeded |= over;
        }
        if (json != NULL) {
            struct tcc_compare_doc doc = { c, base, now, budgets, options };
            err = tcc_file_write_with(json, tcc_write_compare, &doc, inv->diag);
        }
        if (err == TCC_OK && exceeded) {
            tcc_msg("a budget was exceeded (see the budget lines)");
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
    "compare two results (exit non-zero when a budget is exceeded), two profiles function by function, or two symbol documents",
    "BASE.json NEW.json [--max-FIGURE BUDGET ...]",
    tcc_compare_options,
    2,
    tcc_compare,
    1,
};
