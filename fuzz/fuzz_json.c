/* fuzz_json.c: libFuzzer target for reading result documents (src/core/model/tcc_json.c over cJSON). */
#include <cjson/cJSON.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "fuzz_text.h"
#include "../src/core/model/tcc_json.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct tcc_result result;
    char why[256];
    char *text = fuzz_text(data, size);
    if (text == NULL)
        return 0;
    cJSON *doc = cJSON_Parse(text);
    if (doc != NULL) {
        tcc_json_to_result(doc, &result, why, sizeof why);
        cJSON_Delete(doc);
    }
    free(text);
    return 0;
}
