/* tcc_fit_search.c: evaluate fit candidates as real cells (measured by the core in forked
 * workers, in parallel), search for the cheapest feasible one, and measure what each knob costs
 * in it. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "../model/tcc_checks.h"
#include "../base/tcc_error.h"
#include "../model/tcc_figures.h"
#include "../base/tcc_file.h"
#include "../base/tcc_interrupt.h"
#include "../estimate/tcc_profile_cell.h"
#include "tcc_fit.h"
#include "../model/tcc_json.h"
#include "../base/tcc_key.h"
#include "../model/tcc_library.h"
#include "../run/tcc_measure.h"
#include "../run/tcc_server.h"
#include "../base/tcc_str.h"
#include "../model/tcc_target.h"

#define TCC_FIT_TEXT_MAX 8192

void tcc_fit_path(const struct tcc_fit *fit, const struct tcc_fit_candidate *c, const char *ext, char *out, size_t size)
{
    snprintf(out, size, "%s/%s.%s", fit->work_dir, c->id, ext);
}

const char *tcc_fit_target(const struct tcc_fit *fit)
{
    return fit->target != NULL ? fit->target : TCC_TARGET_DEFAULT;
}

int tcc_fit_stops_in_first_round(const struct tcc_fit *fit)
{
    return fit->method == TCC_SEARCH_GREEDY && fit->first_round > fit->max_candidates;
}

const char *tcc_fit_cert(const struct tcc_fit *fit)
{
    return fit->server != NULL ? "server" : fit->need.job != NULL ? fit->need.job->cert : TCC_CELL_CERT_DEFAULT;
}

unsigned tcc_fit_mfl(const struct tcc_fit *fit, const struct tcc_fit_candidate *c)
{
    unsigned len = 0, send = fit->send_as_is;
    for (unsigned k = 0; k < fit->n_knobs; k++) {
        const char *value = fit->knobs[k].values[c->setting[k]];
        if (fit->knobs[k].receive && fit->need.mfl)
            len = (unsigned)atoi(value);
        if (fit->knobs[k].send && strcmp(value, TCC_FIT_AS_IS) != 0)
            send = (unsigned)atoi(value);
    }
    if (len == 0 || len >= 16384)
        return 0;
    /* The lengths MFL offers are 512 to 4096, each twice the last. */
    while (send != 0 && len > send && len > 512)
        len /= 2;
    return len;
}

static void tcc_fit_describe(const struct tcc_fit *fit, struct tcc_fit_candidate *c)
{
    char text[TCC_FIT_TEXT_MAX + 64], hash[65];
    tcc_fit_config_text(fit, c, text, TCC_FIT_TEXT_MAX);
    size_t n = strlen(text);
    snprintf(text + n, sizeof text - n, "/* tlscost %s */", TCC_VERSION);
    /* Another core's candidate is another measurement: its id says so (the default's ids stay). */
    if (strcmp(tcc_fit_target(fit), TCC_TARGET_DEFAULT) != 0)
        tcc_appendf(text, sizeof text, "/* target %s */", tcc_fit_target(fit));
    /* So is one that asks for max fragment length. */
    unsigned mfl = tcc_fit_mfl(fit, c);
    if (mfl != 0)
        tcc_appendf(text, sizeof text, "/* mfl %u */", mfl);
    struct tcc_key key;
    tcc_key_begin(&key);
    tcc_key_text(&key, text);
    tcc_key_end(&key, hash);
    snprintf(c->id, sizeof c->id, "fit-%.12s", hash);
    c->change[0] = '\0';
    for (unsigned k = 0; k < fit->n_knobs; k++) {
        if (c->setting[k] == 0 || strcmp(fit->knobs[k].values[c->setting[k]], TCC_FIT_AS_IS) == 0)
            continue;
        /* "-NAME" not defined, "+NAME" defined, "NAME=value" (without the library's prefix) */
        const char *v = fit->knobs[k].values[c->setting[k]], *name = fit->knobs[k].name;
        size_t strip = fit->strip != NULL ? strlen(fit->strip) : 0;
        if (strip && strncmp(name, fit->strip, strip) == 0)
            name += strip;
        int off = strcmp(v, "-") == 0, flag = !off && !v[0];
        /* A knob that starts as the base has it (diagnose's) names what depends on it after its
         * first macro: shown as that one and how many go with it. */
        int len = (int)strlen(name), with = 0;
        if (strcmp(fit->knobs[k].values[0], TCC_FIT_AS_IS) == 0 && strchr(name, ' ') != NULL) {
            len = (int)strcspn(name, " ");
            for (const char *m = name + len; *m; m += strcspn(m, " "))
                with += *(m += strspn(m, " ")) != '\0';
        }
        tcc_appendf(c->change, sizeof c->change, "%s%s%.*s%s%s", c->change[0] ? ", " : "", off ? "-" : (flag ? "+" : ""),
                    len, name, off || flag ? "" : "=", off || flag ? "" : v);
        if (with > 0)
            tcc_appendf(c->change, sizeof c->change, " (and %d with it)", with);
    }
    if (c->change[0] == '\0')
        snprintf(c->change, sizeof c->change, "%s", fit->base_words != NULL ? fit->base_words : "(the minimal set)");
}

