/* tcc_bisect.h: which commit of a library's git repository made a figure worse: the good and
 * the bad revision measured first (a limit is set between them: the good figure grown by the
 * threshold), then `git bisect run` in a work tree of its own (the user's checkout is never
 * touched), each step one measurement of that work tree as a source tree (tlscost bisect-step). */
#ifndef TCC_BISECT_H
#define TCC_BISECT_H

#include <stdint.h>
#include "../image/tcc_cell.h"
#include "tcc_bisect_metric.h"

struct tcc_bisect {
    const char *repo, *good, *bad;
    const struct tcc_bisect_metric *metric;
    double threshold_percent;     /* bad means more than good * (1 + threshold / 100) */
    const char *step_command;     /* the tlscost bisect-step line git bisect runs, without its --library */
    /* filled */
    uint64_t good_value, bad_value, limit;
    char culprit[64];             /* the first bad commit */
    char subject[256];            /* its subject line */
    unsigned steps;               /* measurements git bisect ran */
};

/* Bisect b->repo between b->good and b->bad for cell (whose library version is set per step).
 * 0 with b->culprit set; TCC_E_USAGE when a revision is unknown or bad is not worse than the
 * threshold; other errors with cell->diag saying why. */
int tcc_bisect_run(const struct tcc_cell *cell, struct tcc_bisect *b);

#endif
