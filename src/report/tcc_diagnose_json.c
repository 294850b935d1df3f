/* tcc_diagnose_json.c: a diagnosis as a document (see tcc_diagnose_json.h): the config as it
 * is, its enabled options, each change measured (ranked as on the terminal, with its verdict and
 * its differences against the config as it is), all of them together, and the lines to apply. */
#include "tcc_diagnose_json.h"
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>
#include "../core/model/tcc_json.h"
#include "tcc_fmt.h"

static const char *const tcc_diag_kind_names[] = { "drop", "add", "receive", "send" };

/* The estimated handshake time on the fit's part in ms, or 0 without one. */
static double tcc_diag_est_ms(const struct tcc_fit *fit, const struct tcc_fit_candidate *c)
{
    return fit->part != NULL && c->cycles ? tcc_fmt_ms_at(c->cycles, fit->part->clock_mhz) : 0.0;
}

/* A measured config's figures. */
static cJSON *tcc_diag_figures_json(const struct tcc_fit *fit, const struct tcc_fit_candidate *c)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddBoolToObject(o, "completed", c->ok && c->secure);
    if (!c->ok || !c->secure) {
        cJSON_AddStringToObject(o, "error", c->error[0] ? c->error : "the job failed");
        return o;
    }
    cJSON_AddNumberToObject(o, "flash", (double)c->flash);
    cJSON_AddNumberToObject(o, "static_ram", (double)c->static_ram);
    cJSON_AddNumberToObject(o, "heap_peak", (double)c->heap);
    cJSON_AddNumberToObject(o, "stack", (double)c->stack);
    cJSON_AddNumberToObject(o, "handshake_instr", (double)c->instr);
    if (tcc_diag_est_ms(fit, c) > 0) {
        cJSON_AddNumberToObject(o, "handshake_cycles_estimated", (double)c->cycles);
        cJSON_AddNumberToObject(o, "handshake_ms_estimated", tcc_diag_est_ms(fit, c));
    }
    cJSON_AddStringToObject(o, "suite", c->suite);
    return o;
}

/* One change: what it is, how it came out, and (when it held) its differences from the config
 * as it is. */
static cJSON *tcc_diag_change_json(const struct tcc_diagnose *dg, unsigned k)
{
    const struct tcc_fit *fit = dg->fit;
    int i = dg->items[k].best;
    const struct tcc_fit_candidate *c = &fit->candidates[i], *b = &fit->candidates[dg->base];
    enum tcc_diag_verdict verdict = tcc_diagnose_verdict(dg, i);
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "change", c->change);
    cJSON_AddStringToObject(o, "kind", tcc_diag_kind_names[dg->items[k].kind]);
    cJSON_AddStringToObject(o, "what", dg->items[k].what);
    cJSON_AddStringToObject(o, "verdict", tcc_diagnose_verdict_name(verdict));
    if (verdict != TCC_DIAG_HELD) {
        cJSON_AddStringToObject(o, "error", c->error);
        return o;
    }
    cJSON_AddBoolToObject(o, "pays", tcc_diagnose_pays(dg, i));
    cJSON_AddBoolToObject(o, "taken_back", dg->items[k].taken_back);
    cJSON_AddNumberToObject(o, "flash_delta", (double)c->flash - (double)b->flash);
    cJSON_AddNumberToObject(o, "ram_delta", (double)(c->static_ram + c->heap) - (double)(b->static_ram + b->heap));
    cJSON_AddNumberToObject(o, "heap_delta", (double)c->heap - (double)b->heap);
    cJSON_AddNumberToObject(o, "handshake_instr_delta", (double)c->instr - (double)b->instr);
    cJSON_AddNumberToObject(o, "handshake_instr_percent",
                            b->instr ? 100.0 * ((double)c->instr - (double)b->instr) / (double)b->instr : 0.0);
    if (tcc_diag_est_ms(fit, c) > 0 && tcc_diag_est_ms(fit, b) > 0)
        cJSON_AddNumberToObject(o, "handshake_ms_estimated_delta", tcc_diag_est_ms(fit, c) - tcc_diag_est_ms(fit, b));
    cJSON_AddItemToObject(o, "figures", tcc_diag_figures_json(fit, c));
    return o;
}

