/* fuzz_probe.c: libFuzzer target for a probed server's description (tlscost probe --json, read
 * by src/core/run/tcc_server_read.c) and openssl s_client's chain text (tcc_probe_parse_chain): the
 * input is the description, then at a form feed the s_client text. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "fuzz_memfile.h"
#include "fuzz_text.h"
#include "../src/core/run/tcc_probe.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct tcc_server_desc desc;
    const uint8_t *split = memchr(data, '\f', size);
    size_t json_size = split != NULL ? (size_t)(split - data) : size;
    char path[64];
    int fd = fuzz_memfile(data, json_size, path, sizeof path);
    if (fd >= 0) {
        tcc_probe_read(path, &desc, NULL);
        close(fd);
    }
    if (split != NULL) {
        char *chain = fuzz_text(split + 1, size - json_size - 1);
        if (chain != NULL) {
            memset(&desc, 0, sizeof desc);
            tcc_probe_parse_chain(chain, &desc);
        }
        free(chain);
    }
    return 0;
}
