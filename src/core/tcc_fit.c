/* tcc_fit.c: requirements, knobs and candidate config headers for tlscost fit (see tcc_fit.h). */
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

static void tcc_knob(struct tcc_fit *fit, const char *name, const char *what, const char *const values[])
{
    struct tcc_fit_knob *k = &fit->knobs[fit->n_knobs++];
    k->name = name;
    k->what = what;
    k->n_values = 0;
    for (; values[k->n_values] != NULL && k->n_values < TCC_FIT_VALUES_MAX; k->n_values++)
        k->values[k->n_values] = values[k->n_values];
}

void tcc_fit_init(struct tcc_fit *fit)
{
    static const char *const on_off[] = { "", "-", NULL }, *const off_on[] = { "-", "", NULL };
    static const char *const window[] = { "2", "3", "4", NULL }, *const fixed[] = { "0", "1", NULL };
    static const char *const out_len[] = { "16384", "4096", "1024", "512", NULL };
    static const char *const in_len_all[] = { "16384", "4096", "1024", "512" };
    /* Without MFL the receive buffer must hold the server's largest record. */
    static const char *in_len[5];
    unsigned n_in = 0;
    for (unsigned i = 0; i < 4; i++)
        if (fit->need.mfl || (unsigned)atoi(in_len_all[i]) >= fit->need.server_record)
            in_len[n_in++] = in_len_all[i];
    in_len[n_in] = NULL;
    fit->n_knobs = 0;
    tcc_knob(fit, "MBEDTLS_HAVE_ASM", "assembly for bignum multiplication", on_off);
    tcc_knob(fit, "MBEDTLS_ECP_NIST_OPTIM", "fast reduction modulo the NIST primes", on_off);
    tcc_knob(fit, "MBEDTLS_AES_ROM_TABLES", "AES tables in flash (off: built in RAM)", on_off);
    tcc_knob(fit, "MBEDTLS_AES_FEWER_TABLES", "one AES table instead of four", off_on);
    tcc_knob(fit, "MBEDTLS_AES_ONLY_128_BIT_KEY_LENGTH", "AES-128 code only", off_on);
    tcc_knob(fit, "MBEDTLS_BLOCK_CIPHER_NO_DECRYPT", "no AES decryption (GCM never decrypts blocks)", off_on);
    tcc_knob(fit, "MBEDTLS_SHA256_SMALLER", "the smaller, slower SHA-256", off_on);
    tcc_knob(fit, "MBEDTLS_ECP_WINDOW_SIZE", "window of the point multiplication", window);
    tcc_knob(fit, "MBEDTLS_ECP_FIXED_POINT_OPTIM", "table for the base point", fixed);
    tcc_knob(fit, "MBEDTLS_ASN1_WRITE_C", "ASN.1 writing", on_off);
    if (!fit->need.ems)
        tcc_knob(fit, "MBEDTLS_SSL_EXTENDED_MASTER_SECRET", "extended master secret (waived)", on_off);
    if (!fit->need.mfl)
        tcc_knob(fit, "MBEDTLS_SSL_MAX_FRAGMENT_LENGTH", "max fragment length extension (not required)", on_off);
    tcc_knob(fit, "MBEDTLS_SSL_OUT_CONTENT_LEN", "send buffer (the client picks its record size)", out_len);
    if (n_in > 1)
        tcc_knob(fit, "MBEDTLS_SSL_IN_CONTENT_LEN",
                 fit->need.mfl ? "receive buffer, with max fragment length requested" : "receive buffer", in_len);
}

void tcc_fit_config_text(const struct tcc_fit *fit, const struct tcc_fit_candidate *c, char *out, size_t size)
{
    static const char *const fixed[] = {
        "MBEDTLS_PLATFORM_C", "MBEDTLS_PLATFORM_MEMORY", "MBEDTLS_SSL_TLS_C", "MBEDTLS_SSL_CLI_C",
        "MBEDTLS_SSL_PROTO_TLS1_2", "MBEDTLS_KEY_EXCHANGE_ECDHE_ECDSA_ENABLED", "MBEDTLS_ECP_DP_SECP256R1_ENABLED",
        "MBEDTLS_ECP_C", "MBEDTLS_ECDH_C", "MBEDTLS_ECDSA_C", "MBEDTLS_BIGNUM_C", "MBEDTLS_AES_C", "MBEDTLS_GCM_C",
        "MBEDTLS_CIPHER_C", "MBEDTLS_SHA256_C", "MBEDTLS_MD_C", "MBEDTLS_CTR_DRBG_C", "MBEDTLS_X509_USE_C",
        "MBEDTLS_X509_CRT_PARSE_C", "MBEDTLS_PK_C", "MBEDTLS_PK_PARSE_C", "MBEDTLS_ASN1_PARSE_C", "MBEDTLS_OID_C",
    };
    out[0] = '\0';
    tcc_appendf(out, size, "/* Written by tlscost fit: a TLS 1.2 client, ECDHE-ECDSA-AES128-GCM-SHA256 on P-256, "
                           "server certificate verified%s%s%s. */\n", fit->need.sni ? ", SNI" : "",
                fit->need.mfl ? ", max fragment length" : "", fit->need.ems ? ", extended master secret" : "");
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        tcc_appendf(out, size, "#define %s\n", fixed[i]);
    tcc_appendf(out, size, "#define MBEDTLS_SSL_CIPHERSUITES MBEDTLS_TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256\n"
                           "#define MBEDTLS_MPI_MAX_SIZE 32\n");
    if (fit->need.sni)
        tcc_appendf(out, size, "#define MBEDTLS_SSL_SERVER_NAME_INDICATION\n");
    if (fit->need.mfl)
        tcc_appendf(out, size, "#define MBEDTLS_SSL_MAX_FRAGMENT_LENGTH\n");
    if (fit->need.ems)
        tcc_appendf(out, size, "#define MBEDTLS_SSL_EXTENDED_MASTER_SECRET\n");
    for (unsigned k = 0; k < fit->n_knobs; k++) {
        const char *v = fit->knobs[k].values[c->setting[k]];
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
