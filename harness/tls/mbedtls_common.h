/* mbedtls_common.h: pieces the Mbed TLS client and server adapters share: the counting
 * allocator hook-up, repeatable entropy, and the wire callbacks. */
#ifndef TC_MBEDTLS_COMMON_H
#define TC_MBEDTLS_COMMON_H

#include <stddef.h>
#include "mbedtls/version.h"
#include "tc_wire.h"

/* Up to 3.6 the application seeds a DRBG and hands it to the TLS layer; from 4.0 the TLS
 * layer draws from PSA's own generator, fed by the platform's entropy hook. */
#if MBEDTLS_VERSION_MAJOR < 4
#define TC_MBEDTLS_APP_DRBG 1
#include "mbedtls/ctr_drbg.h"
#else
#define TC_MBEDTLS_APP_DRBG 0
#endif
#include "mbedtls/ssl.h"

/* A pre-shared-key handshake of TLS 1.2 or 1.3 is built in (2.28 knows only the first). */
#if defined(MBEDTLS_KEY_EXCHANGE_SOME_PSK_ENABLED) || defined(MBEDTLS_SSL_TLS1_3_KEY_EXCHANGE_MODE_SOME_PSK_ENABLED)
#define TC_MBEDTLS_PSK 1
#endif

/* A side's random generator: its DRBG and the counter that seeds it, where the version has one. */
struct tc_mbedtls_rng {
#if TC_MBEDTLS_APP_DRBG
    mbedtls_ctr_drbg_context drbg;
    uint32_t counter;
#else
    int unused;
#endif
};
/* Seed it (from seed, with the personalisation text) and give it to conf. */
int tc_mbedtls_rng_setup(struct tc_mbedtls_rng *rng, mbedtls_ssl_config *conf, uint32_t seed, const char *personal);
void tc_mbedtls_rng_free(struct tc_mbedtls_rng *rng);

struct tc_mbedtls_bio {
    struct tc_wire_pipe *tx, *rx;
};

/* The allocator the next platform init installs (tc_tls_use_allocator). */
void tc_mbedtls_set_allocator(void *(*calloc_fn)(size_t, size_t), void (*free_fn)(void *));
/* Route the library's calloc/free through tc_heap; start PSA where the config has it. */
int tc_mbedtls_platform_init(void);
/* Entropy from a counter, so runs repeat instruction for instruction. ctx: a uint32_t counter. */
int tc_mbedtls_counter_entropy(void *ctx, unsigned char *out, size_t len);
int tc_mbedtls_send(void *ctx, const unsigned char *buf, size_t len);
int tc_mbedtls_recv(void *ctx, unsigned char *buf, size_t len);

/* Name of an Mbed TLS handshake state (mbedtls_states.c). */
const char *tc_mbedtls_state_name(int state);
/* Map the library's return of a step/read/write to the tls.h convention. */
int tc_mbedtls_result(int ret);

#endif
