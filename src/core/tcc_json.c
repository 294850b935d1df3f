/* tcc_json.c: result <-> JSON (see tcc_json.h). Every number the model holds is written;
 * the reader takes the same names back and refuses a document of another schema. */
#include "tcc_json.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tcc_error.h"
#include "tcc_file.h"

static const char *const tcc_group_names[TCC_GROUP_COUNT] = { "library", "own", "libc" };

static void tcc_add_u64(cJSON *o, const char *name, uint64_t v)
{
    cJSON_AddNumberToObject(o, name, (double)v);
}

static cJSON *tcc_ops_json(const struct tcc_op_cost *ops)
{
    cJSON *o = cJSON_CreateObject();
    for (int op = 0; op < TCC_OP_COUNT; op++) {
        if (ops[op].count == 0)
            continue;
        cJSON *one = cJSON_AddObjectToObject(o, tcc_op_names[op]);
        tcc_add_u64(one, "instr", ops[op].instr);
        tcc_add_u64(one, "count", ops[op].count);
    }
    return o;
}

static cJSON *tcc_step_json(const struct tcc_step *s)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "name", s->name);
    tcc_add_u64(o, "instr", s->instr);
    tcc_add_u64(o, "heap_peak", s->heap_peak);
    tcc_add_u64(o, "heap_live", s->heap_live);
    tcc_add_u64(o, "stack", s->stack);
    tcc_add_u64(o, "calls", s->calls);
    tcc_add_u64(o, "bytes", s->bytes);
    cJSON_AddItemToObject(o, "ops", tcc_ops_json(s->ops));
    return o;
}

static cJSON *tcc_side_json(const struct tcc_side *side)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddItemToObject(o, "setup", tcc_step_json(&side->setup));
    cJSON *steps = cJSON_AddArrayToObject(o, "steps");
    for (unsigned i = 0; i < side->step_count; i++)
        cJSON_AddItemToArray(steps, tcc_step_json(&side->steps[i]));
    tcc_add_u64(o, "handshake_instr", side->handshake_instr);
    cJSON_AddItemToObject(o, "ops", tcc_ops_json(side->ops));
    tcc_add_u64(o, "stack_max", side->handshake_stack);
    cJSON *data = cJSON_AddArrayToObject(o, "data");
    for (unsigned i = 0; i < side->data_count; i++)
        cJSON_AddItemToArray(data, tcc_step_json(&side->data[i]));
    tcc_add_u64(o, "data_instr", side->data_instr);
    cJSON *resume = cJSON_AddArrayToObject(o, "resume_steps");
    for (unsigned i = 0; i < side->resume_count; i++)
        cJSON_AddItemToArray(resume, tcc_step_json(&side->resume[i]));
    tcc_add_u64(o, "resume_instr", side->resume_instr);
    tcc_add_u64(o, "resume_verifies", side->resume_verifies);
    tcc_add_u64(o, "heap_peak", side->heap_peak);
    tcc_add_u64(o, "heap_after_setup", side->setup.heap_live);
    tcc_add_u64(o, "heap_after_free", side->heap_after_free);
    tcc_add_u64(o, "allocations", side->allocations);
    return o;
}

