/* tcc_report_diagnosis.c: the report's section "Your config, diagnosed" (report --diagnose FILE):
 * a document tlscost diagnose --json wrote, checked when it is read, then shown as its two
 * ranked tables, the changes that did not hold, all of them together and the lines to apply, in
 * Markdown, HTML and the report's JSON document. */
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_file.h"
#include "tcc_diagnose_json.h"
#include "tcc_fmt.h"
#include "tcc_report.h"
#include "tcc_svg.h"

#define TCC_DIAGNOSIS_COLUMNS 7

static const char *const tcc_diagnosis_head[TCC_DIAGNOSIS_COLUMNS] = {
    "change", "flash B", "RAM B", "heap B", "handshake instr", "est. ms", "what"
};

static const char *tcc_diagnosis_string(const cJSON *o, const char *name)
{
    const char *s = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(o, name));
    return s != NULL ? s : "";
}

static double tcc_diagnosis_number(const cJSON *o, const char *name)
{
    const cJSON *n = cJSON_GetObjectItemCaseSensitive(o, name);
    return cJSON_IsNumber(n) ? n->valuedouble : 0.0;
}

/* What is wrong with a change of the document, or NULL. */
static const char *tcc_diagnosis_bad_change(const cJSON *c)
{
    if (!cJSON_IsObject(c) || !cJSON_IsString(cJSON_GetObjectItemCaseSensitive(c, "change")) ||
        !cJSON_IsString(cJSON_GetObjectItemCaseSensitive(c, "verdict")))
        return "a change without its change and verdict";
    if (strcmp(tcc_diagnosis_string(c, "verdict"), "held") == 0 &&
        (!cJSON_IsNumber(cJSON_GetObjectItemCaseSensitive(c, "flash_delta")) ||
         !cJSON_IsNumber(cJSON_GetObjectItemCaseSensitive(c, "handshake_instr_delta"))))
        return "a change that held without its figures";
    return NULL;
}

/* What is wrong with the document, or NULL. */
static const char *tcc_diagnosis_bad(const cJSON *doc)
{
    if (!cJSON_IsObject(doc))
        return "not JSON";
    if (strcmp(tcc_diagnosis_string(doc, "schema"), TCC_DIAGNOSE_SCHEMA) != 0)
        return "its schema is not " TCC_DIAGNOSE_SCHEMA;
    const cJSON *as_is = cJSON_GetObjectItemCaseSensitive(doc, "as_is");
    if (!cJSON_IsObject(as_is) || !cJSON_IsNumber(cJSON_GetObjectItemCaseSensitive(as_is, "flash")))
        return "no figures for the config as it is";
    static const char *const lists[] = { "pays_for", "missing" };
    for (unsigned l = 0; l < 2; l++) {
        const cJSON *a = cJSON_GetObjectItemCaseSensitive(doc, lists[l]), *c;
        if (!cJSON_IsArray(a))
            return "no list of changes";
        cJSON_ArrayForEach(c, a)
        {
            const char *why = tcc_diagnosis_bad_change(c);
            if (why != NULL)
                return why;
        }
    }
    return NULL;
}

int tcc_report_diagnosis_load(const char *path, struct cJSON **doc, struct tcc_diag *d)
{
    size_t len = 0;
    char *text = tcc_file_read(path, &len);
    if (text == NULL) {
        tcc_diagf(d, "--diagnose %s: cannot read it (give the file tlscost diagnose --json FILE wrote)", path);
        return TCC_E_USAGE;
    }
    *doc = cJSON_ParseWithLength(text, len);
    free(text);
    const char *why = tcc_diagnosis_bad(*doc);
    if (why != NULL) {
        tcc_diagf(d, "--diagnose %s is not a diagnosis (%s); tlscost diagnose --json FILE writes one", path, why);
        cJSON_Delete(*doc);
        *doc = NULL;
        return TCC_E_INPUT;
    }
    return TCC_OK;
}

