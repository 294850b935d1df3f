/* tcc_merge.h: the report from cell documents measured apart (tlscost plan report, run by GNU
 * parallel on one machine or several, each line writing DIR/<id>.cell.json with tlscost cell):
 * the documents read back into the matrix run the report writers take. Documents that differ
 * in what changes figures (tlscost's version, a target's compiler or QEMU, a library version's
 * source checksum) are refused, naming the two files and the difference. */
#ifndef TCC_MERGE_H
#define TCC_MERGE_H

#include "../base/tcc_error.h"
#include "tcc_matrix.h"

/* The suffix of a cell document's file name. */
#define TCC_CELL_SUFFIX ".cell.json"

/* Read every DIR/<id>.cell.json into *run, its cells in the standard matrix's order. TCC_E_INPUT
 * naming the file when one is foreign, truncated or a second copy of a cell, or when two differ
 * in what changes figures; TCC_E_USAGE when DIR has none. */
int tcc_merge_read(const char *dir, struct tcc_matrix_run *run, struct tcc_diag *d);

#endif
