/* tcc_matrix_fits.c: each library at its best for each job (report --fits): a fit per job and
 * library, limited to the library's hand profile's handshake instructions plus 10 %, so a
 * configuration is not "cheaper" by being several times slower; each answer kept in
 * build/fit-answers/ under a key of everything it was found from, so a warm report reads it. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../base/tcc_error.h"
#include "../base/tcc_file.h"
#include "../search/tcc_fit.h"
#include "../base/tcc_key.h"
#include "tcc_matrix.h"

/* The jobs and libraries of the table, and the matrix cell of each library's hand profile. */
static const struct tcc_matrix_fit_plan {
    const char *need, *library, *hand_id, *note;
} tcc_fit_plans[] = {
    { "tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify,sni", "mbedtls", "min", NULL },
    { "tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify,sni", "wolfssl", "lib-wolfssl-min", NULL },
    { "tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify,sni,no-ems", "bearssl", "lib-bearssl-min",
      "extended master secret waived: BearSSL 0.6 has none" },
    { "tls1.2,ECDHE-RSA-AES128-GCM-SHA256,p256,verify,sni", "mbedtls", "rsa-rsacert", NULL },
    { "tls1.2,ECDHE-RSA-AES128-GCM-SHA256,p256,verify,sni", "wolfssl", "lib-wolfssl-rsa", NULL },
    { "tls1.2,ECDHE-RSA-AES128-GCM-SHA256,p256,verify,sni,no-ems", "bearssl", "lib-bearssl-rsa",
      "extended master secret waived: BearSSL 0.6 has none" },
    { "tls1.3,TLS_AES_128_GCM_SHA256,p256,verify,sni", "mbedtls", "tls13", NULL },
    { "tls1.3,TLS_AES_128_GCM_SHA256,p256,verify,sni", "wolfssl", "lib-wolfssl-tls13", NULL },
    { "tls1.2,PSK-AES128-CCM8", "mbedtls", TCC_MATRIX_PSK_EXAMPLE, NULL },
    { "tls1.2,PSK-AES128-CCM8", "wolfssl", "lib-wolfssl-psk", NULL },
    { "tls1.3,TLS_AES_128_GCM_SHA256,psk", "mbedtls", "psk13", NULL },
    { "tls1.3,TLS_AES_128_GCM_SHA256,psk", "wolfssl", "lib-wolfssl-psk13", NULL },
    { "tls1.3,TLS_AES_128_GCM_SHA256,psk,ecdhe", "mbedtls", "psk13-ecdhe", NULL },
};

#define TCC_MATRIX_FIT_SLOWER 1.10 /* the instruction limit against the hand profile */

/* The key of an answer: the fit's inputs, and the hand cell's identity and figures, which move
 * with the compiler, the emulator, the harness and the library. */
static void tcc_fit_answer_key(const struct tcc_fit *fit, const char *home, const struct tcc_result *hand,
                               char hex[65])
{
    struct tcc_key k;
    char text[1024], path[4200];
    tcc_key_begin(&k);
    snprintf(text, sizeof text, "tlscost-fit-answer/3 %s %s %llu %u %d %s %s %s %s %llu %llu %llu\n", fit->library,
             fit->need.job->title, (unsigned long long)fit->limits.instr, fit->max_candidates, fit->goal,
             hand->tool_version, hand->library_sha256, hand->compiler, hand->runner_version,
             (unsigned long long)hand->client.handshake_instr, (unsigned long long)hand->flash.total,
             (unsigned long long)hand->client.heap_peak);
    tcc_key_text(&k, text);
    snprintf(text, sizeof text, "sni %d mfl %d ems %d record %u cert %s\n", fit->need.sni, fit->need.mfl,
             fit->need.ems, fit->need.server_record, tcc_fit_cert(fit));
    tcc_key_text(&k, text);
    /* Another core's answer is another answer (the default's keys stay as they were). */
    if (strcmp(tcc_fit_target(fit), TCC_TARGET_DEFAULT) != 0) {
        snprintf(text, sizeof text, "target %s\n", tcc_fit_target(fit));
        tcc_key_text(&k, text);
    }
    tcc_key_text(&k, fit->base);
    snprintf(path, sizeof path, "%s/profiles/%s/%s", home, fit->library, fit->need.job->knobs);
    tcc_key_file(&k, path);
    tcc_key_end(&k, hex);
}

