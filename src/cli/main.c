/* main.c: the tlscost command: finds the tlscost tree, picks the subcommand from one table,
 * and turns its error value into the exit code (0 ok, 1 measurement failed, 2 usage). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../core/tcc_error.h"
#include "../core/tcc_file.h"
#include "../core/tcc_measure.h"
#include "tcc_commands.h"

struct tcc_command {
    const char *name;
    int (*run)(int argc, char **argv, const char *home);
    const char *summary;
};

static const struct tcc_command tcc_commands[] = {
    { "run", tcc_cmd_run, "measure one configuration: flash, heap, stack, instructions per step" },
    { "report", tcc_cmd_report, "measure the standard matrix and write report.md/.json/.csv/.html" },
    { "compare", tcc_cmd_compare, "compare two results; exit non-zero when a budget is exceeded" },
    { "fit", tcc_cmd_fit, "find the cheapest configuration that meets a requirement and limits" },
    { "peers", tcc_cmd_peers, "the host client against real servers over loopback: buffer and suite pitfalls" },
    { "heap-fit", tcc_cmd_heap_fit, "the smallest heap the client needs, in requested bytes and real arenas" },
    { "bench", tcc_cmd_bench, "crypto primitives per operation and per byte; A/B of two builds" },
    { "calls", tcc_cmd_calls, "calls left into the constant-time helpers, per target and optimisation level" },
};

static void tcc_usage(FILE *out)
{
    fprintf(out, "usage: tlscost COMMAND [options]   (tlscost COMMAND --help for its options)\n\n"
                 "What a TLS stack costs on a microcontroller, measured from real builds and runs.\n\n");
    for (size_t i = 0; i < sizeof tcc_commands / sizeof tcc_commands[0]; i++)
        fprintf(out, "  %-10s %s\n", tcc_commands[i].name, tcc_commands[i].summary);
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
    for (size_t i = 0; i < sizeof tcc_commands / sizeof tcc_commands[0]; i++) {
        if (strcmp(argv[1], tcc_commands[i].name) != 0)
            continue;
        if (tcc_find_home(home, sizeof home) != 0) {
            tcc_msg("cannot find the tlscost tree (mk/image.mk); run tlscost from its checkout or set TLSCOST_HOME");
            return 1;
        }
        return tcc_exit_code(tcc_commands[i].run(argc - 2, argv + 2, home));
    }
    tcc_msg("unknown command '%s'; known: run, report, compare, fit, peers, heap-fit (see tlscost --help)", argv[1]);
    return 2;
}
