/* tcc_json.c: result <-> JSON (see tcc_json.h). Every object of the model is written and read
 * through the same field table (tcc_json_fields.c), so every field written is read back; the
 * reader refuses a document of another schema or with a missing or mistyped field. */
#include "tcc_json.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tcc_checks.h"
#include "../base/tcc_error.h"
#include "../base/tcc_file.h"
#include "tcc_json_fields.h"
#include "../base/tcc_str.h"

static const char *const tcc_group_names[TCC_GROUP_COUNT] = { "library", "own", "libc" };

/* Every field of one table, from the struct at base into object o. */
static void tcc_put_fields(cJSON *o, const struct tcc_field *fields, const void *base)
{
    for (const struct tcc_field *f = fields; f->key != NULL; f++) {
        const char *at = (const char *)base + f->offset;
        switch (f->type) {
        case TCC_F_TEXT: cJSON_AddStringToObject(o, f->key, at); break;
        case TCC_F_U64: cJSON_AddNumberToObject(o, f->key, (double)*(const uint64_t *)(const void *)at); break;
        case TCC_F_UNSIGNED: cJSON_AddNumberToObject(o, f->key, *(const unsigned *)(const void *)at); break;
        case TCC_F_I64: cJSON_AddNumberToObject(o, f->key, (double)*(const int64_t *)(const void *)at); break;
        case TCC_F_INT: cJSON_AddNumberToObject(o, f->key, *(const int *)(const void *)at); break;
        case TCC_F_BOOL: cJSON_AddBoolToObject(o, f->key, *(const int *)(const void *)at); break;
        case TCC_F_GROUP: cJSON_AddStringToObject(o, f->key, tcc_group_names[*(const enum tcc_group *)(const void *)at]); break;
        }
    }
}

static cJSON *tcc_ops_json(const struct tcc_op_cost *ops)
{
    cJSON *o = cJSON_CreateObject();
    for (int op = 0; op < TCC_OP_COUNT; op++) {
        if (ops[op].count == 0)
            continue;
        tcc_put_fields(cJSON_AddObjectToObject(o, tcc_op_names[op]), tcc_op_fields, &ops[op]);
    }
    return o;
}

static cJSON *tcc_step_json(const struct tcc_step *s)
{
    cJSON *o = cJSON_CreateObject();
    tcc_put_fields(o, tcc_step_fields, s);
    cJSON_AddItemToObject(o, "ops", tcc_ops_json(s->ops));
    return o;
}

static void tcc_put_steps(cJSON *o, const char *key, const struct tcc_step *steps, unsigned count)
{
    cJSON *arr = cJSON_AddArrayToObject(o, key);
    for (unsigned i = 0; i < count; i++)
        cJSON_AddItemToArray(arr, tcc_step_json(&steps[i]));
}

static cJSON *tcc_side_json(const struct tcc_side *side)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddItemToObject(o, "setup", tcc_step_json(&side->setup));
    tcc_put_steps(o, "steps", side->steps, side->step_count);
    cJSON_AddItemToObject(o, "ops", tcc_ops_json(side->ops));
    tcc_put_steps(o, "data", side->data, side->data_count);
    tcc_put_steps(o, "resume_steps", side->resume, side->resume_count);
    tcc_put_fields(o, tcc_side_fields, side);
    return o;
}

/* An object from a table, or null when absent. */
static void tcc_put_optional(cJSON *doc, const char *key, int present, const struct tcc_field *fields,
                             const void *base)
{
    if (present)
        tcc_put_fields(cJSON_AddObjectToObject(doc, key), fields, base);
    else
        cJSON_AddNullToObject(doc, key);
}

