/* tcc_json.h: the result model as JSON (schema "tlscost-result/1", docs/result-schema.md),
 * written through cJSON and read back for compare. */
#ifndef TCC_JSON_H
#define TCC_JSON_H

#include <stddef.h>
#include <stdio.h>
#include "../base/tcc_error.h"
#include "tcc_result.h"

#define TCC_JSON_SCHEMA "tlscost-result/1"

struct cJSON;
/* A new cJSON object for one result (the caller deletes it). */
struct cJSON *tcc_json_from_result(const struct tcc_result *r);
/* Print doc (and a newline) to out and delete it; 0 or TCC_E_IO. */
int tcc_json_emit(FILE *out, struct cJSON *doc);
/* Write one result document to path, all or nothing. */
int tcc_json_write_result(const char *path, const struct tcc_result *r, struct tcc_diag *d);
/* Fill *r from a result object; TCC_E_INPUT with *why when it is not one. */
int tcc_json_to_result(const struct cJSON *doc, struct tcc_result *r, char *why, size_t why_size);
/* Read a result document from path, or one cell of a report document: the cell whose id is
 * cell_id, or with NULL the report's only cell (a report of more is an error naming its cells). */
int tcc_json_read_cell(const char *path, const char *cell_id, struct tcc_result *r, struct tcc_diag *d);
/* The same with no cell named. */
int tcc_json_read_result(const char *path, struct tcc_result *r, struct tcc_diag *d);

#endif
