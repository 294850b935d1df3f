/* tcc_library_rows.h: the cross-library view of a measured matrix: Mbed TLS's min and tls13 and
 * the other libraries' cells doing the same jobs, in the figures that compare across libraries
 * (flash, static RAM, heap, stack, instructions, the operations), and every TLS 1.2 handshake
 * in the same three client flights, whatever the library's own stepping; and the interop cells
 * (one library's client against another's server) beside the same client against its own. */
#ifndef TCC_LIBRARY_ROWS_H
#define TCC_LIBRARY_ROWS_H

#include "../model/tcc_library.h"
#include "tcc_matrix.h"

/* CLIENT_HELLO, SERVER_HELLO_FLIGHT, SERVER_FINISHED (harness/tls/tc_flights.h). */
extern const char *const tcc_flight_titles[]; /* every flight name; the client's are the first TCC_FLIGHTS */

/* The jobs the cross-library rows and the report's answer group cells by: the protocol, and for a
 * client that authenticates its server by a pre-shared key, that too. */
#define TCC_PROTOCOLS 4
extern const char *const tcc_protocols[TCC_PROTOCOLS]; /* "TLS 1.2", "TLS 1.3", "TLS 1.2 PSK", "TLS 1.3 PSK" */
/* The job a result did, from its suite and how its client authenticated: one of tcc_protocols. */
const char *tcc_result_protocol(const struct tcc_result *r);

struct tcc_library_row {
    const struct tcc_matrix_cell *cell;
    int measured;             /* the cell ran to the end */
    const char *protocol;     /* "TLS 1.2" or "TLS 1.3", from the negotiated suite */
    uint64_t static_ram;      /* .data + .bss of the client-only image */
    uint64_t verify_instr, verify_count, ecdh_instr, ecdh_count;
    int has_flights;          /* a TLS 1.2 handshake whose every step maps to a flight */
    uint64_t flights[TCC_FLIGHTS];
};

#define TCC_LIBRARY_ROWS_MAX 16
/* The rows in the matrix's order, TLS 1.2 first; returns how many. */
unsigned tcc_library_rows(const struct tcc_matrix_run *run, struct tcc_library_row *rows, unsigned max);
/* An interop cell beside the same client against its own library's server. */
struct tcc_interop_row {
    const struct tcc_matrix_cell *cell;
    const struct tcc_matrix_cell *own; /* the client's min against its own server, or NULL when not measured */
    const char *client, *server;       /* library names */
    int measured;
    int64_t handshake_delta;           /* client handshake instructions against own */
    int64_t data_delta;
};
unsigned tcc_interop_rows(const struct tcc_matrix_run *run, struct tcc_interop_row *rows, unsigned max);

/* The flight a client step belongs to (a flight name, or an Mbed TLS state), or -1. */
int tcc_flight_of_step(const char *name);
/* Sum a side's handshake steps into the three flights (instructions, and the highest heap
 * peak of each); 1 when every step has a flight, else 0. */
int tcc_side_flights(const struct tcc_side *side, uint64_t instr[TCC_FLIGHTS], uint64_t heap_peak[TCC_FLIGHTS]);

#endif
