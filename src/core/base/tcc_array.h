/* tcc_array.h: growing an array on the heap, doubling its capacity. */
#ifndef TCC_ARRAY_H
#define TCC_ARRAY_H

#include <stddef.h>

/* Make room for at least need items of item_size bytes in *items (capacity *cap, doubled from
 * first when it must grow); 0, or -1 when out of memory (the array is left as it was). */
int tcc_array_reserve(void **items, size_t *cap, size_t need, size_t item_size, size_t first);

#endif
