/* fuzz_accel.c: libFuzzer target for accelerator files (accel/NAME.accel, src/core/estimate/tcc_accel.c). */
#include <stdint.h>
#include <stdlib.h>
#include "fuzz_text.h"
#include "../src/core/estimate/tcc_accel.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct tcc_accel accel;
    char why[256];
    char *text = fuzz_text(data, size);
    if (text != NULL)
        tcc_accel_parse(text, &accel, why, sizeof why);
    free(text);
    return 0;
}
