/* tc_arena.c: the client's arena and the live-block table (see tc_arena.h). */
#include "tc_arena.h"
#include <stdlib.h>
#include <string.h>
#include "tc_firstfit.h"
#include "tc_heap.h"

#define TC_ARENA_BLOCKS 4096u /* live blocks at once, both sides; a handshake has a few hundred */

struct tc_arena_entry {
    void *block;
    uint32_t size;
    uint32_t side;
};

static uint8_t tc_arena_bytes[TC_ARENA_MAX] __attribute__((aligned(8)));
static struct tc_arena_entry tc_arena_table[TC_ARENA_BLOCKS];
static const struct tc_arena_allocator *tc_arena_client;
static struct tc_firstfit tc_arena_ff;

static int tc_ff_init(uint8_t *arena, size_t size)
{
    tc_firstfit_init(&tc_arena_ff, arena, size);
    return 0;
}

static void *tc_ff_alloc(size_t bytes)
{
    return tc_firstfit_alloc(&tc_arena_ff, bytes);
}

static void tc_ff_free(void *block)
{
    tc_firstfit_free(&tc_arena_ff, block);
}

const struct tc_arena_allocator tc_arena_firstfit = { "firstfit", tc_ff_init, tc_ff_alloc, tc_ff_free };

int tc_arena_start(const struct tc_arena_allocator *allocator, size_t size)
{
    if (size > TC_ARENA_MAX || allocator->init(tc_arena_bytes, size) != 0)
        return -1;
    tc_arena_client = allocator;
    return 0;
}

static struct tc_arena_entry *tc_arena_slot(const void *block)
{
    size_t i = ((uintptr_t)block >> 3) % TC_ARENA_BLOCKS;
    for (size_t n = 0; n < TC_ARENA_BLOCKS; n++, i = (i + 1) % TC_ARENA_BLOCKS)
        if (tc_arena_table[i].block == block)
            return &tc_arena_table[i];
    return NULL;
}

void *tc_arena_calloc(size_t count, size_t size)
{
    enum tc_side side = tc_heap_side_now();
    size_t bytes;
    if (tc_heap_admit(count, size, &bytes) != 0)
        return NULL;
    struct tc_arena_entry *slot = tc_arena_slot(NULL);
    void *block = NULL;
    if (slot != NULL)
        block = side == TC_SIDE_CLIENT ? tc_arena_client->alloc(bytes ? bytes : 1) : malloc(bytes ? bytes : 1);
    if (block == NULL) {
        tc_heap_note_refused(bytes);
        return NULL;
    }
    memset(block, 0, bytes);
    *slot = (struct tc_arena_entry){ block, (uint32_t)bytes, (uint32_t)side };
    tc_heap_note_alloc(side, bytes);
    return block;
}

void tc_arena_free(void *block)
{
    struct tc_arena_entry *slot = block != NULL ? tc_arena_slot(block) : NULL;
    if (slot == NULL)
        return;
    tc_heap_note_free((enum tc_side)slot->side, slot->size);
    if (slot->side == TC_SIDE_CLIENT)
        tc_arena_client->free(block);
    else
        free(block);
    slot->block = NULL;
}
