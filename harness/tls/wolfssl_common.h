/* wolfssl_common.h: what the wolfSSL client and server adapters share: the counting
 * allocator hook-up, the repeatable seed, the wire callbacks, and the handshake step by
 * flight (wolfSSL_connect/wolfSSL_accept run until they wait for the peer). */
#ifndef TC_WOLFSSL_COMMON_H
#define TC_WOLFSSL_COMMON_H

#include <stdint.h>
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/ssl.h>
#include "tc_flights.h"
#include "tc_wire.h"

/* One side's connection, its wire and its flights. */
struct tc_wolfssl_side {
    WOLFSSL_CTX *ctx;
    WOLFSSL *ssl;
    struct tc_wire_pipe *tx, *rx;
    struct tc_flight_counter flights;
    int handshake_over;
};

/* The allocator the library is started with (tc_tls_use_allocator). */
void tc_wolfssl_set_allocator(void *(*calloc_fn)(size_t, size_t), void (*free_fn)(void *));
/* Install the allocator and start the library (once). */
int tc_wolfssl_init(void);
/* Hook the side's connection to its wire. */
void tc_wolfssl_attach(struct tc_wolfssl_side *side);
/* One flight: handshake is wolfSSL_connect or wolfSSL_accept. */
int tc_wolfssl_step(struct tc_wolfssl_side *side, int (*handshake)(WOLFSSL *));
int tc_wolfssl_state(const struct tc_wolfssl_side *side);
int tc_wolfssl_write(struct tc_wolfssl_side *side, const uint8_t *buf, size_t len);
int tc_wolfssl_read(struct tc_wolfssl_side *side, uint8_t *buf, size_t len);
void tc_wolfssl_free(struct tc_wolfssl_side *side);
#if defined(HAVE_PK_CALLBACKS)
/* Register the accelerator's one-call stubs as the context's PK callbacks (wolfssl_accel_stubs.c). */
void tc_wolfssl_accel_register(WOLFSSL_CTX *ctx);
#endif

#endif
