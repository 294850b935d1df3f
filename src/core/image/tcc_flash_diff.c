/* tcc_flash_diff.c: flash differences by object and by symbol (see tcc_flash_diff.h). */
#include "tcc_flash_diff.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_array.h"
#include "../base/tcc_file.h"

/* Add bytes to name's row on one side (0 base, 1 now), making the row when it is new. */
static int tcc_diff_add(struct tcc_flash_diff *d, size_t *cap, const char *name, int side, int64_t bytes)
{
    for (size_t i = 0; i < d->count; i++) {
        if (strcmp(d->rows[i].name, name) == 0) {
            *(side ? &d->rows[i].now : &d->rows[i].base) += bytes;
            return TCC_OK;
        }
    }
    if (tcc_array_reserve((void **)&d->rows, cap, d->count + 1, sizeof d->rows[0], 256) != 0)
        return TCC_E_IO;
    struct tcc_flash_diff_row *r = &d->rows[d->count++];
    snprintf(r->name, sizeof r->name, "%s", name);
    r->base = side ? 0 : bytes;
    r->now = side ? bytes : 0;
    return TCC_OK;
}

static int64_t tcc_magnitude(const struct tcc_flash_diff_row *r)
{
    return r->now > r->base ? r->now - r->base : r->base - r->now;
}

static int tcc_by_change(const void *a, const void *b)
{
    int64_t x = tcc_magnitude(a), y = tcc_magnitude(b);
    return x < y ? 1 : x > y ? -1 : strcmp(((const struct tcc_flash_diff_row *)a)->name,
                                           ((const struct tcc_flash_diff_row *)b)->name);
}

/* Drop unchanged rows and sort the rest, largest change first. */
static void tcc_diff_finish(struct tcc_flash_diff *d)
{
    size_t kept = 0;
    for (size_t i = 0; i < d->count; i++)
        if (d->rows[i].base != d->rows[i].now)
            d->rows[kept++] = d->rows[i];
    d->count = kept;
    qsort(d->rows, d->count, sizeof d->rows[0], tcc_by_change);
}

int tcc_flash_diff_objects(const struct tcc_result *base, const struct tcc_result *now, struct tcc_flash_diff *out)
{
    memset(out, 0, sizeof *out);
    size_t cap = 0;
    const struct tcc_result *sides[2] = { base, now };
    for (int s = 0; s < 2; s++)
        for (unsigned i = 0; i < sides[s]->flash.object_count; i++) {
            const struct tcc_object_size *o = &sides[s]->flash.objects[i];
            if (tcc_diff_add(out, &cap, o->name, s, (int64_t)(o->text + o->data)) != TCC_OK)
                return TCC_E_IO;
        }
    tcc_diff_finish(out);
    return TCC_OK;
}

static cJSON *tcc_symbols_doc(const char *path)
{
    char *text = tcc_file_read(path, NULL);
    cJSON *doc = text != NULL ? cJSON_Parse(text) : NULL;
    free(text);
    const cJSON *schema = cJSON_GetObjectItemCaseSensitive(doc, "schema");
    if (!cJSON_IsString(schema) || strcmp(schema->valuestring, "tlscost-symbols/1") != 0) {
        cJSON_Delete(doc);
        return NULL;
    }
    return doc;
}

int tcc_flash_diff_is_symbols(const char *path)
{
    cJSON *doc = tcc_symbols_doc(path);
    cJSON_Delete(doc);
    return doc != NULL;
}

int tcc_flash_diff_symbols(const char *base_path, const char *now_path, struct tcc_flash_diff *out, struct tcc_diag *d)
{
    memset(out, 0, sizeof *out);
    const char *paths[2] = { base_path, now_path };
    size_t cap = 0;
    for (int s = 0; s < 2; s++) {
        cJSON *doc = tcc_symbols_doc(paths[s]);
        if (doc == NULL) {
            tcc_diagf(d, "%s is not a symbol document; write one with tlscost symbols --json FILE", paths[s]);
            tcc_flash_diff_free(out);
            return TCC_E_INPUT;
        }
        const cJSON *item;
        cJSON_ArrayForEach(item, cJSON_GetObjectItemCaseSensitive(doc, "symbols")) {
            const char *name = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(item, "name"));
            const char *object = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(item, "object"));
            const char *kind = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(item, "kind"));
            const cJSON *bytes = cJSON_GetObjectItemCaseSensitive(item, "bytes");
            /* Flash holds code, read-only data and the initial values of data; bss is RAM only. */
            if (name == NULL || object == NULL || kind == NULL || !cJSON_IsNumber(bytes) || strcmp(kind, "bss") == 0)
                continue;
            char key[224];
            snprintf(key, sizeof key, "%.120s (%.96s)", name, object);
            if (tcc_diff_add(out, &cap, key, s, (int64_t)bytes->valuedouble) != TCC_OK) {
                cJSON_Delete(doc);
                return TCC_E_IO;
            }
        }
        cJSON_Delete(doc);
    }
    tcc_diff_finish(out);
    return TCC_OK;
}

void tcc_flash_diff_free(struct tcc_flash_diff *diff)
{
    free(diff->rows);
    diff->rows = NULL;
    diff->count = 0;
}