/* The options whose setting saved the most flash in the answer (from what each costs). */
static void tcc_fit_moved(const struct tcc_fit *fit, char *out, size_t size)
{
    const struct tcc_fit_candidate *best = &fit->candidates[fit->best];
    int used[TCC_FIT_KNOBS_MAX] = { 0 };
    out[0] = '\0';
    for (int round = 0; round < 3; round++) {
        int pick = -1;
        long long most = 0;
        for (unsigned k = 0; k < fit->n_knobs; k++) {
            int alt = fit->attribution[k];
            if (used[k] || alt < 0 || !fit->candidates[alt].ok)
                continue;
            long long saved = (long long)fit->candidates[alt].flash - (long long)best->flash;
            if (saved > most) {
                most = saved;
                pick = (int)k;
            }
        }
        if (pick < 0)
            break;
        used[pick] = 1;
        const char *v = fit->knobs[pick].values[best->setting[pick]];
        const char *name = fit->knobs[pick].name;
        if (fit->strip != NULL && strncmp(name, fit->strip, strlen(fit->strip)) == 0)
            name += strlen(fit->strip);
        char setting[160];
        if (strcmp(v, "-") == 0)
            snprintf(setting, sizeof setting, "-%s", name);
        else if (v[0] == '\0')
            snprintf(setting, sizeof setting, "+%s", name);
        else
            snprintf(setting, sizeof setting, "%s=%s", name, v);
        size_t n = strlen(out);
        snprintf(out + n, size - n, "%s%s (-%lld B)", n ? ", " : "", setting, most);
    }
}

static int tcc_fit_answer_read(const char *path, struct tcc_matrix_fit *f)
{
    char *text = tcc_file_read(path, NULL);
    cJSON *doc = text != NULL ? cJSON_Parse(text) : NULL;
    free(text);
    const cJSON *answer = cJSON_GetObjectItemCaseSensitive(doc, "answer");
    const cJSON *change = cJSON_GetObjectItemCaseSensitive(doc, "change");
    const cJSON *moved = cJSON_GetObjectItemCaseSensitive(doc, "saved_most");
    int ok = cJSON_IsString(answer) && cJSON_IsString(change) && cJSON_IsString(moved);
    if (ok) {
        snprintf(f->answer_id, sizeof f->answer_id, "%s", answer->valuestring);
        snprintf(f->change, sizeof f->change, "%s", change->valuestring);
        snprintf(f->moved, sizeof f->moved, "%s", moved->valuestring);
        f->flash = (uint64_t)cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(doc, "flash"));
        f->own_flash = (uint64_t)cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(doc, "own_flash"));
        f->static_ram = (uint64_t)cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(doc, "static_ram"));
        f->heap = (uint64_t)cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(doc, "heap_peak"));
        f->instr = (uint64_t)cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(doc, "handshake_instr"));
        f->candidates = (unsigned)cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(doc, "candidates"));
        f->seconds = cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(doc, "seconds"));
        f->feasible = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(doc, "feasible"));
        const cJSON *method = cJSON_GetObjectItemCaseSensitive(doc, "search");
        snprintf(f->method, sizeof f->method, "%s", cJSON_IsString(method) ? method->valuestring : "");
        ok = f->flash > 0 && f->candidates > 0;
    }
    cJSON_Delete(doc);
    return ok;
}

void tcc_matrix_fit_answer_json(struct cJSON *o, const struct tcc_matrix_fit *f)
{
    cJSON_AddStringToObject(o, "answer", f->answer_id);
    cJSON_AddStringToObject(o, "change", f->change);
    cJSON_AddStringToObject(o, "saved_most", f->moved);
    cJSON_AddNumberToObject(o, "flash", (double)f->flash);
    cJSON_AddNumberToObject(o, "own_flash", (double)f->own_flash);
    cJSON_AddNumberToObject(o, "static_ram", (double)f->static_ram);
    cJSON_AddNumberToObject(o, "heap_peak", (double)f->heap);
    cJSON_AddNumberToObject(o, "handshake_instr", (double)f->instr);
    cJSON_AddBoolToObject(o, "feasible", f->feasible);
    cJSON_AddNumberToObject(o, "candidates", f->candidates);
    cJSON_AddNumberToObject(o, "seconds", f->seconds);
    cJSON_AddStringToObject(o, "search", f->method);
}

static void tcc_fit_answer_write(const char *path, const struct tcc_matrix_fit *f)
{
    cJSON *doc = cJSON_CreateObject();
    cJSON_AddStringToObject(doc, "schema", "tlscost-fit-answer/3");
    tcc_matrix_fit_answer_json(doc, f);
    char *text = cJSON_Print(doc);
    if (text != NULL)
        tcc_file_write(path, text, NULL);
    free(text);
    cJSON_Delete(doc);
}

