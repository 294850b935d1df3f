/* tcc_fit_writers.h: the results of tlscost fit: the table on the terminal, fit.json, and
 * fit.html with the Pareto front charts and the per-option cost table. */
#ifndef TCC_FIT_WRITERS_H
#define TCC_FIT_WRITERS_H

#include <stdio.h>
#include "../core/search/tcc_fit.h"

void tcc_fit_text(FILE *out, const struct tcc_fit *fit, unsigned mhz);
/* fit --library any: every library's answer, the cheapest (fits[best]) marked. */
void tcc_fit_libraries_text(FILE *out, const struct tcc_fit *const fits[], unsigned n, unsigned best, unsigned mhz);
void tcc_fit_html(FILE *out, const struct tcc_fit *fit, unsigned mhz);
int tcc_fit_json(FILE *out, const struct tcc_fit *fit);
/* One line on why the answer misses the limits (empty when it meets them). */
void tcc_fit_shortfall(const struct tcc_fit *fit, char *out, size_t size);

#endif
