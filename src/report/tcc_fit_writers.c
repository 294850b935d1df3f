/* tcc_fit_writers.c: writers for tlscost fit (see tcc_fit_writers.h). */
#include "tcc_fit_writers.h"
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>
#include "../core/base/tcc_error.h"
#include "../core/model/tcc_json.h"
#include "../core/run/tcc_server.h"
#include "tcc_fmt.h"
#include "tcc_svg.h"

static const char *tcc_fit_outcome(const struct tcc_fit_candidate *c)
{
    if (!c->measured)
        return "not measured";
    if (!c->ok || !c->secure)
        return c->error;
    return c->feasible ? "meets the requirement" : "misses a limit";
}

void tcc_fit_shortfall(const struct tcc_fit *fit, char *out, size_t size)
{
    const struct tcc_fit_candidate *c = &fit->candidates[fit->best];
    static const char *const names[4] = { "flash", "heap peak", "handshake instructions",
                                          "estimated handshake cycles" };
    const uint64_t values[4] = { c->flash, c->heap, c->instr, c->cycles };
    const uint64_t limits[4] = { fit->limits.flash, fit->limits.heap, fit->limits.instr, fit->limits.cycles };
    size_t at = 0;
    out[0] = '\0';
    if (!c->ok || !c->secure) {
        snprintf(out, size, "no candidate completed the job: %s", c->error);
        return;
    }
    for (int i = 0; i < 4; i++) {
        if (limits[i] == 0 || values[i] <= limits[i])
            continue;
        char a[32], b[32], d[32];
        at += (size_t)snprintf(out + at, size - at, "%s%s %s > %s by %s (%+.1f %%)", at ? "; " : "", names[i],
                               tcc_fmt_count(values[i], a, sizeof a), tcc_fmt_count(limits[i], b, sizeof b),
                               tcc_fmt_count(values[i] - limits[i], d, sizeof d),
                               100.0 * (double)(values[i] - limits[i]) / (double)limits[i]);
        if (at >= size)
            break;
    }
}

void tcc_fit_libraries_text(FILE *out, const struct tcc_fit *const fits[], unsigned n, unsigned best, unsigned mhz)
{
    char a[32], b[32], c3[32], d[32];
    fprintf(out, "Every library's answer (the cheapest first marked *; its candidates follow):\n");
    fprintf(out, "  %-9s %10s %10s %10s %9s %9s %11s  %s\n", "library", "flash B", "static RAM", "heap peak", "M instr",
            "ms at", "candidates", "answer");
    for (unsigned i = 0; i < n; i++) {
        const struct tcc_fit *f = fits[i];
        const struct tcc_fit_candidate *c = &f->candidates[f->best];
        unsigned measured = 0;
        for (unsigned k = 0; k < f->n_candidates; k++)
            measured += f->candidates[k].measured;
        char ms[32];
        snprintf(ms, sizeof ms, "%.0f", tcc_fmt_ms_at(c->instr, mhz));
        fprintf(out, "%c %-9s %10s %10s %10s %9s %9s %11u  %s: %s\n", i == best ? '*' : ' ', f->library,
                c->ok ? tcc_fmt_count(c->flash, a, sizeof a) : "-", c->ok ? tcc_fmt_count(c->static_ram, d, sizeof d) : "-",
                c->ok ? tcc_fmt_count(c->heap, b, sizeof b) : "-",
                c->ok ? tcc_fmt_millions(c->instr, c3, sizeof c3) : "-", c->ok ? ms : "-", measured, c->change,
                tcc_fit_outcome(c));
    }
    fprintf(out, "  (ms at %u MHz: derived, one instruction a cycle, a lower bound)\n\n", mhz);
}

