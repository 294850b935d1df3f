/* tcc_compare.h: the figures of two results side by side: every figure of the table of figures
 * (tcc_figures.h: flash by group, static RAM, heap, stack, handshake and data instructions), then
 * instructions per operation and per step (or flight), with the difference. Used by `tlscost compare` and by the
 * report's "against min" tables; writers format the rows, they do not compute them. */
#ifndef TCC_COMPARE_H
#define TCC_COMPARE_H

#include <stdint.h>
#include "../model/tcc_figures.h"
#include "../model/tcc_result.h"

#define TCC_COMPARE_MAX 96

struct tcc_compare_row {
    char name[96];           /* "flash total", "step SERVER_CERTIFICATE instructions" */
    enum tcc_figure_kind kind;
    uint64_t base, now;
    int64_t delta;
    double percent;          /* delta / base * 100; 0 when base is 0 */
};

struct tcc_comparison {
    unsigned count;
    struct tcc_compare_row rows[TCC_COMPARE_MAX];
};

void tcc_compare_results(const struct tcc_result *base, const struct tcc_result *now, struct tcc_comparison *out);
/* The row with this name, or NULL. */
const struct tcc_compare_row *tcc_compare_row(const struct tcc_comparison *c, const char *name);

#endif
