/* tcc_report_html.c: the matrix report as one self-contained HTML page (report.html): the
 * tables of report.md and SVG charts: flash per profile by module, heap over the handshake,
 * instructions per step, each cell's cost against min, the record-buffer table. */
#include <string.h>
#include "../core/matrix/tcc_compare.h"
#include "../core/base/tcc_error.h"
#include "tcc_fmt.h"
#include "tcc_report.h"
#include "../core/matrix/tcc_library_rows.h"
#include "tcc_svg.h"

#define TCC_ROWS_MAX 48
#define TCC_TOP_SEGMENTS 6

static int tcc_ok(const struct tcc_matrix_cell *c)
{
    return c->status == TCC_OK && c->result != NULL;
}

static void tcc_html_flash_chart(FILE *out, const struct tcc_matrix_run *run)
{
    const char *labels[TCC_ROWS_MAX][TCC_SVG_SERIES_MAX] = { { NULL } };
    double values[TCC_ROWS_MAX][TCC_SVG_SERIES_MAX] = { { 0 } };
    const char *rows[TCC_ROWS_MAX];
    unsigned segs[TCC_ROWS_MAX], n = 0;
    for (unsigned i = 0; i < run->count && n < TCC_ROWS_MAX; i++) {
        const struct tcc_matrix_cell *c = &run->cells[i];
        if (!tcc_ok(c) || (c->entry->group != TCC_MX_PROFILE && c->entry->group != TCC_MX_EXAMPLE))
            continue;
        const struct tcc_flash *f = &c->result->flash;
        unsigned k = 0;
        double library_top = 0;
        for (unsigned o = 0; o < f->object_count && k < TCC_TOP_SEGMENTS; o++) {
            if (f->objects[o].group != TCC_GROUP_LIBRARY)
                continue;
            labels[n][k] = f->objects[o].name;
            values[n][k] = (double)(f->objects[o].text + f->objects[o].data);
            library_top += values[n][k++];
        }
        labels[n][k] = "rest of the library";
        values[n][k++] = (double)f->group[TCC_GROUP_LIBRARY] - library_top;
        labels[n][k] = "own code";
        values[n][k++] = (double)f->group[TCC_GROUP_OWN];
        labels[n][k] = "C library";
        values[n][k++] = (double)f->group[TCC_GROUP_LIBC];
        segs[n] = k;
        rows[n++] = c->entry->id;
    }
    tcc_svg_stacked(out, "Flash per profile, by module (client-only image; largest library objects first)", "B", rows,
                    n, (const char *const(*)[TCC_SVG_SERIES_MAX])labels, (const double(*)[TCC_SVG_SERIES_MAX])values,
                    segs);
}

static void tcc_html_heap_chart(FILE *out, const struct tcc_matrix_run *run)
{
    double values[TCC_ROWS_MAX][TCC_STEPS_MAX + 1] = { { 0 } };
    const char *names[TCC_ROWS_MAX][TCC_STEPS_MAX + 1] = { { NULL } };
    const char *series[TCC_ROWS_MAX];
    const double *value_ptrs[TCC_ROWS_MAX];
    const char *const *name_ptrs[TCC_ROWS_MAX];
    unsigned lens[TCC_ROWS_MAX], n = 0;
    for (unsigned i = 0; i < run->count && n < TCC_SVG_SERIES_MAX; i++) {
        const struct tcc_matrix_cell *c = &run->cells[i];
        if (!tcc_ok(c) || c->entry->group != TCC_MX_PROFILE)
            continue;
        const struct tcc_side *s = &c->result->client;
        values[n][0] = (double)s->setup.heap_peak;
        names[n][0] = "SETUP";
        for (unsigned k = 0; k < s->step_count; k++) {
            values[n][k + 1] = (double)s->steps[k].heap_peak;
            names[n][k + 1] = s->steps[k].name;
        }
        lens[n] = s->step_count + 1;
        value_ptrs[n] = values[n];
        name_ptrs[n] = names[n];
        series[n++] = c->entry->id;
    }
    tcc_svg_lines(out, "Client heap peak over the handshake steps (setup first, then each state)", "B", series, n,
                  value_ptrs, name_ptrs, lens);
}

