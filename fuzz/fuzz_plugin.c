/* fuzz_plugin.c: libFuzzer target for the profiling plugin's output and the records tied to it
 * (src/core/estimate/tcc_profile.c): the input is the plugin's text, then at a form feed the firmware's
 * records, read against a two-function map. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "fuzz_text.h"
#include "../src/core/estimate/tcc_profile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (text == NULL)
        return 0;
    char *records = strchr(text, '\f');
    if (records != NULL)
        *records++ = '\0';
    static const struct tcc_profile_marks marks = { "tick", "write", 0, NULL, 0 };
    static struct tcc_profile p;
    memset(&p, 0, sizeof p);
    char why[256];
    if (tcc_profile_map_parse("00000010 g     F .text\t00000010 main\n00000020 g     F .text\t00000010 a\n", "",
                              NULL, &marks, &p.map) == 0 &&
        tcc_profile_parse(text, &p, why, sizeof why) == 0 && records != NULL)
        tcc_profile_tie_records(records, &p, why, sizeof why);
    tcc_profile_free(&p);
    free(text);
    return 0;
}
