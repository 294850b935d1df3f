/* tcc_records.c: firmware record parser (see tcc_records.h). */
#include "tcc_records.h"
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_error.h"
#include "tcc_json_fields.h"
#include "../base/tcc_lines.h"

#define TCC_LINE_MAX 512

int tcc_record_get(const char *line, const char *key, char *out, size_t out_size)
{
    size_t key_len = strlen(key);
    for (const char *p = strchr(line, ' '); p != NULL; p = strchr(p + 1, ' ')) {
        const char *word = p + 1;
        if (strncmp(word, key, key_len) == 0 && word[key_len] == '=') {
            const char *value = word + key_len + 1;
            size_t n = strcspn(value, " \r\n");
            if (n >= out_size)
                n = out_size - 1;
            memcpy(out, value, n);
            out[n] = '\0';
            return 0;
        }
    }
    return -1;
}

/* A number field; a missing or malformed one reads as 0 and sets *bad. */
static int64_t tcc_record_num(const char *line, const char *key, int *bad)
{
    char text[32];
    char *end;
    if (tcc_record_get(line, key, text, sizeof text) != 0 || text[0] == '\0') {
        *bad = 1;
        return 0;
    }
    long long v = strtoll(text, &end, 10);
    if (*end != '\0')
        *bad = 1;
    return v;
}

uint64_t tcc_record_u64(const char *line, const char *key, int *bad)
{
    char text[32];
    char *end;
    if (tcc_record_get(line, key, text, sizeof text) != 0 || text[0] < '0' || text[0] > '9') {
        *bad = 1;
        return 0;
    }
    unsigned long long v = strtoull(text, &end, 10);
    if (*end != '\0')
        *bad = 1;
    return v;
}

/* The fields of a record whose keys are the result document's (the error and fault records):
 * through the same table as the JSON, so the firmware's record, the model and the document use
 * one set of names. A missing text stays empty; a missing or malformed number sets *bad. */
static void tcc_record_fields(const char *line, const struct tcc_field *fields, void *base, int *bad)
{
    for (const struct tcc_field *f = fields; f->key != NULL; f++) {
        char *at = (char *)base + f->offset;
        switch (f->type) {
        case TCC_F_TEXT: tcc_record_get(line, f->key, at, f->size); break;
        case TCC_F_U64: *(uint64_t *)(void *)at = tcc_record_u64(line, f->key, bad); break;
        case TCC_F_I64: *(int64_t *)(void *)at = tcc_record_num(line, f->key, bad); break;
        default: *bad = 1; break; /* no record carries the other types */
        }
    }
}

static struct tcc_side *tcc_side_of(struct tcc_result *r, const char *line, int *bad)
{
    char side[16];
    if (tcc_record_get(line, "side", side, sizeof side) == 0) {
        if (strcmp(side, "client") == 0)
            return &r->client;
        if (strcmp(side, "server") == 0)
            return &r->server;
    }
    *bad = 1;
    return NULL;
}

#define TCC_OP_NAME(id, name, title) name,
#define TCC_OP_TITLE(id, name, title) title,
const char *const tcc_op_names[TCC_OP_COUNT] = { TC_OPERATIONS(TCC_OP_NAME) };
const char *const tcc_op_titles[TCC_OP_COUNT] = { TC_OPERATIONS(TCC_OP_TITLE) };
#undef TCC_OP_NAME
#undef TCC_OP_TITLE

/* Add one measured call to a list of steps, merging it into the last one of the same name;
 * returns the step it went into (NULL when the list is full). */
static struct tcc_step *tcc_add_step(struct tcc_step *steps, unsigned *count, unsigned max, const char *name,
                                     uint64_t instr, uint64_t heap_peak, uint64_t heap_live, uint64_t stack,
                                     uint64_t bytes, int *bad)
{
    struct tcc_step *s = *count > 0 ? &steps[*count - 1] : NULL;
    if (s == NULL || strcmp(s->name, name) != 0) {
        if (*count >= max) {
            *bad = 1;
            return NULL;
        }
        s = &steps[(*count)++];
        memset(s, 0, sizeof *s);
        snprintf(s->name, sizeof s->name, "%s", name);
    }
    s->instr += instr;
    s->heap_peak = heap_peak > s->heap_peak ? heap_peak : s->heap_peak;
    s->heap_live = heap_live;
    s->stack = stack > s->stack ? stack : s->stack;
    s->calls++;
    s->bytes += bytes;
    return s;
}

