/* tcc_report_server.c: the report's section on a probed server (report --server): what that
 * server costs each certificate job's client (its certificate step or flight, heap peak,
 * handshake and data phase against the stand-in chain), beside the same cell against the test
 * PKI, and the pitfalls found before any firmware ran, in Markdown, HTML and the JSON document. */
#include <cjson/cJSON.h>
#include <string.h>
#include "../core/model/tcc_records.h"
#include "../core/model/tcc_library.h"
#include "../core/run/tcc_server.h"
#include "tcc_fmt.h"
#include "tcc_report.h"
#include "tcc_svg.h"

struct tcc_server_row {
    const char *id, *library;
    const char *pki_cert;     /* the test PKI chain the matrix ran the same cell against */
    int measured;             /* the run completed against the server */
    const char *outcome;      /* "ok", or why not (a pitfall found before the run, or the failure) */
    const char *step_name;    /* "SERVER_CERTIFICATE", or the flight that holds it */
    uint64_t step, step_pki, heap, heap_pki, handshake, handshake_pki, data, data_bytes;
};

/* The step that takes the server's certificate: Mbed TLS's state, or the flight of a library
 * that runs by flights; NULL when the result has neither. */
static const struct tcc_step *tcc_certificate_step(const struct tcc_result *r)
{
    const struct tcc_step *flight = NULL;
    for (unsigned i = 0; i < r->client.step_count; i++) {
        if (strcmp(r->client.steps[i].name, "SERVER_CERTIFICATE") == 0)
            return &r->client.steps[i];
        if (strcmp(r->client.steps[i].name, "SERVER_HELLO_FLIGHT") == 0)
            flight = &r->client.steps[i];
    }
    return flight;
}

static void tcc_server_row_of(const struct tcc_matrix_run *run, unsigned i, struct tcc_server_row *row)
{
    const struct tcc_matrix_cell *c = &run->server_cells[i], *pki = tcc_matrix_find(run, c->entry->id);
    memset(row, 0, sizeof *row);
    row->id = c->entry->id;
    row->library = tcc_library_title(tcc_matrix_entry_library(c->entry));
    row->pki_cert = c->entry->cert;
    row->measured = c->status == 0 && c->result != NULL;
    row->outcome = row->measured ? "ok" : c->error[0] ? c->error : tcc_report_status(c);
    if (!row->measured)
        return;
    const struct tcc_step *step = tcc_certificate_step(c->result);
    const struct tcc_step *step_pki = pki != NULL ? tcc_certificate_step(pki->result) : NULL;
    row->step_name = step != NULL ? step->name : "-";
    row->step = step != NULL ? step->instr : 0;
    row->step_pki = step_pki != NULL ? step_pki->instr : 0;
    row->heap = c->result->client.heap_peak;
    row->heap_pki = pki != NULL ? pki->result->client.heap_peak : 0;
    row->handshake = c->result->client.handshake_instr;
    row->handshake_pki = pki != NULL ? pki->result->client.handshake_instr : 0;
    row->data = c->result->client.data_instr;
    row->data_bytes += tcc_side_data_bytes(&c->result->client);
}

/* The server in one sentence: its chain as re-issued, the name checked, its records. */
static void tcc_server_words(const struct tcc_server_scenario *s, char *out, size_t size)
{
    snprintf(out, size, "%u certificates re-issued with fresh keys of the same algorithm and size (tlscost standin; "
                        "leaf %s %u bit), checked as %s; the data phase's response is its largest record, %u bytes%s%s.",
             s->chain_len, s->leaf_key, s->leaf_bits, s->host, tcc_server_response(s), s->assumed[0] ? "; " : "",
             s->assumed);
}

void tcc_md_server(FILE *out, const struct tcc_matrix_run *run)
{
    if (run->server == NULL)
        return;
    char words[1024];
    tcc_server_words(run->server, words, sizeof words);
    fprintf(out, "## Against your server: %s\n\nEvery certificate job's cell run again against the probed server's "
                 "chain: %s Beside each figure, the same cell against the test PKI. A cell refused before it ran is a "
                 "pitfall found from the image alone.\n\n| cell | library | outcome | certificate step (server / test "
                 "PKI) | heap peak | handshake instr | data phase instr (bytes) |\n|---|---|---|---:|---:|---:|---:|\n",
            run->server->endpoint, words);
    for (unsigned i = 0; i < run->server_count; i++) {
        struct tcc_server_row r;
        tcc_server_row_of(run, i, &r);
        if (!r.measured) {
            fprintf(out, "| %s | %s | %s | | | | |\n", r.id, r.library, r.outcome);
            continue;
        }
        char a[32], b[32], c[32], d[32], e[32], f[32], g[32];
        fprintf(out, "| %s (test PKI: %s) | %s | ok | %s / %s (%s) | %s / %s | %s / %s | %s (%llu B) |\n", r.id,
                r.pki_cert, r.library,
                tcc_fmt_count(r.step, a, sizeof a), tcc_fmt_count(r.step_pki, b, sizeof b), r.step_name,
                tcc_fmt_count(r.heap, c, sizeof c), tcc_fmt_count(r.heap_pki, d, sizeof d),
                tcc_fmt_count(r.handshake, e, sizeof e), tcc_fmt_count(r.handshake_pki, f, sizeof f),
                tcc_fmt_count(r.data, g, sizeof g), (unsigned long long)r.data_bytes);
    }
    fputc('\n', out);
}

