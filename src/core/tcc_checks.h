/* tcc_checks.h: the security checks, one table for both kinds of client. Each check runs the
 * same client against a server it must refuse (a harness scenario, tc_pki.h): a certificate
 * client against an unknown root, a certificate for another host and an expired one; a PSK client
 * holding the wrong key or naming an identity the server does not know. The result document, the
 * text, the report and fit read the answers through this table. */
#ifndef TCC_CHECKS_H
#define TCC_CHECKS_H

#include <stddef.h>
#include "tcc_result.h"

struct tcc_check {
    const char *scenario; /* the harness's cert= scenario: "unknown" */
    const char *key;      /* its answer in the result document's security object: "rejects_unknown_root" */
    const char *auth;     /* the clients it applies to: "certificate" or "psk" (tcc_result_auth) */
    const char *title;    /* "unknown root" */
    const char *accepting; /* what a client that accepts it does: "accepts a certificate from an unknown root" */
    int must_refuse;      /* accepting it makes the client insecure (an expired certificate does not:
                             a client without a clock cannot tell) */
};
extern const struct tcc_check tcc_checks[TCC_SEC_COUNT];

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
