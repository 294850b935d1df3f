/* tcc_bench_writers.c: tlscost bench's tables, benchmark-style lines and JSON (see
 * tcc_bench_writers.h). */
#include "tcc_bench_writers.h"
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_file.h"
#include "../core/model/tcc_json.h"
#include "tcc_fmt.h"

static const struct {
    const char *name, *title;
} tcc_prim_titles[] = {
    { "ecdsa_verify", "ECDSA verify P-256" }, { "ecdsa_sign", "ECDSA sign P-256" },
    { "ecdh", "ECDH P-256 (point mult)" },     { "mpi_mul_256", "MPI multiply 256-bit" },
    { "mpi_inv_p256", "MPI inverse mod P-256" }, { "rsa2048_public", "RSA-2048 public" },
    { "rsa2048_private", "RSA-2048 private" }, { "aes128_gcm", "AES-128-GCM encrypt" },
    { "aes128_cbc", "AES-128-CBC encrypt" },   { "chacha20_poly1305", "ChaCha20-Poly1305 encrypt" },
    { "sha256", "SHA-256" },
};

static const char *tcc_prim_title(const char *name)
{
    for (size_t i = 0; i < sizeof tcc_prim_titles / sizeof tcc_prim_titles[0]; i++)
        if (strcmp(tcc_prim_titles[i].name, name) == 0)
            return tcc_prim_titles[i].title;
    return name;
}

static int tcc_emulated(const struct tcc_bench_result *r)
{
    return strcmp(r->unit, "instr") == 0;
}

/* A per-operation figure: instructions as a whole count, ns as microseconds. */
static const char *tcc_per_op(const struct tcc_bench_result *r, double v, char *buf, size_t size)
{
    if (tcc_emulated(r))
        return tcc_fmt_count((uint64_t)(v + 0.5), buf, size);
    snprintf(buf, size, "%.3f", v / 1000.0);
    return buf;
}

static void tcc_bench_header(FILE *out, const struct tcc_bench_result *r)
{
    fprintf(out, "tlscost bench: %s %s (source sha256 %.16s...), target %s (%s), library -%s\n", r->library,
            r->version, r->sha256, r->target, r->image.target.board, r->opt);
    fprintf(out, "  compiler: %s\n", r->compiler);
}

void tcc_bench_text(FILE *out, const struct tcc_bench_result *r, unsigned mhz)
{
    tcc_bench_header(out, r);
    if (tcc_emulated(r))
        fprintf(out, "  per operation: instructions, exact (QEMU -icount, %.0f per tick); %u batch(es) per primitive "
                     "after one untimed; time at %u MHz is derived (1 instruction per cycle, no wait states)\n\n",
                r->instr_per_tick, r->prims[0].batches, mhz);
    else
        fprintf(out, "  per operation: wall-clock microseconds over %u batches of about the same time each, "
                     "after one untimed operation; min, mean and max of the batches\n\n",
                r->count ? r->prims[0].batches : 0);
    const char *unit = tcc_emulated(r) ? "instr" : "us";
    fprintf(out, "  %-27s %14s %14s %14s %11s %12s\n", "primitive", tcc_emulated(r) ? "instr/op" : "us/op (mean)",
            "min", "max", tcc_emulated(r) ? "instr/byte" : "ns/byte", tcc_emulated(r) ? "derived" : "ops/sec");
    for (unsigned i = 0; i < r->count; i++) {
        const struct tcc_bench_prim *p = &r->prims[i];
        char mean[32], min[32], max[32], per_byte[24] = "-", last[24];
        if (p->failed[0]) {
            fprintf(out, "  %-27s failed in %s: error %d (-0x%04x)\n", tcc_prim_title(p->name), p->failed, p->error,
                    (unsigned)-p->error);
            continue;
        }
        if (p->bytes)
            snprintf(per_byte, sizeof per_byte, "%.1f", p->mean / p->bytes);
        if (tcc_emulated(r))
            snprintf(last, sizeof last, "%.3f ms", p->mean / mhz / 1000.0);
        else
            snprintf(last, sizeof last, "%.1f", 1e9 / p->mean);
        fprintf(out, "  %-27s %14s %14s %14s %11s %12s\n", tcc_prim_title(p->name), tcc_per_op(r, p->mean, mean, 32),
                tcc_per_op(r, p->min, min, 32), tcc_per_op(r, p->max, max, 32), per_byte, last);
    }
    unsigned buffer = 0;
    for (unsigned i = 0; i < r->count && buffer == 0; i++)
        buffer = r->prims[i].bytes;
    fprintf(out, "  (per op in %s; byte primitives work on %u-byte buffers)\n", unit, buffer);
}

