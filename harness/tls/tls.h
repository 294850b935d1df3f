/* tls.h: the one small interface every TLS library adapter implements (harness/tls/<lib>_*.c).
 * The driver (harness/run_main.c) and the size image (harness/size_main.c) see only this.
 * Contexts are owned by the adapter in static storage, like a firmware would hold them.
 * Functions return 0 (or a byte count) on success, TC_TLS_WANT when the peer must act first,
 * TC_TLS_DONE when the handshake is over, or the library's own negative error code. */
#ifndef TC_TLS_H
#define TC_TLS_H

#include <stddef.h>
#include <stdint.h>
#include "tc_wire.h"

#define TC_TLS_WANT 1
#define TC_TLS_DONE 2

struct tc_tls_blob {
    const uint8_t *data;
    size_t len;
};

/* A pre-shared key and the identity that names it. */
struct tc_tls_psk {
    struct tc_tls_blob key;
    const char *identity;
};

struct tc_tls_client_cfg {
    struct tc_tls_blob ca;        /* trusted root, DER */
    const char *host;             /* SNI and the name the certificate must carry */
    const struct tc_tls_psk *psk; /* what a PSK client holds */
    unsigned mfl;                 /* max fragment length to request: 0 (none), 512 ... 4096 */
    unsigned tickets;             /* offer session tickets (where the library is built with them) */
    struct tc_wire_pipe *tx, *rx; /* the wire, client side */
};

#define TC_TLS_CHAIN_MAX 3
struct tc_tls_server_cfg {
    struct tc_tls_blob chain[TC_TLS_CHAIN_MAX]; /* leaf first, then intermediates */
    unsigned chain_len;
    struct tc_tls_blob key;                     /* the leaf's private key, DER */
    const struct tc_tls_psk *psk;               /* the one PSK client's key and identity, or NULL */
    uint16_t suite;                             /* 0: the library's own choice; else the one suite (IANA
                                                   number) it accepts, where its adapter can hold it to one */
    uint16_t group;                             /* the same for the key exchange's group (23: P-256) */
    struct tc_wire_pipe *tx, *rx;
};

/* Library name and version as the library reports them: the client's (tc_tls_library, from the
 * client adapter) and the server's (from the server adapter). They differ only in an interop
 * image, where the server comes from another library (mk/image.mk, IMAGE=interop). */
const char *tc_tls_library(void);
const char *tc_tls_version(void);
const char *tc_tls_server_library(void);
const char *tc_tls_server_version(void);

/* How the client authenticates its server: "certificate" (it verifies the chain against ca), or
 * "psk" (a configuration without X.509 that has a pre-shared-key exchange: cfg->psk). */
const char *tc_tls_client_auth(void);
/* The largest record content the client's buffers take in (in) and send (out), in bytes. */
void tc_tls_client_buffers(unsigned *in, unsigned *out);
int tc_tls_client_setup(const struct tc_tls_client_cfg *cfg);
int tc_tls_client_step(void);   /* one state of the handshake */
int tc_tls_client_state(void);  /* the state the next step will run */
int tc_tls_client_write(const uint8_t *buf, size_t len);
int tc_tls_client_read(uint8_t *buf, size_t len);
const char *tc_tls_client_suite(void); /* negotiated cipher suite after the handshake */
/* After a complete connection: keep its session, reset the client for a new connection that
 * offers it (by session ID, or by ticket where one was issued). */
int tc_tls_client_prepare_resume(void);
void tc_tls_client_free(void);

int tc_tls_server_setup(const struct tc_tls_server_cfg *cfg);
int tc_tls_server_step(void);
int tc_tls_server_state(void);
int tc_tls_server_write(const uint8_t *buf, size_t len);
int tc_tls_server_read(uint8_t *buf, size_t len);
/* Reset the server for a new connection; its session cache and ticket key stay. */
int tc_tls_server_reset(void);
void tc_tls_server_free(void);

/* Allocation functions the client's library uses from the next setup on (default: tc_heap_calloc
 * and tc_heap_free, the counting allocator). */
void tc_tls_use_allocator(void *(*calloc_fn)(size_t, size_t), void (*free_fn)(void *));
/* The library's own arena allocator, for heap-fit (struct in tc_arena.h). */
struct tc_arena_allocator;
extern const struct tc_arena_allocator tc_tls_arena_allocator;

/* Name of a handshake state number of each side, as its library calls it without its prefix
 * (or the flight, for libraries stepped by flight: tc_flights.h). */
const char *tc_tls_client_state_name(int state);
const char *tc_tls_server_state_name(int state);

#endif