static void tcc_html_step_charts(FILE *out, const struct tcc_matrix_run *run)
{
    for (unsigned i = 0; i < run->count; i++) {
        const struct tcc_matrix_cell *c = &run->cells[i];
        if (!tcc_ok(c) || c->entry->group != TCC_MX_PROFILE)
            continue;
        const struct tcc_side *s = &c->result->client;
        const char *labels[TCC_STEPS_MAX];
        double values[TCC_STEPS_MAX];
        for (unsigned k = 0; k < s->step_count; k++) {
            labels[k] = s->steps[k].name;
            values[k] = (double)s->steps[k].instr;
        }
        char title[160];
        snprintf(title, sizeof title, "Instructions per handshake step, %s (client)", c->entry->id);
        tcc_svg_bars(out, title, "instr", labels, values, s->step_count);
    }
}

static void tcc_html_against_min(FILE *out, const struct tcc_matrix_run *run)
{
    const struct tcc_matrix_cell *min = tcc_matrix_find(run, "min");
    if (min == NULL || !tcc_ok(min))
        return;
    struct tcc_comparison cmp;
    static const char *const figures[] = { "flash total", "heap peak", "handshake instructions" };
    for (unsigned f = 0; f < 3; f++) {
        const char *labels[TCC_ROWS_MAX];
        double percents[TCC_ROWS_MAX];
        unsigned n = 0;
        for (unsigned i = 0; i < run->count && n < TCC_ROWS_MAX; i++) {
            const struct tcc_matrix_cell *c = &run->cells[i];
            if (!tcc_ok(c) || c == min || c->entry->group == TCC_MX_HOST)
                continue;
            tcc_compare_results(min->result, c->result, &cmp);
            labels[n] = c->entry->id;
            percents[n++] = tcc_compare_row(&cmp, figures[f])->percent;
        }
        char title[120];
        snprintf(title, sizeof title, "Cost against min: %s (%% change)", figures[f]);
        tcc_svg_diverging(out, title, labels, percents, n);
    }
}

static void tcc_html_table_row(FILE *out, const char *const cols[], unsigned n, int header)
{
    fputs("<tr>", out);
    for (unsigned i = 0; i < n; i++) {
        fputs(header ? "<th>" : "<td>", out);
        tcc_html_text(out, cols[i]);
        fputs(header ? "</th>" : "</td>", out);
    }
    fputs("</tr>\n", out);
}

/* A cell's outcome in one table cell: ok; the pitfall a cell fails on purpose to show; or the
 * first line of why it failed, with a link to the full log where there is one. */
static void tcc_html_outcome(FILE *out, const struct tcc_matrix_cell *c)
{
    if (c->status == TCC_OK) {
        fputs("<td>ok</td>", out);
        return;
    }
    if (c->entry->pitfall != NULL) {
        fputs("<td class=\"pitfall\">pitfall shown: ", out);
        tcc_html_text(out, c->entry->pitfall);
        fputs("</td>", out);
        return;
    }
    const char *log = strstr(c->error, "(full log: ");
    size_t len = log != NULL ? (size_t)(log - c->error) : strlen(c->error);
    char reason[220];
    snprintf(reason, sizeof reason, "%.*s%s", (int)(len < 200 ? len : 200), c->error, len > 200 ? "..." : "");
    fputs("<td class=\"failure\">", out);
    tcc_html_text(out, reason);
    if (log != NULL) {
        char path[600];
        snprintf(path, sizeof path, "%.*s", (int)strcspn(log + 11, ")"), log + 11);
        fputs(" <a href=\"file://", out);
        tcc_html_text(out, path);
        fputs("\">log</a>", out);
    }
    fputs("</td>", out);
}

