/* tcc_bisect_cli.h: what tlscost bisect and tlscost plan bisect share: the options that define a
 * bisection, and their reading into the cell, the bisection and the words of its lines. */
#ifndef TCC_BISECT_CLI_H
#define TCC_BISECT_CLI_H

#include <stddef.h>
#include "../core/search/tcc_bisect.h"
#include "tcc_commands.h"

/* The rows of an option table that define a bisection (beside TCC_CELL_OPTIONS). */
#define TCC_BISECT_OPTIONS                                                                                             \
    { "repo", "REPO", "the library's git repository (a work tree or a bare repository); or give it as --library NAME@git:REPO", NULL, NULL }, \
    { "good", "REV", "a revision with the figure as it should be", NULL, NULL },                                       \
    { "bad", "REV", "a later revision where the figure got worse", NULL, NULL },                                       \
    { "metric", "KIND:NAME", "what got worse: run:FIGURE (run:handshake, run:flash, run:heap, or any of compare's figures) or bench:PRIMITIVE (instructions per operation, e.g. bench:ecdsa_verify)", "run:handshake", NULL }, \
    { "threshold", "PERCENT", "a step is bad when its metric exceeds the good one by more than this (5, +5 or +5%)", "1", NULL }

/* The cell (its library by name), the bisection's repository, revisions, metric and threshold,
 * this tlscost's path (tool, PATH_MAX bytes) and the cell's options as words for a step's line.
 * TCC_E_USAGE with one line said. */
int tcc_bisect_setup(const struct tcc_invocation *inv, struct tcc_cell *cell, struct tcc_bisect *b,
                     struct tcc_bisect_metric *metric, char *tool, char *words, size_t words_size);

/* tlscost merge of a planned bisection's folder: each revision's value, and the first bad commit
 * (TCC_E_INPUT for lines not yet run, TCC_E_USAGE when none is bad). */
int tcc_bisect_cli_merge(const struct tcc_invocation *inv, const char *dir);

#endif
