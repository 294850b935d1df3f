/* tcc_profile_diff.c: two profile documents paired function by function (see
 * tcc_profile_diff.h). */
#include "tcc_profile_diff.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_file.h"

static cJSON *tcc_read_doc(const char *path, struct tcc_diag *d)
{
    char *text = tcc_file_read(path, NULL);
    if (text == NULL) {
        tcc_diagf(d, "cannot read %s", path);
        return NULL;
    }
    cJSON *doc = cJSON_Parse(text);
    free(text);
    const cJSON *schema = cJSON_GetObjectItemCaseSensitive(doc, "schema");
    if (!cJSON_IsString(schema) || strcmp(schema->valuestring, TCC_PROFILE_SCHEMA) != 0) {
        tcc_diagf(d, "%s is not a profile document (%s); write one with tlscost profile --json", path,
                  TCC_PROFILE_SCHEMA);
        cJSON_Delete(doc);
        return NULL;
    }
    return doc;
}

int tcc_profile_diff_is_profile(const char *path)
{
    cJSON *doc = tcc_read_doc(path, NULL);
    cJSON_Delete(doc);
    return doc != NULL;
}

static double tcc_number(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(v) ? v->valuedouble : 0;
}

static void tcc_text(const cJSON *o, const char *key, char *out, size_t size)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    snprintf(out, size, "%s", cJSON_IsString(v) ? v->valuestring : "?");
}

static struct tcc_profile_diff_row *tcc_row(struct tcc_profile_diff *diff, size_t *room, const char *name)
{
    for (size_t i = 0; i < diff->row_count; i++)
        if (strcmp(diff->rows[i].name, name) == 0)
            return &diff->rows[i];
    if (diff->row_count == *room) {
        *room = *room ? *room * 2 : 256;
        void *grown = realloc(diff->rows, *room * sizeof *diff->rows);
        if (grown == NULL)
            return NULL;
        diff->rows = grown;
    }
    struct tcc_profile_diff_row *row = &diff->rows[diff->row_count++];
    memset(row, 0, sizeof *row);
    snprintf(row->name, sizeof row->name, "%s", name);
    return row;
}

static double tcc_change(const struct tcc_profile_diff_row *row)
{
    double change = row->new_exclusive - row->base_exclusive;
    return change < 0 ? -change : change;
}

static int tcc_by_change(const void *a, const void *b)
{
    double dx = tcc_change(a), dy = tcc_change(b);
    const struct tcc_profile_diff_row *x = a, *y = b;
    return dx < dy ? 1 : dx > dy ? -1 : strcmp(x->name, y->name);
}

static int tcc_add_side(const cJSON *doc, int is_new, struct tcc_profile_diff *diff, size_t *room)
{
    const cJSON *f;
    cJSON_ArrayForEach(f, cJSON_GetObjectItemCaseSensitive(doc, "functions")) {
        const cJSON *name = cJSON_GetObjectItemCaseSensitive(f, "name");
        if (!cJSON_IsString(name))
            return TCC_E_INPUT;
        struct tcc_profile_diff_row *row = tcc_row(diff, room, name->valuestring);
        if (row == NULL)
            return TCC_E_IO;
        *(is_new ? &row->new_exclusive : &row->base_exclusive) = tcc_number(f, "exclusive");
        *(is_new ? &row->new_inclusive : &row->base_inclusive) = tcc_number(f, "inclusive");
    }
    return TCC_OK;
}

int tcc_profile_diff_read(const char *base, const char *now, struct tcc_profile_diff *diff, struct tcc_diag *d)
{
    memset(diff, 0, sizeof *diff);
    cJSON *a = tcc_read_doc(base, d), *b = a != NULL ? tcc_read_doc(now, d) : NULL;
    int err = a != NULL && b != NULL ? TCC_OK : TCC_E_INPUT;
    size_t room = 0;
    if (err == TCC_OK) {
        tcc_text(a, "what", diff->base_what, sizeof diff->base_what);
        tcc_text(b, "what", diff->new_what, sizeof diff->new_what);
        tcc_text(a, "scope", diff->base_scope, sizeof diff->base_scope);
        tcc_text(b, "scope", diff->new_scope, sizeof diff->new_scope);
        tcc_text(a, "target", diff->base_target, sizeof diff->base_target);
        tcc_text(b, "target", diff->new_target, sizeof diff->new_target);
        diff->base_total = tcc_number(a, "scope_instructions");
        diff->new_total = tcc_number(b, "scope_instructions");
        if (strcmp(diff->base_scope, diff->new_scope) != 0) {
            tcc_diagf(d, "%s sums the %s scope and %s the %s scope; profile both with the same --scope", base,
                      diff->base_scope, now, diff->new_scope);
            err = TCC_E_INPUT;
        }
    }
    if (err == TCC_OK)
        err = tcc_add_side(a, 0, diff, &room);
    if (err == TCC_OK)
        err = tcc_add_side(b, 1, diff, &room);
    if (err == TCC_OK && diff->row_count > 1)
        qsort(diff->rows, diff->row_count, sizeof *diff->rows, tcc_by_change);
    if (err == TCC_E_INPUT && d != NULL && d->text[0] == '\0')
        tcc_diagf(d, "%s or %s has a function without a name; write them again with tlscost profile --json", base, now);
    cJSON_Delete(a);
    cJSON_Delete(b);
    if (err != TCC_OK)
        tcc_profile_diff_free(diff);
    return err;
}

void tcc_profile_diff_free(struct tcc_profile_diff *diff)
{
    free(diff->rows);
    diff->rows = NULL;
    diff->row_count = 0;
}
