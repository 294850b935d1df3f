/* tcc_profile_writers.c: writers of a per-function profile (see tcc_profile_writers.h). */
#include "tcc_profile_writers.h"
#include <cjson/cJSON.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include "../core/base/tcc_file.h"
#include "../core/model/tcc_json.h"
#include "tcc_fmt.h"

#define TCC_WRAP_PREFIX "__wrap_"

static const struct {
    const char *name, *side, *kinds, *title;
} tcc_profile_scopes[] = {
    { "client", "client", "step rstep", "client handshake (every client step)" },
    { "server", "server", "step rstep", "server handshake (every server step)" },
    { "data", NULL, "data", "data phase (both sides)" },
    { "all", NULL, NULL, "whole run (start-up, both sides, data phase, exit)" },
};

int tcc_profile_scope_named(const char *name, struct tcc_profile_scope *scope, char *title, size_t size)
{
    memset(scope, 0, sizeof *scope);
    for (size_t i = 0; i < sizeof tcc_profile_scopes / sizeof tcc_profile_scopes[0]; i++)
        if (strcmp(name, tcc_profile_scopes[i].name) == 0) {
            scope->side = tcc_profile_scopes[i].side;
            scope->kinds = tcc_profile_scopes[i].kinds;
            snprintf(title, size, "%s", tcc_profile_scopes[i].title);
            return 0;
        }
    const char *function = NULL, *prefix = "";
    if (strncmp(name, "under:", 6) == 0 && name[6] != '\0')
        function = name + 6;
    else if (strncmp(name, "op:", 3) == 0 && name[3] != '\0')
        function = name + 3, prefix = TCC_WRAP_PREFIX;
    if (function == NULL)
        return -1;
    snprintf(scope->under, sizeof scope->under, "%s%s", prefix, function);
    snprintf(title, size, "whole run, at or below %s", scope->under);
    return 0;
}

/* Function indexes sorted by exclusive instructions, largest first. */
static const struct tcc_profile_function_total *tcc_sort_totals;
static int tcc_by_exclusive(const void *a, const void *b)
{
    uint64_t x = tcc_sort_totals[*(const size_t *)a].exclusive, y = tcc_sort_totals[*(const size_t *)b].exclusive;
    return x < y ? 1 : x > y ? -1 : 0;
}

static size_t *tcc_ranked(const struct tcc_profile_function_total *totals, size_t n)
{
    size_t *order = malloc((n ? n : 1) * sizeof *order);
    if (order == NULL)
        return NULL;
    for (size_t i = 0; i < n; i++)
        order[i] = i;
    tcc_sort_totals = totals;
    qsort(order, n, sizeof *order, tcc_by_exclusive);
    return order;
}

size_t tcc_profile_top(const struct tcc_profile *p, const struct tcc_profile_scope *scope, size_t n,
                       struct tcc_profile_top_row rows[], uint64_t *sum)
{
    size_t count = p->map.function_count, got = 0;
    struct tcc_profile_function_total *totals = calloc(count ? count : 1, sizeof *totals);
    *sum = 0;
    if (totals == NULL)
        return 0;
    *sum = tcc_profile_sum(p, scope, totals, NULL);
    size_t *order = tcc_ranked(totals, count);
    for (size_t i = 0; order != NULL && i < n && i < count && totals[order[i]].exclusive > 0; i++, got++) {
        const struct tcc_profile_function_total *t = &totals[order[i]];
        rows[i] = (struct tcc_profile_top_row){ p->map.functions[order[i]].name, t->exclusive, t->inclusive, t->entries,
                                                tcc_profile_cycles(t->cycles, t->taken, p->refill.nominal),
                                                *sum ? 100.0 * (double)t->exclusive / (double)*sum : 0.0 };
    }
    free(order);
    free(totals);
    return got;
}

void tcc_profile_write_top(FILE *out, const struct tcc_profile *p, const struct tcc_profile_scope *scope,
                           const char *title, unsigned n)
{
    struct tcc_profile_top_row *rows = calloc(n ? n : 1, sizeof *rows);
    if (rows == NULL)
        return;
    uint64_t sum;
    size_t got = tcc_profile_top(p, scope, n, rows, &sum);
    char a[32], b[32], c[32];
    fprintf(out, "%s: %s instructions\n", title, tcc_fmt_count(sum, a, sizeof a));
    fprintf(out, "%3s  %-40s %14s %7s %14s %10s%s\n", "#", "function", "exclusive", "%", "inclusive", "entries",
            p->cycles ? "   est. cycles    CPI" : "");
    for (size_t i = 0; i < got; i++) {
        fprintf(out, "%3zu  %-40.40s %14s %6.2f%% %14s %10s", i + 1, rows[i].name,
                tcc_fmt_count(rows[i].exclusive, a, sizeof a), rows[i].percent,
                tcc_fmt_count(rows[i].inclusive, b, sizeof b), tcc_fmt_count(rows[i].entries, c, sizeof c));
        if (p->cycles)
            fprintf(out, " %14s %6.2f", tcc_fmt_count(rows[i].cycles, a, sizeof a),
                    (double)rows[i].cycles / (double)rows[i].exclusive);
        fputc('\n', out);
    }
    free(rows);
}

