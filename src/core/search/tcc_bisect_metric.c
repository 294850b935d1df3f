/* tcc_bisect_metric.c: the figure tlscost bisect judges by (see tcc_bisect_metric.h). */
#include "tcc_bisect_metric.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../run/tcc_bench.h"
#include "../base/tcc_error.h"
#include "../run/tcc_measure.h"
#include "../base/tcc_str.h"

/* The short names for the run figures bisects ask for most. */
static const char *const tcc_metric_aliases[][2] = {
    { "handshake", "handshake_instr" },
    { "flash", "flash_total" },
    { "heap", "heap_peak" },
};

int tcc_bisect_metric_parse(const char *text, struct tcc_bisect_metric *m, char *why, size_t why_size)
{
    memset(m, 0, sizeof *m);
    snprintf(m->text, sizeof m->text, "%s", text);
    if (strncmp(text, "bench:", 6) == 0 && text[6] != '\0' && strlen(text + 6) < sizeof m->primitive) {
        snprintf(m->primitive, sizeof m->primitive, "%s", text + 6);
        snprintf(m->label, sizeof m->label, "bench %s per operation", m->primitive);
        return TCC_OK;
    }
    char known[600] = "";
    if (strncmp(text, "run:", 4) == 0) {
        const char *name = text + 4;
        for (size_t i = 0; i < sizeof tcc_metric_aliases / sizeof tcc_metric_aliases[0]; i++)
            if (strcmp(name, tcc_metric_aliases[i][0]) == 0)
                name = tcc_metric_aliases[i][1];
        m->figure = tcc_figure_named(name, known, sizeof known);
        if (m->figure != NULL) {
            snprintf(m->label, sizeof m->label, "%s", m->figure->label);
            return TCC_OK;
        }
    } else {
        tcc_figure_named("", known, sizeof known);
    }
    snprintf(why, why_size, "--metric '%s' unknown; give run:FIGURE (handshake, flash, heap, or any of %s) or "
             "bench:PRIMITIVE (a name tlscost bench --json lists, e.g. bench:ecdsa_verify)", text, known);
    return TCC_E_USAGE;
}

/* A bench primitive's instructions per operation: one batch on an emulated core (exact), the
 * fastest of three on the host (wall time). */
static int tcc_metric_bench(const struct tcc_cell *cell, const char *primitive, uint64_t *value)
{
    struct tcc_bench_result *prepared = calloc(1, sizeof *prepared), *r = calloc(1, sizeof *r);
    int err = prepared != NULL && r != NULL ? tcc_bench_prepare(cell, prepared) : TCC_E_IO;
    if (err == TCC_OK) {
        struct tcc_bench_params params = { prepared->image.target.native ? 3 : 1, 200, cell->options.timeout_s };
        err = tcc_bench_run(prepared, &params, r, cell->diag);
    }
    const struct tcc_bench_prim *found = NULL;
    char names[600] = "";
    for (unsigned i = 0; err == TCC_OK && i < r->count; i++) {
        tcc_appendf(names, sizeof names, "%s%s", names[0] ? ", " : "", r->prims[i].name);
        if (strcmp(r->prims[i].name, primitive) == 0)
            found = &r->prims[i];
    }
    if (err == TCC_OK && (found == NULL || found->failed[0])) {
        if (found == NULL)
            tcc_diagf(cell->diag, "the bench image of %s has no primitive '%s'; it has %s", r->version, primitive, names);
        else
            tcc_diagf(cell->diag, "bench primitive %s failed in its %s (error %d)", primitive, found->failed,
                      found->error);
        err = TCC_E_INPUT;
    }
    if (err == TCC_OK)
        *value = (uint64_t)(found->min + 0.5);
    free(prepared);
    free(r);
    return err;
}

int tcc_bisect_metric_measure(const struct tcc_cell *cell, const struct tcc_bisect_metric *m, uint64_t *value)
{
    if (m->figure == NULL)
        return tcc_metric_bench(cell, m->primitive, value);
    struct tcc_result *r = calloc(1, sizeof *r);
    int err = r != NULL ? tcc_measure(cell, r) : TCC_E_IO;
    if (err == TCC_OK)
        *value = m->figure->get(r);
    free(r);
    return err;
}
