/* tc_heap.h: the counting allocator the TLS library gets instead of calloc/free.
 * Each block carries a small header with its size and the side (client or server) that asked
 * for it, so live bytes, peak, allocation count and failures are kept per side. Counts are of
 * requested bytes; the allocator underneath (malloc) adds its own overhead, not counted here.
 * An optional limit per side makes the allocator refuse a request that would take that side's
 * live bytes past it (the device's heap; the server in the same program is test equipment). */
#ifndef TC_HEAP_H
#define TC_HEAP_H

#include <stddef.h>
#include <stdint.h>

enum tc_side { TC_SIDE_CLIENT = 0, TC_SIDE_SERVER = 1, TC_SIDE_COUNT = 2 };

struct tc_heap_side {
    uint64_t live;        /* bytes requested and not yet freed */
    uint64_t peak;        /* highest live since the last tc_heap_reset_peak */
    uint64_t total_peak;  /* highest live since start */
    uint32_t allocations; /* successful calloc calls */
    uint32_t failures;    /* refused calloc calls */
    uint64_t failed_size; /* bytes asked by the first refused call */
};

void tc_heap_set_side(enum tc_side side);
enum tc_side tc_heap_side_now(void);
/* Refuse requests that would take side's live bytes past limit (0: no limit). */
void tc_heap_set_limit(enum tc_side side, uint64_t limit);
void tc_heap_reset_peak(enum tc_side side);
const struct tc_heap_side *tc_heap_stats(enum tc_side side);

void *tc_heap_calloc(size_t count, size_t size);
void tc_heap_free(void *block);

/* For allocators that keep block sizes elsewhere (tc_arena.c): the same accounting without the
 * in-band header. tc_heap_admit checks count*size for overflow and the current side's limit:
 * 0 with the byte count in *bytes, or -1 with the refusal recorded. */
int tc_heap_admit(size_t count, size_t size, size_t *bytes);
void tc_heap_note_alloc(enum tc_side side, uint64_t bytes);
void tc_heap_note_free(enum tc_side side, uint64_t bytes);
/* The allocator underneath had no room for bytes. */
void tc_heap_note_refused(uint64_t bytes);

#endif
