/* tcc_report_answer.c: the report's first section, the answer at a glance: per protocol, every
 * profile and library that completed the job, with its flash, RAM, heap, stack and handshake
 * time (the cycle estimate beside the lower bound), and in report.html two charts drawn by
 * Chart.js (Debian's libjs-chart.js, inlined so the page stays one file that works offline):
 * the handshake's time and the flash by group, each group in one colour everywhere. */
#include <stdlib.h>
#include <string.h>
#include "../core/model/tcc_figures.h"
#include "../core/base/tcc_file.h"
#include "../core/matrix/tcc_library_rows.h"
#include "../core/model/tcc_library.h"
#include "tcc_fmt.h"
#include "tcc_report.h"
#include "tcc_svg.h"

#define TCC_CHART_JS "/usr/share/javascript/chart.js/chart.min.js"
#define TCC_ANSWER_MAX 32
/* The flash columns, in words for both tables. */
#define TCC_ANSWER_FLASH_WORDS "TLS flash is what a device ships for TLS: the library and the C library code it " \
    "pulls in. The measuring harness's own code in the same image (fault handler, semihosting exit, counters, the " \
    "test root certificate) is reported apart, so totals compare across libraries and with the reference's figures."

/* The completed profile and library cells of one job (and Mbed TLS's own PSK example, the PSK
 * job's), in the matrix's order. */
static unsigned tcc_answer_rows(const struct tcc_matrix_run *run, const char *protocol,
                                const struct tcc_matrix_cell *rows[], unsigned max)
{
    unsigned n = 0;
    for (unsigned i = 0; i < run->count && n < max; i++) {
        const struct tcc_matrix_cell *c = &run->cells[i];
        if (!tcc_matrix_entry_does_job(c->entry) || c->status != 0 || c->result == NULL || !c->result->run_complete ||
            strcmp(tcc_result_protocol(c->result), protocol) != 0)
            continue;
        rows[n++] = c;
    }
    return n;
}

/* "Mbed TLS min", and the server certificate where it is not the P-256 one of the common job. */
static void tcc_row_name(const struct tcc_matrix_cell *c, char *out, size_t size)
{
    snprintf(out, size, "%s %s%s", tcc_library_title(c->result->library), c->result->profile,
             strncmp(c->entry->cert, "rsa", 3) == 0 ? " (RSA-2048 server)" : "");
}

void tcc_md_answer(FILE *out, const struct tcc_matrix_run *run)
{
    char a[32], b[32], c[32], d[32], e[32], f[32], g[32], name[160], basis[TCC_TEXT_MAX];
    int energy = tcc_report_has_energy(run);
    fprintf(out, "## The answer at a glance\n\nEvery profile and library that completed the job, per protocol, on %s. "
                 "Time at %u MHz: %s; and the lower bound at one instruction a cycle. %s Failures and variants are "
                 "further down.\n\n",
            run->target.title, run->mhz, tcc_report_estimate_basis(run, basis, sizeof basis), TCC_ANSWER_FLASH_WORDS);
    if (energy)
        fprintf(out, "Energy is a projection: the estimated time x %s's run current, %.1f mA at %.2f V (%s).\n\n",
                run->part.name, run->part.run_current_ua / 1000.0, run->part.supply_mv / 1000.0,
                run->part.current_source);
    for (size_t p = 0; p < TCC_PROTOCOLS; p++) {
        const struct tcc_matrix_cell *rows[TCC_ANSWER_MAX];
        unsigned n = tcc_answer_rows(run, tcc_protocols[p], rows, TCC_ANSWER_MAX);
        if (n == 0)
            continue;
        fprintf(out, "%s:\n\n| library and profile | TLS flash B | harness flash B | static RAM B | heap peak B | stack B | "
                     "handshake est. ms | %shandshake ms (lower bound) | data instr |\n"
                     "|---|---:|---:|---:|---:|---:|---:|%s---:|---:|\n", tcc_protocols[p],
                energy ? "handshake est. mJ (projection) | " : "", energy ? "---:|" : "");
        for (unsigned i = 0; i < n; i++) {
            const struct tcc_result *r = rows[i]->result;
            tcc_row_name(rows[i], name, sizeof name);
            fprintf(out, "| %s | %s | %s | %s | %s | %s | %s | ", name,
                    tcc_fmt_count(tcc_flash_tls(r), a, sizeof a), tcc_fmt_count(r->flash.group[TCC_GROUP_OWN], g, sizeof g),
                    tcc_fmt_count(r->flash.data + r->flash.bss, b, sizeof b),
                    tcc_fmt_count(r->client.heap_peak, c, sizeof c), tcc_fmt_count(r->client.handshake_stack, d, sizeof d),
                    tcc_report_estimate_ms(r, run->mhz, e, sizeof e));
            if (energy)
                fprintf(out, "%s | ", tcc_report_estimate_mj(r, e, sizeof e));
            fprintf(out, "%.0f | %s |\n", tcc_fmt_ms_at(r->client.handshake_instr, run->mhz),
                    tcc_fmt_count(r->client.data_instr, f, sizeof f));
        }
        fputc('\n', out);
    }
}