int tcc_fit_add_candidate(struct tcc_fit *fit, const unsigned setting[])
{
    for (unsigned i = 0; i < fit->n_candidates; i++)
        if (memcmp(fit->candidates[i].setting, setting, sizeof fit->candidates[i].setting) == 0)
            return (int)i;
    if (fit->n_candidates >= TCC_FIT_CANDIDATES_MAX || fit->n_candidates >= fit->max_candidates)
        return -1;
    struct tcc_fit_candidate *c = &fit->candidates[fit->n_candidates];
    memset(c, 0, sizeof *c);
    memcpy(c->setting, setting, sizeof c->setting);
    tcc_fit_describe(fit, c);
    return (int)fit->n_candidates++;
}

/* The cell of a candidate: the run command's scenario, with the candidate's header and MFL. */
static void tcc_fit_cell(const struct tcc_fit *fit, const struct tcc_fit_candidate *c, const char *header,
                         struct tcc_diag *d, struct tcc_cell *cell)
{
    memset(cell, 0, sizeof *cell);
    cell->home = fit->home;
    cell->build.library = tcc_library_named(fit->library); /* tcc_fit_init took only a known name */
    cell->build.config_file = header;
    cell->build.target = tcc_fit_target(fit);
    cell->scenario.cert = tcc_fit_cert(fit);
    cell->scenario.server = fit->server;
    cell->scenario.mfl = tcc_fit_mfl(fit, c);
    cell->scenario.server_suite = fit->need.job->suite;
    cell->scenario.server_group = fit->need.job->group;
    cell->scenario.resume = fit->need.ticket ? "ticket" : NULL;
    cell->scenario.request = TCC_CELL_REQUEST_DEFAULT;
    cell->scenario.response = fit->server != NULL ? tcc_server_response(fit->server) : TCC_CELL_RESPONSE_DEFAULT;
    cell->options.timeout_s = fit->timeout_s;
    cell->scenario.security_checks = 1;
    cell->diag = d;
}

/* Measure a candidate in a forked worker: the core, called directly; the worker writes the
 * result document (a failed handshake is a result too) and, when it failed, why. */
static pid_t tcc_fit_spawn(const struct tcc_fit *fit, const struct tcc_fit_candidate *c)
{
    char header[4200], json[4200], why_path[4200], text[TCC_FIT_TEXT_MAX];
    tcc_fit_path(fit, c, "h", header, sizeof header);
    tcc_fit_path(fit, c, "json", json, sizeof json);
    tcc_fit_path(fit, c, "why", why_path, sizeof why_path);
    tcc_fit_config_text(fit, c, text, sizeof text);
    if (tcc_file_write(header, text, NULL) != TCC_OK)
        return -1;
    remove(json);
    remove(why_path);
    pid_t pid = fork();
    if (pid > 0)
        tcc_interrupt_track_worker(pid);
    if (pid != 0)
        return pid;
    tcc_interrupt_reset();
    struct tcc_diag why = { .text = "" };
    struct tcc_cell cell;
    tcc_fit_cell(fit, c, header, &why, &cell);
    struct tcc_result *r = calloc(1, sizeof *r);
    int err = r != NULL ? tcc_measure(&cell, r) : TCC_E_IO;
    if (err == TCC_OK && fit->part != NULL)
        err = tcc_profile_estimate(&cell, fit->part, r);
    if (err == TCC_OK || err == TCC_E_TLS)
        tcc_json_write_result(json, r, NULL);
    if (err != TCC_OK)
        tcc_file_write(why_path, why.text[0] ? why.text : "the run failed and said no more", NULL);
    free(r);
    _exit(err == TCC_OK ? 0 : 1);
}

