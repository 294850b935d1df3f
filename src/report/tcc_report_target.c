/* tcc_report_target.c: the report's words for the core it ran on, from the target's descriptor
 * (mk/target/<name>.mk): its title, its short name, what its ticks count and what the cycle
 * estimate prices by. No writer names a core of its own. */
#include <stdio.h>
#include <string.h>
#include "tcc_report.h"

const char *tcc_report_core(const struct tcc_matrix_run *run, char *out, size_t size)
{
    snprintf(out, size, "%.*s", (int)strcspn(run->target.title, ","), run->target.title);
    return out;
}

const char *tcc_report_estimate_basis(const struct tcc_matrix_run *run, char *out, size_t size)
{
    if (run->target.cycle_basis[0] != '\0')
        snprintf(out, size, "the estimate prices every instruction with %s at zero wait states (an estimate, not a "
                 "measurement: docs/cycles.md)", run->target.cycle_basis);
    else
        snprintf(out, size, "%s has no cycle model (mk/target/%s.mk), so there is no estimate", run->target.title,
                 run->target.name);
    return out;
}