/* A JavaScript string literal of a label (quotes and backslashes escaped, < kept out of HTML). */
static void tcc_js_string(FILE *out, const char *text)
{
    fputc('"', out);
    for (const char *c = text; *c; c++) {
        if (*c == '"' || *c == '\\')
            fputc('\\', out);
        if (*c == '<')
            fputs("\\u003c", out);
        else
            fputc(*c, out);
    }
    fputc('"', out);
}

/* The charts' data and the code that draws them; each canvas says it was drawn (data-drawn),
 * and a script error says so on the body (data-script-error), for the browser test. */
static void tcc_answer_charts(FILE *out, const struct tcc_matrix_run *run, const struct tcc_matrix_cell *const rows[],
                              unsigned n, unsigned chart)
{
    char name[160], ms[32], memory[80];
    unsigned height = 140 + 34 * n; /* room for the title, the legend, the axis and a band per row */
    fprintf(out, "<div class=\"answer-charts\"><div class=\"answer-chart\" style=\"height:%upx\"><canvas id=\"time%u\" "
                 "role=\"img\" aria-label=\"handshake time\"></canvas></div><div class=\"answer-chart\" "
                 "style=\"height:%upx\"><canvas id=\"flash%u\" role=\"img\" aria-label=\"flash by group\"></canvas>"
                 "</div></div>\n<script>\n(function () {\nvar labels = [", height, chart, height, chart);
    for (unsigned i = 0; i < n; i++) {
        tcc_row_name(rows[i], name, sizeof name);
        if (i)
            fputc(',', out);
        tcc_js_string(out, name);
    }
    fputs("];\nvar estimate = [", out);
    for (unsigned i = 0; i < n; i++)
        fprintf(out, "%s%s", i ? "," : "", strcmp(tcc_report_estimate_ms(rows[i]->result, run->mhz, ms, sizeof ms), "-") == 0
                                               ? "null" : ms);
    fputs("];\nvar bound = [", out);
    for (unsigned i = 0; i < n; i++)
        fprintf(out, "%s%.0f", i ? "," : "", tcc_fmt_ms_at(rows[i]->result->client.handshake_instr, run->mhz));
    static const char *const groups[3] = { "TLS library", "own code", "C library" };
    static const char *const colours[3] = { "#3b6ea8", "#e07b39", "#5aa05a" };
    const int group_of[3] = { TCC_GROUP_LIBRARY, TCC_GROUP_OWN, TCC_GROUP_LIBC };
    fputs("];\nvar flash = [", out);
    for (int g = 0; g < 3; g++) {
        fprintf(out, "%s{label: \"%s\", backgroundColor: \"%s\", data: [", g ? "," : "", groups[g], colours[g]);
        for (unsigned i = 0; i < n; i++)
            fprintf(out, "%s%llu", i ? "," : "", (unsigned long long)rows[i]->result->flash.group[group_of[g]]);
        fputs("]}", out);
    }
    fprintf(out, "];\nfunction drawn(id) { var c = document.getElementById(id); c.setAttribute(\"data-drawn\", "
                 "labels.length + \" rows\"); }\n"
                 "new Chart(document.getElementById(\"time%u\"), {type: \"bar\", data: {labels: labels, datasets: ["
                 "{label: \"estimate, ms at %u MHz (%s)\", backgroundColor: \"#c44e52\", data: estimate},"
                 "{label: \"lower bound, ms (1 instruction a cycle)\", backgroundColor: \"#8c8c8c\", data: bound}]},"
                 "options: {indexAxis: \"y\", animation: false, responsive: true, maintainAspectRatio: false,"
                 "plugins: {title: {display: true, text: \"Client handshake time at %u MHz\"}},"
                 "scales: {x: {title: {display: true, text: \"ms\"}}}}});\ndrawn(\"time%u\");\n"
                 "new Chart(document.getElementById(\"flash%u\"), {type: \"bar\", data: {labels: labels, datasets: flash},"
                 "options: {indexAxis: \"y\", animation: false, responsive: true, maintainAspectRatio: false,"
                 "plugins: {title: {display: true, text: \"Flash of the client image by group\"}},"
                 "scales: {x: {stacked: true, title: {display: true, text: \"bytes\"}}, y: {stacked: true}}}});\n"
                 "drawn(\"flash%u\");\n})();\n</script>\n",
            chart, run->mhz, tcc_report_memory(run, memory, sizeof memory), run->mhz, chart, chart, chart);
}