void tcc_profile_write_estimate(FILE *out, const struct tcc_profile *p, const struct tcc_profile_scope *scope,
                                unsigned mhz)
{
    if (!p->cycles)
        return;
    size_t count = p->map.function_count;
    struct tcc_profile_function_total *totals = calloc(count ? count : 1, sizeof *totals);
    if (totals == NULL)
        return;
    uint64_t instr = tcc_profile_sum(p, scope, totals, NULL), cycles, taken;
    free(totals);
    tcc_profile_sum_cycles(p, scope, &cycles, &taken);
    uint64_t nominal = tcc_profile_cycles(cycles, taken, p->refill.nominal);
    uint64_t low = tcc_profile_cycles(cycles, taken, p->refill.low);
    uint64_t high = tcc_profile_cycles(cycles, taken, p->refill.high);
    char a[32], b[32], c[32];
    fprintf(out, "estimated cycles (%s timing model: %s; %s; an estimate, not a measurement): %s, CPI %.2f; ",
            p->cycle_model, p->cycle_basis, p->memory, tcc_fmt_count(nominal, a, sizeof a),
            instr ? (double)nominal / (double)instr : 0.0);
    if (p->refill.low == p->refill.high)
        fprintf(out, "the core's branch refill is fixed at %u cycles, so there is no refill range\n", p->refill.low);
    else
        fprintf(out, "%s to %s for a branch refill of %u to %u cycles\n", tcc_fmt_count(low, b, sizeof b),
                tcc_fmt_count(high, c, sizeof c), p->refill.low, p->refill.high);
    fprintf(out, "estimated time at %u MHz: %.1f ms (%.1f to %.1f); lower bound at one instruction a cycle: %.1f ms; "
                 "%s taken branches (%.1f %% of the cycles at a refill of %u)\n",
            mhz, (double)nominal / (mhz * 1000.0), (double)low / (mhz * 1000.0), (double)high / (mhz * 1000.0),
            (double)instr / (mhz * 1000.0), tcc_fmt_count(taken, a, sizeof a),
            nominal ? 100.0 * (double)(taken * p->refill.nominal) / (double)nominal : 0.0, p->refill.nominal);
    if (p->stalls > 0)
        fprintf(out, "flash wait states: %s cycles of the whole run's estimate\n", tcc_fmt_count(p->stalls, a, sizeof a));
    char validated[400];
    tcc_validation_describe(p->cycle_model, &p->validation, validated, sizeof validated);
    fprintf(out, "validated: %s\n", validated);
    if (p->map.unknown_count > 0)
        fprintf(out, "note: %zu instructions of the image have no timing in the model and count one cycle each\n",
                p->map.unknown_count);
}

static uint64_t tcc_magnitude(int64_t v)
{
    return (uint64_t)(v < 0 ? -v : v);
}

void tcc_profile_agreement(const struct tcc_profile *p, unsigned *tied, unsigned *within, uint64_t *largest)
{
    *tied = *within = 0;
    *largest = 0;
    for (size_t i = 0; i < p->record_count; i++) {
        const struct tcc_profile_record *r = &p->records[i];
        if (r->begin < 0)
            continue;
        uint64_t magnitude = tcc_magnitude(r->difference);
        (*tied)++;
        *within += magnitude < p->instr_per_tick;
        if (magnitude > *largest)
            *largest = magnitude;
    }
}

unsigned tcc_profile_write_agreement(FILE *out, const struct tcc_profile *p, int verbose)
{
    unsigned tied, within;
    uint64_t largest;
    char a[32], b[32], c[32];
    if (verbose) {
        fprintf(out, "%-6s %-7s %-34s %14s %14s %8s\n", "record", "side", "name", "plugin", "SysTick", "diff");
        for (size_t i = 0; i < p->record_count; i++) {
            const struct tcc_profile_record *r = &p->records[i];
            if (r->begin >= 0)
                fprintf(out, "%-6s %-7s %-34.34s %14s %14s %8s\n", r->kind, r->side, r->name,
                        tcc_fmt_count(r->instr, a, sizeof a),
                        tcc_fmt_count(r->ticks * p->instr_per_tick, b, sizeof b),
                        tcc_fmt_delta(r->difference, c, sizeof c));
        }
    }
    tcc_profile_agreement(p, &tied, &within, &largest);
    unsigned off = tied - within;
    fprintf(out, "SysTick agreement: %u of %u timed records within one tick (%" PRIu64
            " instruction%s); largest difference %" PRIu64 "\n", tied - off, tied, p->instr_per_tick,
            p->instr_per_tick == 1 ? "" : "s", largest);
    return off;
}

