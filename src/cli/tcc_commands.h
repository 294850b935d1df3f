/* tcc_commands.h: the subcommands, one file each (cmd_<name>.c), each described by one
 * struct tcc_command that main.c lists. main parses a command's options from its table (the
 * same table prints its --help), sets --quiet, and hands the parsed invocation to run. */
#ifndef TCC_COMMANDS_H
#define TCC_COMMANDS_H

#include "../core/base/tcc_error.h"
#include "tcc_options.h"

/* What a command is run with: the tlscost tree, its parsed options and positional arguments. */
struct tcc_invocation {
    const char *home;
    struct tcc_diag *diag;           /* for the core: main prints its sentence when the command fails */
    const struct tcc_option *options;
    const char *const *positional;
    int n_positional;
};

struct tcc_command {
    const char *name;
    const char *summary;              /* one line for tlscost --help */
    const char *usage;                /* after "tlscost NAME" in its --help */
    const struct tcc_option *options; /* the option table, ended by a NULL name */
    int max_positional;
    /* Returns an error value from tcc_error.h (0 on success). */
    int (*run)(const struct tcc_invocation *inv);
    int figure_budgets;               /* also one --max-* BUDGET option per budgeted figure (tcc_figures.h) */
};

extern const struct tcc_command tcc_command_run, tcc_command_report, tcc_command_compare, tcc_command_fit,
    tcc_command_peers, tcc_command_heap_fit, tcc_command_bench, tcc_command_calls, tcc_command_profile,
    tcc_command_exec, tcc_command_plan, tcc_command_cell, tcc_command_merge, tcc_command_bisect,
    tcc_command_bisect_step, tcc_command_symbols, tcc_command_probe, tcc_command_standin, tcc_command_plan_fit,
    tcc_command_plan_bisect, tcc_command_plan_bench, tcc_command_diagnose;

/* tlscost merge of a planned A/B's folder (cmd_plan_bench.c): the A/B of its two documents. */
int tcc_bench_plan_merge(const struct tcc_invocation *inv, const char *dir);

#endif
