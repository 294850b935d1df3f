/* fuzz_diagnose_knobs.c: libFuzzer target for diagnose's knob files (profiles/NAME/diagnose.knobs,
 * read by src/core/search/tcc_diagnose_knobs.c), as tlscost diagnose --knobs FILE reads a user's
 * own: both passes, the settings and then the knobs, against a config that enables nothing. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/search/tcc_diagnose_effective.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct tcc_diagnose dg;
    static struct tcc_fit fit;
    char *text = malloc(size + 1);
    if (text == NULL)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    memset(&dg, 0, sizeof dg);
    memset(&fit, 0, sizeof fit);
    dg.fit = &fit;
    fit.library = "mbedtls";
    snprintf(dg.knobs_path, sizeof dg.knobs_path, "fuzz.knobs");
    if (tcc_diag_read(&dg, text, 0, NULL) == 0)
        tcc_diag_read(&dg, text, 1, NULL);
    free(text);
    return 0;
}
