/* tc_firstfit.h: a first-fit allocator over one caller-owned arena, built like FreeRTOS's
 * heap_4: each block has an 8-byte header (size, next free block), blocks are 8-byte aligned,
 * the free list is kept in address order and neighbours are merged on free. It answers "how big
 * must the arena be", which the count of requested bytes alone cannot. */
#ifndef TC_FIRSTFIT_H
#define TC_FIRSTFIT_H

#include <stddef.h>
#include <stdint.h>

struct tc_firstfit_block;

struct tc_firstfit {
    struct tc_firstfit_block *free_list; /* address order */
    uint8_t *start;
    size_t size;
    size_t in_use;       /* bytes of allocated blocks, headers included */
    size_t in_use_peak;
};

void tc_firstfit_init(struct tc_firstfit *heap, uint8_t *arena, size_t size);
void *tc_firstfit_alloc(struct tc_firstfit *heap, size_t bytes);
void tc_firstfit_free(struct tc_firstfit *heap, void *block);

#endif
