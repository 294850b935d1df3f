/* cmd_fit.c: tlscost fit: find the cheapest configuration that meets a requirement and limits,
 * for one library or for each (--library any, which answers with the cheapest and lists the
 * others); writes fit-config.h (the answer), fit.json and fit.html into --out. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_file.h"
#include "tcc_fit_cli.h"
#include "tcc_options.h"
#include "tcc_say.h"

static const struct tcc_option tcc_fit_options[] = {
    TCC_FIT_OPTIONS,
    { "jobs", "N", "candidates measured at once (0: one per core)", "0", NULL },
    { "out", "DIR", "folder for fit-config.h, fit.json and fit.html", ".", NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

static int tcc_fit(const struct tcc_invocation *inv)
{
    const char *dir = tcc_option(inv->options, "out");
    unsigned long jobs = 0;
    unsigned mhz;
    if (tcc_option_unsigned(inv->options, "jobs", &jobs))
        return TCC_E_USAGE;
    struct tcc_fit *fit = calloc(1, sizeof *fit);
    if (fit == NULL)
        return TCC_E_IO;
    int err = tcc_fit_cli_setup(inv, fit, &mhz);
    if (err == TCC_OK && !tcc_path_exists(dir)) {
        tcc_msg("output folder %s does not exist; create it or give another --out", dir);
        err = TCC_E_USAGE;
    }
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    fit->jobs = jobs ? (unsigned)jobs : (unsigned)(cpus > 0 ? cpus : 1);
    if (fit->jobs > 8)
        fit->jobs = 8;
    snprintf(fit->work_dir, sizeof fit->work_dir, "%s/build/fit", inv->home);
    if (err == TCC_OK && tcc_mkdirs(fit->work_dir) != TCC_OK) {
        tcc_msg("cannot create %s", fit->work_dir);
        err = TCC_E_IO;
    }
    struct tcc_fit *answer = NULL;
    if (err == TCC_OK)
        err = tcc_fit_cli_search(inv, fit, mhz, &answer);
    if (err == TCC_OK)
        err = tcc_fit_cli_answer(inv, answer, mhz, dir);
    if (answer != fit)
        free(answer);
    free(fit);
    return err;
}

/* tlscost fit */
const struct tcc_command tcc_command_fit = {
    "fit",
    "find the cheapest configuration that meets a requirement and limits",
    "[options]",
    tcc_fit_options,
    0,
    tcc_fit,
    0,
};
