/* tcc_json_fields.h: where each field of the result model lives in its JSON document: one
 * table per object of the model (the cell, the flash, a side, a step, ...), each row a JSON key,
 * a type and the field's place in the struct. tcc_json.c writes and reads every object through
 * its table, so the writer and the reader cannot disagree. The firmware's error and fault records
 * (docs/records.md) use the same keys, and tcc_records.c reads them through the same tables. */
#ifndef TCC_JSON_FIELDS_H
#define TCC_JSON_FIELDS_H

#include <stddef.h>

enum tcc_field_type {
    TCC_F_TEXT,     /* char array of size bytes */
    TCC_F_U64,      /* uint64_t count */
    TCC_F_UNSIGNED, /* unsigned count */
    TCC_F_I64,      /* int64_t (a library's error code) */
    TCC_F_INT,      /* int (an exit code) */
    TCC_F_BOOL,     /* int, 0 or 1 */
    TCC_F_GROUP,    /* enum tcc_group, written as its name */
};

struct tcc_field {
    const char *key;
    enum tcc_field_type type;
    size_t offset;
    size_t size;          /* TCC_F_TEXT: the array's size */
    int optional;         /* older documents may lack it: read as zero (or fallback) */
    const char *fallback; /* TCC_F_TEXT read when absent */
};

/* A row for member of struct type_, and one that older documents may lack. Tables end with a
 * row whose key is NULL. */
#define TCC_FIELD(type_, key_, member_, kind_) \
    { key_, kind_, offsetof(struct type_, member_), sizeof(((struct type_ *)0)->member_), 0, NULL }
#define TCC_FIELD_OPTIONAL(type_, key_, member_, kind_, fallback_) \
    { key_, kind_, offsetof(struct type_, member_), sizeof(((struct type_ *)0)->member_), 1, fallback_ }
#define TCC_FIELDS_END { NULL, TCC_F_U64, 0, 0, 0, NULL }

extern const struct tcc_field tcc_cell_fields[], tcc_flash_fields[], tcc_object_fields[], tcc_calibration_fields[],
    tcc_run_fields[], tcc_side_fields[], tcc_step_fields[], tcc_op_fields[], tcc_failure_fields[], tcc_fault_fields[],
    tcc_estimate_fields[];

#endif
