/* tcc_accel_data.c: how much of the client's data phase is record protection, for the data-phase
 * projection (tcc_accel.h): the cell run once more under the profiler, and the inclusive
 * instructions of the library's record cipher entry points in the client's data records. */
#include <stdlib.h>
#include <string.h>
#include "tcc_accel.h"
#include "../image/tcc_cell.h"
#include "../model/tcc_library.h"
#include "tcc_profile_cell.h"
#include "../base/tcc_str.h"

int tcc_accel_record_cipher(const struct tcc_cell *cell, uint64_t *cipher_instr, uint64_t *records)
{
    const struct tcc_library *library = cell->build.library;
    *cipher_instr = *records = 0;
    if (library == NULL || library->record_cipher_entries == NULL) {
        tcc_diagf(cell->diag, "%s names no record cipher functions to attribute the data phase to",
                  cell->build.library->title);
        return TCC_E_USAGE;
    }
    struct tcc_result *scratch = calloc(1, sizeof *scratch);
    struct tcc_target_info *target = calloc(1, sizeof *target);
    struct tcc_profile p = { 0 };
    struct tcc_cell again = *cell;
    again.scenario.security_checks = 0;
    int err = scratch != NULL && target != NULL ? tcc_profile_measure(&again, NULL, scratch, &p, target) : TCC_E_IO;
    struct tcc_profile_function_total *totals = NULL;
    if (err == TCC_OK && (totals = calloc(p.map.function_count ? p.map.function_count : 1, sizeof *totals)) == NULL)
        err = TCC_E_IO;
    if (err == TCC_OK) {
        struct tcc_profile_scope data = { "client", "data", "" };
        tcc_profile_sum(&p, &data, totals, NULL);
        for (size_t i = 0; i < p.map.function_count; i++) {
            if (!tcc_word_in_list(p.map.functions[i].name, library->record_cipher_entries))
                continue;
            *cipher_instr += totals[i].inclusive;
            *records += totals[i].entries;
        }
    }
    free(totals);
    tcc_profile_free(&p);
    free(scratch);
    free(target);
    return err;
}