/* Why a worker's candidate failed: what its diagnostic said. */
static void tcc_fit_reason(const char *why_path, int status, char *out, size_t size)
{
    char *why = tcc_file_read(why_path, NULL);
    if (why != NULL && why[0] != '\0')
        snprintf(out, size, "%s", why);
    else if (WIFSIGNALED(status))
        snprintf(out, size, "the worker was killed by signal %d", WTERMSIG(status));
    else
        snprintf(out, size, "the run left no result and no reason (exit status %d)", WEXITSTATUS(status));
    free(why);
}

static void tcc_fit_judge(const struct tcc_fit *fit, struct tcc_fit_candidate *c)
{
    c->violation = 0;
    const uint64_t values[4] = { c->flash, c->heap, c->instr, c->cycles };
    const uint64_t limits[4] = { fit->limits.flash, fit->limits.heap, fit->limits.instr, fit->limits.cycles };
    for (int i = 0; i < 4; i++)
        if (limits[i] != 0 && values[i] > limits[i])
            c->violation += (double)(values[i] - limits[i]) / (double)limits[i];
    c->feasible = c->ok && c->secure && c->violation == 0;
}

void tcc_fit_collect(struct tcc_fit *fit, struct tcc_fit_candidate *c, int status)
{
    struct tcc_result *r = calloc(1, sizeof *r); /* too large for the stack */
    if (r == NULL) {
        c->measured = 1;
        snprintf(c->error, sizeof c->error, "out of memory reading its result");
        tcc_fit_judge(fit, c);
        return;
    }
    char json[4200], why_path[4200];
    tcc_fit_path(fit, c, "json", json, sizeof json);
    tcc_fit_path(fit, c, "why", why_path, sizeof why_path);
    c->measured = 1;
    int read = tcc_path_exists(json) ? tcc_json_read_result(json, r, NULL) : TCC_E_INPUT;
    if (fit->plan != NULL && tcc_path_exists(json))
        tcc_fit_plan_check(fit->plan, json, read == TCC_OK ? r : NULL);
    c->ok = read == TCC_OK && r->run_complete;
    if (read == TCC_OK) {
        c->flash = tcc_flash_tls(r);
        c->own_flash = r->flash.group[TCC_GROUP_OWN];
        c->heap = r->client.heap_peak;
        c->static_ram = r->flash.data + r->flash.bss;
        c->instr = r->client.handshake_instr;
        c->stack = r->client.handshake_stack;
        snprintf(c->suite, sizeof c->suite, "%s", r->suite);
        c->resume_instr = r->client.resume_instr;
        c->cycles = r->estimate.present ? r->estimate.handshake_cycles : 0;
        c->secure = tcc_checks_secure(r);
    }
    /* A job that resumes by ticket: the second connection ran and verified no certificate. */
    int resumed = !fit->need.ticket || (r->client.resume_count > 0 && r->client.resume_verifies == 0);
    if (c->ok && !resumed) {
        c->ok = 0;
        snprintf(c->error, sizeof c->error, "the second connection did not resume by ticket: it ran a full handshake "
                 "(%llu certificate verifications)", (unsigned long long)r->client.resume_verifies);
    } else if (!c->ok)
        tcc_fit_reason(why_path, status, c->error, sizeof c->error);
    else if (!c->secure)
        snprintf(c->error, sizeof c->error, "insecure: %s", tcc_checks_failure(r));
    tcc_fit_judge(fit, c);
    free(r);
}

