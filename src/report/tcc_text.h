/* tcc_text.h: the human tables tlscost run prints for one result. */
#ifndef TCC_TEXT_H
#define TCC_TEXT_H

#include <stdio.h>
#include "../core/model/tcc_result.h"

void tcc_text_result(FILE *out, const struct tcc_result *r, unsigned mhz, unsigned top_objects);
/* Every row of the table of figures with its name, label and value (tcc_report_figures.c). */
void tcc_text_figures(FILE *out, const struct tcc_result *r);
/* A projection of the client's handshake with accelerators, step by step, labelled as one. */
struct tcc_projection;
struct tcc_accel;
struct tcc_data_projection;
void tcc_text_projection(FILE *out, const struct tcc_projection *p, const struct tcc_accel *accels, size_t n);
/* The data phase with a record-protection block (a projection, labelled). */
void tcc_text_data_projection(FILE *out, const struct tcc_data_projection *d);

#endif
