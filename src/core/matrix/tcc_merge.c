/* tcc_merge.c: cell documents back into a matrix run (see tcc_merge.h). */
#include "tcc_merge.h"
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_file.h"
#include "../model/tcc_json.h"

#define TCC_MERGE_MAX 128

struct tcc_merge_doc {
    char path[4400];
    int index;                 /* in the standard matrix */
    struct tcc_matrix_cell cell;
    char library_version[TCC_NAME_MAX], library_sha256[80];
    char report_target[TCC_NAME_MAX]; /* the core of the report it is a cell of */
};

static int tcc_by_index(const void *a, const void *b)
{
    return ((const struct tcc_merge_doc *)a)->index - ((const struct tcc_merge_doc *)b)->index;
}

static const char *tcc_text_of(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* One document into doc; TCC_E_INPUT with d naming the file. */
static int tcc_merge_one(const char *path, struct tcc_merge_doc *doc, struct tcc_diag *d)
{
    char *text = tcc_file_read(path, NULL);
    cJSON *json = text != NULL ? cJSON_Parse(text) : NULL;
    free(text);
    const cJSON *m = cJSON_GetObjectItemCaseSensitive(json, "matrix");
    const char *id = tcc_text_of(m, "id");
    int err = TCC_OK;
    if (json == NULL) {
        tcc_diagf(d, "%s is not valid JSON (truncated?); run its line of the plan again", path);
        err = TCC_E_INPUT;
    } else if (!cJSON_IsObject(m) || id == NULL || !cJSON_IsNumber(cJSON_GetObjectItemCaseSensitive(m, "status_code"))) {
        tcc_diagf(d, "%s is not a tlscost cell document (no matrix object with id and status_code); write it with "
                  "tlscost cell", path);
        err = TCC_E_INPUT;
    }
    unsigned n_all;
    const struct tcc_matrix_entry *all = tcc_matrix_standard(&n_all);
    doc->index = -1;
    for (unsigned i = 0; err == TCC_OK && i < n_all; i++)
        if (strcmp(all[i].id, id) == 0)
            doc->index = (int)i;
    if (err == TCC_OK && doc->index < 0) {
        tcc_diagf(d, "%s names cell '%s', which the standard matrix of this tlscost does not have", path, id);
        err = TCC_E_INPUT;
    }
    if (err == TCC_OK) {
        snprintf(doc->path, sizeof doc->path, "%s", path);
        doc->cell.entry = &all[doc->index];
        doc->cell.status = cJSON_GetObjectItemCaseSensitive(m, "status_code")->valueint;
        const cJSON *seconds = cJSON_GetObjectItemCaseSensitive(m, "seconds");
        doc->cell.seconds = cJSON_IsNumber(seconds) ? seconds->valuedouble : 0;
        snprintf(doc->cell.error, sizeof doc->cell.error, "%s", tcc_text_of(m, "error") ? tcc_text_of(m, "error") : "");
        snprintf(doc->library_version, sizeof doc->library_version, "%s",
                 tcc_text_of(m, "library_version") ? tcc_text_of(m, "library_version") : "");
        snprintf(doc->library_sha256, sizeof doc->library_sha256, "%s",
                 tcc_text_of(m, "library_sha256") ? tcc_text_of(m, "library_sha256") : "");
        snprintf(doc->report_target, sizeof doc->report_target, "%s",
                 tcc_text_of(m, "report_target") ? tcc_text_of(m, "report_target") : TCC_TARGET_DEFAULT);
    }
    /* A cell that got as far as a build carries its result document. */
    if (err == TCC_OK && cJSON_GetObjectItemCaseSensitive(json, "schema") != NULL) {
        char why[200];
        doc->cell.result = calloc(1, sizeof *doc->cell.result);
        err = doc->cell.result != NULL ? tcc_json_to_result(json, doc->cell.result, why, sizeof why) : TCC_E_IO;
        if (err != TCC_OK)
            tcc_diagf(d, "%s: %s", path, err == TCC_E_IO ? "out of memory" : why);
    }
    cJSON_Delete(json);
    return err;
}

/* Two documents must agree on what changes figures where they share it. */
static int tcc_merge_agree(const struct tcc_merge_doc *a, const struct tcc_merge_doc *b, struct tcc_diag *d)
{
    const struct tcc_result *x = a->cell.result, *y = b->cell.result;
    const char *what = NULL, *u = NULL, *v = NULL;
    if (strcmp(a->library_sha256, b->library_sha256) != 0)
        what = "the report's library source", u = a->library_sha256, v = b->library_sha256;
    else if (strcmp(a->report_target, b->report_target) != 0)
        what = "the report's target", u = a->report_target, v = b->report_target;
    else if (x != NULL && y != NULL && strcmp(x->tool_version, y->tool_version) != 0)
        what = "tlscost's version", u = x->tool_version, v = y->tool_version;
    else if (x != NULL && y != NULL && strcmp(x->target, y->target) == 0 && strcmp(x->compiler, y->compiler) != 0)
        what = "the target's compiler", u = x->compiler, v = y->compiler;
    else if (x != NULL && y != NULL && strcmp(x->target, y->target) == 0 &&
             strcmp(x->runner_version, y->runner_version) != 0)
        what = "the target's QEMU", u = x->runner_version, v = y->runner_version;
    else if (x != NULL && y != NULL && strcmp(x->library, y->library) == 0 &&
             strcmp(x->library_version, y->library_version) == 0 && strcmp(x->library_sha256, y->library_sha256) != 0)
        what = "the library source's checksum", u = x->library_sha256, v = y->library_sha256;
    if (what == NULL)
        return TCC_OK;
    tcc_diagf(d, "%s and %s differ in %s ('%.80s' against '%.80s'): they were measured with different tools or "
              "sources; merge only documents from machines set up alike", a->path, b->path, what, u, v);
    return TCC_E_INPUT;
}

int tcc_merge_read(const char *dir, struct tcc_matrix_run *run, struct tcc_diag *d)
{
    memset(run, 0, sizeof *run);
    DIR *folder = opendir(dir);
    if (folder == NULL) {
        tcc_diagf(d, "cannot read the folder %s; give the folder the plan's lines wrote to", dir);
        return TCC_E_USAGE;
    }
    struct tcc_merge_doc *docs = calloc(TCC_MERGE_MAX, sizeof *docs);
    size_t n = 0, suffix = strlen(TCC_CELL_SUFFIX);
    int err = docs != NULL ? TCC_OK : TCC_E_IO;
    for (struct dirent *e = readdir(folder); err == TCC_OK && e != NULL; e = readdir(folder)) {
        size_t len = strlen(e->d_name);
        if (len <= suffix || strcmp(e->d_name + len - suffix, TCC_CELL_SUFFIX) != 0)
            continue;
        if (n == TCC_MERGE_MAX) {
            tcc_diagf(d, "%s holds more than %d cell documents", dir, TCC_MERGE_MAX);
            err = TCC_E_INPUT;
            break;
        }
        char path[4400];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        err = tcc_merge_one(path, &docs[n], d);
        n += err == TCC_OK || docs[n].cell.result != NULL;
    }
    closedir(folder);
    for (size_t i = 0; err == TCC_OK && i < n; i++)
        for (size_t j = 0; err == TCC_OK && j < i; j++) {
            if (docs[i].index == docs[j].index) {
                tcc_diagf(d, "%s and %s are the same cell (%s); keep one", docs[j].path, docs[i].path,
                          docs[i].cell.entry->id);
                err = TCC_E_INPUT;
            }
            if (err == TCC_OK)
                err = tcc_merge_agree(&docs[j], &docs[i], d);
        }
    if (err == TCC_OK && n == 0) {
        tcc_diagf(d, "%s holds no cell documents (*%s); run the plan's lines first", dir, TCC_CELL_SUFFIX);
        err = TCC_E_USAGE;
    }
    if (err == TCC_OK && (run->cells = calloc(n, sizeof *run->cells)) == NULL)
        err = TCC_E_IO;
    if (err == TCC_OK) {
        qsort(docs, n, sizeof *docs, tcc_by_index);
        for (size_t i = 0; i < n; i++) {
            run->cells[i] = docs[i].cell;
            docs[i].cell.result = NULL;
            run->seconds += docs[i].cell.seconds;
        }
        run->count = (unsigned)n;
        snprintf(run->library_version, sizeof run->library_version, "%s", docs[0].library_version);
        snprintf(run->library_sha256, sizeof run->library_sha256, "%s", docs[0].library_sha256);
        snprintf(run->target.name, sizeof run->target.name, "%s", docs[0].report_target);
    }
    for (size_t i = 0; docs != NULL && i < n; i++)
        free(docs[i].cell.result);
    free(docs);
    return err;
}
