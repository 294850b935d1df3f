/* tcc_diagnose_text.h: tlscost diagnose's tables on the terminal. */
#ifndef TCC_DIAGNOSE_TEXT_H
#define TCC_DIAGNOSE_TEXT_H

#include <stdio.h>
#include "../core/search/tcc_diagnose.h"

void tcc_diagnose_text(FILE *out, const struct tcc_diagnose *dg);

#endif
