/* tcc_fit_peers.c: fit's peers need: the answer is built for the host and run against the real
 * servers of tlscost peers (openssl s_server and gnutls-serv over loopback, on the job's test
 * chain); one that fails there is set aside with what happened, and the next best is tried. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_error.h"
#include "tcc_fit.h"
#include "../run/tcc_peers.h"
#include "../base/tcc_str.h"

/* How many answers in a row may fail against the servers before fit gives up on the need. */
#define TCC_FIT_PEER_TRIES 4

/* The best feasible candidate left, ranked as the search ranks them; -1 when none is. */
static int tcc_fit_next_best(const struct tcc_fit *fit)
{
    int best = -1;
    for (unsigned i = 0; i < fit->n_candidates; i++) {
        const struct tcc_fit_candidate *c = &fit->candidates[i];
        if (c->measured && c->feasible && (best < 0 || tcc_fit_better(fit, c, &fit->candidates[best])))
            best = (int)i;
    }
    return best;
}

int tcc_fit_check_peers(struct tcc_fit *fit, struct tcc_diag *d)
{
    fit->peers_note[0] = '\0';
    if (!fit->need.peers)
        return TCC_OK;
    struct tcc_peers *peers = calloc(1, sizeof *peers);
    if (peers == NULL)
        return TCC_E_IO;
    int err = TCC_OK, confirmed = 0;
    for (unsigned tries = 0; tries < TCC_FIT_PEER_TRIES && err == TCC_OK; tries++) {
        struct tcc_fit_candidate *c = &fit->candidates[fit->best];
        if (!c->feasible)
            break;
        char header[4200];
        tcc_fit_path(fit, c, "h", header, sizeof header);
        memset(peers, 0, sizeof *peers);
        peers->config_file = header;
        tcc_progress(d, "fit: %s against openssl s_server and gnutls-serv", c->id);
        err = tcc_peers_real(fit->home, peers, tcc_fit_cert(fit), tcc_fit_mfl(fit, c), d);
        if (err != TCC_OK)
            break;
        const struct tcc_peer_outcome *failed = NULL;
        for (unsigned i = 0; i < peers->count && failed == NULL; i++)
            if (!peers->outcomes[i].ok)
                failed = &peers->outcomes[i];
        if (failed == NULL) {
            tcc_appendf(fit->peers_note, sizeof fit->peers_note, "%s%s completed against %s and %s over loopback",
                        fit->peers_note[0] ? "; " : "", c->id, peers->outcomes[0].server, peers->outcomes[1].server);
            confirmed = 1;
            break;
        }
        c->feasible = 0;
        snprintf(c->error, sizeof c->error, "fails against %s: %s", failed->server, failed->words);
        tcc_appendf(fit->peers_note, sizeof fit->peers_note, "%s%s set aside: %s", fit->peers_note[0] ? "; " : "",
                    c->id, c->error);
        int next = tcc_fit_next_best(fit);
        if (next < 0)
            break;
        fit->best = next;
    }
    struct tcc_fit_candidate *answer = &fit->candidates[fit->best];
    if (err == TCC_OK && !confirmed && answer->feasible) {
        answer->feasible = 0;
        snprintf(answer->error, sizeof answer->error, "not run against the real servers: the %u best before it "
                 "failed there", TCC_FIT_PEER_TRIES);
    }
    free(peers);
    return err;
}