void tcc_fit_measure(struct tcc_fit *fit, const int list[], unsigned n, unsigned *done_before, struct tcc_diag *d)
{
    if (fit->plan != NULL) {
        tcc_fit_plan_measure(fit, list, n);
        *done_before += n;
        return;
    }
    pid_t running[8];
    int which[8];
    unsigned active = 0, next = 0;
    while (next < n || active > 0) {
        while (next < n && active < fit->jobs) {
            struct tcc_fit_candidate *c = &fit->candidates[list[next]];
            if (c->measured) {
                next++;
                continue;
            }
            tcc_progress(d, "%s: candidate %u (%s): %s", fit->command != NULL ? fit->command : "fit",
                         *done_before + next + 1, c->id, c->change);
            pid_t pid = tcc_fit_spawn(fit, c);
            if (pid < 0) {
                c->measured = 1;
                snprintf(c->error, sizeof c->error, "could not start a run");
                next++;
                continue;
            }
            running[active] = pid;
            which[active++] = list[next++];
        }
        if (active == 0)
            break;
        int status;
        pid_t pid = waitpid(-1, &status, 0);
        if (pid < 0 && errno == EINTR)
            continue;
        tcc_interrupt_forget(pid);
        for (unsigned i = 0; i < active; i++) {
            if (running[i] != pid)
                continue;
            tcc_fit_collect(fit, &fit->candidates[which[i]], status);
            running[i] = running[active - 1];
            which[i] = which[--active];
            break;
        }
    }
    *done_before += n;
}

int tcc_fit_better(const struct tcc_fit *fit, const struct tcc_fit_candidate *a, const struct tcc_fit_candidate *b)
{
    if (a->feasible != b->feasible)
        return a->feasible;
    if (a->feasible) {
        uint64_t oa = tcc_fit_objective(fit, a), ob = tcc_fit_objective(fit, b);
        if (oa != ob)
            return oa < ob;
        return a->flash + a->heap + a->instr / 1000 < b->flash + b->heap + b->instr / 1000;
    }
    if ((a->ok && a->secure) != (b->ok && b->secure))
        return a->ok && a->secure;
    return a->ok && a->violation < b->violation;
}

/* Every candidate one knob away from base; returns how many were listed. */
static unsigned tcc_fit_neighbours(struct tcc_fit *fit, unsigned base, int list[], unsigned max)
{
    unsigned n = 0;
    for (unsigned k = 0; k < fit->n_knobs; k++) {
        for (unsigned v = 0; v < fit->knobs[k].n_values && n < max; v++) {
            unsigned setting[TCC_FIT_KNOBS_MAX];
            memcpy(setting, fit->candidates[base].setting, sizeof setting);
            if (setting[k] == v)
                continue;
            setting[k] = v;
            int i = tcc_fit_add_candidate(fit, setting);
            if (i >= 0 && !fit->candidates[i].measured)
                list[n++] = i;
        }
    }
    return n;
}

static int tcc_fit_best_of(const struct tcc_fit *fit, int current, const int list[], unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        if (tcc_fit_better(fit, &fit->candidates[list[i]], &fit->candidates[current]))
            current = list[i];
    return current;
}

/* Combine, per knob, the best single change that beat the base. */
static int tcc_fit_combine(struct tcc_fit *fit, int base, const int list[], unsigned n)
{
    unsigned setting[TCC_FIT_KNOBS_MAX];
    memcpy(setting, fit->candidates[base].setting, sizeof setting);
    int best_for_knob[TCC_FIT_KNOBS_MAX], winners = 0;
    for (unsigned k = 0; k < fit->n_knobs; k++)
        best_for_knob[k] = -1;
    for (unsigned i = 0; i < n; i++) {
        const struct tcc_fit_candidate *c = &fit->candidates[list[i]];
        if (!tcc_fit_better(fit, c, &fit->candidates[base]))
            continue;
        for (unsigned k = 0; k < fit->n_knobs; k++) {
            if (c->setting[k] == fit->candidates[base].setting[k])
                continue;
            if (best_for_knob[k] < 0)
                winners++;
            if (best_for_knob[k] < 0 || tcc_fit_better(fit, c, &fit->candidates[best_for_knob[k]])) {
                best_for_knob[k] = list[i];
                setting[k] = c->setting[k];
            }
        }
    }
    return winners >= 2 ? tcc_fit_add_candidate(fit, setting) : -1;
}

/* Every combination of the knobs' settings, measured; the best of them. */
static int tcc_fit_exhaustive(struct tcc_fit *fit, unsigned *done, struct tcc_diag *d)
{
    int list[TCC_FIT_CANDIDATES_MAX];
    unsigned setting[TCC_FIT_KNOBS_MAX] = { 0 }, n = 0;
    for (;;) {
        int i = tcc_fit_add_candidate(fit, setting);
        if (i >= 0 && n < TCC_FIT_CANDIDATES_MAX)
            list[n++] = i;
        /* The next combination, the first knob turning fastest. */
        unsigned k = 0;
        while (k < fit->n_knobs && ++setting[k] == fit->knobs[k].n_values)
            setting[k++] = 0;
        if (k == fit->n_knobs)
            break;
    }
    tcc_fit_measure(fit, list, n, done, d);
    return tcc_fit_best_of(fit, fit->best, list, n);
}