/* A figure's change as text ("+1,234"), or "-" when the document has none. */
static void tcc_diagnosis_delta(const cJSON *c, const char *name, char *out, size_t size)
{
    const cJSON *n = cJSON_GetObjectItemCaseSensitive(c, name);
    if (cJSON_IsNumber(n))
        tcc_fmt_delta((int64_t)n->valuedouble, out, size);
    else
        snprintf(out, size, "-");
}

/* One change's cells, as text. */
struct tcc_diagnosis_row {
    char cells[TCC_DIAGNOSIS_COLUMNS][200];
};

static void tcc_diagnosis_row_of(const cJSON *c, struct tcc_diagnosis_row *row)
{
    snprintf(row->cells[0], sizeof row->cells[0], "%s", tcc_diagnosis_string(c, "change"));
    tcc_diagnosis_delta(c, "flash_delta", row->cells[1], sizeof row->cells[1]);
    tcc_diagnosis_delta(c, "ram_delta", row->cells[2], sizeof row->cells[2]);
    tcc_diagnosis_delta(c, "heap_delta", row->cells[3], sizeof row->cells[3]);
    char instr[32];
    tcc_diagnosis_delta(c, "handshake_instr_delta", instr, sizeof instr);
    snprintf(row->cells[4], sizeof row->cells[4], "%s (%+.1f %%)", instr, tcc_diagnosis_number(c, "handshake_instr_percent"));
    const cJSON *ms = cJSON_GetObjectItemCaseSensitive(c, "handshake_ms_estimated_delta");
    if (cJSON_IsNumber(ms))
        snprintf(row->cells[5], sizeof row->cells[5], "%+.1f", ms->valuedouble);
    else
        snprintf(row->cells[5], sizeof row->cells[5], "-");
    snprintf(row->cells[6], sizeof row->cells[6], "%s%s", tcc_diagnosis_string(c, "what"),
             cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(c, "pays")) ? "" : " (does not pay)");
}

/* A config's figures in a sentence. */
static void tcc_diagnosis_figures(const cJSON *doc, const cJSON *f, char *out, size_t size)
{
    if (!cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(f, "completed"))) {
        snprintf(out, size, "the job failed: %s", tcc_diagnosis_string(f, "error"));
        return;
    }
    char flash[32], ram[32], heap[32], stack[32], instr[32];
    size_t at = (size_t)snprintf(out, size, "flash %s B, static RAM %s B, heap peak %s B, stack %s B, handshake %s M instructions",
                                 tcc_fmt_count((uint64_t)tcc_diagnosis_number(f, "flash"), flash, sizeof flash),
                                 tcc_fmt_count((uint64_t)tcc_diagnosis_number(f, "static_ram"), ram, sizeof ram),
                                 tcc_fmt_count((uint64_t)tcc_diagnosis_number(f, "heap_peak"), heap, sizeof heap),
                                 tcc_fmt_count((uint64_t)tcc_diagnosis_number(f, "stack"), stack, sizeof stack),
                                 tcc_fmt_millions((uint64_t)tcc_diagnosis_number(f, "handshake_instr"), instr, sizeof instr));
    if (at < size && cJSON_IsNumber(cJSON_GetObjectItemCaseSensitive(f, "handshake_ms_estimated")))
        snprintf(out + at, size - at, ", est. %.1f ms on %s at %.0f MHz (a projection by the core's timing model)",
                 tcc_diagnosis_number(f, "handshake_ms_estimated"), tcc_diagnosis_string(doc, "part"),
                 tcc_diagnosis_number(doc, "clock_mhz"));
}