static void tcc_html_profiles(FILE *out, const struct tcc_matrix_run *run)
{
    static const char *const head[] = { "cell", "what", "flash B", "library", "own", "C lib", ".bss B", "heap after setup",
                                        "heap peak", "stack", "handshake M instr", "ms (lower bound)",
                                        "est. ms", "data instr", "outcome" };
    char basis[TCC_TEXT_MAX];
    fprintf(out, "<h2>All cells</h2>\n<p>Times are derived at %u MHz: the lower bound at one instruction per cycle; ",
            run->mhz);
    tcc_html_text(out, tcc_report_estimate_basis(run, basis, sizeof basis));
    fputs(".</p>\n<table>\n", out);
    tcc_html_table_row(out, head, 15, 1);
    for (unsigned i = 0; i < run->count; i++) {
        const struct tcc_matrix_cell *c = &run->cells[i];
        char v[12][32];
        const char *cols[15] = { c->entry->id, c->entry->what };
        for (unsigned k = 0; k < 12; k++)
            v[k][0] = '\0';
        if (c->result != NULL) {
            const struct tcc_result *r = c->result;
            tcc_fmt_count(r->flash.total, v[0], 32);
            tcc_fmt_count(r->flash.group[TCC_GROUP_LIBRARY], v[1], 32);
            tcc_fmt_count(r->flash.group[TCC_GROUP_OWN], v[2], 32);
            tcc_fmt_count(r->flash.group[TCC_GROUP_LIBC], v[3], 32);
            tcc_fmt_count(r->flash.bss, v[4], 32);
        }
        if (tcc_ok(c)) {
            const struct tcc_side *s = &c->result->client;
            tcc_fmt_count(s->setup.heap_live, v[5], 32);
            tcc_fmt_count(s->heap_peak, v[6], 32);
            tcc_fmt_count(s->handshake_stack, v[7], 32);
            if (strcmp(c->result->count_unit, "instr") == 0) { /* a host without counters measured ns */
                tcc_fmt_millions(s->handshake_instr, v[8], 32);
                snprintf(v[9], 32, "%.0f", tcc_fmt_ms_at(s->handshake_instr, run->mhz));
                tcc_report_estimate_ms(c->result, run->mhz, v[10], 32);
                tcc_fmt_count(s->data_instr, v[11], 32);
            }
        }
        for (unsigned k = 0; k < 12; k++)
            cols[2 + k] = v[k];
        fputs("<tr>", out);
        for (unsigned k = 0; k < 14; k++) {
            fputs("<td>", out);
            tcc_html_text(out, cols[k]);
            fputs("</td>", out);
        }
        tcc_html_outcome(out, c);
        fputs("</tr>\n", out);
    }
    fputs("</table>\n", out);
}

