/* tc_flights.h: handshake steps by flight, for adapters whose library has no per-state
 * stepping (wolfSSL, BearSSL): each step runs the library until it waits for the peer, which
 * is once per flight the client (or server) consumes and answers. The names line up with
 * Mbed TLS's states grouped the same way (docs/libraries.md). */
#ifndef TC_FLIGHTS_H
#define TC_FLIGHTS_H

#include <stdint.h>
#include "tc_names.h"
#include "tc_wire.h"

/* The flights, named in tc_names.h. The client's SERVER_HELLO_FLIGHT takes the server's first
 * flight (ServerHello .. ServerHelloDone, or .. Finished in TLS 1.3) and answers it (key
 * exchange, ChangeCipherSpec, Finished); SERVER_FINISHED takes the server's ChangeCipherSpec
 * and Finished (TLS 1.2). */
#define TC_FLIGHT_ENUM(id, name, what) TC_FLIGHT_##id,
enum tc_flight { TC_FLIGHT_NAMES(TC_FLIGHT_ENUM) TC_FLIGHT_COUNT };
#undef TC_FLIGHT_ENUM

/* One side's progress through its flights, counted by what crossed the wire. */
struct tc_flight_counter {
    enum tc_flight first, last; /* the side's first and last flight */
    enum tc_flight now;
    uint64_t carried_before;
};

/* The name of a flight (enum tc_flight), for the adapters' state names. */
const char *tc_flight_name(int state);
void tc_flight_start(struct tc_flight_counter *fc, enum tc_flight first, enum tc_flight last);
/* Before a step: remember the wire. After: 0 when bytes moved (the next flight comes), else
 * TC_TLS_WANT (the step only found the peer had not answered yet). */
void tc_flight_before(struct tc_flight_counter *fc, const struct tc_wire_pipe *tx, const struct tc_wire_pipe *rx);
int tc_flight_after(struct tc_flight_counter *fc, const struct tc_wire_pipe *tx, const struct tc_wire_pipe *rx);

#endif
