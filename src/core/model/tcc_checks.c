/* tcc_checks.c: the table of security checks (see tcc_checks.h). */
#include "tcc_checks.h"
#include <string.h>
#include "../base/tcc_str.h"

const struct tcc_check tcc_checks[TCC_SEC_COUNT] = {
    [TCC_SEC_UNKNOWN_ROOT] = { "unknown", "rejects_unknown_root", "certificate", "unknown root",
                               "accepts a certificate from an unknown root", 1, TCC_CHECK_OTHER_ROOT },
    [TCC_SEC_WRONG_HOST] = { "wronghost", "rejects_wrong_host", "certificate", "wrong host name",
                             "accepts a certificate for another host name", 1, TCC_CHECK_OTHER_HOST },
    [TCC_SEC_EXPIRED] = { "expired", "rejects_expired", "certificate", "expired certificate",
                          "accepts an expired certificate", 0, TCC_CHECK_OWN_SCENARIO },
    [TCC_SEC_WRONG_KEY] = { "psk-wrongkey", "rejects_wrong_key", "psk", "wrong key",
                            "completes a handshake holding the wrong key", 1, TCC_CHECK_OWN_SCENARIO },
    [TCC_SEC_UNKNOWN_IDENTITY] = { "psk-unknownid", "rejects_unknown_identity", "psk", "unknown identity",
                                   "completes a handshake naming an identity the server does not know", 1,
                                   TCC_CHECK_OWN_SCENARIO },
};

/* A host name no certificate carries (.invalid is reserved, RFC 2606). */
#define TCC_CHECK_WRONG_HOST "wrong-host.tlscost.invalid"

struct tcc_cell tcc_check_cell(enum tcc_check_id id, const struct tcc_cell *cell)
{
    struct tcc_cell bad = *cell;
    bad.scenario.cert = tcc_checks[id].scenario;
    int ec_test_chain = cell->scenario.cert == NULL || strncmp(cell->scenario.cert, "ec", 2) == 0;
    if (ec_test_chain || tcc_checks[id].on_other_chain == TCC_CHECK_OWN_SCENARIO)
        return bad;
    bad.scenario.cert = cell->scenario.cert;
    /* A root of the chain's kind that signed none of it: the RSA test PKI's untrusted root, or the
     * EC test root for a probed server's all-EC chain. */
    int rsa_chain = strncmp(cell->scenario.cert, "rsa", 3) == 0 || (cell->scenario.server != NULL && cell->scenario.server->needs_rsa);
    if (tcc_checks[id].on_other_chain == TCC_CHECK_OTHER_ROOT)
        bad.scenario.trust = rsa_chain ? "rsa-unknown" : "ec0";
    else
        bad.scenario.host = TCC_CHECK_WRONG_HOST;
    return bad;
}

const char *tcc_result_auth(const struct tcc_result *r)
{
    return strcmp(r->client_auth, "psk") == 0 ? "psk" : "certificate";
}

int tcc_check_applies(enum tcc_check_id id, const struct tcc_result *r)
{
    return strcmp(tcc_checks[id].auth, tcc_result_auth(r)) == 0;
}

void tcc_check_titles(const struct tcc_result *r, char *out, size_t size)
{
    out[0] = '\0';
    for (int i = 0; i < TCC_SEC_COUNT; i++)
        if (tcc_check_applies((enum tcc_check_id)i, r))
            tcc_appendf(out, size, "%s%s", out[0] ? ", " : "", tcc_checks[i].title);
}

const char *tcc_checks_failure(const struct tcc_result *r)
{
    if (!r->security.checked)
        return "its security checks were not run";
    for (int i = 0; i < TCC_SEC_COUNT; i++) {
        if (!tcc_check_applies((enum tcc_check_id)i, r) || !tcc_checks[i].must_refuse)
            continue;
        if (r->security.answer[i] == TCC_CHECK_ACCEPTED)
            return tcc_checks[i].accepting;
        if (r->security.answer[i] != TCC_CHECK_REFUSED)
            return "a security check ended before the client decided (not tested)";
    }
    return NULL;
}

int tcc_checks_secure(const struct tcc_result *r)
{
    return tcc_checks_failure(r) == NULL;
}