static void tcc_html_libraries(FILE *out, const struct tcc_matrix_run *run)
{
    static const char *const head[] = { "library", "version", "source sha256", "profile", "protocol", "flash B",
                                        "static RAM B", "heap peak B", "stack B", "handshake M instr",
                                        "ECDSA verify M", "ECDH M", "data instr", "flights (M): hello / server flight / finished" };
    struct tcc_library_row rows[TCC_LIBRARY_ROWS_MAX];
    unsigned n = tcc_library_rows(run, rows, TCC_LIBRARY_ROWS_MAX);
    if (n == 0)
        return;
    fputs("<h2>Libraries side by side</h2>\n<p>The same client job, harness, server chain and core for each library. "
          "Static RAM is .data + .bss of the client-only image (for BearSSL, which allocates nothing, its context and "
          "I/O buffer); heap is what the library asked of the counting allocator. Flights: the TLS 1.2 client's "
          "handshake in the same three pieces for every library. BearSSL 0.6 has no TLS 1.3.</p>\n<table>\n", out);
    tcc_html_table_row(out, head, 14, 1);
    for (unsigned i = 0; i < n; i++) {
        const struct tcc_library_row *row = &rows[i];
        const struct tcc_matrix_cell *c = row->cell;
        char v[10][32], flights[112] = "";
        const char *cols[14] = { tcc_matrix_entry_library(c->entry) };
        for (unsigned k = 0; k < 10; k++)
            v[k][0] = '\0';
        if (row->measured) {
            const struct tcc_result *r = c->result;
            const struct tcc_side *s = &r->client;
            snprintf(v[0], 32, "%.12s", r->library_sha256);
            tcc_fmt_count(r->flash.total, v[1], 32);
            tcc_fmt_count(row->static_ram, v[2], 32);
            tcc_fmt_count(s->heap_peak, v[3], 32);
            tcc_fmt_count(s->handshake_stack, v[4], 32);
            tcc_fmt_millions(s->handshake_instr, v[5], 32);
            snprintf(v[6], 32, "%.2f (x%llu)", (double)row->verify_instr / 1e6, (unsigned long long)row->verify_count);
            snprintf(v[7], 32, "%.2f (x%llu)", (double)row->ecdh_instr / 1e6, (unsigned long long)row->ecdh_count);
            tcc_fmt_count(s->data_instr, v[8], 32);
            if (row->has_flights)
                snprintf(flights, sizeof flights, "%.2f / %.2f / %.2f", (double)row->flights[0] / 1e6,
                         (double)row->flights[1] / 1e6, (double)row->flights[2] / 1e6);
            cols[1] = r->library_version;
            cols[3] = r->profile;
            cols[4] = row->protocol;
        } else {
            cols[1] = "";
            cols[3] = c->entry->profile;
            cols[4] = c->error;
        }
        cols[2] = v[0];
        for (unsigned k = 1; k < 9; k++)
            cols[4 + k] = v[k];
        cols[13] = flights;
        tcc_html_table_row(out, cols, 14, 0);
    }
    fputs("</table>\n", out);
}

static void tcc_html_interop(FILE *out, const struct tcc_matrix_run *run)
{
    static const char *const head[] = { "client", "server", "server version", "handshake instr",
                                        "against its own server", "data instr", "against its own server", "outcome" };
    struct tcc_interop_row rows[TCC_LIBRARY_ROWS_MAX];
    unsigned n = tcc_interop_rows(run, rows, TCC_LIBRARY_ROWS_MAX);
    if (n == 0)
        return;
    fputs("<h2>Interop</h2>\n<p>One library's client against another library's server in the same run image; "
          "the client's figures beside the same client against its own library's server.</p>\n<table>\n", out);
    tcc_html_table_row(out, head, 8, 1);
    for (unsigned i = 0; i < n; i++) {
        const struct tcc_interop_row *row = &rows[i];
        char v[4][32] = { "", "", "", "" };
        const char *cols[8] = { row->client, row->server, "", v[0], v[1], v[2], v[3], row->measured ? "ok" : row->cell->error };
        if (row->measured) {
            cols[2] = row->cell->result->server_version;
            tcc_fmt_count(row->cell->result->client.handshake_instr, v[0], 32);
            tcc_fmt_count(row->cell->result->client.data_instr, v[2], 32);
            if (row->own != NULL) {
                tcc_fmt_delta(row->handshake_delta, v[1], 32);
                tcc_fmt_delta(row->data_delta, v[3], 32);
            }
        }
        tcc_html_table_row(out, cols, 8, 0);
    }
    fputs("</table>\n", out);
}

