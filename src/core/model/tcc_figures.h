/* tcc_figures.h: the table of figures: each whole-result figure a user compares and budgets
 * (flash, static RAM, heap, stack, instructions) described once: its name, where the result
 * document holds it, its unit, the label compare prints and budgets match, and the budget
 * option that limits it. compare's rows, its --max-* options and its budget checks all loop
 * over this table; a new figure is a row. */
#ifndef TCC_FIGURES_H
#define TCC_FIGURES_H

#include <stddef.h>
#include <stdint.h>
#include "tcc_result.h"

enum tcc_figure_kind { TCC_FIG_FLASH, TCC_FIG_RAM, TCC_FIG_HEAP, TCC_FIG_STACK, TCC_FIG_INSTR, TCC_FIG_WIRE };

struct tcc_figure {
    const char *name;        /* "flash_total" */
    const char *json;        /* where the result document holds it ("flash.total"), or how it is derived */
    const char *unit;        /* "B", or NULL: the result's count unit (instructions, or ns on a host without a counter) */
    const char *label;       /* "flash total": compare's row, which budgets match */
    enum tcc_figure_kind kind;
    const char *budget;      /* compare's option that limits it ("max-flash"), or NULL */
    const char *budget_help; /* that option's --help */
    uint64_t (*get)(const struct tcc_result *r);
};

#define TCC_FIGURES_MAX 32
extern const struct tcc_figure tcc_figures[];
extern const unsigned tcc_figure_count;

/* The figure by name ("handshake_instr"), or NULL; known gets the names, comma-separated. */
const struct tcc_figure *tcc_figure_named(const char *name, char *known, size_t size);
/* The flash a device ships for TLS: the library and the C library code it pulls in, without the
 * harness's own code (fault handler, semihosting exit, counters, the test root). */
uint64_t tcc_flash_tls(const struct tcc_result *r);
/* The figure's unit for a result: its own, or the result's count unit. */
const char *tcc_figure_unit(const struct tcc_figure *f, const struct tcc_result *r);

#endif
