/* tcc_report_json.c: the matrix report as JSON (report.json, schema "tlscost-report/1"): the
 * result document of every cell that got as far as a build, plus what the matrix asked and
 * the cell's outcome; and the cross-library rows ("libraries"), which point at their cells. */
#include <cjson/cJSON.h>
#include "../core/base/tcc_error.h"
#include "../core/model/tcc_json.h"
#include "../core/matrix/tcc_library_rows.h"
#include "tcc_report.h"

cJSON *tcc_report_cell_json(const struct tcc_matrix_cell *c, const struct tcc_matrix_run *run)
{
    cJSON *cell = c->result != NULL ? tcc_json_from_result(c->result) : cJSON_CreateObject();
    if (c->result != NULL)
        tcc_json_figures(cell, c->result);
    cJSON *m = cJSON_AddObjectToObject(cell, "matrix");
    cJSON_AddStringToObject(m, "id", c->entry->id);
    cJSON_AddStringToObject(m, "group", tcc_matrix_group_titles[c->entry->group]);
    cJSON_AddStringToObject(m, "what", c->entry->what);
    cJSON_AddStringToObject(m, "status", tcc_report_status(c));
    cJSON_AddNumberToObject(m, "status_code", c->status);
    cJSON_AddStringToObject(m, "error", c->error);
    cJSON_AddNumberToObject(m, "seconds", c->seconds);
    cJSON_AddStringToObject(m, "library_version", run->library_version);
    cJSON_AddStringToObject(m, "library_sha256", run->library_sha256);
    cJSON_AddStringToObject(m, "report_target", run->target.name);
    return cell;
}

int tcc_report_json(FILE *out, const struct tcc_matrix_run *run)
{
    cJSON *doc = cJSON_CreateObject();
    cJSON_AddStringToObject(doc, "schema", "tlscost-report/1");
    cJSON_AddStringToObject(doc, "library_version", run->library_version);
    cJSON_AddStringToObject(doc, "library_sha256", run->library_sha256);
    cJSON_AddStringToObject(doc, "target", run->target.name);
    cJSON_AddStringToObject(doc, "target_title", run->target.title);
    cJSON_AddNumberToObject(doc, "mhz", run->mhz);
    cJSON_AddStringToObject(doc, "part", run->part.name[0] ? run->part.name : TCC_PART_DEFAULT);
    cJSON_AddNumberToObject(doc, "seconds", run->seconds);
    tcc_json_figures_table(doc);
    cJSON *cells = cJSON_AddArrayToObject(doc, "cells");
    for (unsigned i = 0; i < run->count; i++) {
        cJSON_AddItemToArray(cells, tcc_report_cell_json(&run->cells[i], run));
    }
    struct tcc_library_row rows[TCC_LIBRARY_ROWS_MAX];
    unsigned n = tcc_library_rows(run, rows, TCC_LIBRARY_ROWS_MAX);
    cJSON *libraries = cJSON_AddArrayToObject(doc, "libraries");
    for (unsigned i = 0; i < n; i++) {
        const struct tcc_library_row *row = &rows[i];
        cJSON *l = cJSON_CreateObject();
        cJSON_AddStringToObject(l, "cell", row->cell->entry->id);
        cJSON_AddStringToObject(l, "library", tcc_matrix_entry_library(row->cell->entry));
        cJSON_AddBoolToObject(l, "measured", row->measured);
        if (row->measured) {
            const struct tcc_result *r = row->cell->result;
            cJSON_AddStringToObject(l, "version", r->library_version);
            cJSON_AddStringToObject(l, "source_sha256", r->library_sha256);
            cJSON_AddStringToObject(l, "profile", r->profile);
            cJSON_AddStringToObject(l, "protocol", row->protocol);
            cJSON_AddNumberToObject(l, "flash", (double)r->flash.total);
            cJSON_AddNumberToObject(l, "static_ram", (double)row->static_ram);
            cJSON_AddNumberToObject(l, "heap_peak", (double)r->client.heap_peak);
            cJSON_AddNumberToObject(l, "stack", (double)r->client.handshake_stack);
            cJSON_AddNumberToObject(l, "handshake_instr", (double)r->client.handshake_instr);
            cJSON_AddNumberToObject(l, "ecdsa_verify_instr", (double)row->verify_instr);
            cJSON_AddNumberToObject(l, "ecdsa_verify_count", (double)row->verify_count);
            cJSON_AddNumberToObject(l, "ecdh_instr", (double)row->ecdh_instr);
            cJSON_AddNumberToObject(l, "ecdh_count", (double)row->ecdh_count);
            cJSON_AddNumberToObject(l, "data_instr", (double)r->client.data_instr);
            if (row->has_flights) {
                cJSON *flights = cJSON_AddObjectToObject(l, "flights");
                for (int f = 0; f < TCC_FLIGHTS; f++)
                    cJSON_AddNumberToObject(flights, tcc_flight_titles[f], (double)row->flights[f]);
            }
        }
        cJSON_AddItemToArray(libraries, l);
    }
    struct tcc_interop_row interop[TCC_LIBRARY_ROWS_MAX];
    n = tcc_interop_rows(run, interop, TCC_LIBRARY_ROWS_MAX);
    cJSON *pairs = cJSON_AddArrayToObject(doc, "interop");
    for (unsigned i = 0; i < n; i++) {
        const struct tcc_interop_row *row = &interop[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "cell", row->cell->entry->id);
        cJSON_AddStringToObject(o, "client", row->client);
        cJSON_AddStringToObject(o, "server", row->server);
        cJSON_AddBoolToObject(o, "measured", row->measured);
        if (row->measured) {
            cJSON_AddStringToObject(o, "server_version", row->cell->result->server_version);
            cJSON_AddNumberToObject(o, "handshake_instr", (double)row->cell->result->client.handshake_instr);
            cJSON_AddNumberToObject(o, "data_instr", (double)row->cell->result->client.data_instr);
        }
        if (row->measured && row->own != NULL) {
            cJSON_AddStringToObject(o, "own_server_cell", row->own->entry->id);
            cJSON_AddNumberToObject(o, "handshake_delta", (double)row->handshake_delta);
            cJSON_AddNumberToObject(o, "data_delta", (double)row->data_delta);
        }
        cJSON_AddItemToArray(pairs, o);
    }
    if (run->peers_error[0] != '\0')
        cJSON_AddStringToObject(doc, "peers_error", run->peers_error);
    if (run->peers != NULL) {
        cJSON *peers = cJSON_AddArrayToObject(doc, "peers");
        for (unsigned i = 0; i < run->peers->count; i++) {
            const struct tcc_peer_outcome *o = &run->peers->outcomes[i];
            cJSON *p = cJSON_CreateObject();
            cJSON_AddStringToObject(p, "server", o->server);
            cJSON_AddStringToObject(p, "server_cert", o->server_cert);
            cJSON_AddNumberToObject(p, "mfl", o->mfl);
            cJSON_AddBoolToObject(p, "ran", o->ran);
            cJSON_AddBoolToObject(p, "ok", o->ok);
            cJSON_AddNumberToObject(p, "code", (double)o->code);
            cJSON_AddStringToObject(p, "step", o->step);
            cJSON_AddStringToObject(p, "what_happened", o->words);
            cJSON_AddItemToArray(peers, p);
        }
    }
    tcc_json_server(doc, run);
    tcc_json_fits(doc, run);
    tcc_json_diagnosis(doc, run);
    return tcc_json_emit(out, doc);
}