/* One row: the fit of plan p, from the cache or searched now. */
static int tcc_matrix_fit_one(const char *home, const char *target, unsigned timeout_s, unsigned max_candidates,
                              const struct tcc_matrix_fit_plan *p,
                              const struct tcc_matrix_cell *hand, struct tcc_matrix_fit *f, struct tcc_diag *d)
{
    struct tcc_fit *fit = calloc(1, sizeof *fit);
    if (fit == NULL)
        return TCC_E_IO;
    struct tcc_diag why = { .text = "", .progress = d != NULL ? d->progress : NULL,
                            .progress_ctx = d != NULL ? d->progress_ctx : NULL };
    fit->need.server_record = 16384;
    fit->goal = TCC_GOAL_FLASH;
    fit->method = TCC_SEARCH_AUTO;
    fit->max_candidates = max_candidates;
    fit->timeout_s = timeout_s;
    fit->home = home;
    fit->target = target;
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    fit->jobs = cpus > 0 ? (cpus > 8 ? 8 : (unsigned)cpus) : 1;
    snprintf(fit->work_dir, sizeof fit->work_dir, "%s/build/fit", home);
    int err = tcc_mkdirs(fit->work_dir) == TCC_OK ? tcc_fit_parse_need(p->need, &fit->need, &why) : TCC_E_IO;
    if (err == TCC_OK)
        f->job = fit->need.job->title;
    if (err == TCC_OK && hand == NULL) {
        tcc_diagf(&why, "its hand profile's cell %s was not measured, so there is no limit to fit within", p->hand_id);
        err = TCC_E_USAGE;
    }
    if (err == TCC_OK) {
        fit->limits.instr = (uint64_t)((double)hand->result->client.handshake_instr * TCC_MATRIX_FIT_SLOWER);
        f->instr_limit = fit->limits.instr;
        err = tcc_fit_init(fit, home, p->library, NULL, &why);
    }
    char hex[65], path[4300];
    if (err == TCC_OK) {
        tcc_fit_answer_key(fit, home, hand->result, hex);
        snprintf(path, sizeof path, "%s/build/fit-answers", home);
        tcc_mkdirs(path);
        snprintf(path, sizeof path, "%s/build/fit-answers/%.16s.json", home, hex);
        f->cached = tcc_fit_answer_read(path, f);
    }
    if (err == TCC_OK && !f->cached) {
        tcc_progress(d, "fit: %s, %s (at most %u candidates)", f->job, p->library, fit->max_candidates);
        err = tcc_fit_search(fit, &why);
    }
    if (err == TCC_OK && !f->cached) {
        const struct tcc_fit_candidate *best = &fit->candidates[fit->best];
        unsigned measured = 0;
        for (unsigned i = 0; i < fit->n_candidates; i++)
            measured += fit->candidates[i].measured;
        snprintf(f->answer_id, sizeof f->answer_id, "%s", best->id);
        snprintf(f->change, sizeof f->change, "%s", best->change);
        tcc_fit_moved(fit, f->moved, sizeof f->moved);
        f->flash = best->flash;
        f->own_flash = best->own_flash;
        f->static_ram = best->static_ram;
        f->heap = best->heap;
        f->instr = best->instr;
        f->candidates = measured;
        f->seconds = fit->seconds;
        f->feasible = best->feasible;
        snprintf(f->method, sizeof f->method, "%s", fit->method == TCC_SEARCH_EXHAUSTIVE ? "exhaustive" : "greedy");
        if (best->ok)
            tcc_fit_answer_write(path, f);
        else
            snprintf(why.text, sizeof why.text, "no candidate completed: %s", best->error);
        err = best->ok ? TCC_OK : TCC_E_RUN;
    }
    f->status = err;
    if (err != TCC_OK)
        snprintf(f->error, sizeof f->error, "%s", why.text);
    free(fit);
    return err == TCC_E_SETUP ? err : TCC_OK;
}

int tcc_matrix_fits(const char *home, unsigned timeout_s, unsigned max_candidates, struct tcc_matrix_run *run,
                    struct tcc_diag *d)
{
    unsigned n = sizeof tcc_fit_plans / sizeof tcc_fit_plans[0];
    run->fits = calloc(n, sizeof *run->fits);
    if (run->fits == NULL)
        return TCC_E_IO;
    int err = TCC_OK;
    for (unsigned i = 0; i < n && err == TCC_OK; i++) {
        const struct tcc_matrix_fit_plan *p = &tcc_fit_plans[i];
        struct tcc_matrix_fit *f = &run->fits[run->fit_count++];
        f->library = p->library;
        f->need = p->need;
        f->note = p->note;
        f->hand = tcc_matrix_find(run, p->hand_id);
        if (f->hand != NULL && f->hand->status != TCC_OK)
            f->hand = NULL;
        err = tcc_matrix_fit_one(home, run->target.name, timeout_s, max_candidates, p, f->hand, f, d);
        if (f->status != TCC_OK)
            tcc_progress(d, "fit: %s, %s: %s", f->job != NULL ? f->job : p->need, p->library, f->error);
    }
    return err;
}