void tcc_html_server(FILE *out, const struct tcc_matrix_run *run)
{
    if (run->server == NULL)
        return;
    char words[1024];
    tcc_server_words(run->server, words, sizeof words);
    fputs("<h2>Against your server: ", out);
    tcc_html_text(out, run->server->endpoint);
    fputs("</h2>\n<p>Every certificate job's cell run again against the probed server's chain: ", out);
    tcc_html_text(out, words);
    fputs(" Beside each figure, the same cell against the test PKI. A cell refused before it ran is a pitfall found "
          "from the image alone.</p>\n<table><tr><th>cell</th><th>library</th><th>outcome</th><th>certificate step "
          "(server / test PKI)</th><th>heap peak</th><th>handshake instr</th><th>data phase instr</th></tr>\n",
          out);
    for (unsigned i = 0; i < run->server_count; i++) {
        struct tcc_server_row r;
        tcc_server_row_of(run, i, &r);
        fputs("<tr><td>", out);
        tcc_html_text(out, r.id);
        fprintf(out, " (test PKI: %s)</td><td>", r.pki_cert);
        tcc_html_text(out, r.library);
        fputs(r.measured ? "</td><td>" : "</td><td class=\"pitfall\">", out);
        tcc_html_text(out, r.outcome);
        fputs("</td>", out);
        if (!r.measured) {
            fputs("<td></td><td></td><td></td><td></td></tr>\n", out);
            continue;
        }
        char a[32], b[32], c[32], d[32], e[32], f[32], g[32];
        fprintf(out, "<td>%s / %s (%s)</td><td>%s / %s</td><td>%s / %s</td><td>%s</td></tr>\n",
                tcc_fmt_count(r.step, a, sizeof a), tcc_fmt_count(r.step_pki, b, sizeof b), r.step_name,
                tcc_fmt_count(r.heap, c, sizeof c), tcc_fmt_count(r.heap_pki, d, sizeof d),
                tcc_fmt_count(r.handshake, e, sizeof e), tcc_fmt_count(r.handshake_pki, f, sizeof f),
                tcc_fmt_count(r.data, g, sizeof g));
    }
    fputs("</table>\n", out);
}

void tcc_json_server(struct cJSON *doc, const struct tcc_matrix_run *run)
{
    if (run->server == NULL)
        return;
    cJSON *server = cJSON_AddObjectToObject(doc, "server");
    cJSON_AddStringToObject(server, "endpoint", run->server->endpoint);
    cJSON_AddStringToObject(server, "host", run->server->host);
    cJSON_AddNumberToObject(server, "certificates", run->server->chain_len);
    cJSON_AddNumberToObject(server, "response_bytes", tcc_server_response(run->server));
    cJSON *cells = cJSON_AddArrayToObject(server, "cells");
    for (unsigned i = 0; i < run->server_count; i++) {
        struct tcc_server_row r;
        tcc_server_row_of(run, i, &r);
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "id", r.id);
        cJSON_AddBoolToObject(o, "measured", r.measured);
        cJSON_AddStringToObject(o, "outcome", r.outcome);
        if (r.measured) {
            cJSON_AddStringToObject(o, "certificate_step", r.step_name);
            cJSON_AddStringToObject(o, "test_pki_cert", r.pki_cert);
            cJSON_AddNumberToObject(o, "certificate_step_instr", (double)r.step);
            cJSON_AddNumberToObject(o, "test_pki_certificate_step_instr", (double)r.step_pki);
            cJSON_AddNumberToObject(o, "heap_peak", (double)r.heap);
            cJSON_AddNumberToObject(o, "test_pki_heap_peak", (double)r.heap_pki);
            cJSON_AddNumberToObject(o, "handshake_instr", (double)r.handshake);
            cJSON_AddNumberToObject(o, "test_pki_handshake_instr", (double)r.handshake_pki);
            cJSON_AddNumberToObject(o, "data_instr", (double)r.data);
        }
        cJSON_AddItemToArray(cells, o);
    }
}
