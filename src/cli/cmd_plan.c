/* cmd_plan.c: tlscost plan report and plan fit: the standard matrix's cells, or a fit's next
 * round of candidates, as independent commands, one per line, for GNU parallel to run here or on
 * other machines (docs/distributed.md); tlscost merge DIR makes the report, or the fit's answer,
 * from the documents they write. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_file.h"
#include "../core/matrix/tcc_matrix.h"
#include "../core/matrix/tcc_merge.h"
#include "tcc_commands.h"
#include "tcc_fit_cli.h"
#include "tcc_say.h"

static const struct tcc_option tcc_plan_options[] = {
    { "dir", "DIR", "the folder each line writes its cell document into (it must exist)", NULL, NULL },
    { "only", "IDS", "only these cells (comma-separated ids, as tlscost report --only)", NULL, NULL },
    { "timeout", "SECONDS", "wall-clock limit for one run of the firmware, passed to each line", "120", NULL },
    { "target", "NAME", "the core of the report's cells (listed below), passed to each line", TCC_TARGET_DEFAULT, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

/* 1 when id is one of the comma-separated ids (or there are none). */
static int tcc_chosen(const char *only, const char *id)
{
    if (only == NULL)
        return 1;
    size_t len = strlen(id);
    for (const char *p = only; *p; p += strcspn(p, ",") + (p[strcspn(p, ",")] == ','))
        if (strcspn(p, ",") == len && strncmp(p, id, len) == 0)
            return 1;
    return 0;
}

/* The folder the lines write into and this tlscost's path, both as the lines will name them. */
static int tcc_plan_paths(const struct tcc_invocation *inv, char *real_dir, char *tool)
{
    const char *dir = tcc_option(inv->options, "dir");
    if (dir == NULL || realpath(dir, real_dir) == NULL || !tcc_path_exists(real_dir)) {
        tcc_msg("plan needs --dir DIR, an existing folder for the documents");
        return TCC_E_USAGE;
    }
    ssize_t len = readlink("/proc/self/exe", tool, PATH_MAX - 1);
    if (len <= 0) {
        tcc_msg("cannot find this tlscost's own path (/proc/self/exe)");
        return TCC_E_SETUP;
    }
    tool[len] = '\0';
    if (strpbrk(real_dir, " '\"\\$`") != NULL || strpbrk(tool, " '\"\\$`") != NULL) {
        tcc_msg("plan writes shell lines: give a --dir (and run a tlscost) whose path has no spaces or quotes");
        return TCC_E_USAGE;
    }
    return TCC_OK;
}

static int tcc_plan(const struct tcc_invocation *inv)
{
    if (inv->n_positional != 1 || strcmp(inv->positional[0], "report") != 0) {
        tcc_msg("plan knows four kinds: tlscost plan report, plan fit, plan bisect and plan bench-ab, each with --dir DIR "
                "and its command's options (tlscost plan KIND --help)");
        return TCC_E_USAGE;
    }
    const char *only = tcc_option(inv->options, "only");
    unsigned long timeout;
    if (tcc_option_unsigned(inv->options, "timeout", &timeout))
        return TCC_E_USAGE;
    char real_dir[PATH_MAX], tool[PATH_MAX];
    int err = tcc_plan_paths(inv, real_dir, tool);
    if (err != TCC_OK)
        return err;
    const char *target = tcc_option(inv->options, "target");
    if (!tcc_target_exists(inv->home, target)) {
        char known[512];
        tcc_target_known(inv->home, known, sizeof known);
        tcc_msg("--target '%s' unknown; known: %s (each is mk/target/NAME.mk)", target, known);
        return TCC_E_USAGE;
    }
    unsigned n_all, planned = 0;
    const struct tcc_matrix_entry *all = tcc_matrix_standard(&n_all);
    for (unsigned i = 0; i < n_all; i++) {
        if (!tcc_chosen(only, all[i].id))
            continue;
        printf("%s cell %s --target %s --json %s/%s%s --timeout %lu --quiet\n", tool, all[i].id, target, real_dir,
               all[i].id, TCC_CELL_SUFFIX, timeout);
        planned++;
    }
    if (planned == 0) {
        tcc_msg("--only '%s' names no cell of the standard matrix; see tlscost report --list", only);
        return TCC_E_USAGE;
    }
    return TCC_OK;
}

/* tlscost plan */
const struct tcc_command tcc_command_plan = {
    "plan",
    "the report's cells, or a fit's next round of candidates, as one command per line for GNU parallel here or on other machines",
    "report --dir DIR [options]; plan fit, plan bisect or plan bench-ab --dir DIR [that command's options] (each has its --help)",
    tcc_plan_options,
    1,
    tcc_plan,
    0,
};

static const struct tcc_option tcc_plan_fit_options[] = {
    { "dir", "DIR", "the folder for the plan (fit.plan), the candidates' headers and their documents (it must exist)", NULL, NULL },
    TCC_FIT_OPTIONS,
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

static int tcc_plan_fit(const struct tcc_invocation *inv)
{
    char real_dir[PATH_MAX], tool[PATH_MAX];
    int err = tcc_plan_paths(inv, real_dir, tool);
    return err == TCC_OK ? tcc_fit_cli_plan(inv, real_dir, tool) : err;
}

/* tlscost plan fit (main sends "plan fit" here) */
const struct tcc_command tcc_command_plan_fit = {
    "plan fit",
    "the fit's next round of candidates as one command per line, for GNU parallel; again after they ran, until it prints none; then tlscost merge DIR",
    "--dir DIR [fit's options]",
    tcc_plan_fit_options,
    0,
    tcc_plan_fit,
    0,
};
