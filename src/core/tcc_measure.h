/* tcc_measure.h: measure one cell end to end: build both images, read flash from the size
 * image's map, run the run image (QEMU for the Cortex-M targets) under a time limit, parse
 * its records. On failure one line says what happened and what to do. */
#ifndef TCC_MEASURE_H
#define TCC_MEASURE_H

#include "tcc_cell.h"
#include "tcc_result.h"

#define TCC_VERSION "0.1.0"

/* Fill *r. Returns 0; TCC_E_BUILD/TCC_E_SETUP/TCC_E_USAGE before anything ran; TCC_E_RUN when
 * the firmware faulted, hung or printed no result; TCC_E_TLS when the handshake or data phase
 * failed (r->failure says where). */
int tcc_measure(const struct tcc_cell *cell, struct tcc_result *r);

#endif