void tcc_bench_ops_style(FILE *out, const struct tcc_bench_result *r, unsigned mhz)
{
    tcc_bench_header(out, r);
    if (tcc_emulated(r))
        fprintf(out, "  times derived at %u MHz from instruction counts (a lower bound: 1 instruction per cycle)\n", mhz);
    for (unsigned i = 0; i < r->count; i++) {
        const struct tcc_bench_prim *p = &r->prims[i];
        if (p->failed[0] || p->mean <= 0)
            continue;
        /* Seconds per operation: derived on the emulated cores, measured on the host. */
        double op_s = tcc_emulated(r) ? p->mean / (mhz * 1e6) : p->mean / 1e9;
        double n = tcc_emulated(r) ? (op_s < 1.0 ? (double)(unsigned long)(1.0 / op_s) : 1.0)
                                   : (double)p->ops * p->batches;
        if (n < 1)
            n = 1;
        double took = n * op_s;
        if (p->bytes) {
            double mb = n * p->bytes / (1024.0 * 1024.0);
            fprintf(out, "%-27s %8.3f MB took %.3f sec, %10.3f MB/s\n", tcc_prim_title(p->name), mb, took,
                    mb / took);
        } else {
            int tiny = op_s < 1e-3;
            fprintf(out, "%-27s %8.0f ops took %.3f sec, avg %.3f %s, %.3f ops/sec\n", tcc_prim_title(p->name), n,
                    took, tiny ? op_s * 1e6 : op_s * 1000.0, tiny ? "us" : "ms", 1.0 / op_s);
        }
    }
}

void tcc_bench_ab_text(FILE *out, const struct tcc_bench_result *a, const struct tcc_bench_result *b,
                       const char *a_label, const char *b_label)
{
    if (a->runs >= 2)
        fprintf(out, "tlscost bench A/B, run A-B-A (A %u runs, B %u)\n", a->runs, b->runs);
    else
        fprintf(out, "tlscost bench A/B, A and B each run once apart (tlscost plan bench-ab; exact counts)\n");
    fprintf(out, "  A = %s: %s %s -%s on %s (%s), sha256 %.16s...\n", a_label, a->library, a->version, a->opt,
            a->target, a->image.target.board, a->sha256);
    fprintf(out, "  B = %s: %s %s -%s on %s (%s), sha256 %.16s...\n", b_label, b->library, b->version, b->opt,
            b->target, b->image.target.board, b->sha256);
    fprintf(out, "  per operation in %s; a verdict only where B's range [min, max] clears A's%s\n\n",
            tcc_emulated(a) ? "instructions (exact)" : "microseconds (wall clock)",
            tcc_emulated(a) ? " (each widened by one tick per batch)" : "");
    struct tcc_bench_delta rows[TCC_BENCH_PRIMS_MAX];
    unsigned n = tcc_bench_compare(a, b, rows, TCC_BENCH_PRIMS_MAX);
    fprintf(out, "  %-27s %14s %14s %9s  %s\n", "primitive", "A", "B", "delta", "verdict");
    for (unsigned i = 0; i < n; i++) {
        char va[32], vb[32];
        fprintf(out, "  %-27s %14s %14s %+8.1f%%  %s\n", tcc_prim_title(rows[i].name), tcc_per_op(a, rows[i].a, va, 32),
                tcc_per_op(b, rows[i].b, vb, 32), rows[i].delta_pct, rows[i].verdict);
    }
}