cJSON *tcc_json_from_result(const struct tcc_result *r)
{
    cJSON *doc = cJSON_CreateObject();
    cJSON_AddStringToObject(doc, "schema", TCC_JSON_SCHEMA);
    cJSON_AddStringToObject(doc, "tool_version", r->tool_version);
    tcc_put_fields(cJSON_AddObjectToObject(doc, "cell"), tcc_cell_fields, r);
    cJSON *flash = cJSON_AddObjectToObject(doc, "flash");
    tcc_put_fields(flash, tcc_flash_fields, &r->flash);
    cJSON *objects = cJSON_AddArrayToObject(flash, "objects");
    for (unsigned i = 0; i < r->flash.object_count; i++) {
        cJSON *o = cJSON_CreateObject();
        tcc_put_fields(o, tcc_object_fields, &r->flash.objects[i]);
        cJSON_AddItemToArray(objects, o);
    }
    tcc_put_fields(cJSON_AddObjectToObject(doc, "calibration"), tcc_calibration_fields, r);
    tcc_put_fields(cJSON_AddObjectToObject(doc, "run"), tcc_run_fields, r);
    cJSON_AddItemToObject(doc, "client", tcc_side_json(&r->client));
    cJSON_AddItemToObject(doc, "server", tcc_side_json(&r->server));
    if (r->security.checked) {
        cJSON *sec = cJSON_AddObjectToObject(doc, "security");
        for (int i = 0; i < TCC_SEC_COUNT; i++) {
            if (!tcc_check_applies((enum tcc_check_id)i, r))
                continue;
            if (r->security.answer[i] == TCC_CHECK_UNTESTED)
                cJSON_AddNullToObject(sec, tcc_checks[i].key); /* not tested */
            else
                cJSON_AddBoolToObject(sec, tcc_checks[i].key, r->security.answer[i] == TCC_CHECK_REFUSED);
        }
    } else {
        cJSON_AddNullToObject(doc, "security");
    }
    tcc_put_optional(doc, "failure", r->failure.present, tcc_failure_fields, &r->failure);
    tcc_put_optional(doc, "fault", r->fault.present, tcc_fault_fields, &r->fault);
    tcc_put_optional(doc, "estimate", r->estimate.present, tcc_estimate_fields, &r->estimate);
    return doc;
}

int tcc_json_emit(FILE *out, cJSON *doc)
{
    char *text = cJSON_Print(doc);
    cJSON_Delete(doc);
    if (text == NULL)
        return TCC_E_IO;
    int failed = fprintf(out, "%s\n", text) < 0;
    cJSON_free(text);
    return failed ? TCC_E_IO : TCC_OK;
}

static int tcc_json_write_one(FILE *out, const void *r)
{
    return tcc_json_emit(out, tcc_json_from_result(r));
}

int tcc_json_write_result(const char *path, const struct tcc_result *r, struct tcc_diag *d)
{
    return tcc_file_write_with(path, tcc_json_write_one, r, d);
}

/* Reading: a missing or mistyped field makes the document foreign. */
struct tcc_reader {
    int bad;
    char where[128];
};

static const cJSON *tcc_get(struct tcc_reader *rd, const cJSON *o, const char *name)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, name);
    if (v == NULL && !rd->bad) {
        rd->bad = 1;
        snprintf(rd->where, sizeof rd->where, "field '%s' missing", name);
    }
    return v;
}

/* A number that is a whole count (below 2^64, not negative, not NaN: anything else cannot be
 * converted without undefined behaviour). */
static int tcc_is_count(const cJSON *v)
{
    return cJSON_IsNumber(v) && v->valuedouble >= 0 && v->valuedouble < 18446744073709551616.0;
}

static void tcc_bad(struct tcc_reader *rd, const char *what, const char *key)
{
    if (!rd->bad) {
        rd->bad = 1;
        snprintf(rd->where, sizeof rd->where, "field '%s' is not %s", key, what);
    }
}

/* Every field of one table, from object o into the struct at base. */
static void tcc_get_fields(struct tcc_reader *rd, const cJSON *o, const struct tcc_field *fields, void *base)
{
    for (const struct tcc_field *f = fields; f->key != NULL; f++) {
        char *at = (char *)base + f->offset;
        const cJSON *v = f->optional ? cJSON_GetObjectItemCaseSensitive(o, f->key) : tcc_get(rd, o, f->key);
        if (v == NULL) {
            if (f->type == TCC_F_TEXT && f->fallback != NULL)
                snprintf(at, f->size, "%s", f->fallback);
            continue;
        }
        switch (f->type) {
        case TCC_F_TEXT:
            if (cJSON_IsString(v))
                snprintf(at, f->size, "%s", v->valuestring);
            else
                tcc_bad(rd, "a text", f->key);
            break;
        case TCC_F_U64:
            if (tcc_is_count(v))
                *(uint64_t *)(void *)at = (uint64_t)v->valuedouble;
            else
                tcc_bad(rd, "a count", f->key);
            break;
        case TCC_F_UNSIGNED:
            if (tcc_is_count(v) && v->valuedouble <= 4294967295.0)
                *(unsigned *)(void *)at = (unsigned)v->valuedouble;
            else
                tcc_bad(rd, "a count", f->key);
            break;
        case TCC_F_I64:
            if (cJSON_IsNumber(v) && v->valuedouble > -9223372036854775808.0 && v->valuedouble < 9223372036854775808.0)
                *(int64_t *)(void *)at = (int64_t)v->valuedouble;
            else
                tcc_bad(rd, "a code", f->key);
            break;
        case TCC_F_INT:
            if (cJSON_IsNumber(v) && v->valuedouble >= -2147483648.0 && v->valuedouble <= 2147483647.0)
                *(int *)(void *)at = (int)v->valuedouble;
            else
                tcc_bad(rd, "a whole number", f->key);
            break;
        case TCC_F_BOOL:
            if (cJSON_IsBool(v))
                *(int *)(void *)at = cJSON_IsTrue(v);
            else
                tcc_bad(rd, "true or false", f->key);
            break;
        case TCC_F_GROUP: {
            int found = 0;
            for (int g = 0; g < TCC_GROUP_COUNT && cJSON_IsString(v); g++)
                if (strcmp(v->valuestring, tcc_group_names[g]) == 0) {
                    *(enum tcc_group *)(void *)at = (enum tcc_group)g;
                    found = 1;
                }
            if (!found)
                tcc_bad(rd, "library, own or libc", f->key);
            break;
        }
        }
    }
}

