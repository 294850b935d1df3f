/* fuzz_objdump.c: libFuzzer target for the objdump reader behind the profile map and the cycle
 * model (src/core/estimate/tcc_profile_map.c): the input is objdump's -t, -d and -s texts one after the
 * other, split at form feeds; the map is read for a Cortex-M image with the M4's cycle model, and
 * objdump -h's text (the fourth part) for the vector table's section. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "fuzz_text.h"
#include "../src/core/estimate/tcc_profile_map.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (text == NULL)
        return 0;
    char *parts[4] = { text, "", "", "" };
    char *at = text;
    for (int i = 1; i < 4 && (at = strchr(at, '\f')) != NULL; i++) {
        *at++ = '\0';
        parts[i] = at;
    }
    static const struct tcc_profile_marks marks = { "tc_plat_ticks", "tc_plat_write", 1, "cortex-m4", 0 };
    struct tcc_profile_map map;
    memset(&map, 0, sizeof map);
    if (tcc_profile_map_parse(parts[0], parts[1], parts[2][0] ? parts[2] : NULL, &marks, &map) == 0)
        tcc_profile_map_free(&map);
    char section[64];
    unsigned long long vma;
    tcc_profile_vector_section(parts[3], section, sizeof section, &vma);
    free(text);
    return 0;
}