/* The outermost __wrap_ function on a node's path, or -1. */
static int32_t tcc_outer_wrap(const struct tcc_profile *p, uint32_t node)
{
    int32_t found = -1;
    for (uint32_t up = node; up != 0; up = p->parent[up])
        if (strncmp(tcc_profile_node_name(p, up), TCC_WRAP_PREFIX, strlen(TCC_WRAP_PREFIX)) == 0)
            found = p->function[up];
    return found;
}

void tcc_profile_write_operations(FILE *out, const struct tcc_profile *p, const struct tcc_profile_scope *scope)
{
    size_t count = p->map.function_count;
    struct tcc_profile_function_total *totals = calloc(count ? count : 1, sizeof *totals);
    uint64_t *node_instr = calloc(p->node_count, sizeof *node_instr);
    uint64_t *by_wrap = calloc(count ? count : 1, sizeof *by_wrap);
    if (totals == NULL || node_instr == NULL || by_wrap == NULL)
        goto done;
    uint64_t sum = tcc_profile_sum(p, scope, totals, node_instr);
    for (uint32_t n = 1; n < p->node_count; n++) {
        int32_t wrap = node_instr[n] ? tcc_outer_wrap(p, n) : -1;
        if (wrap >= 0)
            by_wrap[wrap] += node_instr[n];
    }
    char a[32], b[32];
    int any = 0;
    for (size_t f = 0; f < count; f++) {
        if (by_wrap[f] == 0)
            continue;
        if (!any)
            fprintf(out, "%-44s %14s %7s %8s\n", "operation (outermost wrapped call)", "instructions", "%", "calls");
        any = 1;
        fprintf(out, "%-44.44s %14s %6.2f%% %8s\n", p->map.functions[f].name + strlen(TCC_WRAP_PREFIX),
                tcc_fmt_count(by_wrap[f], a, sizeof a), sum ? 100.0 * (double)by_wrap[f] / (double)sum : 0.0,
                tcc_fmt_count(totals[f].entries, b, sizeof b));
    }
done:
    free(totals);
    free(node_instr);
    free(by_wrap);
}

static void tcc_write_path(FILE *out, const struct tcc_profile *p, uint32_t node)
{
    if (p->parent[node] != 0)
        tcc_write_path(out, p, p->parent[node]);
    if (p->parent[node] != 0)
        fputc(';', out);
    fputs(tcc_profile_node_name(p, node), out);
}

struct tcc_profile_doc {
    const struct tcc_profile *p;
    const struct tcc_profile_about *about;
    const struct tcc_profile_scope *scope;
};

static int tcc_write_folded(FILE *out, const void *ctx)
{
    const struct tcc_profile_doc *doc = ctx;
    const struct tcc_profile *p = doc->p;
    const struct tcc_profile_scope *scope = doc->scope;
    size_t count = p->map.function_count;
    struct tcc_profile_function_total *totals = calloc(count ? count : 1, sizeof *totals);
    uint64_t *node_instr = calloc(p->node_count, sizeof *node_instr);
    if (totals == NULL || node_instr == NULL) {
        free(totals);
        free(node_instr);
        return TCC_E_IO;
    }
    tcc_profile_sum(p, scope, totals, node_instr);
    for (uint32_t n = 1; n < p->node_count; n++) {
        if (node_instr[n] == 0)
            continue;
        tcc_write_path(out, p, n);
        fprintf(out, " %" PRIu64 "\n", node_instr[n]);
    }
    free(totals);
    free(node_instr);
    return ferror(out) ? TCC_E_IO : TCC_OK;
}

int tcc_profile_write_folded(const char *path, const struct tcc_profile *p, const struct tcc_profile_scope *scope,
                             struct tcc_diag *d)
{
    struct tcc_profile_doc doc = { p, NULL, scope };
    return tcc_file_write_with(path, tcc_write_folded, &doc, d);
}

