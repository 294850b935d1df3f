/* tcc_report_target.c: the report's words for the core it ran on, from the target's descriptor
 * (mk/target/<name>.mk): its title, its short name, what its ticks count and what the cycle
 * estimate prices by. No writer names a core of its own. */
#include <stdio.h>
#include <string.h>
#include "tcc_report.h"
#include "../core/model/tcc_cycle_model.h"

const char *tcc_report_core(const struct tcc_matrix_run *run, char *out, size_t size)
{
    snprintf(out, size, "%.*s", (int)strcspn(run->target.title, ","), run->target.title);
    return out;
}

const char *tcc_report_estimate_basis(const struct tcc_matrix_run *run, char *out, size_t size)
{
    const struct tcc_cycle_core *core = tcc_cycle_core_named(run->target.cycle_model);
    if (core != NULL)
        snprintf(out, size, "the estimate prices every instruction with %s at zero wait states (an estimate, not a "
                 "measurement: docs/cycles.md)", core->basis);
    else
        snprintf(out, size, "%s has no cycle model (mk/target/%s.mk), so there is no estimate", run->target.title,
                 run->target.name);
    return out;
}
