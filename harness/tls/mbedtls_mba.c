/* mbedtls_mba.c: Mbed TLS's own buffer allocator (library/memory_buffer_alloc.c) as a
 * tc_arena_allocator, so heap-fit can size an arena for it. The library's file is compiled here,
 * with its init's call to mbedtls_platform_set_calloc_free redirected to capture the allocator's
 * calloc/free instead of installing them: the counting layer (tc_arena.c) stays in front. */
#include "mbedtls/build_info.h"

#define MBEDTLS_MEMORY_BUFFER_ALLOC_C
#define mbedtls_platform_set_calloc_free tc_mba_capture
#include "memory_buffer_alloc.c"
#undef mbedtls_platform_set_calloc_free

#include "tc_arena.h"
#include "tls.h"

static void *(*tc_mba_calloc)(size_t, size_t);
static void (*tc_mba_free)(void *);

int tc_mba_capture(void *(*calloc_func)(size_t, size_t), void (*free_func)(void *))
{
    tc_mba_calloc = calloc_func;
    tc_mba_free = free_func;
    return 0;
}

static int tc_mba_init(uint8_t *arena, size_t size)
{
    mbedtls_memory_buffer_alloc_init(arena, size);
    return tc_mba_calloc != NULL ? 0 : -1;
}

static void *tc_mba_alloc(size_t bytes)
{
    return tc_mba_calloc(1, bytes);
}

static void tc_mba_release(void *block)
{
    tc_mba_free(block);
}

const struct tc_arena_allocator tc_tls_arena_allocator = { "mbedtls", tc_mba_init, tc_mba_alloc, tc_mba_release };
