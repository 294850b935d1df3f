/* tcc_fit.c: requirements, candidate config headers and their ranking for tlscost fit (see tcc_fit.h). */
#include "tcc_fit.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tcc_error.h"
#include "tcc_str.h"

int tcc_fit_parse_need(const char *text, struct tcc_fit_need *need, struct tcc_diag *d)
{
    static const char *const required[] = { "tls1.2", "ECDHE-ECDSA-AES128-GCM-SHA256", "p256", "verify" };
    int seen[4] = { 0, 0, 0, 0 };
    unsigned record = need->server_record;
    memset(need, 0, sizeof *need);
    need->server_record = record;
    /* A security floor: protections are part of every job unless waived in so many words. */
    need->ems = 1;
    for (const char *p = text; *p; p += strcspn(p, ",") + (p[strcspn(p, ",")] == ',')) {
        size_t len = strcspn(p, ",");
        int known = 0;
        for (int i = 0; i < 4; i++)
            if (strlen(required[i]) == len && strncmp(p, required[i], len) == 0)
                seen[i] = known = 1;
        if (len == 3 && strncmp(p, "sni", 3) == 0)
            need->sni = known = 1;
        if (len == 3 && strncmp(p, "mfl", 3) == 0)
            need->mfl = known = 1;
        if (len == 3 && strncmp(p, "ems", 3) == 0)
            need->ems = known = 1;
        if (len == 6 && strncmp(p, "no-ems", 6) == 0) {
            need->ems = 0;
            known = 1;
            tcc_appendf(need->waived, sizeof need->waived, "%sextended master secret (RFC 7627)",
                        need->waived[0] ? ", " : "");
        }
        if (!known) {
            tcc_diagf(d, "--need: '%.*s' is not a requirement fit knows; it knows tls1.2, ECDHE-ECDSA-AES128-GCM-SHA256, "
                    "p256, verify (all four needed), sni, mfl (the server honours max fragment length), and no-ems "
                    "to waive the extended master secret, which every job keeps otherwise", (int)len, p);
            return TCC_E_USAGE;
        }
    }
    for (int i = 0; i < 4; i++) {
        if (!seen[i]) {
            tcc_diagf(d, "--need must include %s: fit searches TLS 1.2 ECDHE-ECDSA-AES128-GCM-SHA256 clients on P-256 that "
                    "verify the server's certificate", required[i]);
            return TCC_E_USAGE;
        }
    }
    return TCC_OK;
}

void tcc_fit_config_text(const struct tcc_fit *fit, const struct tcc_fit_candidate *c, char *out, size_t size)
{
    out[0] = '\0';
    tcc_appendf(out, size, "/* Written by tlscost fit for %s: %s%s%s%s. */\n", fit->library, fit->job,
                fit->need.sni ? ", SNI" : "", fit->need.mfl ? ", max fragment length" : "",
                fit->need.ems ? ", extended master secret" : "");
    tcc_appendf(out, size, "%s", fit->base);
    /* The job's extensions: defined when it needs them, else left out unless a knob says. */
    const int needed[TCC_NEEDS] = { fit->need.sni, fit->need.mfl, fit->need.ems };
    for (int i = 0; i < TCC_NEEDS; i++) {
        const char *m = fit->needs[i].macro;
        if (m != NULL && needed[i])
            tcc_appendf(out, size, "#undef %s\n#define %s\n", m, m);
        else if (m != NULL && fit->needs[i].what == NULL)
            tcc_appendf(out, size, "#undef %s\n", m);
    }
    for (unsigned k = 0; k < fit->n_knobs; k++) {
        const char *v = fit->knobs[k].values[c->setting[k]];
        tcc_appendf(out, size, "#undef %s\n", fit->knobs[k].name);
        if (strcmp(v, "-") != 0)
            tcc_appendf(out, size, "#define %s%s%s\n", fit->knobs[k].name, v[0] ? " " : "", v);
    }
}

uint64_t tcc_fit_objective(const struct tcc_fit *fit, const struct tcc_fit_candidate *c)
{
    switch (fit->goal) {
    case TCC_GOAL_HEAP: return c->heap;
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