static void tcc_get_ops(struct tcc_reader *rd, const cJSON *o, struct tcc_op_cost *ops)
{
    const cJSON *all = tcc_get(rd, o, "ops");
    for (int op = 0; all != NULL && op < TCC_OP_COUNT; op++) {
        const cJSON *one = cJSON_GetObjectItemCaseSensitive(all, tcc_op_names[op]);
        if (one != NULL)
            tcc_get_fields(rd, one, tcc_op_fields, &ops[op]);
    }
}

static void tcc_get_step(struct tcc_reader *rd, const cJSON *o, struct tcc_step *s)
{
    tcc_get_fields(rd, o, tcc_step_fields, s);
    tcc_get_ops(rd, o, s->ops);
}

/* An array of steps; an optional one may be absent (older documents). */
static void tcc_get_steps(struct tcc_reader *rd, const cJSON *o, const char *name, int optional,
                          struct tcc_step *steps, unsigned *count, unsigned max)
{
    const cJSON *arr = optional ? cJSON_GetObjectItemCaseSensitive(o, name) : tcc_get(rd, o, name), *item;
    *count = 0;
    cJSON_ArrayForEach(item, arr) {
        if (*count < max)
            tcc_get_step(rd, item, &steps[(*count)++]);
    }
}

static void tcc_get_side(struct tcc_reader *rd, const cJSON *o, struct tcc_side *side)
{
    if (o == NULL)
        return;
    const cJSON *setup = tcc_get(rd, o, "setup");
    if (setup != NULL)
        tcc_get_step(rd, setup, &side->setup);
    tcc_get_steps(rd, o, "steps", 0, side->steps, &side->step_count, TCC_STEPS_MAX);
    tcc_get_ops(rd, o, side->ops);
    tcc_get_steps(rd, o, "data", 0, side->data, &side->data_count, TCC_DATA_MAX);
    tcc_get_steps(rd, o, "resume_steps", 1, side->resume, &side->resume_count, TCC_STEPS_MAX);
    tcc_get_fields(rd, o, tcc_side_fields, side);
}

/* An object that is null when absent; *present says which. */
static void tcc_get_optional(struct tcc_reader *rd, const cJSON *doc, const char *key, int *present,
                             const struct tcc_field *fields, void *base)
{
    const cJSON *o = cJSON_GetObjectItemCaseSensitive(doc, key);
    *present = cJSON_IsObject(o);
    if (*present)
        tcc_get_fields(rd, o, fields, base);
}

