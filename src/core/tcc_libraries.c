/* tcc_libraries.c: rows of the cross-library table (see tcc_libraries.h). */
#include "tcc_libraries.h"
#include <stdio.h>
#include <string.h>

const char *const tcc_flight_titles[TCC_FLIGHTS] = { "CLIENT_HELLO", "SERVER_HELLO_FLIGHT", "SERVER_FINISHED" };

/* Mbed TLS's TLS 1.2 client states, by the flight they take part in. */
static const char *const tcc_mbedtls_flight_states[TCC_FLIGHTS][11] = {
    { "HELLO_REQUEST", "CLIENT_HELLO", NULL },
    { "SERVER_HELLO", "SERVER_CERTIFICATE", "SERVER_KEY_EXCHANGE", "CERTIFICATE_REQUEST", "SERVER_HELLO_DONE",
      "CLIENT_CERTIFICATE", "CLIENT_KEY_EXCHANGE", "CERTIFICATE_VERIFY", "CLIENT_CHANGE_CIPHER_SPEC",
      "CLIENT_FINISHED", NULL },
    { "SERVER_CHANGE_CIPHER_SPEC", "SERVER_FINISHED", "FLUSH_BUFFERS", "HANDSHAKE_WRAPUP", NULL },
};

int tcc_flight_of_step(const char *name)
{
    for (int f = 0; f < TCC_FLIGHTS; f++) {
        if (strcmp(name, tcc_flight_titles[f]) == 0)
            return f;
        for (int i = 0; tcc_mbedtls_flight_states[f][i] != NULL; i++)
            if (strcmp(name, tcc_mbedtls_flight_states[f][i]) == 0)
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

int tcc_library_steps_by_flight(const char *library)
{
    return strcmp(library, "mbedtls") != 0;
}

static int tcc_is_library_cell(const struct tcc_matrix_cell *c)
{
    return c->entry->group == TCC_MX_LIBRARY ||
           (c->entry->group == TCC_MX_PROFILE && (strcmp(c->entry->id, "min") == 0 || strcmp(c->entry->id, "tls13") == 0));
}

static void tcc_library_row_of(const struct tcc_matrix_cell *c, struct tcc_library_row *row)
{
    memset(row, 0, sizeof *row);
    row->cell = c;
    row->measured = c->status == 0 && c->result != NULL;
    if (c->result == NULL)
        return;
    const struct tcc_result *r = c->result;
    row->protocol = strncmp(r->suite, "TLS1-3", 6) == 0 ? "TLS 1.3" : "TLS 1.2";
    row->static_ram = r->flash.data + r->flash.bss;
    const struct tcc_side *s = &r->client;
    row->verify_instr = s->ops[TCC_OP_ECDSA_VERIFY].instr;
    row->verify_count = s->ops[TCC_OP_ECDSA_VERIFY].count;
    row->ecdh_instr = s->ops[TCC_OP_ECDH_KEYGEN].instr + s->ops[TCC_OP_ECDH_SHARED].instr;
    row->ecdh_count = s->ops[TCC_OP_ECDH_KEYGEN].count + s->ops[TCC_OP_ECDH_SHARED].count;
    uint64_t heap[TCC_FLIGHTS];
    row->has_flights = row->measured && strcmp(row->protocol, "TLS 1.2") == 0 && tcc_side_flights(s, row->flights, heap);
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
        char own_id[64];
        if (strcmp(row->client, "mbedtls") == 0)
            snprintf(own_id, sizeof own_id, "min");
        else
            snprintf(own_id, sizeof own_id, "lib-%s-min", row->client);
        row->own = tcc_matrix_find(run, own_id);
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
    for (int pass = 0; pass < 2; pass++) {
        for (unsigned i = 0; i < run->count && n < max; i++) {
            const struct tcc_matrix_cell *c = &run->cells[i];
            if (!tcc_is_library_cell(c))
                continue;
            struct tcc_library_row row;
            tcc_library_row_of(c, &row);
            int tls13 = row.protocol != NULL ? strcmp(row.protocol, "TLS 1.3") == 0
                                             : strstr(c->entry->profile != NULL ? c->entry->profile : "", "tls13") != NULL;
            if (tls13 == pass)
                rows[n++] = row;
        }
    }
    return n;
}
