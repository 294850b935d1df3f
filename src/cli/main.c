/* main.c: the tlscost command: finds the tlscost tree, picks the subcommand from one table,
 * and turns its error value into the exit code (0 ok, 1 measurement failed, 2 usage). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../core/base/tcc_error.h"
#include "../core/model/tcc_figures.h"
#include "../core/base/tcc_file.h"
#include "../core/model/tcc_library.h"
#include "../core/run/tcc_measure.h"
#include "../core/image/tcc_objcache.h"
#include "../core/base/tcc_str.h"
#include "../core/model/tcc_target.h"
#include "tcc_commands.h"
#include "tcc_say.h"
#include "tcc_signals.h"

static const struct tcc_command *const tcc_commands[] = {
    &tcc_command_run, &tcc_command_report, &tcc_command_compare, &tcc_command_fit, &tcc_command_diagnose,
    &tcc_command_peers, &tcc_command_heap_fit, &tcc_command_bench, &tcc_command_calls, &tcc_command_profile,
    &tcc_command_exec, &tcc_command_plan, &tcc_command_cell, &tcc_command_merge, &tcc_command_bisect,
    &tcc_command_bisect_step, &tcc_command_symbols, &tcc_command_probe, &tcc_command_standin,
};
#define TCC_COMMAND_COUNT (sizeof tcc_commands / sizeof tcc_commands[0])

static void tcc_usage(FILE *out)
{
    fprintf(out, "usage: tlscost COMMAND [options]   (tlscost COMMAND --help for its options)\n\n"
                 "What a TLS stack costs on a microcontroller, measured from real builds and runs.\n\n");
    for (size_t i = 0; i < TCC_COMMAND_COUNT; i++)
        fprintf(out, "  %-12s %s\n", tcc_commands[i]->name, tcc_commands[i]->summary);
    fprintf(out, "\n  --version  print the version\n");
}

/* The tree holding profiles/, mk/ and harness/: TLSCOST_HOME, else the executable's folder. */
static int tcc_find_home(char *home, size_t size)
{
    const char *env = getenv("TLSCOST_HOME");
    if (env != NULL && *env) {
        snprintf(home, size, "%s", env);
    } else {
        ssize_t n = readlink("/proc/self/exe", home, size - 1);
        if (n <= 0)
            return -1;
        home[n] = '\0';
        char *slash = strrchr(home, '/');
        if (slash != NULL)
            *slash = '\0';
    }
    char probe[PATH_MAX + 32];
    snprintf(probe, sizeof probe, "%s/mk/image.mk", home);
    return tcc_path_exists(probe) ? 0 : -1;
}

/* After a command's --help: the values its library and target options take, from the
 * library table and the target fragments. */
static void tcc_help_values(FILE *out, const struct tcc_option *options, const char *home)
{
    char known[512];
    if (tcc_option_in_table(options, "library")) {
        tcc_library_known(known, sizeof known);
        fprintf(out, "\nlibraries: %s\n", known);
    }
    if (tcc_option_in_table(options, "target") || tcc_option_in_table(options, "targets")) {
        tcc_target_known(home, known, sizeof known);
        fprintf(out, "targets: %s (mk/target/NAME.mk; the default is %s)\n", known, TCC_TARGET_DEFAULT);
    }
}

/* A cache asked for (TLSCOST_CACHE) that cannot be used is said once, and the builds go on
 * without it. */
static void tcc_check_cache(const char *home)
{
    const char *chosen = getenv("TLSCOST_CACHE");
    char command[8500];
    struct tcc_diag why = { .text = "" };
    if (chosen != NULL && *chosen && strcmp(chosen, "off") != 0 &&
        tcc_objcache_command(home, command, sizeof command, &why) != 0) {
        tcc_msg("%s", why.text);
        setenv("TLSCOST_CACHE", "off", 1);
    }
}

/* Parse the command's options from its table and run it. */
static int tcc_invoke(const struct tcc_command *command, int argc, char **argv, const char *home)
{
    size_t count = 0;
    while (command->options[count].name != NULL)
        count++;
    /* Room for the table, a budget option per figure at most, and the end. */
    struct tcc_option *options = calloc(count + tcc_figure_count + 1, sizeof *options);
    const char **positional = calloc((size_t)command->max_positional + 1, sizeof *positional);
    if (options == NULL || positional == NULL) {
        free(options);
        free(positional);
        return TCC_E_IO;
    }
    memcpy(options, command->options, count * sizeof *options);
    for (unsigned f = 0; command->figure_budgets && f < tcc_figure_count; f++)
        if (tcc_figures[f].budget != NULL)
            options[count++] = (struct tcc_option){ tcc_figures[f].budget, "BUDGET", tcc_figures[f].budget_help, NULL,
                                                    NULL };
    int n_positional = 0;
    int err = tcc_options_parse(command->name, options, argc, argv, positional, command->max_positional,
                                &n_positional, command->usage);
    if (err > 0) {
        tcc_help_values(stdout, options, home);
        err = TCC_OK;
    } else if (err == TCC_OK) {
        struct tcc_diag diag;
        tcc_say_diag_init(&diag, tcc_option(options, "quiet") != NULL);
        struct tcc_invocation inv = { home, &diag, options, positional, n_positional };
        err = command->run(&inv);
        if (err != TCC_OK && diag.text[0] != '\0')
            tcc_msg("%s", diag.text);
    }
    free(options);
    free(positional);
    return err;
}

int main(int argc, char **argv)
{
    char home[PATH_MAX];
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        tcc_usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("tlscost %s\n", TCC_VERSION);
        return 0;
    }
    for (size_t i = 0; i < TCC_COMMAND_COUNT; i++) {
        if (strcmp(argv[1], tcc_commands[i]->name) != 0)
            continue;
        if (tcc_find_home(home, sizeof home) != 0) {
            tcc_msg("cannot find the tlscost tree (mk/image.mk); run tlscost from its checkout or set TLSCOST_HOME");
            return 1;
        }
        tcc_check_cache(home);
        tcc_signals_install();
        /* A plan of a fit, a bisection or an A/B takes that command's options: a command of its own. */
        if (tcc_commands[i] == &tcc_command_plan && argc > 2 && strcmp(argv[2], "fit") == 0)
            return tcc_exit_code(tcc_invoke(&tcc_command_plan_fit, argc - 3, argv + 3, home));
        if (tcc_commands[i] == &tcc_command_plan && argc > 2 && strcmp(argv[2], "bisect") == 0)
            return tcc_exit_code(tcc_invoke(&tcc_command_plan_bisect, argc - 3, argv + 3, home));
        if (tcc_commands[i] == &tcc_command_plan && argc > 2 && strcmp(argv[2], "bench-ab") == 0)
            return tcc_exit_code(tcc_invoke(&tcc_command_plan_bench, argc - 3, argv + 3, home));
        return tcc_exit_code(tcc_invoke(tcc_commands[i], argc - 2, argv + 2, home));
    }
    char known[256] = "";
    for (size_t i = 0; i < TCC_COMMAND_COUNT; i++)
        tcc_appendf(known, sizeof known, "%s%s", i ? ", " : "", tcc_commands[i]->name);
    tcc_msg("unknown command '%s'; known: %s (see tlscost --help)", argv[1], known);
    return 2;
}
