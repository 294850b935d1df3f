/* wolfssl_common.c: allocator hook-up, seed, wire callbacks and flight steps for wolfSSL
 * (see wolfssl_common.h). */
#include "wolfssl_common.h"
#include <string.h>
#include <wolfssl/wolfcrypt/memory.h>
#include "tc_heap.h"
#include "tls.h"

static void *(*tc_wolfssl_calloc)(size_t, size_t) = tc_heap_calloc;
static void (*tc_wolfssl_release)(void *) = tc_heap_free;

void tc_wolfssl_set_allocator(void *(*calloc_fn)(size_t, size_t), void (*free_fn)(void *))
{
    tc_wolfssl_calloc = calloc_fn;
    tc_wolfssl_release = free_fn;
}

static void *tc_wolfssl_malloc_cb(size_t size)
{
    return tc_wolfssl_calloc(1, size);
}

static void tc_wolfssl_free_cb(void *block)
{
    tc_wolfssl_release(block);
}

/* The allocators underneath do not keep block sizes for a caller, so a resize cannot copy:
 * it is refused, and wolfSSL reports MEMORY_E. No profile here links wolfSSL_Realloc at all
 * (the run images' symbol tables show it), so no measured run resizes. */
static void *tc_wolfssl_realloc_cb(void *block, size_t size)
{
    return block == NULL ? tc_wolfssl_calloc(1, size) : NULL;
}

int tc_wolfssl_init(void)
{
    static int done;
    if (done)
        return 0;
    int r = wolfSSL_SetAllocators(tc_wolfssl_malloc_cb, tc_wolfssl_free_cb, tc_wolfssl_realloc_cb);
    if (r == 0 && wolfSSL_Init() != WOLFSSL_SUCCESS)
        r = -1;
    done = r == 0;
    return r;
}

/* CUSTOM_RAND_GENERATE_SEED in the profiles: a counter, so runs repeat instruction for
 * instruction (one counter for the program; client and server draw in a fixed order). */
int tc_wolfssl_seed(unsigned char *output, unsigned int size)
{
    static uint32_t counter = 1;
    for (unsigned int i = 0; i < size; i++)
        output[i] = (unsigned char)(counter++ * 131u + 7u);
    return 0;
}

/* USER_TICKS in the profiles: a bare chip without a clock; session lifetimes see time 0. */
word32 LowResTimer(void)
{
    return 0;
}

static int tc_wolfssl_send(WOLFSSL *ssl, char *buf, int len, void *ctx)
{
    struct tc_wolfssl_side *side = ctx;
    (void)ssl;
    int n = tc_wire_write(side->tx, (const uint8_t *)buf, (size_t)len);
    return n == TC_WIRE_WOULD_BLOCK ? WOLFSSL_CBIO_ERR_WANT_WRITE : n;
}

static int tc_wolfssl_recv(WOLFSSL *ssl, char *buf, int len, void *ctx)
{
    struct tc_wolfssl_side *side = ctx;
    (void)ssl;
    int n = tc_wire_read(side->rx, (uint8_t *)buf, (size_t)len);
    return n == TC_WIRE_WOULD_BLOCK ? WOLFSSL_CBIO_ERR_WANT_READ : n;
}

void tc_wolfssl_attach(struct tc_wolfssl_side *side)
{
    wolfSSL_SSLSetIORecv(side->ssl, tc_wolfssl_recv);
    wolfSSL_SSLSetIOSend(side->ssl, tc_wolfssl_send);
    wolfSSL_SetIOReadCtx(side->ssl, side);
    wolfSSL_SetIOWriteCtx(side->ssl, side);
}

/* A wolfSSL return as tls.h wants it: TC_TLS_WANT, or wolfSSL's (negative) error code. */
static int tc_wolfssl_result(WOLFSSL *ssl, int ret)
{
    int err = wolfSSL_get_error(ssl, ret);
    if (err == WOLFSSL_ERROR_WANT_READ || err == WOLFSSL_ERROR_WANT_WRITE)
        return TC_TLS_WANT;
    return err < 0 ? err : -err;
}

int tc_wolfssl_state(const struct tc_wolfssl_side *side)
{
    return side->handshake_over ? TC_FLIGHT_OVER : (int)side->flights.now;
}

int tc_wolfssl_step(struct tc_wolfssl_side *side, int (*handshake)(WOLFSSL *))
{
    if (side->handshake_over)
        return TC_TLS_DONE;
    tc_flight_before(&side->flights, side->tx, side->rx);
    int r = handshake(side->ssl);
    if (r == WOLFSSL_SUCCESS) {
        side->handshake_over = 1;
    } else {
        r = tc_wolfssl_result(side->ssl, r);
        if (r != TC_TLS_WANT)
            return r;
    }
    return tc_flight_after(&side->flights, side->tx, side->rx);
}

int tc_wolfssl_write(struct tc_wolfssl_side *side, const uint8_t *buf, size_t len)
{
    int r = wolfSSL_write(side->ssl, buf, (int)len);
    return r > 0 ? r : tc_wolfssl_result(side->ssl, r);
}

int tc_wolfssl_read(struct tc_wolfssl_side *side, uint8_t *buf, size_t len)
{
    int r = wolfSSL_read(side->ssl, buf, (int)len);
    return r > 0 ? r : tc_wolfssl_result(side->ssl, r);
}

void tc_wolfssl_free(struct tc_wolfssl_side *side)
{
    wolfSSL_free(side->ssl);
    wolfSSL_CTX_free(side->ctx);
    side->ssl = NULL;
    side->ctx = NULL;
}
