/* tcc_records.h: parse the measured program's output (lines "TC kind key=value ...", see
 * docs/records.md) into the run part of a result: steps per side, data phase, heap, failures. */
#ifndef TCC_RECORDS_H
#define TCC_RECORDS_H

#include <stddef.h>
#include <stdint.h>
#include "tcc_result.h"

/* Fill the run fields of *r from the program's output. Returns 0 when the output held a
 * begin and an end record (the run may still have failed: see r->failure, r->fault), or
 * TCC_E_RUN when it did not; *why then says what was missing. */
int tcc_records_parse(const char *output, struct tcc_result *r, char *why, size_t why_size);

/* The value of key in one record line; 0, or -1 when absent. */
/* The application bytes of a side's data phase: its data records' bytes, summed. */
uint64_t tcc_side_data_bytes(const struct tcc_side *s);
int tcc_record_get(const char *line, const char *key, char *out, size_t out_size);
/* A whole-number field (digits only); a missing or malformed one reads as 0 and sets *bad. */
uint64_t tcc_record_u64(const char *line, const char *key, int *bad);
/* A "calib" record: the loop's instructions and ticks, the unit ("instr" when absent) and
 * instructions per tick (rounded, at least 1; 1 when the ticks are ns); sets *bad when malformed. */
void tcc_record_calib(const char *line, uint64_t *instr, uint64_t *ticks, uint64_t *instr_per_tick, char *unit,
                      size_t unit_size, int *bad);

#endif