static void tcc_html_security(FILE *out, const struct tcc_matrix_run *run)
{
    fputs("<h2>Security checks</h2>\n<p>Each profile's client against a server whose chain ends in an unknown root, "
          "one whose certificate names another host, and one whose certificate expired in 2021. Accepting either of the "
          "first two is insecure. A PSK client, which verifies no certificate, is run holding the wrong key and naming "
          "an identity the server does not know; completing either handshake is insecure.</p>\n<table>\n"
          "<tr><th>cell</th><th>security checks</th></tr>\n", out);
    for (unsigned i = 0; i < run->count; i++) {
        const struct tcc_matrix_cell *c = &run->cells[i];
        if (!tcc_ok(c) || !c->result->security.checked)
            continue;
        int insecure;
        char security_text[160];
        const char *text = tcc_report_security(c->result, &insecure, security_text, sizeof security_text);
        fputs("<tr><td>", out);
        tcc_html_text(out, c->entry->id);
        fprintf(out, "</td><td%s>", insecure ? " class=\"insecure\"" : "");
        tcc_html_text(out, text);
        fputs("</td></tr>\n", out);
    }
    fputs("</table>\n", out);
}

static void tcc_html_peers(FILE *out, const struct tcc_matrix_run *run)
{
    static const char *const head[] = { "server", "certificate", "client asks MFL", "outcome", "what happened" };
    const struct tcc_peers *p = run->peers;
    if (p == NULL && run->peers_error[0] != '\0') {
        fputs("<h2>Against real servers (host, loopback sockets)</h2>\n<p>Not measured: the peers failed: ", out);
        tcc_html_text(out, run->peers_error);
        fputs("</p>\n", out);
    }
    if (p == NULL)
        return;
    fprintf(out, "<h2>Against real servers (host, loopback sockets)</h2>\n<p>The %s client with a %u-byte receive "
                 "buffer, as a process, against servers started on free loopback ports, each echoing one %u-byte "
                 "message.</p>\n<table>\n", p->profile, p->in_len ? p->in_len : 16384, TCC_PEER_MESSAGE);
    tcc_html_table_row(out, head, 5, 1);
    for (unsigned i = 0; i < p->count; i++) {
        const struct tcc_peer_outcome *o = &p->outcomes[i];
        char outcome[24];
        snprintf(outcome, sizeof outcome, o->ok ? "ok" : "%s0x%04llx", o->code < 0 ? "-" : "",
                 (unsigned long long)(o->code < 0 ? -o->code : o->code));
        const char *cols[] = { o->server, strncmp(o->server_cert, "rsa", 3) == 0 ? "RSA-2048" : "P-256",
                               o->mfl ? "yes" : "no", o->ran ? outcome : "not run", o->words };
        tcc_html_table_row(out, cols, 5, 0);
    }
    fputs("</table>\n", out);
}

static void tcc_html_buffers(FILE *out, const struct tcc_matrix_run *run)
{
    static const char *const head[] = { "cell", "IN", "OUT", "MFL", "heap after setup", "heap peak", "outcome" };
    const char *labels[TCC_ROWS_MAX];
    double peaks[TCC_ROWS_MAX];
    unsigned n = 0;
    fputs("<h2>Record buffers</h2>\n<p>The send buffer can shrink freely; a receive buffer below 16 KB needs the max "
          "fragment length extension and a server that honours it.</p>\n<table>\n", out);
    tcc_html_table_row(out, head, 7, 1);
    for (unsigned i = 0; i < run->count; i++) {
        const struct tcc_matrix_cell *c = &run->cells[i];
        const struct tcc_matrix_entry *e = c->entry;
        if (e->group != TCC_MX_BUFFER && strcmp(e->id, "min") != 0)
            continue;
        char in[16], outl[16], setup[32] = "", peak[32] = "";
        snprintf(in, sizeof in, "%u", e->in_len ? e->in_len : 16384);
        snprintf(outl, sizeof outl, "%u", e->out_len ? e->out_len : 16384);
        if (tcc_ok(c)) {
            tcc_fmt_count(c->result->client.setup.heap_live, setup, sizeof setup);
            tcc_fmt_count(c->result->client.heap_peak, peak, sizeof peak);
            if (n < TCC_ROWS_MAX) {
                labels[n] = e->id;
                peaks[n++] = (double)c->result->client.heap_peak;
            }
        }
        const char *cols[] = { e->id, in, outl, e->mfl ? "requested" : "no", setup, peak, c->status == TCC_OK ? "ok" : c->error };
        tcc_html_table_row(out, cols, 7, 0);
    }
    fputs("</table>\n", out);
    tcc_svg_bars(out, "Client heap peak by record buffer size", "B", labels, peaks, n);
}