/* The changes of a list that did not hold, "A, B (kept: the job fails without it); ...". */
static void tcc_diagnosis_failed(const cJSON *list, int drops, char *out, size_t size)
{
    size_t at = 0;
    out[0] = '\0';
    for (int v = TCC_DIAG_NEEDED; v <= TCC_DIAG_NO_BUILD && at < size; v++) {
        unsigned count = 0;
        const cJSON *c;
        cJSON_ArrayForEach(c, list)
        {
            if (strcmp(tcc_diagnosis_string(c, "verdict"), tcc_diagnose_verdict_name((enum tcc_diag_verdict)v)) != 0 || at >= size)
                continue;
            at += (size_t)snprintf(out + at, size - at, "%s%s", count ? ", " : at ? "; " : "", tcc_diagnosis_string(c, "change"));
            count++;
        }
        if (count > 0 && at < size)
            at += (size_t)snprintf(out + at, size - at, " (%s)", tcc_diagnose_verdict_title((enum tcc_diag_verdict)v, drops));
    }
}

/* The changes taken back from the combination, "A, B", or "". */
static void tcc_diagnosis_taken_back(const cJSON *doc, char *out, size_t size)
{
    size_t at = 0;
    out[0] = '\0';
    for (unsigned l = 0; l < 2; l++) {
        const cJSON *c;
        cJSON_ArrayForEach(c, cJSON_GetObjectItemCaseSensitive(doc, l == 0 ? "pays_for" : "missing"))
        {
            if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(c, "taken_back")) && at < size)
                at += (size_t)snprintf(out + at, size - at, "%s%s", at ? ", " : "", tcc_diagnosis_string(c, "change"));
        }
    }
}

/* The section's opening sentence. */
static void tcc_diagnosis_intro(const cJSON *doc, char *out, size_t size)
{
    snprintf(out, size, "tlscost diagnose measured %s (%s on %s, job: %s) as it is, then each option it enables taken "
             "out alone and each switch it lacks added alone, every one a real build run through the job and its "
             "security checks, then every change that held and paid, together: %.0f configs in %.0f s.",
             tcc_diagnosis_string(doc, "config"), tcc_diagnosis_string(doc, "library"), tcc_diagnosis_string(doc, "target"),
             tcc_diagnosis_string(doc, "job"), tcc_diagnosis_number(doc, "configs_measured"),
             tcc_diagnosis_number(doc, "seconds"));
}

static const char *const tcc_diagnosis_lists[2][2] = {
    { "pays_for", "What the config pays for (each option taken out alone; by flash)" },
    { "missing", "What it is missing (each switch added alone; by handshake instructions)" },
};

void tcc_md_diagnosis(FILE *out, const struct tcc_matrix_run *run)
{
    const cJSON *doc = run->diagnosis;
    if (doc == NULL)
        return;
    char text[4096];
    tcc_diagnosis_intro(doc, text, sizeof text);
    fprintf(out, "## Your config, diagnosed\n\n%s\n\n", text);
    tcc_diagnosis_figures(doc, cJSON_GetObjectItemCaseSensitive(doc, "as_is"), text, sizeof text);
    fprintf(out, "As it is: %s.\n\n", text);
    for (unsigned l = 0; l < 2; l++) {
        const cJSON *list = cJSON_GetObjectItemCaseSensitive(doc, tcc_diagnosis_lists[l][0]), *c;
        fprintf(out, "**%s**\n\n|", tcc_diagnosis_lists[l][1]);
        for (unsigned k = 0; k < TCC_DIAGNOSIS_COLUMNS; k++)
            fprintf(out, " %s |", tcc_diagnosis_head[k]);
        fputs("\n|---|---:|---:|---:|---:|---:|---|\n", out);
        cJSON_ArrayForEach(c, list)
        {
            if (strcmp(tcc_diagnosis_string(c, "verdict"), "held") != 0)
                continue;
            struct tcc_diagnosis_row row;
            tcc_diagnosis_row_of(c, &row);
            fputc('|', out);
            for (unsigned k = 0; k < TCC_DIAGNOSIS_COLUMNS; k++)
                fprintf(out, " %s |", row.cells[k]);
            fputc('\n', out);
        }
        tcc_diagnosis_failed(list, l == 0, text, sizeof text);
        fprintf(out, "\n%s%s", text, text[0] ? "\n\n" : "");
    }
    const cJSON *together = cJSON_GetObjectItemCaseSensitive(doc, "together");
    if (cJSON_IsObject(together)) {
        tcc_diagnosis_figures(doc, together, text, sizeof text);
        char back[1024];
        tcc_diagnosis_taken_back(doc, back, sizeof back);
        fprintf(out, "Every change that held and paid, together: %s.%s%s%s\n\n```diff\n%s```\n\n", text,
                back[0] ? " Taken back (each paid alone; the others cost less without it): " : "", back,
                back[0] ? "." : "", tcc_diagnosis_string(doc, "diff"));
    } else
        fputs("No change both held and paid.\n\n", out);
}