void tcc_calls_text(FILE *out, const char *library, const char *version, const char *prefix,
                    const char *const *functions, unsigned n_functions, const struct tcc_calls_cell *cells,
                    unsigned n_cells)
{
    fprintf(out, "calls into %s* left in the generated code of %s %s (objdump -dr of the bench build)\n\n", prefix,
            library, version);
    fprintf(out, "  %-34s", "function");
    for (unsigned c = 0; c < n_cells; c++) {
        char head[32];
        snprintf(head, sizeof head, "%s -%s", cells[c].target, cells[c].opt);
        fprintf(out, " %10s", head);
    }
    fprintf(out, "\n");
    for (unsigned f = 0; f < n_functions; f++) {
        fprintf(out, "  %-34s", functions[f]);
        for (unsigned c = 0; c < n_cells; c++) {
            if (cells[c].calls[f] < 0)
                fprintf(out, " %10s", "absent");
            else
                fprintf(out, " %10d", cells[c].calls[f]);
        }
        fprintf(out, "\n");
    }
    fprintf(out, "  %-34s", "whole library");
    for (unsigned c = 0; c < n_cells; c++)
        fprintf(out, " %10d", cells[c].total);
    fprintf(out, "\n  (absent: the version has no such function)\n");
}

static cJSON *tcc_bench_json(const struct tcc_bench_result *r)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "library", r->library);
    cJSON_AddStringToObject(o, "library_version", r->version);
    cJSON_AddStringToObject(o, "library_sha256", r->sha256);
    cJSON_AddStringToObject(o, "target", r->target);
    cJSON_AddStringToObject(o, "board", r->image.target.board);
    cJSON_AddStringToObject(o, "opt", r->opt);
    cJSON_AddStringToObject(o, "compiler", r->compiler);
    cJSON_AddStringToObject(o, "cflags", r->cflags);
    cJSON_AddStringToObject(o, "unit", r->unit);
    cJSON_AddNumberToObject(o, "instr_per_tick", r->instr_per_tick);
    cJSON_AddNumberToObject(o, "runs", r->runs);
    cJSON *prims = cJSON_AddArrayToObject(o, "primitives");
    for (unsigned i = 0; i < r->count; i++) {
        const struct tcc_bench_prim *p = &r->prims[i];
        cJSON *j = cJSON_CreateObject();
        cJSON_AddStringToObject(j, "name", p->name);
        if (p->failed[0]) {
            cJSON_AddStringToObject(j, "failed", p->failed);
            cJSON_AddNumberToObject(j, "error", p->error);
        } else {
            cJSON_AddNumberToObject(j, "bytes", p->bytes);
            cJSON_AddNumberToObject(j, "ops_per_batch", (double)p->ops);
            cJSON_AddNumberToObject(j, "batches", p->batches);
            cJSON_AddNumberToObject(j, "min", p->min);
            cJSON_AddNumberToObject(j, "mean", p->mean);
            cJSON_AddNumberToObject(j, "max", p->max);
            cJSON_AddNumberToObject(j, "resolution", p->resolution);
        }
        cJSON_AddItemToArray(prims, j);
    }
    return o;
}

struct tcc_bench_pair {
    const struct tcc_bench_result *a, *b;
};

static int tcc_bench_json_writer(FILE *out, const void *ctx)
{
    const struct tcc_bench_pair *pair = ctx;
    cJSON *doc = cJSON_CreateObject();
    cJSON_AddStringToObject(doc, "schema", "tlscost-bench/1");
    cJSON *results = cJSON_AddArrayToObject(doc, "results");
    cJSON_AddItemToArray(results, tcc_bench_json(pair->a));
    if (pair->b != NULL) {
        cJSON_AddItemToArray(results, tcc_bench_json(pair->b));
        struct tcc_bench_delta rows[TCC_BENCH_PRIMS_MAX];
        unsigned n = tcc_bench_compare(pair->a, pair->b, rows, TCC_BENCH_PRIMS_MAX);
        cJSON *ab = cJSON_AddArrayToObject(doc, "ab");
        for (unsigned i = 0; i < n; i++) {
            cJSON *j = cJSON_CreateObject();
            cJSON_AddStringToObject(j, "name", rows[i].name);
            cJSON_AddNumberToObject(j, "a", rows[i].a);
            cJSON_AddNumberToObject(j, "b", rows[i].b);
            cJSON_AddNumberToObject(j, "delta_pct", rows[i].delta_pct);
            cJSON_AddStringToObject(j, "verdict", rows[i].verdict);
            cJSON_AddItemToArray(ab, j);
        }
    }
    return tcc_json_emit(out, doc);
}