void tcc_fit_text(FILE *out, const struct tcc_fit *fit, unsigned mhz)
{
    char a[32], b[32], c3[32], d[32], e[32];
    fprintf(out, "%-18s %12s %10s %9s  %s\n", "candidate", "flash B", "heap peak", "M instr", "change from the minimal set / outcome");
    for (unsigned i = 0; i < fit->n_candidates; i++) {
        const struct tcc_fit_candidate *c = &fit->candidates[i];
        if (!c->measured)
            continue;
        fprintf(out, "%-18s %12s %10s %9s  %s%s: %s\n", c->id, c->ok ? tcc_fmt_count(c->flash, a, sizeof a) : "-",
                c->ok ? tcc_fmt_count(c->heap, b, sizeof b) : "-", c->ok ? tcc_fmt_millions(c->instr, c3, sizeof c3) : "-",
                tcc_fit_on_front(fit, i) ? "[front] " : "", c->change, tcc_fit_outcome(c));
    }
    const struct tcc_fit_candidate *best = &fit->candidates[fit->best];
    unsigned measured = 0;
    for (unsigned i = 0; i < fit->n_candidates; i++)
        measured += fit->candidates[i].measured;
    char when[64];
    if (fit->plan != NULL)
        snprintf(when, sizeof when, "by a plan's lines (tlscost plan fit)");
    else
        snprintf(when, sizeof when, "in %.0f s", fit->seconds);
    fprintf(out, "\n%u candidates of %s built and run on %s %s; search: %s.\n", measured, fit->library,
            tcc_fit_target(fit), when,
            fit->method == TCC_SEARCH_EXHAUSTIVE ? "exhaustive, every combination of the knobs' settings"
                                                 : "greedy (every single change from the minimal set, the winners "
                                                   "together, then the best single change until none helps)");
    if (tcc_fit_stops_in_first_round(fit))
        fprintf(out, "The search stopped inside its first round (%u candidates, --max-candidates %u): the answer is the "
                     "best single change, not the changes together; give --max-candidates %u or more.\n",
                fit->first_round, fit->max_candidates, 2 * fit->first_round);
    char shortfall[512];
    tcc_fit_shortfall(fit, shortfall, sizeof shortfall);
    if (best->feasible)
        fprintf(out, "Answer %s: %s\n  flash %s B (TLS: the library and the C library; the harness's own code, "
                     "%s B, apart), static RAM %s B, heap peak %s B, handshake %s M instructions (at least %.0f ms at %u "
                     "MHz, derived)\n", best->id, best->change, tcc_fmt_count(best->flash, a, sizeof a),
                tcc_fmt_count(best->own_flash, e, sizeof e), tcc_fmt_count(best->static_ram, d, sizeof d),
                tcc_fmt_count(best->heap, b, sizeof b), tcc_fmt_millions(best->instr, c3, sizeof c3),
                tcc_fmt_ms_at(best->instr, mhz), mhz);
    fprintf(out, "  protections kept: %s%s%s\n",
            fit->need.job == NULL || fit->need.job->certificate ? "certificate verification, the server name check"
                                                                : "the pre-shared key and its identity, both checked",
            fit->need.ems && (fit->need.job == NULL || strcmp(fit->need.job->words[0], "tls1.3") != 0)
                ? ", extended master secret" : "",
            fit->need.waived[0] ? "" : " (none waived)");
    if (fit->need.waived[0])
        fprintf(out, "  waived by --need: %s\n", fit->need.waived);
    if (fit->need.peers)
        fprintf(out, "  real servers: %s\n", fit->peers_note[0] ? fit->peers_note : "not reached");
    if (fit->need.ticket && best->feasible)
        fprintf(out, "  resumption: a second connection resumed by session ticket without a certificate check, in %s "
                     "M instructions\n", tcc_fmt_millions(best->resume_instr, c3, sizeof c3));
    if (fit->server != NULL)
        fprintf(out, "  server: %s, its %u certificates re-issued (tlscost standin), checked as %s; receive buffer of "
                     "at least %u B, its largest record\n", fit->server->endpoint, fit->server->chain_len,
                fit->server->host, fit->need.server_record);
    if (best->feasible && fit->part != NULL && best->cycles > 0)
        fprintf(out, "  estimated %.0f ms on %s (%s cycles by the core's timing model: an estimate, docs/cycles.md)\n",
                (double)best->cycles / (fit->part->clock_mhz * 1000.0), fit->part->title,
                tcc_fmt_count(best->cycles, a, sizeof a));
    if (!best->feasible)
        fprintf(out, "No configuration met every constraint. The closest, %s (%s): %s\n", best->id, best->change,
                shortfall);
    fprintf(out, "\nWhat each option costs in the answer (the answer against the answer with that option switched):\n");
    fprintf(out, "%-36s %-8s %-8s %10s %10s %14s\n", "option", "answer", "switched", "flash", "heap peak", "instructions");
    for (unsigned k = 0; k < fit->n_knobs; k++) {
        int alt = fit->attribution[k];
        const struct tcc_fit_knob *knob = &fit->knobs[k];
        const char *mine = knob->values[best->setting[k]];
        if (alt < 0 || !fit->candidates[alt].measured) {
            fprintf(out, "%-36s %-8s not measured\n", knob->name, mine[0] ? mine : "on");
            continue;
        }
        const struct tcc_fit_candidate *o = &fit->candidates[alt];
        const char *theirs = knob->values[o->setting[k]];
        if (!o->ok || !o->secure) {
            fprintf(out, "%-36s %-8s %-8s %s\n", knob->name, mine[0] ? mine : "on", theirs[0] ? theirs : "on", o->error);
            continue;
        }
        fprintf(out, "%-36s %-8s %-8s %10s %10s %14s\n", knob->name, mine[0] ? mine : "on", theirs[0] ? theirs : "on",
                tcc_fmt_delta((int64_t)best->flash - (int64_t)o->flash, a, sizeof a),
                tcc_fmt_delta((int64_t)best->heap - (int64_t)o->heap, b, sizeof b),
                tcc_fmt_delta((int64_t)best->instr - (int64_t)o->instr, c3, sizeof c3));
    }
    fprintf(out, "(\"-\" is not defined; a positive figure is what the answer pays for its setting.)\n");
}

