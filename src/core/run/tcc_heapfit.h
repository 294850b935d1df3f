/* tcc_heapfit.h: find by bisection the smallest client heap in which the handshake and the data
 * phase complete: as a limit on requested bytes, and as the arena of a real allocator (first fit
 * with per-block headers like FreeRTOS heap_4, and the TLS library's own buffer allocator). Each
 * probe is a real run of the prepared run image. */
#ifndef TCC_HEAPFIT_H
#define TCC_HEAPFIT_H

#include "../image/tcc_cell.h"
#include "../model/tcc_result.h"

enum tcc_heapfit_mode { TCC_FIT_REQUESTED, TCC_FIT_FIRSTFIT, TCC_FIT_LIBRARY, TCC_FIT_MODES };

struct tcc_heapfit_answer {
    enum tcc_heapfit_mode mode;
    int unavailable;            /* the library has no buffer allocator of its own (not Mbed TLS) */
    int found;
    unsigned long smallest;     /* bytes: the smallest heap that completes */
    unsigned probes;
    char below[512];            /* what happens with 8 bytes less (the failing probe's message) */
};

struct tcc_heapfit {
    struct tcc_result *result;  /* the unlimited run (requested-bytes peak) */
    struct tcc_heapfit_answer answers[TCC_FIT_MODES];
    double seconds;
};

extern const char *const tcc_heapfit_titles[TCC_FIT_MODES];

/* Run the search for every mode; returns 0, or the error of the unlimited run. */
int tcc_heapfit_run(const struct tcc_cell *cell, struct tcc_heapfit *fit);

#endif