int tcc_bench_json_write(const char *path, const struct tcc_bench_result *a, const struct tcc_bench_result *b,
                         struct tcc_diag *d)
{
    struct tcc_bench_pair pair = { a, b };
    return tcc_file_write_with(path, tcc_bench_json_writer, &pair, d);
}

static void tcc_bench_text_field(const cJSON *o, const char *key, char *out, size_t size)
{
    const char *v = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(o, key));
    snprintf(out, size, "%s", v != NULL ? v : "");
}

static double tcc_bench_number(const cJSON *o, const char *key, int *ok)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    *ok &= cJSON_IsNumber(v);
    return cJSON_IsNumber(v) ? v->valuedouble : 0;
}

int tcc_bench_json_read(const char *path, struct tcc_bench_result *r, struct tcc_diag *d)
{
    memset(r, 0, sizeof *r);
    char *text = tcc_file_read(path, NULL);
    cJSON *doc = text != NULL ? cJSON_Parse(text) : NULL;
    free(text);
    const cJSON *first = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(doc, "results"), 0), *j;
    const char *schema = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(doc, "schema"));
    int ok = doc != NULL && schema != NULL && strcmp(schema, "tlscost-bench/1") == 0 && cJSON_IsObject(first);
    if (ok) {
        tcc_bench_text_field(first, "library", r->library, sizeof r->library);
        tcc_bench_text_field(first, "library_version", r->version, sizeof r->version);
        tcc_bench_text_field(first, "library_sha256", r->sha256, sizeof r->sha256);
        tcc_bench_text_field(first, "target", r->target, sizeof r->target);
        tcc_bench_text_field(first, "board", r->image.target.board, sizeof r->image.target.board);
        tcc_bench_text_field(first, "opt", r->opt, sizeof r->opt);
        tcc_bench_text_field(first, "compiler", r->compiler, sizeof r->compiler);
        tcc_bench_text_field(first, "cflags", r->cflags, sizeof r->cflags);
        tcc_bench_text_field(first, "unit", r->unit, sizeof r->unit);
        r->instr_per_tick = tcc_bench_number(first, "instr_per_tick", &ok);
        r->runs = (unsigned)tcc_bench_number(first, "runs", &ok);
    }
    const cJSON *prims = ok ? cJSON_GetObjectItemCaseSensitive(first, "primitives") : NULL;
    cJSON_ArrayForEach(j, prims) {
        if (r->count == TCC_BENCH_PRIMS_MAX)
            break;
        struct tcc_bench_prim *p = &r->prims[r->count++];
        tcc_bench_text_field(j, "name", p->name, sizeof p->name);
        tcc_bench_text_field(j, "failed", p->failed, sizeof p->failed);
        if (p->failed[0] != '\0') {
            p->error = (int)tcc_bench_number(j, "error", &ok);
            continue;
        }
        p->bytes = (unsigned)tcc_bench_number(j, "bytes", &ok);
        p->ops = (unsigned long)tcc_bench_number(j, "ops_per_batch", &ok);
        p->batches = (unsigned)tcc_bench_number(j, "batches", &ok);
        p->min = tcc_bench_number(j, "min", &ok);
        p->mean = tcc_bench_number(j, "mean", &ok);
        p->max = tcc_bench_number(j, "max", &ok);
        p->resolution = tcc_bench_number(j, "resolution", &ok);
    }
    cJSON_Delete(doc);
    if (!ok || r->count == 0) {
        tcc_diagf(d, "%s is not a tlscost bench document (schema tlscost-bench/1, truncated?); run its line again",
                  path);
        return TCC_E_INPUT;
    }
    return TCC_OK;
}
