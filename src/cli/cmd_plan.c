/* cmd_plan.c: tlscost plan report: the standard matrix's cells as independent commands, one per
 * line, for GNU parallel to run here or on other machines (docs/distributed.md); each writes
 * DIR/<id>.cell.json, and tlscost merge DIR makes the report from them. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../core/tcc_error.h"
#include "../core/tcc_file.h"
#include "../core/tcc_matrix.h"
#include "../core/tcc_merge.h"
#include "tcc_commands.h"
#include "tcc_say.h"

static const struct tcc_option tcc_plan_options[] = {
    { "dir", "DIR", "the folder each line writes its cell document into (it must exist)", NULL, NULL },
    { "only", "IDS", "only these cells (comma-separated ids, as tlscost report --only)", NULL, NULL },
    { "timeout", "SECONDS", "wall-clock limit for one run of the firmware, passed to each line", "120", NULL },
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

static int tcc_plan(const struct tcc_invocation *inv)
{
    if (inv->n_positional != 1 || strcmp(inv->positional[0], "report") != 0) {
        tcc_msg("plan knows one kind: tlscost plan report --dir DIR (fit, bench-ab and bisect are not planned yet)");
        return TCC_E_USAGE;
    }
    const char *dir = tcc_option(inv->options, "dir"), *only = tcc_option(inv->options, "only");
    unsigned long timeout;
    if (tcc_option_unsigned(inv->options, "timeout", &timeout))
        return TCC_E_USAGE;
    char real_dir[PATH_MAX], tool[PATH_MAX];
    if (dir == NULL || realpath(dir, real_dir) == NULL || !tcc_path_exists(real_dir)) {
        tcc_msg("plan needs --dir DIR, an existing folder for the cell documents");
        return TCC_E_USAGE;
    }
    ssize_t len = readlink("/proc/self/exe", tool, sizeof tool - 1);
    if (len <= 0) {
        tcc_msg("cannot find this tlscost's own path (/proc/self/exe)");
        return TCC_E_SETUP;
    }
    tool[len] = '\0';
    if (strpbrk(real_dir, " '\"\\$`") != NULL || strpbrk(tool, " '\"\\$`") != NULL) {
        tcc_msg("plan writes shell lines: give a --dir (and run a tlscost) whose path has no spaces or quotes");
        return TCC_E_USAGE;
    }
    unsigned n_all, planned = 0;
    const struct tcc_matrix_entry *all = tcc_matrix_standard(&n_all);
    for (unsigned i = 0; i < n_all; i++) {
        if (!tcc_chosen(only, all[i].id))
            continue;
        printf("%s cell %s --json %s/%s%s --timeout %lu --quiet\n", tool, all[i].id, real_dir, all[i].id,
               TCC_CELL_SUFFIX, timeout);
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
    "the report's cells as one command per line, for GNU parallel here or on other machines",
    "report --dir DIR [options]",
    tcc_plan_options,
    1,
    tcc_plan,
    0,
};