/* The operation fields of a step record ("ecdsa_verify=TICKS ecdsa_verify_n=COUNT"). */
static void tcc_add_ops(struct tcc_step *step, struct tcc_side *side, const char *line, uint64_t per_tick, int *bad)
{
    for (int op = 0; op < TCC_OP_COUNT; op++) {
        char key[40], text[32];
        if (tcc_record_get(line, tcc_op_names[op], text, sizeof text) != 0)
            continue;
        snprintf(key, sizeof key, "%s_n", tcc_op_names[op]);
        uint64_t instr = tcc_record_u64(line, tcc_op_names[op], bad) * per_tick;
        uint64_t count = tcc_record_u64(line, key, bad);
        if (step != NULL) {
            step->ops[op].instr += instr;
            step->ops[op].count += count;
        }
        side->ops[op].instr += instr;
        side->ops[op].count += count;
    }
}

static void tcc_parse_span(struct tcc_result *r, const char *kind, const char *line, int *bad)
{
    struct tcc_side *side = tcc_side_of(r, line, bad);
    char name[TCC_NAME_MAX];
    if (side == NULL || tcc_record_get(line, "name", name, sizeof name) != 0) {
        *bad = 1;
        return;
    }
    if (r->instr_per_tick == 0) {
        *bad = 1; /* a span before the calibration */
        return;
    }
    uint64_t instr = tcc_record_u64(line, "ticks", bad) * r->instr_per_tick;
    uint64_t peak = tcc_record_u64(line, "heap_peak", bad);
    uint64_t live = tcc_record_u64(line, "heap_live", bad);
    uint64_t stack = tcc_record_u64(line, "stack", bad);
    int64_t ret = tcc_record_num(line, "ret", bad);
    if (strcmp(kind, "setup") == 0) {
        unsigned one = 0;
        tcc_add_step(&side->setup, &one, 1, name, instr, peak, live, stack, 0, bad);
    } else if (strcmp(kind, "rstep") == 0) {
        struct tcc_step *step =
            tcc_add_step(side->resume, &side->resume_count, TCC_STEPS_MAX, name, instr, peak, live, stack, 0, bad);
        side->resume_instr += instr;
        if (step != NULL) {
            struct tcc_side scratch;
            memset(&scratch, 0, sizeof scratch);
            tcc_add_ops(step, &scratch, line, r->instr_per_tick, bad);
            side->resume_verifies += scratch.ops[TCC_OP_ECDSA_VERIFY].count + scratch.ops[TCC_OP_RSA_PUBLIC].count;
        }
    } else if (strcmp(kind, "step") == 0) {
        struct tcc_step *step =
            tcc_add_step(side->steps, &side->step_count, TCC_STEPS_MAX, name, instr, peak, live, stack, 0, bad);
        tcc_add_ops(step, side, line, r->instr_per_tick, bad);
        side->handshake_instr += instr;
    } else {
        tcc_add_step(side->data, &side->data_count, TCC_DATA_MAX, name, instr, peak, live, stack,
                     ret > 0 ? (uint64_t)ret : 0, bad);
        side->data_instr += instr;
    }
    if (stack > side->handshake_stack && strcmp(kind, "data") != 0 && strcmp(kind, "rstep") != 0)
        side->handshake_stack = stack;
}

void tcc_record_calib(const char *line, uint64_t *instr, uint64_t *ticks, uint64_t *instr_per_tick, char *unit,
                      size_t unit_size, int *bad)
{
    *instr = tcc_record_u64(line, "instr", bad);
    *ticks = tcc_record_u64(line, "ticks", bad);
    *instr_per_tick = 0;
    if (*ticks == 0) {
        *bad = 1;
        return;
    }
    snprintf(unit, unit_size, "instr");
    tcc_record_get(line, "unit", unit, unit_size);
    /* Ticks that are nanoseconds (a host without perf counters) stay nanoseconds. */
    *instr_per_tick = strcmp(unit, "ns") == 0 ? 1 : (*instr + *ticks / 2) / *ticks;
    if (*instr_per_tick == 0)
        *instr_per_tick = 1;
}

static void tcc_parse_calib(struct tcc_result *r, const char *line, int *bad)
{
    tcc_record_calib(line, &r->calib_instr, &r->calib_ticks, &r->instr_per_tick, r->count_unit,
                     sizeof r->count_unit, bad);
}