/* The changes of one kind: those that held, ranked, then the others in knob order. */
static cJSON *tcc_diag_changes_json(const struct tcc_diagnose *dg, int drops)
{
    cJSON *a = cJSON_CreateArray();
    unsigned order[TCC_FIT_KNOBS_MAX], n = tcc_diagnose_ranked(dg, drops, order);
    for (unsigned r = 0; r < n; r++)
        cJSON_AddItemToArray(a, tcc_diag_change_json(dg, order[r]));
    for (unsigned k = 0; k < dg->fit->n_knobs; k++) {
        int i = dg->items[k].best;
        if (i >= 0 && (dg->items[k].kind == TCC_DIAG_DROP) == drops && tcc_diagnose_verdict(dg, i) != TCC_DIAG_HELD)
            cJSON_AddItemToArray(a, tcc_diag_change_json(dg, k));
    }
    return a;
}

static cJSON *tcc_diag_options_json(const struct tcc_diagnose *dg)
{
    cJSON *a = cJSON_CreateArray();
    for (unsigned i = 0; i < dg->n_options; i++) {
        const struct tcc_diag_option *opt = &dg->options[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "name", opt->name);
        cJSON_AddStringToObject(o, "value", opt->value);
        cJSON_AddStringToObject(o, "group", opt->group < (int)dg->n_groups ? dg->groups[opt->group] : "other");
        cJSON_AddItemToArray(a, o);
    }
    return a;
}

int tcc_diagnose_json(FILE *out, const struct tcc_diagnose *dg)
{
    const struct tcc_fit *fit = dg->fit;
    cJSON *doc = cJSON_CreateObject();
    char *diff = malloc(16384);
    if (doc == NULL || diff == NULL) {
        cJSON_Delete(doc);
        free(diff);
        return TCC_E_IO;
    }
    cJSON_AddStringToObject(doc, "schema", TCC_DIAGNOSE_SCHEMA);
    cJSON_AddStringToObject(doc, "config", dg->config);
    cJSON_AddStringToObject(doc, "library", fit->library);
    cJSON_AddStringToObject(doc, "target", tcc_fit_target(fit));
    if (fit->part != NULL) {
        cJSON_AddStringToObject(doc, "part", fit->part->name);
        cJSON_AddNumberToObject(doc, "clock_mhz", fit->part->clock_mhz);
    }
    cJSON_AddStringToObject(doc, "job", fit->need.job->title);
    cJSON *adapted = cJSON_AddArrayToObject(doc, "switched_off_for_a_bare_chip");
    for (const char *m = dg->adapted; *m; m += strcspn(m, " "), m += strspn(m, " ")) {
        char name[64];
        snprintf(name, sizeof name, "%.*s", (int)strcspn(m, " "), m);
        cJSON_AddItemToArray(adapted, cJSON_CreateString(name));
    }
    cJSON_AddItemToObject(doc, "as_is", tcc_diag_figures_json(fit, &fit->candidates[dg->base]));
    cJSON_AddItemToObject(doc, "options", tcc_diag_options_json(dg));
    cJSON_AddItemToObject(doc, "pays_for", tcc_diag_changes_json(dg, 1));
    cJSON_AddItemToObject(doc, "missing", tcc_diag_changes_json(dg, 0));
    if (dg->combined >= 0)
        cJSON_AddItemToObject(doc, "together", tcc_diag_figures_json(fit, &fit->candidates[dg->combined]));
    else
        cJSON_AddNullToObject(doc, "together");
    tcc_diagnose_diff(dg, diff, 16384);
    cJSON_AddStringToObject(doc, "diff", diff);
    unsigned measured = 0;
    for (unsigned i = 0; i < fit->n_candidates; i++)
        measured += fit->candidates[i].measured;
    cJSON_AddNumberToObject(doc, "configs_measured", measured);
    cJSON_AddNumberToObject(doc, "seconds", dg->seconds);
    free(diff);
    return tcc_json_emit(out, doc);
}