cJSON *tcc_json_from_result(const struct tcc_result *r)
{
    cJSON *doc = cJSON_CreateObject();
    cJSON_AddStringToObject(doc, "schema", TCC_JSON_SCHEMA);
    cJSON_AddStringToObject(doc, "tool_version", r->tool_version);
    cJSON *cell = cJSON_AddObjectToObject(doc, "cell");
    cJSON_AddStringToObject(cell, "profile", r->profile);
    cJSON_AddStringToObject(cell, "library", r->library);
    cJSON_AddStringToObject(cell, "library_version", r->library_version);
    cJSON_AddStringToObject(cell, "library_sha256", r->library_sha256);
    cJSON_AddStringToObject(cell, "config_sha256", r->config_sha256);
    cJSON_AddStringToObject(cell, "target", r->target);
    cJSON_AddStringToObject(cell, "board", r->board);
    cJSON_AddStringToObject(cell, "compiler", r->compiler);
    cJSON_AddStringToObject(cell, "cflags", r->cflags);
    cJSON_AddStringToObject(cell, "scenario", r->scenario);

    cJSON *flash = cJSON_AddObjectToObject(doc, "flash");
    tcc_add_u64(flash, "total", r->flash.total);
    for (int g = 0; g < TCC_GROUP_COUNT; g++)
        tcc_add_u64(flash, tcc_group_names[g], r->flash.group[g]);
    tcc_add_u64(flash, "text", r->flash.text);
    tcc_add_u64(flash, "data", r->flash.data);
    tcc_add_u64(flash, "bss", r->flash.bss);
    cJSON *objects = cJSON_AddArrayToObject(flash, "objects");
    for (unsigned i = 0; i < r->flash.object_count; i++) {
        const struct tcc_object_size *ob = &r->flash.objects[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "name", ob->name);
        cJSON_AddStringToObject(o, "group", tcc_group_names[ob->group]);
        tcc_add_u64(o, "text", ob->text);
        tcc_add_u64(o, "data", ob->data);
        tcc_add_u64(o, "bss", ob->bss);
        cJSON_AddItemToArray(objects, o);
    }

    cJSON *calib = cJSON_AddObjectToObject(doc, "calibration");
    tcc_add_u64(calib, "instr", r->calib_instr);
    tcc_add_u64(calib, "ticks", r->calib_ticks);
    tcc_add_u64(calib, "instr_per_tick", r->instr_per_tick);
    cJSON_AddStringToObject(calib, "count_unit", r->count_unit);

    cJSON *run = cJSON_AddObjectToObject(doc, "run");
    cJSON_AddBoolToObject(run, "complete", r->run_complete);
    cJSON_AddNumberToObject(run, "exit_code", r->exit_code);
    cJSON_AddStringToObject(run, "suite", r->suite);
    cJSON_AddStringToObject(run, "server_library", r->server_library);
    cJSON_AddStringToObject(run, "server_version", r->server_version);
    tcc_add_u64(run, "bytes_to_server", r->bytes_to_server);
    tcc_add_u64(run, "bytes_to_client", r->bytes_to_client);
    cJSON_AddItemToObject(doc, "client", tcc_side_json(&r->client));
    cJSON_AddItemToObject(doc, "server", tcc_side_json(&r->server));

    if (r->security.checked) {
        cJSON *sec = cJSON_AddObjectToObject(doc, "security");
        const char *names[] = { "rejects_unknown_root", "rejects_wrong_host", "rejects_expired" };
        const int answers[] = { r->security.rejects_unknown_root, r->security.rejects_wrong_host,
                                r->security.rejects_expired };
        for (int i = 0; i < 3; i++) {
            if (answers[i] == TCC_CHECK_UNTESTED)
                cJSON_AddNullToObject(sec, names[i]); /* not tested */
            else
                cJSON_AddBoolToObject(sec, names[i], answers[i] == TCC_CHECK_REFUSED);
        }
    } else {
        cJSON_AddNullToObject(doc, "security");
    }
    if (r->failure.present) {
        cJSON *f = cJSON_AddObjectToObject(doc, "failure");
        cJSON_AddStringToObject(f, "side", r->failure.side);
        cJSON_AddStringToObject(f, "step", r->failure.step);
        cJSON_AddNumberToObject(f, "code", (double)r->failure.code);
        tcc_add_u64(f, "heap_failures", r->failure.heap_failures);
        tcc_add_u64(f, "heap_failed_size", r->failure.heap_failed_size);
        tcc_add_u64(f, "heap_live", r->failure.heap_live);
    } else {
        cJSON_AddNullToObject(doc, "failure");
    }
    if (r->fault.present) {
        cJSON *f = cJSON_AddObjectToObject(doc, "fault");
        cJSON_AddStringToObject(f, "side", r->fault.side);
        cJSON_AddStringToObject(f, "step", r->fault.step);
        tcc_add_u64(f, "exception", r->fault.exception);
        tcc_add_u64(f, "pc", r->fault.pc);
        tcc_add_u64(f, "cfsr", r->fault.cfsr);
        tcc_add_u64(f, "hfsr", r->fault.hfsr);
    } else {
        cJSON_AddNullToObject(doc, "fault");
    }
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

int tcc_json_write_result(const char *path, const struct tcc_result *r)
{
    return tcc_file_write_with(path, tcc_json_write_one, r);
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

static uint64_t tcc_get_u64(struct tcc_reader *rd, const cJSON *o, const char *name)
{
    const cJSON *v = tcc_get(rd, o, name);
    /* 2^64 and above, negatives, NaN: not a count (and not convertible without undefined behaviour). */
    if (v != NULL && cJSON_IsNumber(v) && v->valuedouble >= 0 && v->valuedouble < 18446744073709551616.0)
        return (uint64_t)v->valuedouble;
    if (v != NULL && !rd->bad) {
        rd->bad = 1;
        snprintf(rd->where, sizeof rd->where, "field '%s' is not a count", name);
    }
    return 0;
}

static void tcc_get_str(struct tcc_reader *rd, const cJSON *o, const char *name, char *out, size_t size)
{
    const cJSON *v = tcc_get(rd, o, name);
    if (v != NULL && cJSON_IsString(v)) {
        snprintf(out, size, "%s", v->valuestring);
    } else if (v != NULL && !rd->bad) {
        rd->bad = 1;
        snprintf(rd->where, sizeof rd->where, "field '%s' is not a text", name);
    }
}

static void tcc_get_ops(struct tcc_reader *rd, const cJSON *o, struct tcc_op_cost *ops)
{
    const cJSON *all = tcc_get(rd, o, "ops");
    for (int op = 0; all != NULL && op < TCC_OP_COUNT; op++) {
        const cJSON *one = cJSON_GetObjectItemCaseSensitive(all, tcc_op_names[op]);
        if (one == NULL)
            continue;
        ops[op].instr = tcc_get_u64(rd, one, "instr");
        ops[op].count = tcc_get_u64(rd, one, "count");
    }
}

static void tcc_get_step(struct tcc_reader *rd, const cJSON *o, struct tcc_step *s)
{
    tcc_get_str(rd, o, "name", s->name, sizeof s->name);
    s->instr = tcc_get_u64(rd, o, "instr");
    s->heap_peak = tcc_get_u64(rd, o, "heap_peak");
    s->heap_live = tcc_get_u64(rd, o, "heap_live");
    s->stack = tcc_get_u64(rd, o, "stack");
    s->calls = (unsigned)tcc_get_u64(rd, o, "calls");
    s->bytes = tcc_get_u64(rd, o, "bytes");
    tcc_get_ops(rd, o, s->ops);
}

static void tcc_get_steps(struct tcc_reader *rd, const cJSON *o, const char *name, struct tcc_step *steps,
                          unsigned *count, unsigned max)
{
    const cJSON *arr = tcc_get(rd, o, name), *item;
    *count = 0;
    if (arr == NULL)
        return;
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
    tcc_get_steps(rd, o, "steps", side->steps, &side->step_count, TCC_STEPS_MAX);
    tcc_get_steps(rd, o, "data", side->data, &side->data_count, TCC_DATA_MAX);
    side->handshake_instr = tcc_get_u64(rd, o, "handshake_instr");
    tcc_get_ops(rd, o, side->ops);
    side->handshake_stack = tcc_get_u64(rd, o, "stack_max");
    side->data_instr = tcc_get_u64(rd, o, "data_instr");
    /* Optional: documents before resumption have none. */
    if (cJSON_GetObjectItemCaseSensitive(o, "resume_steps") != NULL) {
        tcc_get_steps(rd, o, "resume_steps", side->resume, &side->resume_count, TCC_STEPS_MAX);
        side->resume_instr = tcc_get_u64(rd, o, "resume_instr");
        side->resume_verifies = tcc_get_u64(rd, o, "resume_verifies");
    }
    side->heap_peak = tcc_get_u64(rd, o, "heap_peak");
    side->heap_after_free = tcc_get_u64(rd, o, "heap_after_free");
    side->allocations = tcc_get_u64(rd, o, "allocations");
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
    tcc_get_str(&rd, doc, "tool_version", r->tool_version, sizeof r->tool_version);
    const cJSON *cell = tcc_get(&rd, doc, "cell");
    if (cell != NULL) {
        tcc_get_str(&rd, cell, "profile", r->profile, sizeof r->profile);
        tcc_get_str(&rd, cell, "library", r->library, sizeof r->library);
        tcc_get_str(&rd, cell, "library_version", r->library_version, sizeof r->library_version);
        tcc_get_str(&rd, cell, "library_sha256", r->library_sha256, sizeof r->library_sha256);
        tcc_get_str(&rd, cell, "config_sha256", r->config_sha256, sizeof r->config_sha256);
        tcc_get_str(&rd, cell, "target", r->target, sizeof r->target);
        tcc_get_str(&rd, cell, "board", r->board, sizeof r->board);
        tcc_get_str(&rd, cell, "compiler", r->compiler, sizeof r->compiler);
        tcc_get_str(&rd, cell, "cflags", r->cflags, sizeof r->cflags);
        tcc_get_str(&rd, cell, "scenario", r->scenario, sizeof r->scenario);
    }
    const cJSON *flash = tcc_get(&rd, doc, "flash");
    if (flash != NULL) {
        r->flash.total = tcc_get_u64(&rd, flash, "total");
        for (int g = 0; g < TCC_GROUP_COUNT; g++)
            r->flash.group[g] = tcc_get_u64(&rd, flash, tcc_group_names[g]);
        r->flash.text = tcc_get_u64(&rd, flash, "text");
        r->flash.data = tcc_get_u64(&rd, flash, "data");
        r->flash.bss = tcc_get_u64(&rd, flash, "bss");
    }
    const cJSON *calib = tcc_get(&rd, doc, "calibration");
    if (calib != NULL) {
        r->calib_instr = tcc_get_u64(&rd, calib, "instr");
        r->calib_ticks = tcc_get_u64(&rd, calib, "ticks");
        r->instr_per_tick = tcc_get_u64(&rd, calib, "instr_per_tick");
        /* Optional: documents before the host target counted instructions only. */
        const cJSON *unit = cJSON_GetObjectItemCaseSensitive(calib, "count_unit");
        snprintf(r->count_unit, sizeof r->count_unit, "%s", cJSON_IsString(unit) ? unit->valuestring : "instr");
    }
    const cJSON *run = tcc_get(&rd, doc, "run");
    if (run != NULL) {
        r->run_complete = cJSON_IsTrue(tcc_get(&rd, run, "complete"));
        tcc_get_str(&rd, run, "suite", r->suite, sizeof r->suite);
        /* Optional: documents written before interop runs do not have them. */
        const cJSON *server = cJSON_GetObjectItemCaseSensitive(run, "server_library");
        const cJSON *server_version = cJSON_GetObjectItemCaseSensitive(run, "server_version");
        if (cJSON_IsString(server) && cJSON_IsString(server_version)) {
            snprintf(r->server_library, sizeof r->server_library, "%s", server->valuestring);
            snprintf(r->server_version, sizeof r->server_version, "%s", server_version->valuestring);
        }
        r->bytes_to_server = tcc_get_u64(&rd, run, "bytes_to_server");
        r->bytes_to_client = tcc_get_u64(&rd, run, "bytes_to_client");
    }
    const cJSON *sec = cJSON_GetObjectItemCaseSensitive(doc, "security");
    if (cJSON_IsObject(sec)) {
        r->security.checked = 1;
        int *answers[] = { &r->security.rejects_unknown_root, &r->security.rejects_wrong_host,
                           &r->security.rejects_expired };
        const char *names[] = { "rejects_unknown_root", "rejects_wrong_host", "rejects_expired" };
        for (int i = 0; i < 3; i++) {
            const cJSON *v = cJSON_GetObjectItemCaseSensitive(sec, names[i]);
            *answers[i] = cJSON_IsBool(v) ? (cJSON_IsTrue(v) ? TCC_CHECK_REFUSED : TCC_CHECK_ACCEPTED) : TCC_CHECK_UNTESTED;
        }
    }
    tcc_get_side(&rd, tcc_get(&rd, doc, "client"), &r->client);
    tcc_get_side(&rd, tcc_get(&rd, doc, "server"), &r->server);
    if (rd.bad) {
        snprintf(why, why_size, "not a complete tlscost result: %s", rd.where);
        return TCC_E_INPUT;
    }
    return TCC_OK;
}

int tcc_json_read_result(const char *path, struct tcc_result *r)
{
    char why[200];
    char *text = tcc_file_read(path, NULL);
    if (text == NULL) {
        tcc_msg("cannot read %s; give a result file written by tlscost run --json", path);
        return TCC_E_INPUT;
    }
    cJSON *doc = cJSON_Parse(text);
    free(text);
    if (doc == NULL) {
        tcc_msg("%s is not valid JSON (truncated?); give a result file written by tlscost run --json", path);
        return TCC_E_INPUT;
    }
    /* A report document holds results under "cells": take the first. */
    const cJSON *cells = cJSON_GetObjectItemCaseSensitive(doc, "cells");
    const cJSON *one = cJSON_IsArray(cells) ? cJSON_GetArrayItem(cells, 0) : doc;
    int err = one != NULL ? tcc_json_to_result(one, r, why, sizeof why) : TCC_E_INPUT;
    if (one == NULL)
        snprintf(why, sizeof why, "a report with no cells");
    cJSON_Delete(doc);
    if (err != TCC_OK)
        tcc_msg("%s: %s", path, why);
    return err;
}
