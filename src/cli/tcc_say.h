/* tcc_say.h: the only place that prints messages: "tlscost: <sentence>" on stderr, for the
 * command line's own refusals and warnings, for a core diagnostic's sentence, and for progress.
 * The core never prints; it fills a struct tcc_diag (src/core/base/tcc_error.h). */
#ifndef TCC_SAY_H
#define TCC_SAY_H

#include "../core/base/tcc_error.h"

void tcc_msg(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* A diagnostic that prints progress lines (or none, quiet). */
void tcc_say_diag_init(struct tcc_diag *d, int quiet);

#endif
