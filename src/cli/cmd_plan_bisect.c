/* cmd_plan_bisect.c: tlscost plan bisect: instead of git bisect's halving, one by one, every
 * revision from the good one to the bad one as a command line for GNU parallel (here or on
 * other machines); tlscost merge DIR then names the first bad commit from their values. Many
 * machines measure a range in the time of one revision; one machine is better served by
 * tlscost bisect. */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_file.h"
#include "../core/base/tcc_proc.h"
#include "../core/base/tcc_str.h"
#include "../report/tcc_fmt.h"
#include "tcc_bisect_cli.h"
#include "tcc_cell_options.h"
#include "tcc_options.h"
#include "tcc_say.h"

#define TCC_BISECT_PLAN_REVISIONS 500

static const struct tcc_option tcc_plan_bisect_options[] = {
    { "dir", "DIR", "the folder for the plan (bisect.plan) and each revision's step output (it must exist)", NULL, NULL },
    TCC_CELL_OPTIONS,
    TCC_BISECT_OPTIONS,
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

/* The revisions from good to bad, oldest first, as "SHA subject" lines: good, then each commit
 * on the ancestry path to bad. NULL with d saying why. */
static char *tcc_plan_revisions(const struct tcc_bisect *b, struct tcc_diag *d)
{
    char range[700], good_ref[300];
    snprintf(good_ref, sizeof good_ref, "%s^{commit}", b->good);
    snprintf(range, sizeof range, "%s..%s", b->good, b->bad);
    char *good_argv[] = { "git", "-C", (char *)b->repo, "log", "-1", "--format=%H %s", good_ref, "--", NULL };
    char *path_argv[] = { "git", "-C", (char *)b->repo, "log", "--reverse", "--ancestry-path", "--format=%H %s",
                          range, "--", NULL };
    struct tcc_proc_result good = { 0 }, path = { 0 };
    char *lines = NULL;
    if (tcc_proc_run(good_argv, "/dev/null", 60, &good) != TCC_OK || good.exit_code != 0 ||
        tcc_proc_run(path_argv, "/dev/null", 60, &path) != TCC_OK || path.exit_code != 0)
        tcc_diagf(d, "cannot list the revisions from %s to %s in %s (is each a revision there?)", b->good, b->bad,
                  b->repo);
    else if (path.output == NULL || path.output[0] == '\0')
        tcc_diagf(d, "%s is not an ancestor of %s with commits between them: nothing to bisect", b->good, b->bad);
    else if ((lines = malloc(strlen(good.output) + strlen(path.output) + 1)) != NULL)
        sprintf(lines, "%s%s", good.output, path.output);
    tcc_proc_free(&good);
    tcc_proc_free(&path);
    return lines;
}

static int tcc_plan_bisect(const struct tcc_invocation *inv)
{
    const char *dir = tcc_option(inv->options, "dir");
    char real_dir[PATH_MAX], tool[PATH_MAX], words[4000];
    if (dir == NULL || realpath(dir, real_dir) == NULL || strpbrk(real_dir, " '\"\\$`") != NULL) {
        tcc_msg("plan bisect needs --dir DIR, an existing folder whose path has no spaces or quotes");
        return TCC_E_USAGE;
    }
    struct tcc_cell cell;
    struct tcc_bisect b;
    struct tcc_bisect_metric metric;
    int err = tcc_bisect_setup(inv, &cell, &b, &metric, tool, words, sizeof words);
    if (err != TCC_OK)
        return err;
    if (strpbrk(b.repo, " '\"\\$`") != NULL) {
        tcc_msg("plan bisect writes shell lines: give a repository path without spaces or quotes");
        return TCC_E_USAGE;
    }
    char *revisions = tcc_plan_revisions(&b, inv->diag);
    if (revisions == NULL)
        return TCC_E_USAGE;
    /* bisect.plan: what merge needs to judge the values, then the revisions in order. */
    size_t size = strlen(revisions) + 8192;
    char *plan = malloc(size);
    if (plan == NULL) {
        free(revisions);
        return TCC_E_IO;
    }
    snprintf(plan, size, "library %s\nrepo %s\nmetric %s\nthreshold %g\n", cell.build.library->name, b.repo, metric.text,
             b.threshold_percent);
    unsigned n = 0;
    for (char *line = strtok(revisions, "\n"); line != NULL && err == TCC_OK; line = strtok(NULL, "\n")) {
        if (++n > TCC_BISECT_PLAN_REVISIONS) {
            tcc_msg("more than %d revisions from %s to %s: plan a narrower range, or use tlscost bisect",
                    TCC_BISECT_PLAN_REVISIONS, b.good, b.bad);
            err = TCC_E_USAGE;
            break;
        }
        tcc_appendf(plan, size, "revision %s\n", line);
        printf("%s bisect-step --quiet --metric %s%s --library %s@git:%s#%.40s --limit %llu > %s/%.40s.step 2>&1\n",
               tool, metric.text, words, cell.build.library->name, b.repo, line, (unsigned long long)UINT64_MAX, real_dir, line);
    }
    char path[PATH_MAX + 16];
    snprintf(path, sizeof path, "%s/bisect.plan", real_dir);
    if (err == TCC_OK)
        err = tcc_file_write(path, plan, inv->diag);
    if (err == TCC_OK)
        tcc_progress(inv->diag, "plan bisect: %u revisions, one line each; run them, then tlscost merge %s", n,
                     real_dir);
    free(plan);
    free(revisions);
    return err;
}

/* A revision's value from its step output ("tlscost bisect-step: LABEL VALUE, limit ..."): 1,
 * 0 when the step could not measure it, -1 when the line has not run. */
static int tcc_step_value(const char *dir, const char *sha, uint64_t *value)
{
    char path[PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/%.40s.step", dir, sha);
    char *text = tcc_file_read(path, NULL);
    if (text == NULL)
        return -1;
    const char *line = strstr(text, "tlscost bisect-step: "), *comma = line ? strstr(line, ", limit ") : NULL;
    int found = 0;
    if (comma != NULL) {
        const char *number = comma;
        while (number > line && number[-1] >= '0' && number[-1] <= '9')
            number--;
        found = number < comma && sscanf(number, "%llu", (unsigned long long *)value) == 1;
    }
    free(text);
    return found;
}

int tcc_bisect_cli_merge(const struct tcc_invocation *inv, const char *dir)
{
    char path[PATH_MAX + 16];
    snprintf(path, sizeof path, "%s/bisect.plan", dir);
    char *plan = tcc_file_read(path, NULL);
    char metric[256] = "", repo[PATH_MAX] = "";
    double threshold = -1;
    if (plan == NULL || sscanf(strstr(plan, "\nrepo ") ? strstr(plan, "\nrepo ") : "", "\nrepo %4095s", repo) != 1 ||
        sscanf(strstr(plan, "\nmetric ") ? strstr(plan, "\nmetric ") : "", "\nmetric %255s", metric) != 1 ||
        sscanf(strstr(plan, "\nthreshold ") ? strstr(plan, "\nthreshold ") : "", "\nthreshold %lf", &threshold) != 1) {
        free(plan);
        tcc_diagf(inv->diag, "%s is not a bisection's plan: write it with tlscost plan bisect", path);
        return TCC_E_INPUT;
    }
    unsigned measured = 0, skipped = 0, pending = 0;
    uint64_t good_value = 0, limit = 0, value;
    char good[48] = "", culprit[300] = "", a[32], l[32];
    for (char *line = strstr(plan, "\nrevision "); line != NULL; line = strstr(line + 1, "\nrevision ")) {
        char sha[48], subject[256] = "";
        if (sscanf(line, "\nrevision %40s %255[^\n]", sha, subject) < 1)
            continue;
        int got = tcc_step_value(dir, sha, &value);
        pending += got < 0;
        skipped += got == 0;
        if (got <= 0)
            continue;
        measured++;
        if (good[0] == '\0' && measured == 1 && skipped == 0 && pending == 0) {
            snprintf(good, sizeof good, "%s", sha);
            good_value = value;
            limit = (uint64_t)((double)good_value * (1.0 + threshold / 100.0));
        }
        printf("%.12s %14s  %s%s\n", sha, tcc_fmt_count(value, a, sizeof a), subject,
               good[0] != '\0' && value > limit ? "  (bad)" : "");
        if (good[0] != '\0' && value > limit && culprit[0] == '\0')
            snprintf(culprit, sizeof culprit, "%s %s", sha, subject);
    }
    free(plan);
    if (pending > 0) {
        tcc_diagf(inv->diag, "%s: %u revisions of the plan have no step output yet; run the plan's lines first", dir,
                  pending);
        return TCC_E_INPUT;
    }
    if (good[0] == '\0') {
        tcc_diagf(inv->diag, "%s: the good revision could not be measured (its .step file says why)", dir);
        return TCC_E_INPUT;
    }
    printf("%s: good %.12s %s, a revision is bad above %s (+%g %%); %u measured, %u could not be\n", metric, good,
           tcc_fmt_count(good_value, a, sizeof a), tcc_fmt_count(limit, l, sizeof l), threshold, measured,
           skipped);
    if (culprit[0] == '\0') {
        tcc_diagf(inv->diag, "no revision of the plan is worse than the good one by more than %g %% in %s", threshold,
                  metric);
        return TCC_E_USAGE;
    }
    printf("first bad commit: %s\n", culprit);
    return TCC_OK;
}

/* tlscost plan bisect (main sends "plan bisect" here) */
const struct tcc_command tcc_command_plan_bisect = {
    "plan bisect",
    "every revision from good to bad as one command per line for GNU parallel; then tlscost merge DIR names the first bad commit",
    "--dir DIR --repo REPO --good REV --bad REV [bisect's options]",
    tcc_plan_bisect_options,
    0,
    tcc_plan_bisect,
    0,
};