int tcc_json_to_result(const cJSON *doc, struct tcc_result *r, char *why, size_t why_size)
{
    struct tcc_reader rd = { 0, "" };
    memset(r, 0, sizeof *r);
    const cJSON *schema = cJSON_GetObjectItemCaseSensitive(doc, "schema");
    if (!cJSON_IsString(schema) || strcmp(schema->valuestring, TCC_JSON_SCHEMA) != 0) {
        snprintf(why, why_size, "not a tlscost result (schema is not \"%s\")", TCC_JSON_SCHEMA);
        return TCC_E_INPUT;
    }
    const struct tcc_field tool[] = { TCC_FIELD(tcc_result, "tool_version", tool_version, TCC_F_TEXT), TCC_FIELDS_END };
    tcc_get_fields(&rd, doc, tool, r);
    const cJSON *cell = tcc_get(&rd, doc, "cell"), *flash = tcc_get(&rd, doc, "flash");
    const cJSON *calib = tcc_get(&rd, doc, "calibration"), *run = tcc_get(&rd, doc, "run");
    if (cell != NULL)
        tcc_get_fields(&rd, cell, tcc_cell_fields, r);
    if (flash != NULL) {
        tcc_get_fields(&rd, flash, tcc_flash_fields, &r->flash);
        /* Optional: a hand-trimmed document may leave the objects out. */
        const cJSON *item;
        cJSON_ArrayForEach(item, cJSON_GetObjectItemCaseSensitive(flash, "objects")) {
            if (r->flash.object_count < TCC_OBJECTS_MAX)
                tcc_get_fields(&rd, item, tcc_object_fields, &r->flash.objects[r->flash.object_count++]);
        }
    }
    if (calib != NULL)
        tcc_get_fields(&rd, calib, tcc_calibration_fields, r);
    if (run != NULL)
        tcc_get_fields(&rd, run, tcc_run_fields, r);
    const cJSON *sec = cJSON_GetObjectItemCaseSensitive(doc, "security");
    if (cJSON_IsObject(sec)) {
        r->security.checked = 1;
        for (int i = 0; i < TCC_SEC_COUNT; i++) {
            const cJSON *v = cJSON_GetObjectItemCaseSensitive(sec, tcc_checks[i].key);
            r->security.answer[i] = cJSON_IsBool(v) ? (cJSON_IsTrue(v) ? TCC_CHECK_REFUSED : TCC_CHECK_ACCEPTED)
                                                    : TCC_CHECK_UNTESTED;
        }
    }
    tcc_get_optional(&rd, doc, "failure", &r->failure.present, tcc_failure_fields, &r->failure);
    tcc_get_optional(&rd, doc, "fault", &r->fault.present, tcc_fault_fields, &r->fault);
    tcc_get_optional(&rd, doc, "estimate", &r->estimate.present, tcc_estimate_fields, &r->estimate);
    tcc_get_side(&rd, tcc_get(&rd, doc, "client"), &r->client);
    tcc_get_side(&rd, tcc_get(&rd, doc, "server"), &r->server);
    if (rd.bad) {
        snprintf(why, why_size, "not a complete tlscost result: %s", rd.where);
        return TCC_E_INPUT;
    }
    return TCC_OK;
}

int tcc_json_read_result(const char *path, struct tcc_result *r, struct tcc_diag *d)
{
    return tcc_json_read_cell(path, NULL, r, d);
}

/* The report cell whose matrix id is id; NULL when there is none. */
static const cJSON *tcc_report_cell(const cJSON *cells, const char *id)
{
    const cJSON *cell;
    cJSON_ArrayForEach(cell, cells) {
        const cJSON *matrix = cJSON_GetObjectItemCaseSensitive(cell, "matrix");
        const cJSON *cell_id = cJSON_GetObjectItemCaseSensitive(matrix, "id");
        if (cJSON_IsString(cell_id) && strcmp(cell_id->valuestring, id) == 0)
            return cell;
    }
    return NULL;
}

/* "min, small, ..." for a message. */
static void tcc_report_cell_ids(const cJSON *cells, char *out, size_t size)
{
    const cJSON *cell;
    out[0] = '\0';
    cJSON_ArrayForEach(cell, cells) {
        const cJSON *id = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(cell, "matrix"), "id");
        if (cJSON_IsString(id))
            tcc_appendf(out, size, "%s%s", out[0] ? ", " : "", id->valuestring);
    }
}

int tcc_json_read_cell(const char *path, const char *cell_id, struct tcc_result *r, struct tcc_diag *d)
{
    char why[200];
    char *text = tcc_file_read(path, NULL);
    if (text == NULL) {
        tcc_diagf(d, "cannot read %s; give a result file written by tlscost run --json", path);
        return TCC_E_INPUT;
    }
    cJSON *doc = cJSON_Parse(text);
    free(text);
    if (doc == NULL) {
        tcc_diagf(d, "%s is not valid JSON (truncated?); give a result file written by tlscost run --json", path);
        return TCC_E_INPUT;
    }
    /* A report document holds results under "cells": the one asked for, or its only one. */
    const cJSON *cells = cJSON_GetObjectItemCaseSensitive(doc, "cells");
    const cJSON *one = doc;
    char ids[600];
    if (cJSON_IsArray(cells)) {
        tcc_report_cell_ids(cells, ids, sizeof ids);
        int n = cJSON_GetArraySize(cells);
        one = cell_id != NULL ? tcc_report_cell(cells, cell_id) : n == 1 ? cJSON_GetArrayItem(cells, 0) : NULL;
        if (one == NULL && cell_id != NULL)
            snprintf(why, sizeof why, "a report with no cell '%s' (its cells: %.150s)", cell_id, ids);
        else if (one == NULL && n == 0)
            snprintf(why, sizeof why, "a report with no cells");
        else if (one == NULL)
            snprintf(why, sizeof why, "a report of %d cells; choose one with --cell NAME (%.150s)", n, ids);
    }
    int err = one != NULL ? tcc_json_to_result(one, r, why, sizeof why) : TCC_E_INPUT;
    cJSON_Delete(doc);
    if (err != TCC_OK)
        tcc_diagf(d, "%s: %s", path, why);
    return err;
}
