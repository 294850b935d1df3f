/* tcc_server_read.c: a server description (tlscost-server/1, written by tlscost probe) read back:
 * its chain with each certificate's PEM, its protocol versions, max fragment length answers and
 * largest record. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_file.h"
#include "tcc_probe.h"

static void tcc_text_into(const cJSON *o, const char *key, char *out, size_t size)
{
    const char *v = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(o, key));
    snprintf(out, size, "%s", v != NULL ? v : "");
}

/* A field that is a whole count below 2^32, or absent (0); *bad gets the first key that is
 * neither (a number out of range must not reach a conversion). */
static unsigned tcc_count_of(const cJSON *o, const char *key, const char **bad)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (v == NULL)
        return 0;
    if (cJSON_IsNumber(v) && v->valuedouble >= 0 && v->valuedouble <= 4294967295.0 &&
        (double)(unsigned)v->valuedouble == v->valuedouble)
        return (unsigned)v->valuedouble;
    if (*bad == NULL)
        *bad = key;
    return 0;
}

int tcc_probe_read(const char *path, struct tcc_server_desc *s, struct tcc_diag *d)
{
    memset(s, 0, sizeof *s);
    char *text = tcc_file_read(path, NULL);
    if (text == NULL) {
        tcc_diagf(d, "cannot read the server description %s", path);
        return TCC_E_INPUT;
    }
    cJSON *doc = cJSON_Parse(text);
    free(text);
    const char *schema = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(doc, "schema"));
    const cJSON *chain = cJSON_GetObjectItemCaseSensitive(doc, "chain"), *c;
    int ok = schema != NULL && strcmp(schema, "tlscost-server/1") == 0 && cJSON_IsArray(chain) &&
             cJSON_GetArraySize(chain) > 0 && cJSON_GetArraySize(chain) <= TCC_PROBE_CHAIN_MAX;
    const cJSON *certificates = ok ? chain : NULL;
    const char *bad = NULL;
    cJSON_ArrayForEach(c, certificates) {
        struct tcc_probe_cert *cert = &s->chain[s->chain_len++];
        tcc_text_into(c, "subject", cert->subject, sizeof cert->subject);
        tcc_text_into(c, "issuer", cert->issuer, sizeof cert->issuer);
        tcc_text_into(c, "key", cert->key, sizeof cert->key);
        tcc_text_into(c, "signature", cert->signature, sizeof cert->signature);
        tcc_text_into(c, "pem", cert->pem, sizeof cert->pem);
        cert->key_bits = tcc_count_of(c, "key_bits", &bad);
        cert->der_bytes = tcc_count_of(c, "der_bytes", &bad);
        cert->san_names = tcc_count_of(c, "san_names", &bad);
        cert->self_signed = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(c, "self_signed"));
        ok &= strstr(cert->pem, "-----BEGIN CERTIFICATE-----") != NULL;
    }
    if (ok) {
        tcc_text_into(doc, "host", s->host, sizeof s->host);
        tcc_text_into(doc, "sni", s->sni, sizeof s->sni);
        tcc_text_into(doc, "negotiated", s->negotiated, sizeof s->negotiated);
        s->port = tcc_count_of(doc, "port", &bad);
        s->links_to_root = tcc_count_of(doc, "links_to_root", &bad);
        s->largest_record = tcc_count_of(doc, "largest_record", &bad);
        const cJSON *protocols = cJSON_GetObjectItemCaseSensitive(doc, "protocols");
        s->tls12 = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(protocols, "tls1.2"));
        s->tls13 = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(protocols, "tls1.3"));
        const cJSON *mfl = cJSON_GetObjectItemCaseSensitive(doc, "max_fragment_length");
        for (unsigned i = 0; i < TCC_PROBE_MFLS; i++) {
            char key[16];
            snprintf(key, sizeof key, "%u", tcc_probe_mfl_lengths[i]);
            const char *answer = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(mfl, key));
            s->mfl[i] = answer == NULL ? -1 : strcmp(answer, "honoured") == 0 ? 1 : strcmp(answer, "ignored") == 0 ? 0 : -1;
        }
        const cJSON *ticket = cJSON_GetObjectItemCaseSensitive(doc, "session_ticket_lifetime_s");
        s->ticket_lifetime_s =
            ticket == NULL || cJSON_IsNull(ticket) ? -1 : (long)tcc_count_of(doc, "session_ticket_lifetime_s", &bad);
        s->ocsp_stapled = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(doc, "ocsp_stapled"));
    }
    cJSON_Delete(doc);
    if (ok && bad != NULL) {
        tcc_diagf(d, "%s: field '%s' is not a whole count below 2^32; write the description again with tlscost "
                  "probe --json", path, bad);
        return TCC_E_INPUT;
    }
    if (!ok) {
        tcc_diagf(d, "%s is not a server description with its chain (schema tlscost-server/1, written by tlscost "
                  "probe)", path);
        return TCC_E_INPUT;
    }
    return TCC_OK;
}
