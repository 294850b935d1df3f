/* tcc_heapfit.c: heap sizing by bisection (see tcc_heapfit.h). */
#include "tcc_heapfit.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../base/tcc_error.h"
#include "../model/tcc_library.h"
#include "tcc_measure.h"

/* The run image's arena is this big (harness/tc_arena.h). */
#define TCC_ARENA_MAX (256ul * 1024ul)
#define TCC_FIT_STEP 8ul

const char *const tcc_heapfit_titles[TCC_FIT_MODES] = { "requested bytes (the counter's limit)",
                                                        "first fit, 8-byte headers (like heap_4)",
                                                        "the library's buffer allocator" };
static const char *const tcc_heapfit_alloc[TCC_FIT_MODES] = { NULL, "firstfit", "library" };

/* One probe: 1 when the run completes with this much heap. */
static int tcc_probe(const struct tcc_cell *base, const struct tcc_prepared *p, enum tcc_heapfit_mode mode,
                     unsigned long bytes, struct tcc_result *scratch, char *why, size_t why_size, int *fatal)
{
    /* Running out is the probe's answer, not a failure to report: its own diagnostic. */
    struct tcc_diag probe_diag = { .text = "" };
    struct tcc_cell cell = *base;
    cell.diag = &probe_diag;
    if (mode == TCC_FIT_REQUESTED) {
        cell.options.heap_limit = bytes;
    } else {
        cell.options.alloc = tcc_heapfit_alloc[mode];
        cell.options.arena = bytes;
    }
    int err = tcc_measure_execute(&cell, p, scratch);
    if (err == TCC_OK)
        return 1;
    snprintf(why, why_size, "%s", probe_diag.text);
    /* Only running out of heap is an answer; anything else stops the search. */
    *fatal = err != TCC_E_TLS && err != TCC_E_RUN;
    return 0;
}

static void tcc_search(const struct tcc_cell *cell, const struct tcc_prepared *p, unsigned long peak,
                       struct tcc_heapfit_answer *a, struct tcc_result *scratch)
{
    char why[512];
    int fatal = 0;
    unsigned long lo = peak > 1 ? peak - 1 : 0, hi = peak + peak / 4 + 1024;
    /* lo fails (no allocator can do with less than the requested peak); find a hi that works. */
    while (!tcc_probe(cell, p, a->mode, hi, scratch, why, sizeof why, &fatal)) {
        a->probes++;
        if (fatal || hi >= TCC_ARENA_MAX) {
            snprintf(a->below, sizeof a->below, "%s", fatal ? why : "does not complete even in the largest arena");
            return;
        }
        lo = hi;
        hi = hi * 2 > TCC_ARENA_MAX ? TCC_ARENA_MAX : hi * 2;
    }
    a->probes++;
    unsigned long step = a->mode == TCC_FIT_REQUESTED ? 1 : TCC_FIT_STEP;
    while (hi - lo > step) {
        unsigned long mid = lo + (hi - lo) / 2;
        a->probes++;
        if (tcc_probe(cell, p, a->mode, mid, scratch, why, sizeof why, &fatal)) {
            hi = mid;
        } else {
            if (fatal) {
                snprintf(a->below, sizeof a->below, "%s", why);
                return;
            }
            lo = mid;
        }
    }
    /* Say what happens just below the answer (and check that it does fail). */
    if (!tcc_probe(cell, p, a->mode, hi - step, scratch, why, sizeof why, &fatal)) {
        snprintf(a->below, sizeof a->below, "%s", why);
        a->found = !fatal;
        a->smallest = hi;
    } else {
        snprintf(a->below, sizeof a->below, "completes with %lu bytes too: the search is not monotonic here", hi - step);
    }
    a->probes++;
}

int tcc_heapfit_run(const struct tcc_cell *cell, struct tcc_heapfit *fit)
{
    struct tcc_prepared p;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    memset(fit->answers, 0, sizeof fit->answers);
    int err = tcc_measure_prepare(cell, fit->result, &p);
    if (err == TCC_OK)
        err = tcc_measure_execute(cell, &p, fit->result);
    if (err != TCC_OK)
        return err;
    struct tcc_result *scratch = calloc(1, sizeof *scratch);
    if (scratch == NULL)
        return TCC_E_IO;
    unsigned long peak = (unsigned long)fit->result->client.heap_peak;
    for (int mode = 0; mode < TCC_FIT_MODES; mode++) {
        fit->answers[mode].mode = (enum tcc_heapfit_mode)mode;
        /* Only some libraries bring a buffer allocator of their own (Mbed TLS's memory_buffer_alloc). */
        if (mode == TCC_FIT_LIBRARY && !cell->build.library->own_allocator) {
            fit->answers[mode].unavailable = 1;
            continue;
        }
        tcc_progress(cell->diag, "heap-fit: %s", tcc_heapfit_titles[mode]);
        *scratch = *fit->result;
        tcc_search(cell, &p, peak, &fit->answers[mode], scratch);
    }
    free(scratch);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    fit->seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    return TCC_OK;
}
