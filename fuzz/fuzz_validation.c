/* fuzz_validation.c: libFuzzer target for the cycle models' validation points
 * (docs/cycles-validation.tsv, src/core/model/tcc_validation.c). */
#include <stdint.h>
#include <stdlib.h>
#include "fuzz_text.h"
#include "../src/core/model/tcc_validation.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct tcc_validation v;
    char *text = fuzz_text(data, size);
    if (text != NULL)
        tcc_validation_parse(text, "cortex-m4", &v);
    free(text);
    return 0;
}
