/* fuzz_text.h: the fuzz targets' one helper: libFuzzer's bytes as a NUL-terminated text
 * (what the readers under test take); NULL when out of memory. */
#ifndef FUZZ_TEXT_H
#define FUZZ_TEXT_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (text != NULL) {
        memcpy(text, data, size);
        text[size] = '\0';
    }
    return text;
}

#endif
