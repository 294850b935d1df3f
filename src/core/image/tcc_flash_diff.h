/* tcc_flash_diff.h: where two images' flash differs, by object (from two result documents'
 * flash.objects) or by symbol (from two symbol documents, tlscost symbols --json): every name on
 * either side with its bytes in each, largest change first. */
#ifndef TCC_FLASH_DIFF_H
#define TCC_FLASH_DIFF_H

#include <stddef.h>
#include <stdint.h>
#include "../base/tcc_error.h"
#include "../model/tcc_result.h"

struct tcc_flash_diff_row {
    char name[224];       /* "aes.o", or "mbedtls_aes_crypt_ecb (aes.o)" */
    int64_t base, now;    /* bytes of flash (code, read-only and initialised data), 0 where absent */
};

struct tcc_flash_diff {
    struct tcc_flash_diff_row *rows; /* largest |now - base| first; unchanged names left out */
    size_t count;
};

/* By object, from two results. 0, or TCC_E_IO. */
int tcc_flash_diff_objects(const struct tcc_result *base, const struct tcc_result *now, struct tcc_flash_diff *out);
/* 1 when path holds a symbol document (schema tlscost-symbols/1). */
int tcc_flash_diff_is_symbols(const char *path);
/* By symbol, from two symbol documents; TCC_E_INPUT with d naming a file that is not one. */
int tcc_flash_diff_symbols(const char *base_path, const char *now_path, struct tcc_flash_diff *out, struct tcc_diag *d);
void tcc_flash_diff_free(struct tcc_flash_diff *diff);

#endif
