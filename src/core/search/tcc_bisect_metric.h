/* tcc_bisect_metric.h: what tlscost bisect judges a revision by: a figure of the run image
 * (run:FIGURE, any of compare's, with run:handshake, run:flash and run:heap for short) or the
 * instructions per operation of a bench primitive (bench:NAME, e.g. bench:ecdsa_verify). */
#ifndef TCC_BISECT_METRIC_H
#define TCC_BISECT_METRIC_H

#include <stddef.h>
#include <stdint.h>
#include "../image/tcc_cell.h"
#include "../model/tcc_figures.h"

struct tcc_bisect_metric {
    char text[TCC_NAME_MAX];          /* as given, for the step's command line */
    const struct tcc_figure *figure;  /* run:FIGURE, or NULL for a bench primitive */
    char primitive[TCC_NAME_MAX];     /* bench:NAME */
    char label[TCC_NAME_MAX + 32];    /* "handshake instructions", "bench ecdsa_verify per op" */
};

/* Read "run:FIGURE" or "bench:NAME"; TCC_E_USAGE with why (what is known) otherwise. */
int tcc_bisect_metric_parse(const char *text, struct tcc_bisect_metric *m, char *why, size_t why_size);
/* Build and run the cell (its run image, or its bench image) and give the metric's value. A
 * primitive the bench image lacks is TCC_E_INPUT, with cell->diag naming those it has. */
int tcc_bisect_metric_measure(const struct tcc_cell *cell, const struct tcc_bisect_metric *m, uint64_t *value);

#endif
