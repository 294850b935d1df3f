/* cmd_calls.c: tlscost calls: build the library's bench configuration for each target and
 * optimisation level, disassemble it, and count the calls that remain from the named
 * functions into the constant-time helpers (the -Os inlining loss in bignum code). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../core/run/tcc_bench.h"
#include "../core/run/tcc_calls.h"
#include "../core/base/tcc_error.h"
#include "../report/tcc_bench_writers.h"
#include "tcc_cell_options.h"
#include "tcc_commands.h"
#include "tcc_say.h"

#define TCC_CALLS_CELLS 16
#define TCC_CALLS_FUNCTIONS 8

/* Split a comma list in place into items; returns the count, or -1 past max. */
static int tcc_split(char *list, const char **items, int max)
{
    int n = 0;
    for (char *save = NULL, *item = strtok_r(list, ",", &save); item != NULL; item = strtok_r(NULL, ",", &save)) {
        if (n == max)
            return -1;
        items[n++] = item;
    }
    return n;
}

static int tcc_calls_one(const struct tcc_cell *cell, const char *prefix, const char *const *functions, int n_functions,
                         struct tcc_calls_cell *out, char *version, size_t version_size)
{
    struct tcc_bench_result *r = malloc(sizeof *r);
    if (r == NULL)
        return TCC_E_IO;
    int err = tcc_bench_prepare(cell, r);
    char lib[4096 + 16];
    char *disasm = NULL;
    if (err == TCC_OK) {
        snprintf(lib, sizeof lib, "%s/lib.a", r->image.dir);
        disasm = tcc_calls_disassemble(r->objdump, lib, cell->diag);
        err = disasm != NULL ? TCC_OK : TCC_E_SETUP;
    }
    if (err == TCC_OK) {
        snprintf(out->target, sizeof out->target, "%s", cell->build.target);
        snprintf(out->opt, sizeof out->opt, "%s", r->opt);
        for (int f = 0; f < n_functions; f++)
            out->calls[f] = tcc_calls_from(disasm, functions[f], prefix);
        out->total = tcc_calls_total(disasm, prefix);
        snprintf(version, version_size, "%s", r->version);
    }
    free(disasm);
    free(r);
    return err;
}

static const struct tcc_option tcc_calls_options[] = {
    { "library", "NAME[@VERSION]", "TLS library (listed below); @VERSION for another unpacked version", "mbedtls", NULL },
    { "targets", "LIST", "targets, comma-separated (listed below)", "m4,host", NULL },
    { "opts", "LIST", "optimisation levels, comma-separated (Os, O0, O1, O2, O3)", "Os,O2", NULL },
    { "functions", "LIST", "functions whose calls are counted", "mbedtls_mpi_core_sub,mbedtls_mpi_core_mla",
      NULL },
    { "prefix", "NAME", "count calls into functions whose names start with this", "mbedtls_ct_", NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

static int tcc_calls(const struct tcc_invocation *inv)
{
    const char *home = inv->home;
    const struct tcc_option *options = inv->options;
    int err = TCC_OK;
    char targets_list[256], opts_list[256], functions_list[1024];
    snprintf(targets_list, sizeof targets_list, "%s", tcc_option(options, "targets"));
    snprintf(opts_list, sizeof opts_list, "%s", tcc_option(options, "opts"));
    snprintf(functions_list, sizeof functions_list, "%s", tcc_option(options, "functions"));
    const char *targets[8], *opts[8], *functions[TCC_CALLS_FUNCTIONS];
    int n_targets = tcc_split(targets_list, targets, 8), n_opts = tcc_split(opts_list, opts, 8);
    int n_functions = tcc_split(functions_list, functions, TCC_CALLS_FUNCTIONS);
    if (n_targets < 1 || n_opts < 1 || n_functions < 1 || n_targets * n_opts > TCC_CALLS_CELLS) {
        tcc_msg("--targets, --opts and --functions each need 1 to 8 comma-separated names, and at most %d "
                "target-level pairs", TCC_CALLS_CELLS);
        return TCC_E_USAGE;
    }
    /* Each pair is a cell whose build options are the library's, one target and one level. */
    struct tcc_option build[] = { TCC_BUILD_OPTIONS, { NULL, NULL, NULL, NULL, NULL } };
    struct tcc_calls_cell cells[TCC_CALLS_CELLS];
    char version[64] = "", library[64] = "";
    int n_cells = 0;
    for (int t = 0; t < n_targets && err == TCC_OK; t++) {
        for (int o = 0; o < n_opts && err == TCC_OK; o++) {
            build[0].given = tcc_option(options, "library");
            build[1].given = opts[o];
            build[2].given = targets[t];
            struct tcc_cell cell;
            err = tcc_cell_build_from_options(build, home, inv->diag, &cell);
            snprintf(library, sizeof library, "%s", err == TCC_OK ? cell.build.library->name : "");
            if (err == TCC_OK)
                err = tcc_calls_one(&cell, tcc_option(options, "prefix"), functions, n_functions, &cells[n_cells++],
                                    version, sizeof version);
        }
    }
    if (err == TCC_OK)
        tcc_calls_text(stdout, library, version, tcc_option(options, "prefix"), functions,
                       (unsigned)n_functions, cells, (unsigned)n_cells);
    return err;
}

/* tlscost calls */
const struct tcc_command tcc_command_calls = {
    "calls",
    "calls left into the constant-time helpers, per target and optimisation level",
    "[options]",
    tcc_calls_options,
    0,
    tcc_calls,
    0,
};