void tcc_report_html(FILE *out, const struct tcc_matrix_run *run)
{
    fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>tlscost report</title>\n<style>\n"
          "body{font-family:sans-serif;max-width:1100px;margin:2em auto;color:#222}\n"
          "table{border-collapse:collapse;font-size:13px;margin:1em 0}td,th{border:1px solid #ccc;padding:3px 6px}\n"
          "td{text-align:right}td:first-child,td:nth-child(2),td:last-child{text-align:left}th{background:#eef}\n"
          "td:last-child{max-width:320px;overflow-wrap:anywhere}\n"
          "figure{margin:1.5em 0}figcaption{font-size:13px;color:#555}td.insecure{color:#fff;background:#c00;font-weight:bold}\n"
          ".answer-charts{display:flex;gap:1em;flex-wrap:wrap}.answer-chart{position:relative;width:540px}\n"
          "td.pitfall{color:#555;font-style:italic}td.failure{color:#a00}summary h2{display:inline}\n"
          "</style></head><body>\n", out);
    fprintf(out, "<h1>tlscost report</h1>\n<p>Mbed TLS %s (source sha256 <code>", run->library_version);
    tcc_html_text(out, run->library_sha256);
    fputs("</code>) built for and run on ", out);
    tcc_html_text(out, run->target.title);
    fprintf(out, " (mk/target/%s.mk); ticks: ", run->target.name);
    tcc_html_text(out, run->target.counter);
    fprintf(out, "; the wolfSSL and BearSSL cells name their own version and checksum (Libraries side by side). %u "
                 "cells in %.0f s.</p>\n", run->count, run->seconds);
    tcc_html_answer(out, run);
    tcc_html_profiles(out, run);
    tcc_html_libraries(out, run);
    tcc_html_fits(out, run);
    tcc_html_diagnosis(out, run);
    tcc_html_interop(out, run);
    tcc_html_accels(out, run);
    tcc_html_security(out, run);
    fputs("<h2>Flash</h2>\n", out);
    tcc_html_flash_chart(out, run);
    fputs("<h2>Heap over the handshake</h2>\n", out);
    tcc_html_heap_chart(out, run);
    tcc_html_profile(out, run);
    tcc_html_symbols(out, run);
    fputs("<h2>Cost of each cell against min</h2>\n", out);
    tcc_html_against_min(out, run);
    tcc_html_buffers(out, run);
    tcc_html_peers(out, run);
    tcc_html_server(out, run);
    fputs("<h2>Instructions per step</h2>\n", out);
    tcc_html_step_charts(out, run);
    tcc_html_figures(out, run);
    fputs("<p>How each figure is measured: docs/measurement.md in the tlscost tree.</p>\n", out);
    /* Every section after the answer folds: a reader opens what they need. */
    fputs("<script>\n(function () {\nvar heads = Array.prototype.slice.call(document.querySelectorAll(\"body > h2\"), 1);\n"
          "heads.forEach(function (h) {\n  var d = document.createElement(\"details\"), s = document.createElement("
          "\"summary\");\n  h.parentNode.insertBefore(d, h); s.appendChild(h); d.appendChild(s);\n"
          "  while (d.nextSibling && !(d.nextSibling.tagName === \"H2\")) d.appendChild(d.nextSibling);\n});\n"
          "})();\n</script>\n</body></html>\n", out);
}