void tcc_html_answer(FILE *out, const struct tcc_matrix_run *run)
{
    char *chart_js = tcc_file_read(TCC_CHART_JS, NULL);
    char basis[TCC_TEXT_MAX];
    fputs("<h2>The answer at a glance</h2>\n<p>Every profile and library that completed the job, per protocol, on ", out);
    tcc_html_text(out, run->target.title);
    fputs(". Time: ", out);
    tcc_html_text(out, tcc_report_estimate_basis(run, basis, sizeof basis));
    fputs("; beside it the lower bound at one instruction a cycle. Hover a bar for its figure. " TCC_ANSWER_FLASH_WORDS
          " Failures, variants, buffers, interop and the host are further down.</p>\n", out);
    if (chart_js != NULL) {
        fputs("<script>window.addEventListener(\"error\", function (e) { document.body.setAttribute("
              "\"data-script-error\", String(e.message)); });</script>\n<script>\n", out);
        fputs(chart_js, out);
        fputs("\n</script>\n", out);
    } else {
        fputs("<p>Charts need Chart.js (Debian's libjs-chart.js): run make setup.</p>\n", out);
    }
    char a[32], b[32], c[32], d[32], e[32], f[32], g[32], name[160];
    for (size_t p = 0; p < TCC_PROTOCOLS; p++) {
        const struct tcc_matrix_cell *rows[TCC_ANSWER_MAX];
        unsigned n = tcc_answer_rows(run, tcc_protocols[p], rows, TCC_ANSWER_MAX);
        if (n == 0)
            continue;
        fprintf(out, "<h3>%s</h3>\n<table><tr><th>library and profile</th><th>TLS flash B</th><th>harness flash B</th>"
                     "<th>static RAM B</th><th>heap peak B</th><th>stack B</th><th>handshake est. ms</th>%s"
                     "<th>handshake ms (lower bound)</th><th>data instr</th></tr>\n", tcc_protocols[p],
                tcc_report_has_energy(run) ? "<th>handshake est. mJ (projection)</th>" : "");
        for (unsigned i = 0; i < n; i++) {
            const struct tcc_result *r = rows[i]->result;
            tcc_row_name(rows[i], name, sizeof name);
            fputs("<tr><td>", out);
            tcc_html_text(out, name);
            fprintf(out, "</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td>",
                    tcc_fmt_count(tcc_flash_tls(r), a, sizeof a), tcc_fmt_count(r->flash.group[TCC_GROUP_OWN], g, sizeof g),
                    tcc_fmt_count(r->flash.data + r->flash.bss, b, sizeof b),
                    tcc_fmt_count(r->client.heap_peak, c, sizeof c), tcc_fmt_count(r->client.handshake_stack, d, sizeof d),
                    tcc_report_estimate_ms(r, run->mhz, e, sizeof e));
            if (tcc_report_has_energy(run))
                fprintf(out, "<td>%s</td>", tcc_report_estimate_mj(r, e, sizeof e));
            fprintf(out, "<td>%.0f</td><td>%s</td></tr>\n", tcc_fmt_ms_at(r->client.handshake_instr, run->mhz),
                    tcc_fmt_count(r->client.data_instr, f, sizeof f));
        }
        fputs("</table>\n", out);
        if (chart_js != NULL)
            tcc_answer_charts(out, run, rows, n, (unsigned)p);
    }
    free(chart_js);
}
