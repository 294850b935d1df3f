/* tcc_fit_knobs.c: a library's knobs for tlscost fit, read from profiles/<library>/fit.knobs
 * (its format is at the top of each such file): the base header every candidate starts from, the
 * job's extensions as the library spells them, and the knobs with their settings. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_file.h"
#include "tcc_fit.h"
#include "../base/tcc_lines.h"

const char *tcc_fit_pool(struct tcc_fit *fit, const char *text, size_t len)
{
    if (fit->pool_used + len + 1 > sizeof fit->pool)
        return NULL;
    char *copy = fit->pool + fit->pool_used;
    memcpy(copy, text, len);
    copy[len] = '\0';
    fit->pool_used += len + 1;
    return copy;
}

/* Split "V1 V2 ... : WORDS" into the knob's settings and words; 0, or -1 when malformed. */
static int tcc_knob_values(struct tcc_fit *fit, char *value, struct tcc_fit_knob *k)
{
    char *colon = strchr(value, ':');
    if (colon == NULL)
        return -1;
    *colon = '\0';
    const char *words = colon + 1 + strspn(colon + 1, " \t");
    k->what = tcc_fit_pool(fit, words, strlen(words));
    k->n_values = 0;
    for (char *v = strtok(value, " \t"); v != NULL; v = strtok(NULL, " \t")) {
        if (k->n_values == TCC_FIT_VALUES_MAX)
            return -1;
        const char *setting = strcmp(v, "on") == 0 ? "" : strcmp(v, "off") == 0 ? "-" : v;
        if ((k->values[k->n_values++] = tcc_fit_pool(fit, setting, strlen(setting))) == NULL)
            return -1;
    }
    return k->what != NULL && k->n_values >= 2 ? 0 : -1;
}

static const char *const tcc_need_names[TCC_NEEDS] = { "sni", "mfl", "ems", "ticket", "peers" };

/* A cannot line: "cannot ems = WHY", or "cannot job = WHY" for a job the library cannot do. */
static int tcc_cannot_line(struct tcc_fit *fit, const char *what, const char *why)
{
    if (strcmp(what, "job") == 0)
        return (fit->cannot_job = tcc_fit_pool(fit, why, strlen(why))) != NULL ? 0 : -1;
    for (int i = 0; i < TCC_NEEDS; i++)
        if (strcmp(what, tcc_need_names[i]) == 0)
            return (fit->needs[i].cannot = tcc_fit_pool(fit, why, strlen(why))) != NULL ? 0 : -1;
    return -1;
}

/* A need line: "need sni = MACRO [: WORDS]". */
static int tcc_need_line(struct tcc_fit *fit, const char *what, char *value)
{
    for (int i = 0; i < TCC_NEEDS; i++) {
        if (strcmp(what, tcc_need_names[i]) != 0)
            continue;
        char *colon = strchr(value, ':');
        size_t len = colon != NULL ? (size_t)(colon - value) : strlen(value);
        while (len > 0 && (value[len - 1] == ' ' || value[len - 1] == '\t'))
            len--;
        fit->needs[i].macro = tcc_fit_pool(fit, value, len);
        fit->needs[i].what = NULL;
        if (colon != NULL) {
            const char *words = colon + 1 + strspn(colon + 1, " \t");
            fit->needs[i].what = tcc_fit_pool(fit, words, strlen(words));
        }
        return fit->needs[i].macro != NULL && len > 0 ? i : -1;
    }
    return -1;
}

/* A knob line (knob, send or receive), added unless the job leaves it one setting. */
static int tcc_knob_line(struct tcc_fit *fit, const char *name, char *value, int receive, int send)
{
    if (fit->n_knobs == TCC_FIT_KNOBS_MAX)
        return -1;
    struct tcc_fit_knob *k = &fit->knobs[fit->n_knobs];
    memset(k, 0, sizeof *k);
    if ((k->name = tcc_fit_pool(fit, name, strlen(name))) == NULL || tcc_knob_values(fit, value, k) != 0)
        return -1;
    k->receive = receive;
    k->send = send;
    if (receive) {
        /* Without MFL the receive buffer must hold the server's largest record. */
        unsigned kept = 0;
        for (unsigned i = 0; i < k->n_values; i++)
            if (fit->need.mfl || (unsigned)atoi(k->values[i]) >= fit->need.server_record)
                k->values[kept++] = k->values[i];
        k->n_values = kept;
        static const char with_mfl[] = "receive buffer, with max fragment length requested";
        if (fit->need.mfl && (k->what = tcc_fit_pool(fit, with_mfl, strlen(with_mfl))) == NULL)
            return -1;
    }
    if (k->n_values > 1)
        fit->n_knobs++;
    return 0;
}

/* Append the base header profiles/<library>/name to fit->base, with the profile's own quoted
 * includes (tls13.h includes min.h) written out in place, so fit-config.h stands alone. */
