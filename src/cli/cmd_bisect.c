/* cmd_bisect.c: tlscost bisect --repo REPO --good REV --bad REV: the first commit of a library's
 * history that made a figure worse, by git bisect run in a work tree of its own
 * (tcc_bisect.h); each step is tlscost bisect-step. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../core/search/tcc_bisect.h"
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_proc.h"
#include "../core/base/tcc_str.h"
#include "../report/tcc_fmt.h"
#include "tcc_bisect_cli.h"
#include "tcc_cell_options.h"
#include "tcc_commands.h"
#include "tcc_say.h"

static const struct tcc_option tcc_bisect_options[] = {
    TCC_CELL_OPTIONS,
    TCC_BISECT_OPTIONS,
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

/* This tlscost's path, for the command lines git bisect and this command run; -1 when it has a
 * space or a quote, which those shell lines cannot carry. */
static int tcc_self_path(char *out, size_t size)
{
    ssize_t len = readlink("/proc/self/exe", out, size - 1);
    if (len <= 0)
        return -1;
    out[len] = '\0';
    return strpbrk(out, " '") == NULL ? 0 : -1;
}

/* The cell's options (no library) as command-line words. */
static void tcc_cell_words(const struct tcc_cell *cell, char *out, size_t size)
{
    snprintf(out, size, " --target %s --opt %s --timeout %u", cell->build.target, tcc_cell_opt(cell), cell->options.timeout_s);
    if (cell->build.profile != NULL)
        tcc_appendf(out, size, " --profile %s", cell->build.profile);
    if (cell->build.config_file != NULL)
        tcc_appendf(out, size, " --config '%s'", cell->build.config_file);
    if (cell->build.user_config != NULL)
        tcc_appendf(out, size, " --user-config '%s'", cell->build.user_config);
    tcc_appendf(out, size, " --cert %s --mfl %u --request %u --response %u --in-len %u --out-len %u", cell->scenario.cert,
                cell->scenario.mfl, cell->scenario.request, cell->scenario.response, cell->build.in_len, cell->build.out_len);
}

/* The first bad commit against its parent, function by function, where the target has a
 * profiler: this tlscost's profile of each, then its compare of the two. */
static void tcc_bisect_functions(const struct tcc_invocation *inv, const struct tcc_cell *cell,
                                 const struct tcc_bisect *b, const char *tool, const char *words)
{
    char dir[PATH_MAX], command[16000];
    snprintf(dir, sizeof dir, "%s/build/bisect/profiles-%ld", inv->home, (long)getpid());
    snprintf(command, sizeof command, "mkdir -p '%s'", dir);
    const char *sides[2][2] = { { "^", "base" }, { "", "new" } };
    for (int i = 0; i < 2; i++)
        tcc_appendf(command, sizeof command,
                    " && %s profile --quiet --library '%s@git:%s#%s%s'%s --json '%s/%s.json' >/dev/null", tool,
                    cell->build.library->name, b->repo, b->culprit, sides[i][0], words, dir, sides[i][1]);
    tcc_appendf(command, sizeof command, " && %s compare '%s/base.json' '%s/new.json' --top 10", tool, dir, dir);
    tcc_progress(inv->diag, "bisect: profiling %.12s and its parent, function by function", b->culprit);
    char *sh[] = { "sh", "-c", command, NULL };
    struct tcc_proc_result pr;
    if (tcc_proc_run(sh, NULL, 0, &pr) == TCC_OK && pr.exit_code == 0)
        printf("\nper function, %.12s^ against %.12s:\n%s", b->culprit, b->culprit, pr.output);
    else
        printf("per function: no profile (%.200s)\n", pr.output != NULL ? pr.output : "");
    tcc_proc_free(&pr);
    char *rm[] = { "rm", "-rf", dir, NULL };
    tcc_proc_run(rm, NULL, 60, &pr);
    tcc_proc_free(&pr);
}

int tcc_bisect_setup(const struct tcc_invocation *inv, struct tcc_cell *cell, struct tcc_bisect *b,
                     struct tcc_bisect_metric *metric, char *tool, char *words, size_t words_size)
{
    int err = tcc_cell_from_options(inv->options, inv->home, inv->diag, cell);
    if (err != TCC_OK)
        return err;
    memset(b, 0, sizeof *b);
    b->repo = tcc_option(inv->options, "repo");
    b->good = tcc_option(inv->options, "good");
    b->bad = tcc_option(inv->options, "bad");
    /* The repository as --library NAME@git:REPO, the way other commands name a revision's source. */
    if (b->repo == NULL && cell->build.version != NULL && strncmp(cell->build.version, "git:", 4) == 0 &&
        strchr(cell->build.version, '#') == NULL) {
        b->repo = cell->build.version + 4;
        cell->build.version = NULL;
    }
    if (b->repo == NULL || b->good == NULL || b->bad == NULL) {
        tcc_msg("bisect needs --repo REPO (or --library NAME@git:REPO), --good REV and --bad REV");
        return TCC_E_USAGE;
    }
    if (cell->build.version != NULL) {
        tcc_msg("bisect takes the library by name (--library %s): its versions are the repository's revisions",
                cell->build.library->name);
        return TCC_E_USAGE;
    }
    char why[1000];
    if (tcc_bisect_metric_parse(tcc_option(inv->options, "metric"), metric, why, sizeof why) != TCC_OK) {
        tcc_msg("%s", why);
        return TCC_E_USAGE;
    }
    if (strpbrk(metric->text, " '\"$`;&|<>") != NULL) {
        tcc_msg("--metric '%s' has a character a shell line cannot carry", metric->text);
        return TCC_E_USAGE;
    }
    b->metric = metric;
    /* "5", "+5" or "+5%" */
    const char *threshold = tcc_option(inv->options, "threshold");
    char *end;
    b->threshold_percent = strtod(threshold + (*threshold == '+'), &end);
    end += *end == '%';
    if (*end != '\0' || end == threshold || b->threshold_percent < 0) {
        tcc_msg("--threshold wants a percentage, not '%s'", tcc_option(inv->options, "threshold"));
        return TCC_E_USAGE;
    }
    if (tcc_self_path(tool, PATH_MAX) != 0) {
        tcc_msg("cannot name this tlscost for the lines it writes (its path has a space or a quote)");
        return TCC_E_SETUP;
    }
    tcc_cell_words(cell, words, words_size);
    return TCC_OK;
}

static int tcc_bisect(const struct tcc_invocation *inv)
{
    struct tcc_cell cell;
    struct tcc_bisect b;
    struct tcc_bisect_metric metric;
    char tool[PATH_MAX], words[4000], step[8000];
    int err = tcc_bisect_setup(inv, &cell, &b, &metric, tool, words, sizeof words);
    if (err != TCC_OK)
        return err;
    snprintf(step, sizeof step, "%s bisect-step --quiet --metric %s%s", tool, metric.text, words);
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
        tcc_bisect_functions(inv, &cell, &b, tool, words);
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
