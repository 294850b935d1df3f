/* tcc_library_rows.c: rows of the cross-library table (see tcc_library_rows.h). */
#include "tcc_library_rows.h"
#include <stdio.h>
#include <string.h>
#include "../model/tcc_checks.h"

#define TCC_FLIGHT_TITLE(id, name, what) name,
const char *const tcc_flight_titles[] = { TC_FLIGHT_NAMES(TCC_FLIGHT_TITLE) };
#undef TCC_FLIGHT_TITLE

const char *const tcc_protocols[TCC_PROTOCOLS] = { "TLS 1.2", "TLS 1.3", "TLS 1.2 PSK", "TLS 1.3 PSK" };

const char *tcc_result_protocol(const struct tcc_result *r)
{
    int psk = strcmp(tcc_result_auth(r), "psk") == 0;
    if (strncmp(r->suite, "TLS1-3", 6) == 0)
        return tcc_protocols[psk ? 3 : 1];
    return tcc_protocols[psk ? 2 : 0];
}

int tcc_flight_of_step(const char *name)
{
    for (int f = 0; f < TCC_FLIGHTS; f++) {
        if (strcmp(name, tcc_flight_titles[f]) == 0)
            return f;
        /* A library's own state, by its descriptor's map. */
        for (const struct tcc_library *lib = tcc_library_default(); lib != NULL; lib = tcc_library_next(lib))
            for (int i = 0; lib->flight_states[f] != NULL && lib->flight_states[f][i] != NULL; i++)
                if (strcmp(name, lib->flight_states[f][i]) == 0)
                    return f;
    }
    return -1;
}

int tcc_side_flights(const struct tcc_side *side, uint64_t instr[TCC_FLIGHTS], uint64_t heap_peak[TCC_FLIGHTS])
{
    memset(instr, 0, TCC_FLIGHTS * sizeof instr[0]);
    memset(heap_peak, 0, TCC_FLIGHTS * sizeof heap_peak[0]);
    for (unsigned i = 0; i < side->step_count; i++) {
        int f = tcc_flight_of_step(side->steps[i].name);
        if (f < 0)
            return 0;
        instr[f] += side->steps[i].instr;
        if (side->steps[i].heap_peak > heap_peak[f])
            heap_peak[f] = side->steps[i].heap_peak;
    }
    return side->step_count > 0;
}

/* The cells beside the other libraries: theirs, and Mbed TLS's doing the same jobs (min, tls13, and
 * the library's own PSK example). */
static int tcc_is_library_cell(const struct tcc_matrix_cell *c)
{
    return c->entry->group == TCC_MX_LIBRARY ||
           (c->entry->group == TCC_MX_PROFILE && (strcmp(c->entry->id, "min") == 0 || strcmp(c->entry->id, "tls13") == 0)) ||
           strcmp(c->entry->id, TCC_MATRIX_PSK_EXAMPLE) == 0;
}

static void tcc_library_row_of(const struct tcc_matrix_cell *c, struct tcc_library_row *row)
{
    memset(row, 0, sizeof *row);
    row->cell = c;
    row->measured = c->status == 0 && c->result != NULL;
    if (c->result == NULL)
        return;
    const struct tcc_result *r = c->result;
    row->protocol = tcc_result_protocol(r);
    row->static_ram = r->flash.data + r->flash.bss;
    const struct tcc_side *s = &r->client;
    row->verify_instr = s->ops[TCC_OP_ECDSA_VERIFY].instr;
    row->verify_count = s->ops[TCC_OP_ECDSA_VERIFY].count;
    row->ecdh_instr = s->ops[TCC_OP_ECDH_KEYGEN].instr + s->ops[TCC_OP_ECDH_SHARED].instr;
    row->ecdh_count = s->ops[TCC_OP_ECDH_KEYGEN].count + s->ops[TCC_OP_ECDH_SHARED].count;
    uint64_t heap[TCC_FLIGHTS];
    row->has_flights = row->measured && strcmp(row->protocol, tcc_protocols[0]) == 0 && tcc_side_flights(s, row->flights, heap);
}

unsigned tcc_interop_rows(const struct tcc_matrix_run *run, struct tcc_interop_row *rows, unsigned max)
{
    unsigned n = 0;
    for (unsigned i = 0; i < run->count && n < max; i++) {
        const struct tcc_matrix_cell *c = &run->cells[i];
        if (c->entry->group != TCC_MX_INTEROP)
            continue;
        struct tcc_interop_row *row = &rows[n++];
        memset(row, 0, sizeof *row);
        row->cell = c;
        row->client = tcc_matrix_entry_library(c->entry);
        row->server = c->entry->server_library;
        row->measured = c->status == 0 && c->result != NULL;
        const struct tcc_library *client = tcc_library_named(row->client);
        row->own = client != NULL ? tcc_matrix_find(run, client->min_cell) : NULL;
        if (row->own != NULL && (row->own->status != 0 || row->own->result == NULL))
            row->own = NULL;
        if (row->measured && row->own != NULL) {
            const struct tcc_side *a = &row->own->result->client, *b = &c->result->client;
            row->handshake_delta = (int64_t)b->handshake_instr - (int64_t)a->handshake_instr;
            row->data_delta = (int64_t)b->data_instr - (int64_t)a->data_instr;
        }
    }
    return n;
}

unsigned tcc_library_rows(const struct tcc_matrix_run *run, struct tcc_library_row *rows, unsigned max)
{
    unsigned n = 0;
    for (int job = 0; job < TCC_PROTOCOLS; job++) {
        for (unsigned i = 0; i < run->count && n < max; i++) {
            const struct tcc_matrix_cell *c = &run->cells[i];
            if (!tcc_is_library_cell(c))
                continue;
            struct tcc_library_row row;
            tcc_library_row_of(c, &row);
            /* A cell that did not run goes with the job its name says. */
            const char *named = c->entry->example != NULL ? c->entry->example : c->entry->profile;
            int guess = strstr(named, "psk13") != NULL ? 3 : strstr(named, "tls13") != NULL ? 1
                        : strstr(named, "psk") != NULL ? 2 : 0;
            if ((row.protocol != NULL ? strcmp(row.protocol, tcc_protocols[job]) == 0 : guess == job))
                rows[n++] = row;
        }
    }
    return n;
}
