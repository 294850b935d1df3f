/* test_harness.c: unit tests of the harness pieces that also build for the host: the heap
 * counter, the argument reader and the memory wire. */
#include <stdint.h>
#include <string.h>
#include "../harness/tc_args.h"
#include "../harness/tc_heap.h"
#include "../harness/tc_wire.h"
#include "tc_test.h"
#include "tests.h"

void test_heap_counts_per_side(void)
{
    uint64_t client0 = tc_heap_stats(TC_SIDE_CLIENT)->live, server0 = tc_heap_stats(TC_SIDE_SERVER)->live;
    tc_heap_set_side(TC_SIDE_CLIENT);
    tc_heap_reset_peak(TC_SIDE_CLIENT);
    unsigned char *a = tc_heap_calloc(10, 10);
    CHECK(a != NULL);
    CHECK(a[0] == 0 && a[99] == 0);
    tc_heap_set_side(TC_SIDE_SERVER);
    void *b = tc_heap_calloc(1, 50);
    CHECK_EQ_U(tc_heap_stats(TC_SIDE_CLIENT)->live, client0 + 100);
    CHECK_EQ_U(tc_heap_stats(TC_SIDE_SERVER)->live, server0 + 50);
    /* A block freed while the other side is current still goes back to its owner. */
    tc_heap_free(a);
    CHECK_EQ_U(tc_heap_stats(TC_SIDE_CLIENT)->live, client0);
    CHECK_EQ_U(tc_heap_stats(TC_SIDE_CLIENT)->peak, client0 + 100);
    tc_heap_free(b);
    tc_heap_free(NULL);
    CHECK_EQ_U(tc_heap_stats(TC_SIDE_SERVER)->live, server0);
    tc_heap_set_side(TC_SIDE_CLIENT);
}

void test_heap_rejects_overflow(void)
{
    tc_heap_set_side(TC_SIDE_CLIENT);
    uint32_t failures = tc_heap_stats(TC_SIDE_CLIENT)->failures;
    CHECK(tc_heap_calloc(SIZE_MAX / 2, 3) == NULL);
    CHECK(tc_heap_calloc((size_t)1 << 33, (size_t)1 << 33) == NULL);
    CHECK_EQ_U(tc_heap_stats(TC_SIDE_CLIENT)->failures, failures + 2);
    void *zero = tc_heap_calloc(0, 16);
    tc_heap_free(zero);
}

void test_heap_limit(void)
{
    tc_heap_set_side(TC_SIDE_CLIENT);
    uint64_t live = tc_heap_stats(TC_SIDE_CLIENT)->live;
    tc_heap_set_limit(TC_SIDE_CLIENT, live + 1000);
    void *fits = tc_heap_calloc(1, 600);
    void *refused = tc_heap_calloc(1, 600);
    CHECK(fits != NULL);
    CHECK(refused == NULL);
    tc_heap_set_side(TC_SIDE_SERVER);
    void *server = tc_heap_calloc(1, 5000); /* the limit is the client's alone */
    CHECK(server != NULL);
    tc_heap_free(server);
    tc_heap_set_side(TC_SIDE_CLIENT);
    tc_heap_free(fits);
    tc_heap_set_limit(TC_SIDE_CLIENT, 0);
}

void test_args_lookup(void)
{
    char v[16];
    const char *args = "cert=ec1 mfl=4096  req=37 x= resp=abc";
    CHECK(tc_args_get(args, "cert", v, sizeof v) == 0 && strcmp(v, "ec1") == 0);
    CHECK(tc_args_get(args, "ce", v, sizeof v) == -1);
    CHECK(tc_args_get(args, "x", v, sizeof v) == 0 && v[0] == '\0');
    CHECK_EQ_U(tc_args_u32(args, "mfl", 0), 4096);
    CHECK_EQ_U(tc_args_u32(args, "req", 0), 37);
    CHECK_EQ_U(tc_args_u32(args, "resp", 7), 7);
    CHECK_EQ_U(tc_args_u32(args, "missing", 9), 9);
    CHECK(tc_args_get("cert=abcdefghijklmnopqrstuvwxyz", "cert", v, sizeof v) == 0 && strlen(v) == sizeof v - 1);
}

void test_wire_pipe(void)
{
    struct tc_wire_pipe p;
    uint8_t storage[8], out[8];
    tc_wire_init(&p, storage, sizeof storage);
    CHECK(tc_wire_read(&p, out, 4) == TC_WIRE_WOULD_BLOCK);
    CHECK(tc_wire_write(&p, (const uint8_t *)"abcdef", 6) == 6);
    CHECK(tc_wire_write(&p, (const uint8_t *)"ghij", 4) == 2);
    CHECK(tc_wire_write(&p, (const uint8_t *)"k", 1) == TC_WIRE_WOULD_BLOCK);
    CHECK(tc_wire_read(&p, out, 5) == 5 && memcmp(out, "abcde", 5) == 0);
    CHECK(tc_wire_read(&p, out, 8) == 3 && memcmp(out, "fgh", 3) == 0);
    CHECK(tc_wire_write(&p, (const uint8_t *)"xyz", 3) == 3); /* empty again: starts at the front */
    CHECK_EQ_U(p.carried, 11);
}
