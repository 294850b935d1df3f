/* tcc_array.c: growing an array on the heap (see tcc_array.h). */
#include "tcc_array.h"
#include <stdint.h>
#include <stdlib.h>

int tcc_array_reserve(void **items, size_t *cap, size_t need, size_t item_size, size_t first)
{
    if (need <= *cap)
        return 0;
    size_t bigger = *cap ? *cap : first;
    while (bigger < need)
        bigger *= 2;
    if (bigger > SIZE_MAX / item_size)
        return -1;
    void *grown = realloc(*items, bigger * item_size);
    if (grown == NULL)
        return -1;
    *items = grown;
    *cap = bigger;
    return 0;
}
