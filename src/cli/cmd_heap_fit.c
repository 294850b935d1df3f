/* cmd_heap_fit.c: tlscost heap-fit: the smallest client heap that completes the handshake and
 * the data phase, in requested bytes and as the arena of real allocators. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../core/base/tcc_error.h"
#include "../core/run/tcc_heapfit.h"
#include "../core/model/tcc_library.h"
#include "../report/tcc_fmt.h"
#include "tcc_cell_options.h"
#include "tcc_commands.h"
#include "tcc_say.h"

static const struct tcc_option tcc_heap_fit_options[] = {
    TCC_CELL_OPTIONS_BUT_LIMITS, /* it finds the heap size itself */
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

static int tcc_heap_fit(const struct tcc_invocation *inv)
{
    const char *home = inv->home;
    const struct tcc_option *options = inv->options;
    int err = TCC_OK;
    struct tcc_cell cell;
    if ((err = tcc_cell_from_options(options, home, inv->diag, &cell)) != TCC_OK)
        return err;
    const struct tcc_library *library = cell.build.library;
    if (!library->allocates) {
        tcc_msg("%s", library->no_heap);
        return TCC_E_USAGE;
    }
    struct tcc_heapfit fit;
    fit.result = calloc(1, sizeof *fit.result);
    if (fit.result == NULL)
        return TCC_E_IO;
    err = tcc_heapfit_run(&cell, &fit);
    if (err == TCC_OK) {
        char a[32], b[32];
        uint64_t peak = fit.result->client.heap_peak;
        printf("heap-fit: %s on %s (%s), client heap: %s bytes requested at the peak\n\n", fit.result->profile,
               fit.result->target, fit.result->scenario, tcc_fmt_count(peak, a, sizeof a));
        printf("%-42s %14s %22s %7s\n", "allocator", "smallest heap", "over requested peak", "probes");
        for (int m = 0; m < TCC_FIT_MODES; m++) {
            const struct tcc_heapfit_answer *ans = &fit.answers[m];
            if (ans->unavailable) {
                printf("%-42s %14s\n", tcc_heapfit_titles[m], "none in this library");
                continue;
            }
            if (!ans->found) {
                printf("%-42s %14s %22s %7u\n", tcc_heapfit_titles[m], "not found", "", ans->probes);
                continue;
            }
            char over[48];
            snprintf(over, sizeof over, "%s (%.1f %%)", tcc_fmt_delta((int64_t)ans->smallest - (int64_t)peak, b, sizeof b),
                     peak ? 100.0 * ((double)ans->smallest - (double)peak) / (double)peak : 0.0);
            printf("%-42s %14s %22s %7u\n", tcc_heapfit_titles[m], tcc_fmt_count(ans->smallest, a, sizeof a), over,
                   ans->probes);
        }
        printf("\nWith 8 bytes less (1 for requested bytes) the run fails:\n");
        for (int m = 0; m < TCC_FIT_MODES; m++)
            if (!fit.answers[m].unavailable)
                printf("  %s: %s\n", tcc_heapfit_titles[m], fit.answers[m].below[0] ? fit.answers[m].below : "-");
        printf("\n%.0f s\n", fit.seconds);
        for (int m = 0; m < TCC_FIT_MODES; m++)
            if (!fit.answers[m].found && !fit.answers[m].unavailable)
                err = TCC_E_RUN;
    }
    free(fit.result);
    return err;
}

/* tlscost heap-fit */
const struct tcc_command tcc_command_heap_fit = {
    "heap-fit",
    "the smallest heap the client needs, in requested bytes and real arenas",
    "[options]",
    tcc_heap_fit_options,
    0,
    tcc_heap_fit,
    0,
};
