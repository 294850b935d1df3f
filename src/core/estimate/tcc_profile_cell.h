/* tcc_profile_cell.h: a cell measured under the profiling plugin: its run image built as for
 * tlscost run, run once with the plugin, and its records tied to the profile's epochs. Used by
 * tlscost profile and by the report's flame graph. */
#ifndef TCC_PROFILE_CELL_H
#define TCC_PROFILE_CELL_H

#include "../image/tcc_cell.h"
#include "tcc_profile.h"
#include "../model/tcc_result.h"
#include "../model/tcc_target.h"

/* r gets the run's result (as tcc_measure gives), p its profile (with a part: also cycles
 * estimated by the target's model and the part's memory), target the target described. 0, or an
 * error with cell->diag saying why (p is then empty). */
int tcc_profile_measure(const struct tcc_cell *cell, const struct tcc_part *part, struct tcc_result *r,
                        struct tcc_profile *p, struct tcc_target_info *target);

/* Fill r->estimate of a measured cell: one more run under the plugin with the part. 0, or an
 * error with cell->diag saying why (r->estimate then stays absent; r is otherwise untouched). */
int tcc_profile_estimate(const struct tcc_cell *cell, const struct tcc_part *part, struct tcc_result *r);

#endif
