/* tcc_profile_ops.h: which operation (harness/tc_ops.h) each calling context of a profile runs
 * in, from the functions the run image names as bracketing one (its .tc_ops section), so that
 * a step's estimated cycles can be split by operation as its instructions are. */
#ifndef TCC_PROFILE_OPS_H
#define TCC_PROFILE_OPS_H

#include <stdint.h>
#include "../base/tcc_error.h"
#include "tcc_profile.h"
#include "../model/tcc_result.h"

/* Parse objdump -s output of the .tc_ops section ("FUNCTION TC_OP_ID" lines) and set, per
 * function of the map, its operation (or -1) in function_op. Returns how many functions name an
 * operation; -1 for a line that names no known operation. */
int tcc_profile_ops_parse(const char *dump, const struct tcc_profile_map *map, int8_t *function_op);

/* Per node of p, the operation it runs in (the outermost bracketing function on its path), or
 * -1: node_op has p->node_count entries. Reads the image's .tc_ops section with the target's
 * objdump; an image without one leaves every node at -1. TCC_E_SETUP when objdump cannot run,
 * TCC_E_INPUT when the section is malformed, with d saying so. */
int tcc_profile_ops_nodes(const struct tcc_profile *p, const char *objdump, const char *elf, int8_t *node_op,
                          struct tcc_diag *d);

/* Add one record's estimated cycles (at refill) by operation into cycles[TCC_OP_COUNT]. */
void tcc_profile_ops_record_cycles(const struct tcc_profile *p, const struct tcc_profile_record *record,
                                   const int8_t *node_op, unsigned refill, uint64_t *cycles);

#endif
