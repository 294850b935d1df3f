/* tc_firstfit.c: heap_4-style first-fit allocator (see tc_firstfit.h). */
#include "tc_firstfit.h"

#define TC_FF_ALIGN 8u

struct tc_firstfit_block {
    struct tc_firstfit_block *next; /* next free block (free blocks only) */
    uint32_t size;                  /* whole block, header included */
};

/* The header as heap_4 has it on a 32-bit part: a pointer and a size, rounded to the alignment. */
#define TC_FF_HEADER ((sizeof(struct tc_firstfit_block) + TC_FF_ALIGN - 1) & ~(size_t)(TC_FF_ALIGN - 1))
#define TC_FF_MIN_BLOCK (2 * TC_FF_HEADER)

void tc_firstfit_init(struct tc_firstfit *heap, uint8_t *arena, size_t size)
{
    uintptr_t start = ((uintptr_t)arena + TC_FF_ALIGN - 1) & ~(uintptr_t)(TC_FF_ALIGN - 1);
    size -= (size_t)(start - (uintptr_t)arena);
    size &= ~(size_t)(TC_FF_ALIGN - 1);
    heap->start = (uint8_t *)start;
    heap->size = size;
    heap->in_use = heap->in_use_peak = 0;
    heap->free_list = NULL;
    if (size >= TC_FF_MIN_BLOCK) {
        heap->free_list = (struct tc_firstfit_block *)start;
        heap->free_list->next = NULL;
        heap->free_list->size = (uint32_t)size;
    }
}

void *tc_firstfit_alloc(struct tc_firstfit *heap, size_t bytes)
{
    if (bytes == 0 || bytes > heap->size)
        return NULL;
    size_t need = (bytes + TC_FF_HEADER + TC_FF_ALIGN - 1) & ~(size_t)(TC_FF_ALIGN - 1);
    struct tc_firstfit_block **link = &heap->free_list;
    for (struct tc_firstfit_block *b = *link; b != NULL; link = &b->next, b = b->next) {
        if (b->size < need)
            continue;
        if (b->size - need >= TC_FF_MIN_BLOCK) {
            struct tc_firstfit_block *rest = (struct tc_firstfit_block *)((uint8_t *)b + need);
            rest->size = (uint32_t)(b->size - need);
            rest->next = b->next;
            b->size = (uint32_t)need;
            *link = rest;
        } else {
            *link = b->next;
        }
        b->next = NULL;
        heap->in_use += b->size;
        if (heap->in_use > heap->in_use_peak)
            heap->in_use_peak = heap->in_use;
        return (uint8_t *)b + TC_FF_HEADER;
    }
    return NULL;
}

void tc_firstfit_free(struct tc_firstfit *heap, void *block)
{
    if (block == NULL)
        return;
    struct tc_firstfit_block *b = (struct tc_firstfit_block *)((uint8_t *)block - TC_FF_HEADER);
    heap->in_use -= b->size;
    struct tc_firstfit_block **link = &heap->free_list, *prev = NULL;
    while (*link != NULL && *link < b) {
        prev = *link;
        link = &(*link)->next;
    }
    b->next = *link;
    *link = b;
    if (b->next != NULL && (uint8_t *)b + b->size == (uint8_t *)b->next) {
        b->size += b->next->size;
        b->next = b->next->next;
    }
    if (prev != NULL && (uint8_t *)prev + prev->size == (uint8_t *)b) {
        prev->size += b->size;
        prev->next = b->next;
    }
}
