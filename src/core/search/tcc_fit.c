/* tcc_fit.c: requirements, candidate config headers and their ranking for tlscost fit (see tcc_fit.h). */
#include "tcc_fit.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_error.h"
#include "../run/tcc_server.h"
#include "../base/tcc_str.h"

static const struct tcc_fit_job tcc_fit_jobs[] = {
    { "TLS 1.2 ECDHE-ECDSA", { "tls1.2", "ECDHE-ECDSA-AES128-GCM-SHA256", "p256", "verify" }, "fit.knobs", 1, "ec0", 0xC02B, 23 },
    { "TLS 1.2 ECDHE-RSA", { "tls1.2", "ECDHE-RSA-AES128-GCM-SHA256", "p256", "verify" }, "fit-rsa.knobs", 1, "rsa0", 0xC02F, 23 },
    { "TLS 1.3", { "tls1.3", "TLS_AES_128_GCM_SHA256", "p256", "verify" }, "fit-tls13.knobs", 1, "ec0", 0x1301, 23 },
    { "TLS 1.2 PSK", { "tls1.2", "PSK-AES128-CCM8", NULL, NULL }, "fit-psk.knobs", 0, "ec0", 0xC0A8, 0 },
    { "TLS 1.3 PSK with ECDHE", { "tls1.3", "TLS_AES_128_GCM_SHA256", "psk", "ecdhe" }, "fit-psk13-ecdhe.knobs", 0,
      "ec0", 0x1301, 23 },
    { "TLS 1.3 PSK", { "tls1.3", "TLS_AES_128_GCM_SHA256", "psk", NULL }, "fit-psk13.knobs", 0, "ec0", 0x1301, 0 },
};
#define TCC_FIT_JOBS (sizeof tcc_fit_jobs / sizeof tcc_fit_jobs[0])

/* 1 when the comma-separated list holds the word. */
static int tcc_has_word(const char *list, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = list; *p; p += strcspn(p, ",") + (p[strcspn(p, ",")] == ','))
        if (strcspn(p, ",") == n && strncmp(p, word, n) == 0)
            return 1;
    return 0;
}

int tcc_fit_parse_need(const char *text, struct tcc_fit_need *need, struct tcc_diag *d)
{
    unsigned record = need->server_record;
    memset(need, 0, sizeof *need);
    need->server_record = record;
    /* The job is the first whose words the list all names (TLS 1.3's suite is three jobs'; psk
     * and ecdhe tell them apart, so the job with more words comes first), else the first whose
     * suite it names. */
    for (size_t j = 0; j < TCC_FIT_JOBS && need->job == NULL; j++) {
        int all = 1;
        for (int i = 1; i < 4; i++)
            all = all && (tcc_fit_jobs[j].words[i] == NULL || tcc_has_word(text, tcc_fit_jobs[j].words[i]));
        if (all)
            need->job = &tcc_fit_jobs[j];
    }
    for (size_t j = 0; j < TCC_FIT_JOBS && need->job == NULL; j++)
        if (tcc_has_word(text, tcc_fit_jobs[j].words[1]))
            need->job = &tcc_fit_jobs[j];
    if (need->job == NULL) {
        tcc_diagf(d, "--need names no job fit knows; it knows tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify, "
                     "tls1.2,ECDHE-RSA-AES128-GCM-SHA256,p256,verify and tls1.3,TLS_AES_128_GCM_SHA256,p256,verify "
                     "(certificate clients), and tls1.2,PSK-AES128-CCM8, tls1.3,TLS_AES_128_GCM_SHA256,psk and "
                     "tls1.3,TLS_AES_128_GCM_SHA256,psk,ecdhe (a pre-shared key), "
                     "each with sni, mfl, no-ems, ticket and peers");
        return TCC_E_USAGE;
    }
    /* A security floor: protections are part of every job unless waived in so many words. */
    need->ems = 1;
    for (const char *p = text; *p; p += strcspn(p, ",") + (p[strcspn(p, ",")] == ',')) {
        size_t len = strcspn(p, ",");
        int known = 0;
        for (int i = 0; i < 4; i++)
            if (need->job->words[i] != NULL && strlen(need->job->words[i]) == len &&
                strncmp(p, need->job->words[i], len) == 0)
                known = 1;
        if (len == 3 && strncmp(p, "sni", 3) == 0)
            need->sni = known = 1;
        if (len == 3 && strncmp(p, "mfl", 3) == 0)
            need->mfl = known = 1;
        if (len == 3 && strncmp(p, "ems", 3) == 0)
            need->ems = known = 1;
        if (len == 6 && strncmp(p, "ticket", 6) == 0)
            need->ticket = known = 1;
        if (len == 5 && strncmp(p, "peers", 5) == 0)
            need->peers = known = 1;
        if (len == 6 && strncmp(p, "no-ems", 6) == 0) {
            need->ems = 0;
            known = 1;
            tcc_appendf(need->waived, sizeof need->waived, "%sextended master secret (RFC 7627)",
                        need->waived[0] ? ", " : "");
        }
        if (!known) {
            tcc_diagf(d, "--need: '%.*s' is not a requirement of the %s job; it takes %s%s%s%s%s%s%s, and sni, mfl (the "
                      "server honours max fragment length) and no-ems to waive the extended master secret, which "
                      "every job keeps otherwise", (int)len, p, need->job->title, need->job->words[0],
                      need->job->words[1] ? ", " : "", need->job->words[1] ? need->job->words[1] : "",
                      need->job->words[2] ? ", " : "", need->job->words[2] ? need->job->words[2] : "",
                      need->job->words[3] ? ", " : "", need->job->words[3] ? need->job->words[3] : "");
            return TCC_E_USAGE;
        }
    }
    if (need->peers && !need->job->certificate) {
        tcc_diagf(d, "peers runs the client against openssl s_server and gnutls-serv on the test certificates, and "
                     "the %s job has none; drop peers from --need", need->job->title);
        return TCC_E_USAGE;
    }
    for (int i = 0; i < 4; i++) {
        if (need->job->words[i] != NULL && !tcc_has_word(text, need->job->words[i])) {
            tcc_diagf(d, "--need must include %s for the %s job", need->job->words[i], need->job->title);
            return TCC_E_USAGE;
        }
    }
    return TCC_OK;
}

