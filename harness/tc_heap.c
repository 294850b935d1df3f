/* tc_heap.c: counting calloc/free with per-side figures (see tc_heap.h). */
#include "tc_heap.h"
#include <stdlib.h>
#include <string.h>

struct tc_heap_header {
    uint32_t size;
    uint32_t side;
    uint64_t align; /* the caller's block starts 8-byte aligned after the header */
};

static struct tc_heap_side tc_heap_sides[TC_SIDE_COUNT];
static enum tc_side tc_heap_current = TC_SIDE_CLIENT;
static uint64_t tc_heap_limits[TC_SIDE_COUNT];

void tc_heap_set_side(enum tc_side side)
{
    tc_heap_current = side;
}

enum tc_side tc_heap_side_now(void)
{
    return tc_heap_current;
}

void tc_heap_set_limit(enum tc_side side, uint64_t limit)
{
    tc_heap_limits[side] = limit;
}

void tc_heap_reset_peak(enum tc_side side)
{
    tc_heap_sides[side].peak = tc_heap_sides[side].live;
}

const struct tc_heap_side *tc_heap_stats(enum tc_side side)
{
    return &tc_heap_sides[side];
}

void tc_heap_note_refused(uint64_t bytes)
{
    struct tc_heap_side *s = &tc_heap_sides[tc_heap_current];
    if (s->failures++ == 0)
        s->failed_size = bytes;
}

int tc_heap_admit(size_t count, size_t size, size_t *bytes)
{
    *bytes = count * size;
    if (size != 0 && *bytes / size != count) {
        tc_heap_note_refused(UINT64_MAX);
        return -1;
    }
    uint64_t limit = tc_heap_limits[tc_heap_current];
    if (*bytes > UINT32_MAX - sizeof(struct tc_heap_header) ||
        (limit != 0 && tc_heap_sides[tc_heap_current].live + *bytes > limit)) {
        tc_heap_note_refused(*bytes);
        return -1;
    }
    return 0;
}

void tc_heap_note_alloc(enum tc_side side, uint64_t bytes)
{
    struct tc_heap_side *s = &tc_heap_sides[side];
    s->live += bytes;
    s->allocations++;
    if (s->live > s->peak)
        s->peak = s->live;
    if (s->live > s->total_peak)
        s->total_peak = s->live;
}

void tc_heap_note_free(enum tc_side side, uint64_t bytes)
{
    tc_heap_sides[side].live -= bytes;
}

void *tc_heap_calloc(size_t count, size_t size)
{
    size_t bytes;
    if (tc_heap_admit(count, size, &bytes) != 0)
        return NULL;
    struct tc_heap_header *h = malloc(sizeof *h + bytes);
    if (h == NULL) {
        tc_heap_note_refused(bytes);
        return NULL;
    }
    memset(h + 1, 0, bytes);
    h->size = (uint32_t)bytes;
    h->side = (uint32_t)tc_heap_current;
    tc_heap_note_alloc(tc_heap_current, bytes);
    return h + 1;
}

void tc_heap_free(void *block)
{
    if (block == NULL)
        return;
    struct tc_heap_header *h = (struct tc_heap_header *)block - 1;
    tc_heap_note_free((enum tc_side)h->side, h->size);
    free(h);
}
