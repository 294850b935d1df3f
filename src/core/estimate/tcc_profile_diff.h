/* tcc_profile_diff.h: two profile documents (tlscost profile --json, schema
 * "tlscost-profile/1") compared function by function, for tlscost compare: which functions grew
 * or shrank, by exclusive and inclusive instructions. */
#ifndef TCC_PROFILE_DIFF_H
#define TCC_PROFILE_DIFF_H

#include <stddef.h>
#include "../base/tcc_error.h"

#define TCC_PROFILE_SCHEMA "tlscost-profile/1"

struct tcc_profile_diff_row {
    char name[128];
    double base_exclusive, new_exclusive, base_inclusive, new_inclusive;
};

struct tcc_profile_diff {
    char base_what[256], new_what[256], base_scope[32], new_scope[32], base_target[32], new_target[32];
    double base_total, new_total;
    struct tcc_profile_diff_row *rows; /* every function of either, largest exclusive change first */
    size_t row_count;
};

/* 1 when path is a profile document (so compare takes this path), else 0. */
int tcc_profile_diff_is_profile(const char *path);
/* Read both documents and pair their functions by name. TCC_E_INPUT with d saying why. */
int tcc_profile_diff_read(const char *base, const char *now, struct tcc_profile_diff *diff, struct tcc_diag *d);
void tcc_profile_diff_free(struct tcc_profile_diff *diff);

#endif
