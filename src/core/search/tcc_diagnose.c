/* tcc_diagnose.c: measuring a diagnosis (see tcc_diagnose.h): the config as it is, each change
 * alone, then the changes that held and paid, together. */
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "tcc_diagnose.h"
#include "tcc_diagnose_effective.h"
#include "../base/tcc_str.h"

enum tcc_diag_verdict tcc_diagnose_verdict(const struct tcc_diagnose *dg, int i)
{
    const struct tcc_fit_candidate *c = &dg->fit->candidates[i];
    if (c->ok && c->secure)
        return TCC_DIAG_HELD;
    if (c->ok)
        return TCC_DIAG_INSECURE;
    return strstr(c->error, "does not build") != NULL || strstr(c->error, "configuration check") != NULL
               ? TCC_DIAG_NO_BUILD
               : TCC_DIAG_NEEDED;
}

const char *tcc_diagnose_verdict_name(enum tcc_diag_verdict verdict)
{
    static const char *const names[] = { "held", "needed", "insecure", "does not build" };
    return names[verdict];
}

const char *tcc_diagnose_verdict_title(enum tcc_diag_verdict verdict, int drops)
{
    static const char *const titles[2][4] = {
        { "", "the job fails with it", "a security check fails with it", "does not build with it" },
        { "", "kept: the job fails without it", "kept: a security check fails without it",
          "kept: the config does not build without it" },
    };
    return titles[drops != 0][verdict];
}

/* The relative change of a figure against the config as it is. */
static double tcc_diag_relative(uint64_t now, uint64_t base)
{
    return base > 0 ? ((double)now - (double)base) / (double)base : 0.0;
}

/* 1 when candidate i held and its relative changes against candidate against sum to less than zero. */
static int tcc_diag_pays_against(const struct tcc_diagnose *dg, int i, int against)
{
    const struct tcc_fit_candidate *c = &dg->fit->candidates[i], *b = &dg->fit->candidates[against];
    if (tcc_diagnose_verdict(dg, i) != TCC_DIAG_HELD)
        return 0;
    uint64_t time_c = c->cycles ? c->cycles : c->instr, time_b = b->cycles ? b->cycles : b->instr;
    double sum = tcc_diag_relative(c->flash, b->flash) + tcc_diag_relative(c->static_ram + c->heap, b->static_ram + b->heap) +
                 tcc_diag_relative(time_c, time_b);
    return sum < -1e-9;
}

int tcc_diagnose_pays(const struct tcc_diagnose *dg, int i)
{
    return tcc_diag_pays_against(dg, i, dg->base);
}

/* Changes interact (wolfSSL's small SP code is slower only once the SP code is in): the
 * combination with each change taken back, in one round; the changes whose taking back pays
 * against the combination are marked and left out, and the rest measured together. */
static void tcc_diag_take_back(struct tcc_diagnose *dg, const unsigned together[], unsigned *done, struct tcc_diag *d)
{
    struct tcc_fit *fit = dg->fit;
    int list[TCC_FIT_KNOBS_MAX], knob_of[TCC_FIT_KNOBS_MAX];
    unsigned n = 0, kept[TCC_FIT_KNOBS_MAX], back = 0;
    memcpy(kept, together, sizeof kept);
    for (unsigned k = 0; k < fit->n_knobs; k++) {
        if (together[k] == 0)
            continue;
        unsigned setting[TCC_FIT_KNOBS_MAX];
        memcpy(setting, together, sizeof setting);
        setting[k] = 0;
        int i = tcc_fit_add_candidate(fit, setting);
        if (i >= 0) {
            knob_of[n] = (int)k;
            list[n++] = i;
        }
    }
    tcc_fit_measure(fit, list, n, done, d);
    int last = -1;
    for (unsigned j = 0; j < n; j++)
        if (tcc_diag_pays_against(dg, list[j], dg->combined)) {
            dg->items[knob_of[j]].taken_back = 1;
            kept[knob_of[j]] = 0;
            last = list[j];
            back++;
        }
    if (back == 0)
        return;
    dg->combined = back == 1 ? last : tcc_fit_add_candidate(fit, kept);
    if (back > 1 && dg->combined >= 0)
        tcc_fit_measure(fit, &dg->combined, 1, done, d);
}

/* Of a knob's measured settings, the one that pays most (the lowest sum of relative changes),
 * else the first. */
static int tcc_diag_best(const struct tcc_diagnose *dg, const int cand[], unsigned n)
{
    int best = n > 0 ? cand[0] : -1;
    for (unsigned i = 1; i < n; i++) {
        int a_pays = tcc_diagnose_pays(dg, cand[i]), b_pays = tcc_diagnose_pays(dg, best);
        const struct tcc_fit_candidate *a = &dg->fit->candidates[cand[i]], *b = &dg->fit->candidates[best];
        if (a_pays > b_pays || (a_pays && b_pays && tcc_fit_better(dg->fit, a, b)))
            best = cand[i];
    }
    return best;
}

