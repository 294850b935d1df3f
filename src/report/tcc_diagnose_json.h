/* tcc_diagnose_json.h: a diagnosis as a document (schema "tlscost-diagnose/1", docs/diagnose.md):
 * what tlscost diagnose --json writes and tlscost report --diagnose reads. */
#ifndef TCC_DIAGNOSE_JSON_H
#define TCC_DIAGNOSE_JSON_H

#include <stdio.h>
#include "../core/search/tcc_diagnose.h"

#define TCC_DIAGNOSE_SCHEMA "tlscost-diagnose/1"

/* Print the document to out; 0, or TCC_E_IO when it could not be made. */
int tcc_diagnose_json(FILE *out, const struct tcc_diagnose *dg);

#endif
