/* tcc_bisect.c: git bisect run over a library's history (see tcc_bisect.h). */
#include "tcc_bisect.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../base/tcc_proc.h"
#include "../base/tcc_str.h"

/* The metric of the cell built from a revision of the repository. */
static int tcc_bisect_measure(const struct tcc_cell *cell, const struct tcc_bisect *b, const char *rev,
                              uint64_t *value)
{
    char spec[4400];
    snprintf(spec, sizeof spec, "git:%s#%s", b->repo, rev);
    struct tcc_cell at = *cell;
    at.build.version = spec;
    at.scenario.security_checks = 0;
    return tcc_bisect_metric_measure(&at, b->metric, value);
}

static int tcc_git(const char *worktree, const char *args, struct tcc_proc_result *pr, unsigned timeout_s)
{
    char command[16000];
    snprintf(command, sizeof command, "cd '%s' && git %s", worktree, args);
    char *sh[] = { "sh", "-c", command, NULL };
    return tcc_proc_run(sh, NULL, timeout_s, pr);
}

int tcc_bisect_run(const struct tcc_cell *cell, struct tcc_bisect *b)
{
    if (strpbrk(b->repo, "'") != NULL || strpbrk(b->step_command, "'") != NULL) {
        tcc_diagf(cell->diag, "bisect runs shell lines: give a repository path without quotes");
        return TCC_E_USAGE;
    }
    tcc_progress(cell->diag, "bisect: measuring the good revision %s", b->good);
    int err = tcc_bisect_measure(cell, b, b->good, &b->good_value);
    if (err == TCC_OK) {
        tcc_progress(cell->diag, "bisect: measuring the bad revision %s", b->bad);
        err = tcc_bisect_measure(cell, b, b->bad, &b->bad_value);
    }
    if (err != TCC_OK)
        return err;
    b->limit = (uint64_t)((double)b->good_value * (1.0 + b->threshold_percent / 100.0));
    if (b->bad_value <= b->limit) {
        tcc_diagf(cell->diag, "%s is not worse than %s by more than %.1f %% in %s (%llu against %llu): nothing to "
                  "bisect", b->bad, b->good, b->threshold_percent, b->metric->label,
                  (unsigned long long)b->bad_value, (unsigned long long)b->good_value);
        return TCC_E_USAGE;
    }
    /* The revisions as commits: a relative one (HEAD~2) would mean another inside the work tree. */
    char good[64], bad[64], good_ref[300], bad_ref[300];
    snprintf(good_ref, sizeof good_ref, "%s^{commit}", b->good);
    snprintf(bad_ref, sizeof bad_ref, "%s^{commit}", b->bad);
    char *good_argv[] = { "git", "-C", (char *)b->repo, "rev-parse", "--verify", "--quiet", good_ref, NULL };
    char *bad_argv[] = { "git", "-C", (char *)b->repo, "rev-parse", "--verify", "--quiet", bad_ref, NULL };
    if (tcc_proc_first_line(good_argv, good, sizeof good) != 0 || tcc_proc_first_line(bad_argv, bad, sizeof bad) != 0) {
        tcc_diagf(cell->diag, "cannot resolve %s and %s in %s", b->good, b->bad, b->repo);
        return TCC_E_USAGE;
    }
    /* A work tree of its own, so the user's checkout is never moved. */
    char worktree[4400];
    snprintf(worktree, sizeof worktree, "%s/build/bisect/worktree-%ld", cell->home, (long)getpid());
    char *add[] = { "git", "-C", (char *)b->repo, "worktree", "add", "--detach", "--force", worktree, bad, NULL };
    struct tcc_proc_result pr;
    if (tcc_proc_run(add, NULL, 300, &pr) != TCC_OK || pr.exit_code != 0) {
        tcc_diagf(cell->diag, "cannot add a git work tree of %s at %s: %.200s", b->repo, worktree,
                  pr.output ? pr.output : "");
        tcc_proc_free(&pr);
        return TCC_E_SETUP;
    }
    tcc_proc_free(&pr);
    char args[15000];
    snprintf(args, sizeof args, "bisect start '%s' '%s' >/dev/null && git bisect run %s --library '%s@%s' --limit %llu",
             bad, good, b->step_command, cell->build.library->name, worktree, (unsigned long long)b->limit);
    tcc_progress(cell->diag, "bisect: git bisect run between %s and %s (a step is worse than %llu %s)", b->good, b->bad,
                 (unsigned long long)b->limit, b->metric->label);
    err = tcc_git(worktree, args, &pr, 0) == TCC_OK && pr.exit_code == 0 ? TCC_OK : TCC_E_RUN;
    const char *first = pr.output ? strstr(pr.output, " is the first bad commit") : NULL;
    if (err == TCC_OK && first != NULL) {
        const char *line = first;
        while (line > pr.output && line[-1] != '\n')
            line--;
        snprintf(b->culprit, sizeof b->culprit, "%.*s", (int)(first - line < 63 ? first - line : 63), line);
        const char *subject = strstr(first, "\n\n");
        if (subject != NULL)
            snprintf(b->subject, sizeof b->subject, "%.*s", (int)strcspn(subject + 2 + strspn(subject + 2, " "), "\n"),
                     subject + 2 + strspn(subject + 2, " "));
        for (const char *p = pr.output; (p = strstr(p, "running ")) != NULL; p++)
            b->steps++;
    } else {
        tcc_diagf(cell->diag, "git bisect did not name a first bad commit: %.300s", pr.output ? pr.output : "");
        err = TCC_E_RUN;
    }
    tcc_proc_free(&pr);
    tcc_git(worktree, "bisect reset >/dev/null 2>&1", &pr, 60);
    tcc_proc_free(&pr);
    char *remove[] = { "git", "-C", (char *)b->repo, "worktree", "remove", "--force", worktree, NULL };
    tcc_proc_run(remove, NULL, 120, &pr);
    tcc_proc_free(&pr);
    return err;
}
