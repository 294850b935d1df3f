/* fuzz_part.c: libFuzzer target for part files (parts/NAME.part, src/core/model/tcc_part.c). */
#include <stdint.h>
#include <stdlib.h>
#include "fuzz_text.h"
#include "../src/core/model/tcc_part.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct tcc_part part;
    char why[256];
    char *text = fuzz_text(data, size);
    if (text != NULL)
        tcc_part_parse(text, &part, why, sizeof why);
    free(text);
    return 0;
}