static void tcc_fit_scatter(FILE *out, const struct tcc_fit *fit, const char *title, const char *y_unit, int y_heap)
{
    double x[TCC_FIT_CANDIDATES_MAX], y[TCC_FIT_CANDIDATES_MAX];
    int hl[TCC_FIT_CANDIDATES_MAX];
    const char *labels[TCC_FIT_CANDIDATES_MAX];
    unsigned n = 0;
    for (unsigned i = 0; i < fit->n_candidates; i++) {
        const struct tcc_fit_candidate *c = &fit->candidates[i];
        if (!c->measured || !c->ok || !c->secure)
            continue;
        x[n] = (double)c->flash;
        y[n] = y_heap ? (double)c->heap : (double)c->instr;
        hl[n] = (int)i == fit->best ? 2 : tcc_fit_on_front(fit, i);
        labels[n++] = c->change;
    }
    tcc_svg_scatter(out, title, "flash B", y_unit, x, y, hl, labels, n);
}

void tcc_fit_html(FILE *out, const struct tcc_fit *fit, unsigned mhz)
{
    fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>tlscost fit</title>\n<style>\n"
          "body{font-family:sans-serif;max-width:1100px;margin:2em auto;color:#222}pre{font-size:12px}\n"
          "figure{margin:1.5em 0}figcaption{font-size:13px;color:#555}\n</style></head><body>\n<h1>tlscost fit</h1>\n", out);
    fputs("<p>Every point is a configuration that was built, run through the handshake and data phase, and checked "
          "against the pitfall certificates. Blue: the Pareto front of flash, heap peak and instructions; red: the "
          "answer; grey: dominated.</p>\n", out);
    tcc_fit_scatter(out, fit, "Candidates: flash against handshake instructions", "instructions", 0);
    tcc_fit_scatter(out, fit, "Candidates: flash against client heap peak", "heap peak B", 1);
    fputs("<h2>All candidates, the answer and what each option costs</h2>\n<pre>", out);
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (mem != NULL) {
        tcc_fit_text(mem, fit, mhz);
        fclose(mem);
        tcc_html_text(out, text);
    }
    free(text);
    fputs("</pre>\n</body></html>\n", out);
}

int tcc_fit_json(FILE *out, const struct tcc_fit *fit)
{
    cJSON *doc = cJSON_CreateObject();
    cJSON_AddStringToObject(doc, "schema", "tlscost-fit/2");
    cJSON_AddStringToObject(doc, "library", fit->library);
    cJSON_AddStringToObject(doc, "target", tcc_fit_target(fit));
    if (fit->server != NULL)
        cJSON_AddStringToObject(doc, "server", fit->server->endpoint);
    cJSON_AddStringToObject(doc, "search", fit->method == TCC_SEARCH_EXHAUSTIVE ? "exhaustive" : "greedy");
    cJSON_AddNumberToObject(doc, "combinations", (double)fit->combinations);
    cJSON_AddBoolToObject(doc, "stopped_in_first_round", tcc_fit_stops_in_first_round(fit));
    cJSON_AddNumberToObject(doc, "seconds", fit->seconds);
    cJSON_AddStringToObject(doc, "answer", fit->candidates[fit->best].id);
    cJSON_AddBoolToObject(doc, "feasible", fit->candidates[fit->best].feasible);
    if (fit->need.peers)
        cJSON_AddStringToObject(doc, "real_servers", fit->peers_note);
    cJSON *cands = cJSON_AddArrayToObject(doc, "candidates");
    for (unsigned i = 0; i < fit->n_candidates; i++) {
        const struct tcc_fit_candidate *c = &fit->candidates[i];
        if (!c->measured)
            continue;
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "id", c->id);
        cJSON_AddStringToObject(o, "change", c->change);
        cJSON_AddBoolToObject(o, "ok", c->ok);
        cJSON_AddBoolToObject(o, "secure", c->secure);
        cJSON_AddBoolToObject(o, "feasible", c->feasible);
        cJSON_AddBoolToObject(o, "pareto", tcc_fit_on_front(fit, i));
        cJSON_AddNumberToObject(o, "flash", (double)c->flash);
        cJSON_AddNumberToObject(o, "own_flash", (double)c->own_flash);
        cJSON_AddNumberToObject(o, "heap_peak", (double)c->heap);
        cJSON_AddNumberToObject(o, "static_ram", (double)c->static_ram);
        cJSON_AddNumberToObject(o, "handshake_instr", (double)c->instr);
        if (fit->need.ticket)
            cJSON_AddNumberToObject(o, "resume_instr", (double)c->resume_instr);
        if (fit->part != NULL)
            cJSON_AddNumberToObject(o, "estimated_handshake_cycles", (double)c->cycles);
        cJSON_AddStringToObject(o, "error", c->error);
        cJSON_AddItemToArray(cands, o);
    }
    return tcc_json_emit(out, doc);
}
