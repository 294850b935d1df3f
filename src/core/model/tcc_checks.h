/* tcc_checks.h: the security checks, one table for both kinds of client. Each check runs the
 * same client against a server it must refuse (a harness scenario, tc_pki.h): a certificate
 * client against an unknown root, a certificate for another host and an expired one; a PSK client
 * holding the wrong key or naming an identity the server does not know. The result document, the
 * text, the report and fit read the answers through this table. */
#ifndef TCC_CHECKS_H
#define TCC_CHECKS_H

#include <stddef.h>
#include "tcc_cell_spec.h"
#include "tcc_result.h"

struct tcc_check {
    const char *scenario; /* the harness's cert= scenario: "unknown" */
    const char *key;      /* its answer in the result document's security object: "rejects_unknown_root" */
    const char *auth;     /* the clients it applies to: "certificate" or "psk" (tcc_result_auth) */
    const char *title;    /* "unknown root" */
    const char *accepting; /* what a client that accepts it does: "accepts a certificate from an unknown root" */
    int must_refuse;      /* accepting it makes the client insecure (an expired certificate does not:
                             a client without a clock cannot tell) */
    enum tcc_check_chain {
        TCC_CHECK_OWN_SCENARIO, /* always its own scenario (EC certificates) */
        TCC_CHECK_OTHER_ROOT,   /* on another chain (RSA, a probed server's stand-in): that chain, the
                                   client trusting a root that did not sign it */
        TCC_CHECK_OTHER_HOST,   /* on another chain: that chain, the client expecting another name */
    } on_other_chain;
};
extern const struct tcc_check tcc_checks[TCC_SEC_COUNT];

/* The cell that runs check id against the client of cell (a copy, with its cert, trust and host
 * set): the check's own scenario for the EC test PKI's chains; for another chain (rsa0, rsa1, a
 * probed server's) that chain with another root trusted or another name expected, so a client
 * that cannot talk to the EC scenarios is checked on the chain it can. */
struct tcc_cell tcc_check_cell(enum tcc_check_id id, const struct tcc_cell *cell);
/* How the result's client authenticated its server: "certificate" or "psk". */
const char *tcc_result_auth(const struct tcc_result *r);
/* 1 when the check is one the result's client is run against. */
int tcc_check_applies(enum tcc_check_id id, const struct tcc_result *r);
/* "unknown root, wrong host, expired" or "wrong key, unknown identity": the checks a result's
 * client is run against, for progress lines. */
void tcc_check_titles(const struct tcc_result *r, char *out, size_t size);
/* 1 when every check the client must refuse was refused. */
int tcc_checks_secure(const struct tcc_result *r);
/* Why a result is not secure, in words ("accepts a certificate from an unknown root"), or NULL
 * when it is. */
const char *tcc_checks_failure(const struct tcc_result *r);

#endif