void tcc_html_diagnosis(FILE *out, const struct tcc_matrix_run *run)
{
    const cJSON *doc = run->diagnosis;
    if (doc == NULL)
        return;
    char text[4096];
    tcc_diagnosis_intro(doc, text, sizeof text);
    fputs("<h2>Your config, diagnosed</h2>\n<p>", out);
    tcc_html_text(out, text);
    tcc_diagnosis_figures(doc, cJSON_GetObjectItemCaseSensitive(doc, "as_is"), text, sizeof text);
    fputs("</p>\n<p>As it is: ", out);
    tcc_html_text(out, text);
    fputs(".</p>\n", out);
    for (unsigned l = 0; l < 2; l++) {
        const cJSON *list = cJSON_GetObjectItemCaseSensitive(doc, tcc_diagnosis_lists[l][0]), *c;
        fputs("<h3>", out);
        tcc_html_text(out, tcc_diagnosis_lists[l][1]);
        fputs("</h3>\n<table><tr>", out);
        for (unsigned k = 0; k < TCC_DIAGNOSIS_COLUMNS; k++) {
            fputs("<th>", out);
            tcc_html_text(out, tcc_diagnosis_head[k]);
            fputs("</th>", out);
        }
        fputs("</tr>\n", out);
        cJSON_ArrayForEach(c, list)
        {
            if (strcmp(tcc_diagnosis_string(c, "verdict"), "held") != 0)
                continue;
            struct tcc_diagnosis_row row;
            tcc_diagnosis_row_of(c, &row);
            fputs("<tr>", out);
            for (unsigned k = 0; k < TCC_DIAGNOSIS_COLUMNS; k++) {
                fputs("<td>", out);
                tcc_html_text(out, row.cells[k]);
                fputs("</td>", out);
            }
            fputs("</tr>\n", out);
        }
        fputs("</table>\n", out);
        tcc_diagnosis_failed(list, l == 0, text, sizeof text);
        if (text[0]) {
            fputs("<p>", out);
            tcc_html_text(out, text);
            fputs("</p>\n", out);
        }
    }
    const cJSON *together = cJSON_GetObjectItemCaseSensitive(doc, "together");
    fputs("<p>", out);
    if (cJSON_IsObject(together)) {
        tcc_diagnosis_figures(doc, together, text, sizeof text);
        fputs("Every change that held and paid, together: ", out);
        tcc_html_text(out, text);
        char back[1024];
        tcc_diagnosis_taken_back(doc, back, sizeof back);
        if (back[0]) {
            fputs(". Taken back (each paid alone; the others cost less without it): ", out);
            tcc_html_text(out, back);
        }
        fputs(".</p>\n<pre>", out);
        tcc_html_text(out, tcc_diagnosis_string(doc, "diff"));
        fputs("</pre>\n", out);
    } else
        fputs("No change both held and paid.</p>\n", out);
}

void tcc_json_diagnosis(struct cJSON *doc, const struct tcc_matrix_run *run)
{
    if (run->diagnosis != NULL)
        cJSON_AddItemToObject(doc, "diagnosis", cJSON_Duplicate(run->diagnosis, 1));
}