static int tcc_fit_base(struct tcc_fit *fit, const char *home, const char *name, int depth, struct tcc_diag *d)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/profiles/%s/%s", home, fit->library, name);
    char *text = tcc_file_read(path, NULL);
    if (text == NULL || depth > 3) {
        tcc_diagf(d, "fit's base header %s %s", path, text == NULL ? "cannot be read" : "includes too deeply");
        free(text);
        return -1;
    }
    const char *p = text;
    char line[1024];
    int err = 0;
    while (err == 0 && tcc_next_line(&p, line, sizeof line)) {
        char included[256];
        if (sscanf(line, " #include \"%255[^\"]\"", included) == 1) {
            err = tcc_fit_base(fit, home, included, depth + 1, d);
            continue;
        }
        size_t used = strlen(fit->base), len = strlen(line);
        if (used + len + 2 > sizeof fit->base) {
            tcc_diagf(d, "fit's base header %s is too long", path);
            err = -1;
            break;
        }
        memcpy(fit->base + used, line, len);
        memcpy(fit->base + used + len, "\n", 2);
    }
    free(text);
    return err;
}

/* One "key = value" line of the knob file; 0, or -1 when it is not one fit knows. */
static int tcc_fit_line(struct tcc_fit *fit, const char *home, char *key, char *value, struct tcc_diag *d)
{
    if (strcmp(key, "base") == 0) {
        fit->base[0] = '\0';
        return tcc_fit_base(fit, home, value, 0, d) == 0 ? 0 : -2;
    }
    if (strcmp(key, "job") == 0)
        return (fit->job = tcc_fit_pool(fit, value, strlen(value))) != NULL ? 0 : -1;
    if (strcmp(key, "strip") == 0)
        return (fit->strip = tcc_fit_pool(fit, value, strlen(value))) != NULL ? 0 : -1;
    if (strncmp(key, "cannot ", 7) == 0)
        return tcc_cannot_line(fit, key + 7 + strspn(key + 7, " "), value);
    if (strncmp(key, "need ", 5) == 0) {
        int need = tcc_need_line(fit, key + 5 + strspn(key + 5, " "), value);
        if (need < 0)
            return -1;
        /* A need the job leaves free becomes a knob where the file gives it words. */
        if (!tcc_fit_wants(&fit->need, need) && fit->needs[need].what != NULL) {
            char knob[256];
            snprintf(knob, sizeof knob, "on off : %s", fit->needs[need].what);
            return tcc_knob_line(fit, fit->needs[need].macro, knob, 0, 0);
        }
        return 0;
    }
    int receive = strncmp(key, "receive ", 8) == 0, send = strncmp(key, "send ", 5) == 0;
    if (strncmp(key, "knob ", 5) == 0 || receive || send) {
        const char *name = key + (receive ? 8 : 5);
        return tcc_knob_line(fit, name + strspn(name, " "), value, receive, send);
    }
    return -1;
}

int tcc_fit_init(struct tcc_fit *fit, const char *home, const char *library, const char *knobs, struct tcc_diag *d)
{
    char path[4200];
    const char *file = fit->need.job != NULL ? fit->need.job->knobs : "fit.knobs";
    if (knobs != NULL)
        snprintf(path, sizeof path, "%s", knobs);
    else
        snprintf(path, sizeof path, "%s/profiles/%s/%s", home, library, file);
    char *text = tcc_file_read(path, NULL);
    if (text == NULL && knobs != NULL) {
        tcc_diagf(d, "cannot read the knob file %s; give a readable file to --knobs", knobs);
        return TCC_E_USAGE;
    }
    if (text == NULL) {
        tcc_diagf(d, "fit has no knobs for %s%s%s (no %s)", library, fit->need.job != NULL ? "'s " : "",
                  fit->need.job != NULL ? fit->need.job->title : "", path);
        return TCC_E_USAGE;
    }
    fit->library = library;
    fit->base[0] = '\0';
    fit->job = fit->strip = fit->cannot_job = NULL;
    memset(fit->needs, 0, sizeof fit->needs);
    fit->pool_used = 0;
    fit->n_knobs = 0;
    const char *p = text;
    char line[1024], *key, *value;
    unsigned line_no = 0;
    int got, err = TCC_OK;
    while (err == TCC_OK && (got = tcc_next_setting(&p, line, sizeof line, &line_no, &key, &value)) != 0) {
        int bad = got < 0 ? -1 : tcc_fit_line(fit, home, key, value, d);
        if (bad == -1)
            tcc_diagf(d, "%s:%u: not a line fit knows, or a knob without two settings and words (KEY = ...: base, job, "
                      "strip, need, cannot, knob NAME = V1 V2 ... : WORDS, receive; see profiles/mbedtls/fit.knobs)",
                      path, line_no);
        if (bad != 0)
            err = TCC_E_INPUT;
    }
    free(text);
    if (err == TCC_OK && fit->cannot_job != NULL) {
        tcc_diagf(d, "%s cannot do this job: %s", library, fit->cannot_job);
        return TCC_E_USAGE;
    }
    fit->combinations = 1;
    for (unsigned k = 0; k < fit->n_knobs; k++)
        if (fit->combinations <= 1000000)
            fit->combinations *= fit->knobs[k].n_values;
    if (err == TCC_OK && (fit->base[0] == '\0' || fit->job == NULL)) {
        tcc_diagf(d, "%s names no base header or no job", path);
        err = TCC_E_INPUT;
    }
    for (int i = 0; i < TCC_NEEDS && err == TCC_OK; i++) {
        if (tcc_fit_wants(&fit->need, i) && fit->needs[i].cannot != NULL) {
            tcc_diagf(d, "%s cannot do this job: %s%s", library, fit->needs[i].cannot,
                      i == TCC_NEED_EMS ? " (waive it with no-ems in --need to compare without it)" : "");
            err = TCC_E_USAGE;
        }
    }
    return err;
}
