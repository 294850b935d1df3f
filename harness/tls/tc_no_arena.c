/* tc_no_arena.c: tc_tls_arena_allocator for libraries without a buffer allocator of their own
 * (wolfSSL as built here, BearSSL): its init refuses, so alloc=library is a bad argument for
 * them. The tool says so before it gets here (tlscost heap-fit). */
#include "tc_arena.h"
#include "tls.h"

static int tc_no_arena_init(uint8_t *arena, size_t size)
{
    (void)arena;
    (void)size;
    return -1;
}

static void *tc_no_arena_alloc(size_t bytes)
{
    (void)bytes;
    return NULL;
}

static void tc_no_arena_free(void *block)
{
    (void)block;
}

const struct tc_arena_allocator tc_tls_arena_allocator = { "none", tc_no_arena_init, tc_no_arena_alloc,
                                                           tc_no_arena_free };
