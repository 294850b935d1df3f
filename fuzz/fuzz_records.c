/* fuzz_records.c: libFuzzer target for the firmware record parser (src/core/model/tcc_records.c). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "fuzz_text.h"
#include "../src/core/model/tcc_records.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct tcc_result result;
    char why[256];
    char *text = fuzz_text(data, size);
    if (text == NULL)
        return 0;
    memset(&result, 0, sizeof result);
    tcc_records_parse(text, &result, why, sizeof why);
    free(text);
    return 0;
}