/* The greedy search from the minimal set: every single change, the winners together, then the
 * best single change from the current answer until none helps. */
static int tcc_fit_greedy(struct tcc_fit *fit, unsigned *done, struct tcc_diag *d)
{
    int list[TCC_FIT_CANDIDATES_MAX];
    /* The minimal set and every single change from it: one round. */
    fit->first_round = 1;
    for (unsigned k = 0; k < fit->n_knobs; k++)
        fit->first_round += fit->knobs[k].n_values - 1;
    if (tcc_fit_stops_in_first_round(fit))
        tcc_progress(d, "%s: the first round alone has %u candidates and --max-candidates is %u: the search stops "
                        "inside it, at the best single change; give --max-candidates %u or more for changes together",
                     fit->command != NULL ? fit->command : "fit", fit->first_round, fit->max_candidates,
                     2 * fit->first_round);
    list[0] = fit->best;
    unsigned n = 1 + tcc_fit_neighbours(fit, (unsigned)fit->best, list + 1, TCC_FIT_CANDIDATES_MAX - 1);
    tcc_fit_measure(fit, list, n, done, d);
    if (tcc_fit_waiting(fit))
        return fit->best;
    int current = tcc_fit_best_of(fit, fit->best, list + 1, n - 1);
    int combined = tcc_fit_combine(fit, fit->best, list + 1, n - 1);
    if (combined >= 0) {
        tcc_fit_measure(fit, &combined, 1, done, d);
        if (tcc_fit_waiting(fit))
            return current;
        current = tcc_fit_best_of(fit, current, &combined, 1);
    }
    for (;;) {
        n = tcc_fit_neighbours(fit, (unsigned)current, list, TCC_FIT_CANDIDATES_MAX);
        if (n == 0)
            break;
        tcc_fit_measure(fit, list, n, done, d);
        if (tcc_fit_waiting(fit))
            break;
        int next = tcc_fit_best_of(fit, current, list, n);
        if (next == current)
            break;
        current = next;
    }
    return current;
}

int tcc_fit_search(struct tcc_fit *fit, struct tcc_diag *d)
{
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    unsigned done = 0, zero[TCC_FIT_KNOBS_MAX] = { 0 };
    fit->n_candidates = 0;
    fit->best = tcc_fit_add_candidate(fit, zero);
    if (fit->best < 0) {
        tcc_diagf(d, "fit has no room for a single candidate; give --max-candidates 1 or more");
        return TCC_E_USAGE;
    }
    if (fit->method == TCC_SEARCH_AUTO)
        fit->method = fit->combinations <= fit->max_candidates && fit->combinations <= TCC_FIT_CANDIDATES_MAX
                          ? TCC_SEARCH_EXHAUSTIVE : TCC_SEARCH_GREEDY;
    int current = fit->method == TCC_SEARCH_EXHAUSTIVE ? tcc_fit_exhaustive(fit, &done, d) : tcc_fit_greedy(fit, &done, d);
    if (tcc_fit_waiting(fit))
        return TCC_OK;
    fit->best = current;
    int err = tcc_fit_check_peers(fit, d);
    if (err != TCC_OK)
        return err;
    current = fit->best;
    /* What each knob costs in the answer: the answer with that knob put back (or switched off),
     * all measured in one round. */
    int list[TCC_FIT_KNOBS_MAX];
    unsigned n = 0;
    for (unsigned k = 0; k < fit->n_knobs; k++) {
        unsigned setting[TCC_FIT_KNOBS_MAX];
        memcpy(setting, fit->candidates[current].setting, sizeof setting);
        setting[k] = setting[k] != 0 ? 0 : 1;
        fit->attribution[k] = tcc_fit_add_candidate(fit, setting);
        int listed = fit->attribution[k] < 0;
        for (unsigned i = 0; i < n && !listed; i++)
            listed = list[i] == fit->attribution[k];
        if (!listed)
            list[n++] = fit->attribution[k];
    }
    tcc_fit_measure(fit, list, n, &done, d);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    fit->seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    return TCC_OK;
}
