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

/* 1 when the run's estimates are on no part (the core at zero wait states): "none", or a run
 * merged from cells that name none. */
static int tcc_report_on_no_part(const struct tcc_matrix_run *run)
{
    return run->part.name[0] == '\0' || strcmp(run->part.name, TCC_PART_DEFAULT) == 0;
}

const char *tcc_report_estimate_basis(const struct tcc_matrix_run *run, char *out, size_t size)
{
    const struct tcc_cycle_core *core = tcc_cycle_core_named(run->target.cycle_model);
    char memory[300];
    if (tcc_report_on_no_part(run))
        snprintf(memory, sizeof memory, "at zero wait states");
    else
        snprintf(memory, sizeof memory, "on %s (parts/%s.part)", run->part.title, run->part.name);
    if (core != NULL)
        snprintf(out, size, "the estimate prices every instruction with %s %s (an estimate, not a measurement: "
                 "docs/cycles.md)", core->basis, memory);
    else
        snprintf(out, size, "%s has no cycle model (mk/target/%s.mk), so there is no estimate", run->target.title,
                 run->target.name);
    return out;
}

const char *tcc_report_memory(const struct tcc_matrix_run *run, char *out, size_t size)
{
    if (tcc_report_on_no_part(run))
        snprintf(out, size, "0 wait states");
    else
        snprintf(out, size, "on %s", run->part.name);
    return out;
}

int tcc_report_has_energy(const struct tcc_matrix_run *run)
{
    return run->part.run_current_ua > 0 && tcc_cycle_core_named(run->target.cycle_model) != NULL;
}