/* The client's buffers (in_len, out_len), where a begin or session record carries them: older
 * logs' session records and the run images' begin records leave them out. */
static void tcc_parse_buffers(struct tcc_result *r, const char *line)
{
    int absent = 0;
    uint64_t in_len = tcc_record_u64(line, "in_len", &absent), out_len = tcc_record_u64(line, "out_len", &absent);
    if (!absent) {
        r->client_in_len = in_len;
        r->client_out_len = out_len;
    }
}

static void tcc_parse_line(struct tcc_result *r, const char *line, int *seen_begin, int *seen_end, int *bad)
{
    char kind[16];
    size_t n = strcspn(line + 3, " \r\n");
    if (n == 0 || n >= sizeof kind) {
        *bad = 1;
        return;
    }
    memcpy(kind, line + 3, n);
    kind[n] = '\0';
    if (strcmp(kind, "begin") == 0) {
        *seen_begin = 1;
        tcc_record_get(line, "platform", r->board, sizeof r->board);
        tcc_record_get(line, "server_library", r->server_library, sizeof r->server_library);
        tcc_record_get(line, "server_version", r->server_version, sizeof r->server_version);
        tcc_record_get(line, "auth", r->client_auth, sizeof r->client_auth);
        tcc_parse_buffers(r, line); /* the peer images say them up front, so a failed run has them too */
    } else if (strcmp(kind, "calib") == 0) {
        tcc_parse_calib(r, line, bad);
    } else if (strcmp(kind, "setup") == 0 || strcmp(kind, "step") == 0 || strcmp(kind, "data") == 0 ||
               strcmp(kind, "rstep") == 0) {
        tcc_parse_span(r, kind, line, bad);
    } else if (strcmp(kind, "session") == 0) {
        tcc_record_get(line, "suite", r->suite, sizeof r->suite);
        tcc_parse_buffers(r, line);
        r->bytes_to_server = tcc_record_u64(line, "client_to_server", bad);
        r->bytes_to_client = tcc_record_u64(line, "server_to_client", bad);
    } else if (strcmp(kind, "heap") == 0) {
        struct tcc_side *side = tcc_side_of(r, line, bad);
        if (side != NULL) {
            side->heap_peak = tcc_record_u64(line, "peak", bad);
            side->allocations = tcc_record_u64(line, "allocations", bad);
            side->heap_after_free = tcc_record_u64(line, "live_after_free", bad);
        }
    } else if (strcmp(kind, "error") == 0) {
        r->failure.present = 1;
        tcc_record_fields(line, tcc_failure_fields, &r->failure, bad);
    } else if (strcmp(kind, "fault") == 0) {
        r->fault.present = 1;
        tcc_record_fields(line, tcc_fault_fields, &r->fault, bad);
    } else if (strcmp(kind, "end") == 0) {
        *seen_end = 1;
        r->exit_code = (int)tcc_record_u64(line, "code", bad);
        r->run_complete = r->exit_code == 0;
    } else if (strcmp(kind, "badargs") == 0) {
        r->exit_code = 2;
    } else {
        *bad = 1;
    }
}

int tcc_records_parse(const char *output, struct tcc_result *r, char *why, size_t why_size)
{
    int seen_begin = 0, seen_end = 0, bad = 0;
    unsigned line_no = 0, bad_line = 0;
    const char *p = output;
    char line[TCC_LINE_MAX];
    while (tcc_next_line(&p, line, sizeof line)) {
        line_no++;
        if (strncmp(line, "TC ", 3) != 0)
            continue;
        int was_bad = bad;
        tcc_parse_line(r, line, &seen_begin, &seen_end, &bad);
        if (bad && !was_bad)
            bad_line = line_no;
    }
    if (!seen_begin) {
        snprintf(why, why_size, "no begin record: the program printed no result");
        return TCC_E_RUN;
    }
    if (bad) {
        snprintf(why, why_size, "malformed record at output line %u", bad_line);
        return TCC_E_RUN;
    }
    if (!seen_end) {
        snprintf(why, why_size, "no end record: the program stopped or hung before it finished");
        return TCC_E_RUN;
    }
    return TCC_OK;
}

uint64_t tcc_side_data_bytes(const struct tcc_side *s)
{
    uint64_t bytes = 0;
    for (unsigned i = 0; i < s->data_count && i < TCC_DATA_MAX; i++)
        bytes += s->data[i].bytes;
    return bytes;
}
