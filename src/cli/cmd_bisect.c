/* cmd_bisect.c: tlscost bisect --repo REPO --good REV --bad REV: the first commit of a library's
 * history that made a figure worse, by git bisect run in a work tree of its own
 * (tcc_bisect.h); each step is tlscost bisect-step. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../core/tcc_bisect.h"
#include "../core/tcc_error.h"
#include "../core/tcc_str.h"
#include "../report/tcc_fmt.h"
#include "tcc_cell_options.h"
#include "tcc_commands.h"
#include "tcc_say.h"

static const struct tcc_option tcc_bisect_options[] = {
    TCC_CELL_OPTIONS,
    { "repo", "REPO", "the library's git repository (a work tree or a bare repository)", NULL, NULL },
    { "good", "REV", "a revision with the figure as it should be", NULL, NULL },
    { "bad", "REV", "a later revision where the figure got worse", NULL, NULL },
    { "figure", "NAME", "the figure that got worse (handshake_instr, data_instr, flash_total, heap_peak, stack, ...)", "handshake_instr", NULL },
    { "threshold", "PERCENT", "a step is bad when its figure exceeds the good one by more than this", "1", NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

/* The step's command line: this tlscost, bisect-step, and the cell's options (no library). */
static int tcc_step_command(const struct tcc_cell *cell, const char *figure, char *out, size_t size)
{
    char tool[PATH_MAX];
    ssize_t len = readlink("/proc/self/exe", tool, sizeof tool - 1);
    if (len <= 0)
        return -1;
    tool[len] = '\0';
    snprintf(out, size, "%s bisect-step --quiet --figure %s --target %s --opt %s --timeout %u", tool, figure,
             cell->target, tcc_cell_opt(cell), cell->timeout_s);
    if (cell->profile != NULL)
        tcc_appendf(out, size, " --profile %s", cell->profile);
    if (cell->config_file != NULL)
        tcc_appendf(out, size, " --config '%s'", cell->config_file);
    if (cell->user_config != NULL)
        tcc_appendf(out, size, " --user-config '%s'", cell->user_config);
    tcc_appendf(out, size, " --cert %s --mfl %u --request %u --response %u --in-len %u --out-len %u", cell->cert,
                cell->mfl, cell->request, cell->response, cell->in_len, cell->out_len);
    return strpbrk(tool, " '") == NULL ? 0 : -1;
}

static int tcc_bisect(const struct tcc_invocation *inv)
{
    struct tcc_cell cell;
    int err = tcc_cell_from_options(inv->options, inv->home, inv->diag, &cell);
    if (err != TCC_OK)
        return err;
    struct tcc_bisect b = { 0 };
    b.repo = tcc_option(inv->options, "repo");
    b.good = tcc_option(inv->options, "good");
    b.bad = tcc_option(inv->options, "bad");
    if (b.repo == NULL || b.good == NULL || b.bad == NULL) {
        tcc_msg("bisect needs --repo REPO --good REV --bad REV");
        return TCC_E_USAGE;
    }
    if (cell.version != NULL) {
        tcc_msg("bisect takes the library by name (--library %s): its versions are the repository's revisions",
                cell.library);
        return TCC_E_USAGE;
    }
    char known[600], step[8000];
    b.figure = tcc_figure_named(tcc_option(inv->options, "figure"), known, sizeof known);
    if (b.figure == NULL) {
        tcc_msg("--figure '%s' unknown; known: %s", tcc_option(inv->options, "figure"), known);
        return TCC_E_USAGE;
    }
    char *end;
    b.threshold_percent = strtod(tcc_option(inv->options, "threshold"), &end);
    if (*end != '\0' || b.threshold_percent < 0) {
        tcc_msg("--threshold wants a percentage, not '%s'", tcc_option(inv->options, "threshold"));
        return TCC_E_USAGE;
    }
    if (tcc_step_command(&cell, b.figure->name, step, sizeof step) != 0) {
        tcc_msg("cannot name this tlscost for git bisect run (its path has a space or a quote)");
        return TCC_E_SETUP;
    }
    b.step_command = step;
    if ((err = tcc_bisect_run(&cell, &b)) != TCC_OK)
        return err;
    char a[32], g[32], l[32];
    printf("%s: good %s %s, bad %s %s (a step is bad above %s)\n", b.figure->label, b.good,
           tcc_fmt_count(b.good_value, g, sizeof g), b.bad, tcc_fmt_count(b.bad_value, a, sizeof a),
           tcc_fmt_count(b.limit, l, sizeof l));
    printf("first bad commit: %s %s\n(git bisect run measured %u step%s; compare the two with tlscost profile "
           "--library %s@git:%s#%s and #%s^)\n", b.culprit, b.subject, b.steps, b.steps == 1 ? "" : "s", cell.library, b.repo, b.culprit,
           b.culprit);
    return TCC_OK;
}

/* tlscost bisect */
const struct tcc_command tcc_command_bisect = {
    "bisect",
    "the first commit of a library's git history that made a figure worse (git bisect run)",
    "--repo REPO --good REV --bad REV [options]",
    tcc_bisect_options,
    0,
    tcc_bisect,
    0,
};
