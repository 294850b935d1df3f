/* cmd_heap_fit.c: tlscost heap-fit: the smallest client heap that completes the handshake and
 * the data phase, in requested bytes and as the arena of real allocators. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../core/tcc_error.h"
#include "../core/tcc_heapfit.h"
#include "../report/tcc_fmt.h"
#include "tcc_cell_options.h"
#include "tcc_commands.h"

int tcc_cmd_heap_fit(int argc, char **argv, const char *home)
{
    struct tcc_option options[] = {
        TCC_CELL_OPTIONS,
        { "quiet", NULL, "no progress lines", NULL, NULL },
        { NULL, NULL, NULL, NULL, NULL },
    };
    const char *positional[1];
    int n_positional;
    int err = tcc_options_parse("heap-fit", options, argc, argv, positional, 0, &n_positional, "[options]");
    if (err != 0)
        return err > 0 ? TCC_OK : err;
    struct tcc_cell cell;
    if ((err = tcc_cell_from_options(options, home, &cell)) != TCC_OK)
        return err;
    if (strcmp(cell.library, "bearssl") == 0) {
        tcc_msg("BearSSL allocates nothing, so there is no heap to fit: its RAM is static (tlscost run shows it "
                "as .bss)");
        return TCC_E_USAGE;
    }
    if (cell.heap_limit != 0 || cell.inject != NULL) {
        tcc_msg("heap-fit finds the heap size itself: leave out --heap-limit and --inject");
        return TCC_E_USAGE;
    }
    tcc_set_quiet(tcc_option(options, "quiet") != NULL);
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