static int tcc_write_doc(FILE *out, const void *ctx)
{
    const struct tcc_profile_doc *doc = ctx;
    const struct tcc_profile *p = doc->p;
    size_t count = p->map.function_count;
    struct tcc_profile_function_total *totals = calloc(count ? count : 1, sizeof *totals);
    if (totals == NULL)
        return TCC_E_IO;
    uint64_t sum = tcc_profile_sum(p, doc->scope, totals, NULL);
    size_t *order = tcc_ranked(totals, count);
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "schema", "tlscost-profile/1");
    cJSON_AddStringToObject(root, "what", doc->about->what);
    cJSON_AddStringToObject(root, "target", doc->about->target);
    cJSON_AddStringToObject(root, "scope", doc->about->scope);
    cJSON_AddStringToObject(root, "counted_by", "QEMU TCG plugin, one inline add per executed instruction");
    cJSON_AddNumberToObject(root, "run_instructions", (double)p->total);
    cJSON_AddNumberToObject(root, "scope_instructions", (double)sum);
    cJSON_AddNumberToObject(root, "instructions_per_tick", (double)p->instr_per_tick);
    if (p->cycles) {
        uint64_t cycles, taken;
        tcc_profile_sum_cycles(p, doc->scope, &cycles, &taken);
        cJSON *est = cJSON_AddObjectToObject(root, "cycle_estimate");
        cJSON_AddStringToObject(est, "model", p->cycle_model);
        cJSON_AddStringToObject(est, "memory", p->memory);
        cJSON_AddNumberToObject(est, "run_wait_state_cycles", (double)p->stalls);
        cJSON_AddStringToObject(est, "basis", p->cycle_basis);
        cJSON_AddStringToObject(est, "note", "an estimate from the model's timings, not a measurement");
        cJSON *validated = cJSON_AddObjectToObject(est, "validated");
        cJSON_AddNumberToObject(validated, "points", p->validation.points);
        if (p->validation.points > 0) {
            cJSON_AddNumberToObject(validated, "low_pct", p->validation.low_pct);
            cJSON_AddNumberToObject(validated, "high_pct", p->validation.high_pct);
        }
        cJSON_AddNumberToObject(est, "static_cycles", (double)cycles);
        cJSON_AddNumberToObject(est, "taken_branches", (double)taken);
        cJSON_AddNumberToObject(est, "cycles", (double)tcc_profile_cycles(cycles, taken, p->refill.nominal));
        cJSON_AddNumberToObject(est, "cycles_low", (double)tcc_profile_cycles(cycles, taken, p->refill.low));
        cJSON_AddNumberToObject(est, "cycles_high", (double)tcc_profile_cycles(cycles, taken, p->refill.high));
    }
    cJSON *functions = cJSON_AddArrayToObject(root, "functions");
    for (size_t i = 0; order != NULL && i < count && totals[order[i]].inclusive > 0; i++) {
        const struct tcc_profile_function_total *t = &totals[order[i]];
        cJSON *f = cJSON_CreateObject();
        cJSON_AddStringToObject(f, "name", p->map.functions[order[i]].name);
        cJSON_AddNumberToObject(f, "exclusive", (double)t->exclusive);
        cJSON_AddNumberToObject(f, "inclusive", (double)t->inclusive);
        cJSON_AddNumberToObject(f, "entries", (double)t->entries);
        if (p->cycles) {
            cJSON_AddNumberToObject(f, "estimated_cycles", (double)tcc_profile_cycles(t->cycles, t->taken,
                                                                                     p->refill.nominal));
            cJSON_AddNumberToObject(f, "estimated_inclusive_cycles",
                                    (double)tcc_profile_cycles(t->inclusive_cycles, t->inclusive_taken,
                                                               p->refill.nominal));
            cJSON_AddNumberToObject(f, "estimated_inclusive_cycles_low",
                                    (double)tcc_profile_cycles(t->inclusive_cycles, t->inclusive_taken, p->refill.low));
            cJSON_AddNumberToObject(f, "estimated_inclusive_cycles_high",
                                    (double)tcc_profile_cycles(t->inclusive_cycles, t->inclusive_taken, p->refill.high));
        }
        cJSON_AddItemToArray(functions, f);
    }
    cJSON *records = cJSON_AddArrayToObject(root, "records");
    for (size_t i = 0; i < p->record_count; i++) {
        const struct tcc_profile_record *r = &p->records[i];
        if (r->begin < 0)
            continue;
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "kind", r->kind);
        cJSON_AddStringToObject(o, "side", r->side);
        cJSON_AddStringToObject(o, "name", r->name);
        cJSON_AddNumberToObject(o, "plugin_instructions", (double)r->instr);
        cJSON_AddNumberToObject(o, "systick_instructions", (double)(r->ticks * p->instr_per_tick));
        cJSON_AddNumberToObject(o, "difference", (double)r->difference);
        cJSON_AddItemToArray(records, o);
    }
    free(order);
    free(totals);
    return tcc_json_emit(out, root);
}

int tcc_profile_write_json(const char *path, const struct tcc_profile *p, const struct tcc_profile_about *about,
                           const struct tcc_profile_scope *scope, struct tcc_diag *d)
{
    struct tcc_profile_doc doc = { p, about, scope };
    return tcc_file_write_with(path, tcc_write_doc, &doc, d);
}
