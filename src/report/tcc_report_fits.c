/* tcc_report_fits.c: the report's section "Each library at its best" (report --fits): per job
 * and library, the fitted configuration beside the hand profile, the options that moved flash
 * most, and the cheapest library per job, in Markdown, HTML and the JSON document. */
#include <cjson/cJSON.h>
#include <string.h>
#include "../core/model/tcc_figures.h"
#include "../core/model/tcc_library.h"
#include "tcc_fmt.h"
#include "tcc_report.h"
#include "tcc_svg.h"

static const char tcc_fits_intro[] =
    "Each library fitted to each job (tlscost fit: greedy or exhaustive over its knob file, every candidate a real "
    "cell that completes and passes the job's checks), minimizing flash within its hand profile's handshake "
    "instructions plus 10 %, so no answer is cheaper by being slower. Flash is TLS flash, in both columns: the "
    "library and the C library code of the client-only size image; the harness's own code in that image (fault "
    "handler, semihosting exit, counters, the test root) is apart, and the fitted column gives it. BearSSL keeps its "
    "record buffers in static RAM, not on the heap.";

/* The hand profile's figures, "flash / heap peak / instr", or why there are none. */
static void tcc_fits_hand(const struct tcc_matrix_fit *f, char *out, size_t size)
{
    char a[32], b[32], c[32];
    if (f->hand == NULL) {
        snprintf(out, size, "not measured");
        return;
    }
    const struct tcc_result *r = f->hand->result;
    snprintf(out, size, "%s: %s B / %s B / %s M", f->hand->entry->id, tcc_fmt_count(tcc_flash_tls(r), a, sizeof a),
             tcc_fmt_count(r->client.heap_peak, b, sizeof b), tcc_fmt_millions(r->client.handshake_instr, c, sizeof c));
}

/* The answer's figures and how it was found, or why there is no answer. */
static void tcc_fits_answer(const struct tcc_matrix_fit *f, char *out, size_t size)
{
    char a[32], b[32], c[32], e[32], g[32];
    if (f->status != 0) {
        snprintf(out, size, "no answer: %s", f->error);
        return;
    }
    snprintf(out, size, "%s B / static RAM %s B / heap %s B / %s M (own code %s B apart)%s",
             tcc_fmt_count(f->flash, a, sizeof a), tcc_fmt_count(f->static_ram, b, sizeof b),
             tcc_fmt_count(f->heap, c, sizeof c), tcc_fmt_millions(f->instr, e, sizeof e),
             tcc_fmt_count(f->own_flash, g, sizeof g), f->feasible ? "" : " (misses a limit: the closest)");
}

/* Flash the answer saves against the hand profile ("-1,234" when it costs more), or "". */
static void tcc_fits_saved(const struct tcc_matrix_fit *f, char *out, size_t size)
{
    out[0] = '\0';
    if (f->status != 0 || f->hand == NULL)
        return;
    long long saved = (long long)tcc_flash_tls(f->hand->result) - (long long)f->flash;
    char a[32];
    snprintf(out, size, "%s%s", saved < 0 ? "-" : "", tcc_fmt_count((uint64_t)(saved < 0 ? -saved : saved), a, sizeof a));
}

static void tcc_fits_found(const struct tcc_matrix_fit *f, char *out, size_t size)
{
    if (f->status != 0)
        out[0] = '\0';
    else
        snprintf(out, size, "%u candidates, %s, %.0f s%s", f->candidates, f->method, f->seconds,
                 f->cached ? " (answer reused from build/fit-answers)" : "");
}

/* The library cell: its name, and what the row waives. */
static void tcc_fits_library(const struct tcc_matrix_fit *f, char *out, size_t size)
{
    snprintf(out, size, "%s%s%s%s", tcc_library_title(f->library), f->note != NULL ? " (" : "",
             f->note != NULL ? f->note : "", f->note != NULL ? ")" : "");
}

/* A row's cells as text, for either table. */
struct tcc_fits_texts {
    char library[200], hand[160], answer[1200], found[128], saved[32];
};

static void tcc_fits_texts_of(const struct tcc_matrix_fit *f, struct tcc_fits_texts *t)
{
    tcc_fits_library(f, t->library, sizeof t->library);
    tcc_fits_hand(f, t->hand, sizeof t->hand);
    tcc_fits_answer(f, t->answer, sizeof t->answer);
    tcc_fits_found(f, t->found, sizeof t->found);
    tcc_fits_saved(f, t->saved, sizeof t->saved);
}

/* The row of the job with the least flash among the answers, or NULL. */
static const struct tcc_matrix_fit *tcc_fits_cheapest(const struct tcc_matrix_run *run, const char *job)
{
    const struct tcc_matrix_fit *best = NULL;
    for (unsigned i = 0; i < run->fit_count; i++) {
        const struct tcc_matrix_fit *f = &run->fits[i];
        if (f->status == 0 && f->feasible && f->job != NULL && strcmp(f->job, job) == 0 &&
            (best == NULL || f->flash < best->flash))
            best = f;
    }
    return best;
}

