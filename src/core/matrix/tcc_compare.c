/* tcc_compare.c: figure-by-figure comparison of two results (see tcc_compare.h). */
#include "tcc_compare.h"
#include <stdio.h>
#include <string.h>
#include "tcc_library_rows.h"

static void tcc_row(struct tcc_comparison *c, const char *name, enum tcc_figure_kind kind, uint64_t base, uint64_t now)
{
    if (c->count >= TCC_COMPARE_MAX)
        return;
    struct tcc_compare_row *r = &c->rows[c->count++];
    snprintf(r->name, sizeof r->name, "%s", name);
    r->kind = kind;
    r->base = base;
    r->now = now;
    r->delta = (int64_t)now - (int64_t)base;
    r->percent = base != 0 ? 100.0 * (double)r->delta / (double)base : 0.0;
}

static const struct tcc_step *tcc_step_named(const struct tcc_side *side, const char *name)
{
    for (unsigned i = 0; i < side->step_count; i++)
        if (strcmp(side->steps[i].name, name) == 0)
            return &side->steps[i];
    return NULL;
}

void tcc_compare_results(const struct tcc_result *base, const struct tcc_result *now, struct tcc_comparison *out)
{
    const struct tcc_side *b = &base->client, *n = &now->client;
    char name[96];
    out->count = 0;
    /* The whole-result figures, from the table of figures. */
    for (unsigned f = 0; f < tcc_figure_count; f++)
        tcc_row(out, tcc_figures[f].label, tcc_figures[f].kind, tcc_figures[f].get(base), tcc_figures[f].get(now));
    for (int op = 0; op < TCC_OP_COUNT; op++) {
        if (b->ops[op].count == 0 && n->ops[op].count == 0)
            continue;
        snprintf(name, sizeof name, "%s instructions", tcc_op_titles[op]);
        tcc_row(out, name, TCC_FIG_INSTR, b->ops[op].instr, n->ops[op].instr);
    }
    /* Two libraries that step differently (states against flights) line up by flight. */
    uint64_t b_instr[TCC_FLIGHTS], b_heap[TCC_FLIGHTS], n_instr[TCC_FLIGHTS], n_heap[TCC_FLIGHTS];
    if (tcc_library_steps_by_flight(base->library) != tcc_library_steps_by_flight(now->library) &&
        tcc_side_flights(b, b_instr, b_heap) && tcc_side_flights(n, n_instr, n_heap)) {
        for (int f = 0; f < TCC_FLIGHTS; f++) {
            snprintf(name, sizeof name, "flight %s instructions", tcc_flight_titles[f]);
            tcc_row(out, name, TCC_FIG_INSTR, b_instr[f], n_instr[f]);
            snprintf(name, sizeof name, "flight %s heap peak", tcc_flight_titles[f]);
            tcc_row(out, name, TCC_FIG_HEAP, b_heap[f], n_heap[f]);
        }
        return;
    }
    for (unsigned i = 0; i < n->step_count; i++) {
        const struct tcc_step *bs = tcc_step_named(b, n->steps[i].name);
        if (bs == NULL)
            continue;
        snprintf(name, sizeof name, "step %s instructions", n->steps[i].name);
        tcc_row(out, name, TCC_FIG_INSTR, bs->instr, n->steps[i].instr);
        snprintf(name, sizeof name, "step %s heap peak", n->steps[i].name);
        tcc_row(out, name, TCC_FIG_HEAP, bs->heap_peak, n->steps[i].heap_peak);
    }
}

const struct tcc_compare_row *tcc_compare_row(const struct tcc_comparison *c, const char *name)
{
    for (unsigned i = 0; i < c->count; i++)
        if (strcmp(c->rows[i].name, name) == 0)
            return &c->rows[i];
    return NULL;
}