int tcc_fit_need_server(struct tcc_fit_need *need, const struct tcc_server_scenario *s, struct tcc_diag *d)
{
    const char *suite = need->job->words[1];
    int rsa_leaf = strstr(s->leaf_key, "rsa") != NULL, rsa_job = strstr(suite, "-RSA-") != NULL;
    if (!need->job->certificate) {
        tcc_diagf(d, "the %s job has no server certificate, so a probed server's chain has no part in it; drop --server",
                  need->job->title);
        return TCC_E_USAGE;
    }
    if (rsa_job && !rsa_leaf) {
        tcc_diagf(d, "%s has a %s leaf key and the %s job needs an RSA one; give --need with "
                     "ECDHE-ECDSA-AES128-GCM-SHA256", s->endpoint, s->leaf_key, need->job->title);
        return TCC_E_USAGE;
    }
    if (strstr(suite, "ECDSA") != NULL && s->needs_rsa) {
        tcc_diagf(d, "%s sends an RSA chain (leaf %s %u bit) and the %s job's client cannot verify RSA; give --need "
                     "tls1.2,ECDHE-RSA-AES128-GCM-SHA256,p256,verify", s->endpoint, s->leaf_key, s->leaf_bits,
                  need->job->title);
        return TCC_E_USAGE;
    }
    if (need->ticket) {
        tcc_diagf(d, "ticket is measured against the client's own server, which issues the ticket; drop --server or "
                     "drop ticket from --need");
        return TCC_E_USAGE;
    }
    if (need->mfl && s->ignores_mfl) {
        tcc_diagf(d, "%s ignores max fragment length, so mfl in --need cannot be met; drop it (the receive buffer "
                     "then holds its largest record)", s->endpoint);
        return TCC_E_USAGE;
    }
    if (s->largest_record > 0)
        need->server_record = s->largest_record < 512 ? 512 : s->largest_record < 16384 ? s->largest_record : 16384;
    return TCC_OK;
}

int tcc_fit_wants(const struct tcc_fit_need *need, int which)
{
    const int wanted[TCC_NEEDS] = { need->sni, need->mfl, need->ems, need->ticket, need->peers };
    return wanted[which];
}

/* "#undef M" for each macro of a blank-separated list, and "#define M value" after each unless
 * value is "-" (not defined); nothing for TCC_FIT_AS_IS. */
static void tcc_set_macros(const char *macros, const char *value, char *out, size_t size)
{
    if (strcmp(value, TCC_FIT_AS_IS) == 0)
        return;
    for (const char *m = macros + strspn(macros, " "); *m; m += strcspn(m, " "), m += strspn(m, " ")) {
        int n = (int)strcspn(m, " ");
        tcc_appendf(out, size, "#undef %.*s\n", n, m);
        if (strcmp(value, "-") != 0)
            tcc_appendf(out, size, "#define %.*s%s%s\n", n, m, value[0] ? " " : "", value);
    }
}

void tcc_fit_config_text(const struct tcc_fit *fit, const struct tcc_fit_candidate *c, char *out, size_t size)
{
    out[0] = '\0';
    tcc_appendf(out, size, "/* Written by tlscost %s for %s: %s%s%s%s%s. */\n", fit->command != NULL ? fit->command : "fit",
                fit->library, fit->job,
                fit->need.sni ? ", SNI" : "", fit->need.mfl ? ", max fragment length" : "",
                fit->need.ems ? ", extended master secret" : "", fit->need.ticket ? ", resumption by ticket" : "");
    tcc_appendf(out, size, "%s", fit->base);
    /* The job's extensions: defined when it needs them, else left out unless a knob says. */
    for (int i = 0; i < TCC_NEEDS; i++) {
        const char *m = fit->needs[i].macro;
        if (m != NULL && tcc_fit_wants(&fit->need, i))
            tcc_set_macros(m, "", out, size);
        else if (m != NULL && fit->needs[i].what == NULL)
            tcc_set_macros(m, "-", out, size);
    }
    for (unsigned k = 0; k < fit->n_knobs; k++)
        tcc_set_macros(fit->knobs[k].name, fit->knobs[k].values[c->setting[k]], out, size);
}

uint64_t tcc_fit_objective(const struct tcc_fit *fit, const struct tcc_fit_candidate *c)
{
    switch (fit->goal) {
    case TCC_GOAL_HEAP: return c->heap;
    case TCC_GOAL_RAM: return c->static_ram + c->heap;
    case TCC_GOAL_INSTR: return c->instr;
    default: return c->flash;
    }
}

int tcc_fit_on_front(const struct tcc_fit *fit, unsigned i)
{
    const struct tcc_fit_candidate *a = &fit->candidates[i];
    if (!a->ok || !a->secure)
        return 0;
    for (unsigned j = 0; j < fit->n_candidates; j++) {
        const struct tcc_fit_candidate *b = &fit->candidates[j];
        if (j == i || !b->ok || !b->secure)
            continue;
        int no_worse = b->flash <= a->flash && b->heap <= a->heap && b->instr <= a->instr;
        int better = b->flash < a->flash || b->heap < a->heap || b->instr < a->instr;
        if (no_worse && better)
            return 0;
    }
    return 1;
}
