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
    { "repo", "REPO", "the library's git repository (a work tree or a bare repository); or give it as --library NAME@git:REPO", NULL, NULL },
    { "good", "REV", "a revision with the figure as it should be", NULL, NULL },
    { "bad", "REV", "a later revision where the figure got worse", NULL, NULL },
    { "metric", "KIND:NAME", "what got worse: run:FIGURE (run:handshake, run:flash, run:heap, or any of compare's figures) or bench:PRIMITIVE (instructions per operation, e.g. bench:ecdsa_verify)", "run:handshake", NULL },
    { "threshold", "PERCENT", "a step is bad when its metric exceeds the good one by more than this (5, +5 or +5%)", "1", NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

/* The step's command line: this tlscost, bisect-step, and the cell's options (no library). */
static int tcc_step_command(const struct tcc_cell *cell, const char *metric, char *out, size_t size)
{
    char tool[PATH_MAX];
    ssize_t len = readlink("/proc/self/exe", tool, sizeof tool - 1);
    if (len <= 0)
        return -1;
    tool[len] = '\0';
    snprintf(out, size, "%s bisect-step --quiet --metric %s --target %s --opt %s --timeout %u", tool, metric,
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
    /* The repository as --library NAME@git:REPO, the way other commands name a revision's source. */
    if (b.repo == NULL && cell.version != NULL && strncmp(cell.version, "git:", 4) == 0 &&
        strchr(cell.version, '#') == NULL) {
        b.repo = cell.version + 4;
        cell.version = NULL;
    }
    if (b.repo == NULL || b.good == NULL || b.bad == NULL) {
        tcc_msg("bisect needs --repo REPO (or --library NAME@git:REPO), --good REV and --bad REV");
        return TCC_E_USAGE;
    }
    if (cell.version != NULL) {
        tcc_msg("bisect takes the library by name (--library %s): its versions are the repository's revisions",
                cell.library);
        return TCC_E_USAGE;
    }
    char why[1000], step[8000];
    struct tcc_bisect_metric metric;
    if (tcc_bisect_metric_parse(tcc_option(inv->options, "metric"), &metric, why, sizeof why) != TCC_OK) {
        tcc_msg("%s", why);
        return TCC_E_USAGE;
    }
    if (strpbrk(metric.text, " '\"$`;&|<>") != NULL) {
        tcc_msg("--metric '%s' has a character a shell line cannot carry", metric.text);
        return TCC_E_USAGE;
    }
    b.metric = &metric;
    /* "5", "+5" or "+5%" */
    const char *threshold = tcc_option(inv->options, "threshold");
    char *end;
    b.threshold_percent = strtod(threshold + (*threshold == '+'), &end);
    end += *end == '%';
    if (*end != '\0' || end == threshold || b.threshold_percent < 0) {
        tcc_msg("--threshold wants a percentage, not '%s'", tcc_option(inv->options, "threshold"));
        return TCC_E_USAGE;
    }
    if (tcc_step_command(&cell, metric.text, step, sizeof step) != 0) {
        tcc_msg("cannot name this tlscost for git bisect run (its path has a space or a quote)");
        return TCC_E_SETUP;
    }
    b.step_command = step;
    if ((err = tcc_bisect_run(&cell, &b)) != TCC_OK)
        return err;
    char a[32], g[32], l[32];
    printf("%s: good %s %s, bad %s %s (a step is bad above %s)\n", b.metric->label, b.good,
           tcc_fmt_count(b.good_value, g, sizeof g), b.bad, tcc_fmt_count(b.bad_value, a, sizeof a),
           tcc_fmt_count(b.limit, l, sizeof l));
    printf("first bad commit: %s %s\n(git bisect run measured %u step%s)\n", b.culprit, b.subject, b.steps,
           b.steps == 1 ? "" : "s");
    if (metric.figure != NULL)
        printf("per function: tlscost profile --library %s@git:%s#%s and #%s^, then tlscost compare the two\n",
               cell.library, b.repo, b.culprit, b.culprit);
    else
        printf("primitive by primitive: tlscost bench --ab version=git:%s#%s^ version=git:%s#%s\n", b.repo, b.culprit,
               b.repo, b.culprit);
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