/* Each job once, in the table's order: 1 when row i is the first of its job. */
static int tcc_fits_first_of_job(const struct tcc_matrix_run *run, unsigned i)
{
    for (unsigned j = 0; j < i; j++)
        if (run->fits[j].job != NULL && run->fits[i].job != NULL && strcmp(run->fits[j].job, run->fits[i].job) == 0)
            return 0;
    return run->fits[i].job != NULL;
}

void tcc_md_fits(FILE *out, const struct tcc_matrix_run *run)
{
    if (run->fits == NULL)
        return;
    fprintf(out, "## Each library at its best (fitted)\n\n%s\n\n| job | library | hand profile: flash / heap peak / "
                 "handshake | fitted: flash / static RAM / heap peak / handshake | flash saved | found by | what "
                 "saved most flash |\n|---|---|---|---|---:|---|---|\n", tcc_fits_intro);
    for (unsigned i = 0; i < run->fit_count; i++) {
        const struct tcc_matrix_fit *f = &run->fits[i];
        struct tcc_fits_texts t;
        tcc_fits_texts_of(f, &t);
        fprintf(out, "| %s | %s | %s | %s | %s | %s | %s |\n", f->job != NULL ? f->job : f->need, t.library, t.hand,
                t.answer, t.saved, t.found, f->status == 0 ? f->moved : "");
    }
    fputs("\nCheapest flash per job:", out);
    for (unsigned i = 0; i < run->fit_count; i++) {
        if (!tcc_fits_first_of_job(run, i))
            continue;
        const struct tcc_matrix_fit *best = tcc_fits_cheapest(run, run->fits[i].job);
        char a[32];
        if (best != NULL)
            fprintf(out, " %s: %s, %s B%s.", best->job, tcc_library_title(best->library),
                    tcc_fmt_count(best->flash, a, sizeof a), best->note != NULL ? " (with its waiver)" : "");
    }
    fputs("\n\n", out);
}

void tcc_html_fits(FILE *out, const struct tcc_matrix_run *run)
{
    if (run->fits == NULL)
        return;
    static const char *const head[] = { "job", "library", "hand profile: flash / heap peak / handshake",
                                        "fitted: flash / static RAM / heap peak / handshake", "flash saved",
                                        "found by", "what saved most flash" };
    fputs("<h2>Each library at its best (fitted)</h2>\n<p>", out);
    tcc_html_text(out, tcc_fits_intro);
    fputs("</p>\n<table><tr>", out);
    for (unsigned c = 0; c < 7; c++) {
        fputs("<th>", out);
        tcc_html_text(out, head[c]);
        fputs("</th>", out);
    }
    fputs("</tr>\n", out);
    for (unsigned i = 0; i < run->fit_count; i++) {
        const struct tcc_matrix_fit *f = &run->fits[i];
        struct tcc_fits_texts t;
        tcc_fits_texts_of(f, &t);
        const char *cols[] = { f->job != NULL ? f->job : f->need, t.library, t.hand, t.answer, t.saved, t.found,
                               f->status == 0 ? f->moved : "" };
        fputs("<tr>", out);
        for (unsigned c = 0; c < 7; c++) {
            fputs(c == 3 && f->status != 0 ? "<td class=\"failure\">" : "<td>", out);
            tcc_html_text(out, cols[c]);
            fputs("</td>", out);
        }
        fputs("</tr>\n", out);
    }
    fputs("</table>\n", out);
}

void tcc_json_fits(struct cJSON *doc, const struct tcc_matrix_run *run)
{
    if (run->fits == NULL)
        return;
    cJSON *fits = cJSON_AddArrayToObject(doc, "fits");
    for (unsigned i = 0; i < run->fit_count; i++) {
        const struct tcc_matrix_fit *f = &run->fits[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "job", f->job != NULL ? f->job : "");
        cJSON_AddStringToObject(o, "need", f->need);
        cJSON_AddStringToObject(o, "library", f->library);
        if (f->hand != NULL)
            cJSON_AddStringToObject(o, "hand_cell", f->hand->entry->id);
        cJSON_AddBoolToObject(o, "answered", f->status == 0);
        if (f->status != 0) {
            cJSON_AddStringToObject(o, "error", f->error);
            cJSON_AddItemToArray(fits, o);
            continue;
        }
        cJSON_AddNumberToObject(o, "handshake_instr_limit", (double)f->instr_limit);
        tcc_matrix_fit_answer_json(o, f);
        cJSON_AddBoolToObject(o, "reused", f->cached);
        cJSON_AddItemToArray(fits, o);
    }
}