int tcc_diagnose_run(struct tcc_diagnose *dg, struct tcc_diag *d)
{
    struct tcc_fit *fit = dg->fit;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    unsigned zero[TCC_FIT_KNOBS_MAX] = { 0 }, done = 0;
    fit->n_candidates = 0;
    fit->max_candidates = TCC_FIT_CANDIDATES_MAX;
    dg->base = tcc_fit_add_candidate(fit, zero);
    tcc_fit_measure(fit, &dg->base, 1, &done, d);
    const struct tcc_fit_candidate *base = &fit->candidates[dg->base];
    if (!base->ok || !base->secure) {
        tcc_diagf(d, "%s %s the job (%s): %s", dg->config, base->ok ? "does" : "does not do",
                  fit->need.job->title, base->ok ? base->error : base->error[0] ? base->error : "it failed");
        if (base->ok)
            tcc_appendf(d->text, sizeof d->text, "; a change cannot be judged against a config that fails a check");
        return TCC_E_TLS;
    }
    /* Every change alone, in one round. */
    int list[TCC_FIT_CANDIDATES_MAX], first[TCC_FIT_KNOBS_MAX];
    unsigned n = 0;
    for (unsigned k = 0; k < fit->n_knobs; k++) {
        first[k] = (int)n;
        for (unsigned v = 1; v < fit->knobs[k].n_values; v++) {
            unsigned setting[TCC_FIT_KNOBS_MAX] = { 0 };
            setting[k] = v;
            int i = tcc_fit_add_candidate(fit, setting);
            if (i < 0) {
                tcc_diagf(d, "diagnose has room for %d candidates and the config has more changes to measure",
                          TCC_FIT_CANDIDATES_MAX);
                return TCC_E_USAGE;
            }
            list[n++] = i;
        }
    }
    tcc_fit_measure(fit, list, n, &done, d);
    /* The changes that held and paid, together. */
    unsigned together[TCC_FIT_KNOBS_MAX] = { 0 }, changes = 0;
    for (unsigned k = 0; k < fit->n_knobs; k++) {
        unsigned count = (k + 1 < fit->n_knobs ? (unsigned)first[k + 1] : n) - (unsigned)first[k];
        dg->items[k].best = tcc_diag_best(dg, list + first[k], count);
        if (dg->items[k].best >= 0 && tcc_diagnose_pays(dg, dg->items[k].best)) {
            together[k] = fit->candidates[dg->items[k].best].setting[k];
            changes++;
        }
    }
    /* One change alone is measured already. */
    dg->combined = changes >= 2 ? tcc_fit_add_candidate(fit, together) : -1;
    for (unsigned k = 0; k < fit->n_knobs && changes == 1; k++)
        if (together[k] != 0)
            dg->combined = dg->items[k].best;
    if (dg->combined >= 0)
        tcc_fit_measure(fit, &dg->combined, 1, &done, d);
    if (changes >= 2 && dg->combined >= 0 && tcc_diagnose_verdict(dg, dg->combined) == TCC_DIAG_HELD)
        tcc_diag_take_back(dg, together, &done, d);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    dg->seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    return TCC_OK;
}

unsigned tcc_diagnose_ranked(const struct tcc_diagnose *dg, int drops, unsigned order[])
{
    unsigned n = 0;
    for (unsigned k = 0; k < dg->fit->n_knobs; k++) {
        int i = dg->items[k].best;
        if (i < 0 || (dg->items[k].kind == TCC_DIAG_DROP) != drops || tcc_diagnose_verdict(dg, i) != TCC_DIAG_HELD)
            continue;
        unsigned at = n++;
        const struct tcc_fit_candidate *c = &dg->fit->candidates[i];
        while (at > 0) {
            const struct tcc_fit_candidate *p = &dg->fit->candidates[dg->items[order[at - 1]].best];
            int before = drops ? c->flash < p->flash : c->instr < p->instr;
            if (!before)
                break;
            order[at] = order[at - 1];
            at--;
        }
        order[at] = k;
    }
    return n;
}

void tcc_diagnose_diff(const struct tcc_diagnose *dg, char *out, size_t size)
{
    out[0] = '\0';
    if (dg->combined < 0)
        return;
    const struct tcc_fit_candidate *c = &dg->fit->candidates[dg->combined];
    for (unsigned k = 0; k < dg->fit->n_knobs; k++) {
        if (c->setting[k] == 0)
            continue;
        const char *setting = dg->fit->knobs[k].values[c->setting[k]];
        for (const char *m = dg->fit->knobs[k].name; *m; m += strcspn(m, " "), m += strspn(m, " ")) {
            int len = (int)strcspn(m, " ");
            const struct tcc_diag_option *had = tcc_diag_option(dg, m, (size_t)len);
            if (had != NULL)
                tcc_appendf(out, size, "-#define %.*s%s%s\n", len, m, had->value[0] ? " " : "", had->value);
            if (strcmp(setting, "-") != 0)
                tcc_appendf(out, size, "+#define %.*s%s%s\n", len, m, setting[0] ? " " : "", setting);
        }
    }
}
