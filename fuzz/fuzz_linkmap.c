/* fuzz_linkmap.c: libFuzzer target for the GNU ld map parser (src/core/image/tcc_linkmap.c). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "fuzz_text.h"
#include "../src/core/image/tcc_linkmap.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct tcc_flash flash;
    char why[256];
    char *text = fuzz_text(data, size);
    if (text == NULL)
        return 0;
    tcc_linkmap_parse(text, "lib.a", &flash, why, sizeof why);
    free(text);
    return 0;
}
