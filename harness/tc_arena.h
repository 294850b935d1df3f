/* tc_arena.h: the client's heap as a fixed arena under a real allocator, for sizing it: the
 * first-fit allocator (tc_firstfit.h) or the TLS library's own buffer allocator (through the
 * adapter). Requested bytes are still counted per side (tc_heap.h), from a table of live
 * blocks instead of in-band headers, so the arena sees exactly the library's requests. The
 * server, test equipment in the same program, keeps using malloc. Run image only. */
#ifndef TC_ARENA_H
#define TC_ARENA_H

#include <stddef.h>
#include <stdint.h>

/* The allocator an arena is run by: init over a buffer, alloc (need not zero), free. */
struct tc_arena_allocator {
    const char *name;
    int (*init)(uint8_t *arena, size_t size);
    void *(*alloc)(size_t bytes);
    void (*free)(void *block);
};

#define TC_ARENA_MAX (256u * 1024u)

/* Start the client's arena of size bytes (at most TC_ARENA_MAX); 0, or -1 when too big. */
int tc_arena_start(const struct tc_arena_allocator *allocator, size_t size);
void *tc_arena_calloc(size_t count, size_t size);
void tc_arena_free(void *block);

/* The first-fit allocator as a tc_arena_allocator. */
extern const struct tc_arena_allocator tc_arena_firstfit;

#endif
