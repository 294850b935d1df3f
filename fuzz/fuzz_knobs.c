/* fuzz_knobs.c: libFuzzer target for knob files (profiles/NAME/fit.knobs, read by
 * src/core/search/tcc_fit_knobs.c), as tlscost fit --knobs FILE reads a user's own: Mbed TLS's, with
 * the base header looked up under the working folder's profiles/. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "fuzz_memfile.h"
#include "../src/core/search/tcc_fit.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct tcc_fit fit;
    char path[64];
    int fd = fuzz_memfile(data, size, path, sizeof path);
    if (fd < 0)
        return 0;
    memset(&fit, 0, sizeof fit);
    fit.need.server_record = 16384;
    if (tcc_fit_parse_need("tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify,sni", &fit.need, NULL) == 0)
        tcc_fit_init(&fit, ".", "mbedtls", path, NULL);
    close(fd);
    return 0;
}
