/* mbedtls_common.c: allocator hook-up, counter entropy, a fixed clock and wire callbacks for Mbed TLS. */
#include "mbedtls_common.h"
#include <stdint.h>
#include <string.h>
#include "mbedtls/platform.h"
#include "mbedtls/ssl.h"
#if defined(MBEDTLS_PSA_CRYPTO_C)
#include "psa/crypto.h"
#endif
#include "tc_heap.h"
#include "tls.h"

static void *(*tc_mbedtls_calloc)(size_t, size_t) = tc_heap_calloc;
static void (*tc_mbedtls_free)(void *) = tc_heap_free;

void tc_mbedtls_set_allocator(void *(*calloc_fn)(size_t, size_t), void (*free_fn)(void *))
{
    tc_mbedtls_calloc = calloc_fn;
    tc_mbedtls_free = free_fn;
}

#if defined(MBEDTLS_HAVE_TIME)
/* The clock of a config with MBEDTLS_HAVE_TIME on a bare chip: a fixed date, 2026-06-01 00:00 UTC
 * (inside the test PKI's validity, and the day BearSSL's check runs at), so every run is the same. */
#define TC_MBEDTLS_NOW 1780272000
#if defined(MBEDTLS_PLATFORM_TIME_ALT)
static mbedtls_time_t tc_mbedtls_time(mbedtls_time_t *now)
{
    if (now != NULL)
        *now = TC_MBEDTLS_NOW;
    return TC_MBEDTLS_NOW;
}
#endif
#if defined(MBEDTLS_PLATFORM_MS_TIME_ALT)
mbedtls_ms_time_t mbedtls_ms_time(void)
{
    return (mbedtls_ms_time_t)TC_MBEDTLS_NOW * 1000;
}
#endif
#endif

int tc_mbedtls_platform_init(void)
{
    static int done;
    if (done)
        return 0;
    mbedtls_platform_set_calloc_free(tc_mbedtls_calloc, tc_mbedtls_free);
#if defined(MBEDTLS_HAVE_TIME) && defined(MBEDTLS_PLATFORM_TIME_ALT)
    mbedtls_platform_set_time(tc_mbedtls_time);
#endif
#if defined(MBEDTLS_PSA_CRYPTO_C)
    if (psa_crypto_init() != PSA_SUCCESS)
        return MBEDTLS_ERR_SSL_HW_ACCEL_FAILED;
#endif
    done = 1;
    return 0;
}

int tc_mbedtls_counter_entropy(void *ctx, unsigned char *out, size_t len)
{
    uint32_t *counter = ctx;
    for (size_t i = 0; i < len; i++)
        out[i] = (unsigned char)((*counter)++ * 131u + 7u);
    return 0;
}

/* PSA's entropy source on a bare chip: the same counter idea, one counter for the program.
 * 3.6 asks through mbedtls_hardware_poll, 4.x through mbedtls_platform_get_entropy. */
#if defined(MBEDTLS_ENTROPY_HARDWARE_ALT) || defined(MBEDTLS_PSA_DRIVER_GET_ENTROPY)
static uint32_t tc_platform_entropy_counter = 0x5eed;
#endif

#if defined(MBEDTLS_ENTROPY_HARDWARE_ALT)
int mbedtls_hardware_poll(void *data, unsigned char *output, size_t len, size_t *olen);
int mbedtls_hardware_poll(void *data, unsigned char *output, size_t len, size_t *olen)
{
    (void)data;
    *olen = len;
    return tc_mbedtls_counter_entropy(&tc_platform_entropy_counter, output, len);
}
#endif

#if defined(MBEDTLS_PSA_DRIVER_GET_ENTROPY)
int mbedtls_platform_get_entropy(psa_driver_get_entropy_flags_t flags, size_t *estimate_bits, unsigned char *output,
                                 size_t output_size)
{
    if (flags != 0)
        return PSA_ERROR_NOT_SUPPORTED;
    *estimate_bits = 8 * output_size;
    return tc_mbedtls_counter_entropy(&tc_platform_entropy_counter, output, output_size);
}
#endif

int tc_mbedtls_rng_setup(struct tc_mbedtls_rng *rng, mbedtls_ssl_config *conf, uint32_t seed, const char *personal)
{
#if TC_MBEDTLS_APP_DRBG
    rng->counter = seed;
    mbedtls_ctr_drbg_init(&rng->drbg);
    int r = mbedtls_ctr_drbg_seed(&rng->drbg, tc_mbedtls_counter_entropy, &rng->counter,
                                  (const unsigned char *)personal, strlen(personal));
    if (r == 0)
        mbedtls_ssl_conf_rng(conf, mbedtls_ctr_drbg_random, &rng->drbg);
    return r;
#else
    (void)rng, (void)conf, (void)seed, (void)personal;
    return 0;
#endif
}

void tc_mbedtls_rng_free(struct tc_mbedtls_rng *rng)
{
#if TC_MBEDTLS_APP_DRBG
    mbedtls_ctr_drbg_free(&rng->drbg);
#else
    (void)rng;
#endif
}

int tc_mbedtls_send(void *ctx, const unsigned char *buf, size_t len)
{
    struct tc_mbedtls_bio *bio = ctx;
    int n = tc_wire_write(bio->tx, buf, len);
    return n == TC_WIRE_WOULD_BLOCK ? MBEDTLS_ERR_SSL_WANT_WRITE : n;
}

int tc_mbedtls_recv(void *ctx, unsigned char *buf, size_t len)
{
    struct tc_mbedtls_bio *bio = ctx;
    int n = tc_wire_read(bio->rx, buf, len);
    return n == TC_WIRE_WOULD_BLOCK ? MBEDTLS_ERR_SSL_WANT_READ : n;
}

int tc_mbedtls_result(int ret)
{
    if (ret == MBEDTLS_ERR_SSL_WANT_READ || ret == MBEDTLS_ERR_SSL_WANT_WRITE)
        return TC_TLS_WANT;
    return ret;
}
