/* tcc_probe.c: tlscost probe, asking a real server with openssl s_client (see tcc_probe.h). */
#include "tcc_probe.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_file.h"
#include "../model/tcc_json.h"
#include "../base/tcc_lines.h"
#include "../base/tcc_proc.h"

const unsigned tcc_probe_mfl_lengths[TCC_PROBE_MFLS] = { 512, 1024, 2048, 4096 };

/* The suites tlscost's profiles speak, by OpenSSL's names. */
static const struct tcc_probe_suite tcc_probe_suites[] = {
    { "ECDHE-ECDSA-AES128-GCM-SHA256", "tls1.2", 0 },
    { "ECDHE-RSA-AES128-GCM-SHA256", "tls1.2", 0 },
    { "ECDHE-ECDSA-AES256-GCM-SHA384", "tls1.2", 0 },
    { "ECDHE-RSA-AES256-GCM-SHA384", "tls1.2", 0 },
    { "ECDHE-ECDSA-CHACHA20-POLY1305", "tls1.2", 0 },
    { "ECDHE-RSA-CHACHA20-POLY1305", "tls1.2", 0 },
    { "AES128-GCM-SHA256", "tls1.2", 0 },
    { "TLS_AES_128_GCM_SHA256", "tls1.3", 0 },
    { "TLS_AES_256_GCM_SHA384", "tls1.3", 0 },
    { "TLS_CHACHA20_POLY1305_SHA256", "tls1.3", 0 },
};

/* One s_client connection: what it printed, whether the handshake completed. */
struct tcc_conn {
    char *output;
    int done;      /* a suite was negotiated */
    int connected; /* the TCP connection was made */
    int timed_out;
};

struct tcc_probe_ctx {
    const struct tcc_server_desc *s;
    unsigned timeout_s;
};

static void tcc_connect(const struct tcc_probe_ctx *ctx, const char *const extra[], const char *stdin_path,
                        struct tcc_conn *c)
{
    char target[300];
    snprintf(target, sizeof target, "%s:%u", ctx->s->host, ctx->s->port);
    const char *argv[24] = { "openssl", "s_client", "-connect", target };
    int n = 4;
    if (ctx->s->sni[0]) {
        argv[n++] = "-servername";
        argv[n++] = ctx->s->sni;
    } else {
        argv[n++] = "-noservername";
    }
    for (int i = 0; extra[i] != NULL && n < 23; i++)
        argv[n++] = extra[i];
    argv[n] = NULL;
    struct tcc_proc_result pr;
    memset(c, 0, sizeof *c);
    if (tcc_proc_run_input((char *const *)argv, stdin_path, NULL, ctx->timeout_s, &pr) != TCC_OK) {
        tcc_proc_free(&pr);
        return;
    }
    c->output = pr.output;
    c->timed_out = pr.timed_out;
    c->connected = strstr(c->output, "CONNECTED(") != NULL;
    const char *cipher = strstr(c->output, "Cipher is ");
    c->done = cipher != NULL && strncmp(cipher + 10, "(NONE)", 6) != 0;
}

/* The value after "key" on its line, trimmed, into out ("" when absent). */
static void tcc_after(const char *text, const char *key, char *out, size_t size)
{
    const char *p = strstr(text, key);
    out[0] = '\0';
    if (p == NULL)
        return;
    p += strlen(key);
    p += strspn(p, " ");
    snprintf(out, size, "%.*s", (int)strcspn(p, "\r\n"), p);
}

/* Bytes of DER a PEM block's base64 text holds. */
static unsigned tcc_pem_bytes(const char *pem)
{
    unsigned chars = 0, pad = 0;
    const char *begin = strstr(pem, "-----BEGIN CERTIFICATE-----"), *end = strstr(pem, "-----END CERTIFICATE-----");
    if (begin == NULL || end == NULL)
        return 0;
    for (const char *p = begin + 27; p < end; p++) {
        if ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '+' || *p == '/')
            chars++;
        else if (*p == '=')
            pad++;
    }
    return (chars + pad) / 4 * 3 - pad;
}

void tcc_probe_parse_chain(const char *output, struct tcc_server_desc *out)
{
    out->chain_len = 0;
    const char *p = strstr(output, "Certificate chain");
    char line[1024];
    while (p != NULL && tcc_next_line(&p, line, sizeof line) && strcmp(line, "---") != 0) {
        unsigned index;
        char subject[256];
        if (sscanf(line, " %u s:%255[^\n]", &index, subject) == 2 && out->chain_len < TCC_PROBE_CHAIN_MAX) {
            struct tcc_probe_cert *c = &out->chain[out->chain_len++];
            memset(c, 0, sizeof *c);
            snprintf(c->subject, sizeof c->subject, "%s", subject);
            continue;
        }
        if (out->chain_len == 0)
            continue;
        struct tcc_probe_cert *c = &out->chain[out->chain_len - 1];
        if (strncmp(line, "   i:", 5) == 0)
            snprintf(c->issuer, sizeof c->issuer, "%s", line + 5);
        else if (strncmp(line, "   a:PKEY: ", 11) == 0)
            sscanf(line + 11, "%63[^,], %u (bit); sigalg: %63s", c->key, &c->key_bits, c->signature);
        else if (strncmp(line, "-----BEGIN CERTIFICATE-----", 27) == 0) {
            const char *begin = p - strlen(line) - 1, *end = strstr(p, "-----END CERTIFICATE-----");
            if (end != NULL) {
                c->der_bytes = tcc_pem_bytes(begin);
                snprintf(c->pem, sizeof c->pem, "%.*s\n", (int)(end + 25 - begin), begin);
                p = end;
            }
        }
        c->self_signed = c->issuer[0] && strcmp(c->issuer, c->subject) == 0;
    }
    out->links_to_root = out->chain_len;
    if (out->chain_len > 0 && !out->chain[out->chain_len - 1].self_signed)
        out->links_to_root++;
}

unsigned tcc_probe_largest_record(const char *output)
{
    unsigned largest = 0;
    const char *p = output;
    char line[512];
    int header = 0;
    while (tcc_next_line(&p, line, sizeof line)) {
        if (header) {
            unsigned type, major, minor, hi, lo;
            if (sscanf(line, " %x %x %x %x %x", &type, &major, &minor, &hi, &lo) == 5 && (hi << 8 | lo) > largest)
                largest = hi << 8 | lo;
            header = 0;
        }
        header = strncmp(line, "<<< ", 4) == 0 && strstr(line, "RecordHeader") != NULL;
    }
    return largest;
}

long tcc_probe_ticket_lifetime(const char *output)
{
    const char *p = strstr(output, "TLS session ticket lifetime hint:");
    long seconds = -1;
    if (p != NULL && sscanf(p, "TLS session ticket lifetime hint: %ld", &seconds) != 1)
        seconds = -1;
    return seconds;
}

/* Count the names in each certificate's subjectAltName (openssl x509 on its PEM block). */
static void tcc_probe_names(const char *work_dir, unsigned timeout_s, struct tcc_server_desc *s)
{
    for (unsigned i = 0; i < s->chain_len; i++) {
        char path[4200];
        snprintf(path, sizeof path, "%s/probe-cert-%u.pem", work_dir, i);
        if (s->chain[i].pem[0] == '\0' || tcc_file_write(path, s->chain[i].pem, NULL) != TCC_OK)
            continue;
        char *argv[] = { "openssl", "x509", "-noout", "-ext", "subjectAltName", "-in", path, NULL };
        struct tcc_proc_result pr;
        if (tcc_proc_run(argv, "/dev/null", timeout_s, &pr) == TCC_OK && pr.exit_code == 0) {
            for (const char *q = strstr(pr.output, "DNS:"); q != NULL; q = strstr(q + 4, "DNS:"))
                s->chain[i].san_names++;
            for (const char *q = strstr(pr.output, "IP Address:"); q != NULL; q = strstr(q + 11, "IP Address:"))
                s->chain[i].san_names++;
        }
        tcc_proc_free(&pr);
        remove(path);
    }
}

/* Why a first connection failed, in one sentence. */
static void tcc_probe_refusal(const struct tcc_server_desc *s, const struct tcc_conn *c, unsigned timeout_s,
                              struct tcc_diag *d)
{
    if (c->output == NULL) {
        tcc_diagf(d, "cannot run openssl s_client; install Debian's openssl (make setup)");
        return;
    }
    if (!c->connected && c->timed_out) {
        tcc_diagf(d, "%s:%u does not answer within %u s; check the host and port, or give a longer --timeout", s->host,
                  s->port, timeout_s);
        return;
    }
    if (!c->connected) {
        char why[200];
        tcc_after(c->output, "connect:", why, sizeof why);
        tcc_diagf(d, "%s:%u refused the connection or cannot be reached (%s)", s->host, s->port,
                  why[0] ? why : "s_client could not connect");
        return;
    }
    char line[300] = "";
    const char *err = strstr(c->output, ":error:");
    if (err != NULL)
        snprintf(line, sizeof line, "%.*s", (int)strcspn(err + 7, "\n"), err + 7);
    tcc_diagf(d, "%s:%u answers but does not complete a TLS handshake%s%s%s", s->host, s->port,
              c->timed_out ? " within the time limit" : "", line[0] ? ": " : "", line);
}

int tcc_probe(const char *target, const char *sni, const char *request_path, unsigned timeout_s,
              const char *work_dir, struct tcc_server_desc *out, struct tcc_diag *d)
{
    memset(out, 0, sizeof *out);
    const char *colon = strrchr(target, ':');
    char *end = NULL;
    unsigned long port = colon != NULL ? strtoul(colon + 1, &end, 10) : 0;
    if (colon == NULL || colon == target || (size_t)(colon - target) >= sizeof out->host || end == colon + 1 ||
        *end != '\0' || port == 0 || port > 65535) {
        tcc_diagf(d, "'%s' is not HOST:PORT (for example broker.example.net:8883)", target);
        return TCC_E_USAGE;
    }
    snprintf(out->host, sizeof out->host, "%.*s", (int)(colon - target), target);
    out->port = (unsigned)port;
    snprintf(out->sni, sizeof out->sni, "%s", sni != NULL ? sni : "");
    if (request_path != NULL && !tcc_path_exists(request_path)) {
        tcc_diagf(d, "cannot read the request %s; give a readable file to --request", request_path);
        return TCC_E_USAGE;
    }
    snprintf(out->request, sizeof out->request, "%s", request_path != NULL ? request_path : "");
    char *version[] = { "openssl", "version", NULL };
    tcc_proc_first_line(version, out->tool, sizeof out->tool);
    struct tcc_probe_ctx ctx = { out, timeout_s };
    /* The first connection offers everything: the chain, OCSP, tickets and the records sent in
     * answer to the request. */
    struct tcc_conn c;
    const char *const first[] = { "-showcerts", "-status", "-msg", request_path != NULL ? "-ign_eof" : NULL, NULL };
    tcc_connect(&ctx, first, request_path, &c);
    if (!c.done) {
        tcc_probe_refusal(out, &c, timeout_s, d);
        free(c.output);
        return TCC_E_RUN;
    }
    char protocol[32], cipher[64];
    tcc_after(c.output, "    Protocol  :", protocol, sizeof protocol);
    tcc_after(c.output, "    Cipher    :", cipher, sizeof cipher);
    snprintf(out->negotiated, sizeof out->negotiated, "%s %s", protocol, cipher);
    tcc_probe_parse_chain(c.output, out);
    tcc_probe_names(work_dir, timeout_s, out);
    out->largest_record = tcc_probe_largest_record(c.output);
    out->ticket_lifetime_s = tcc_probe_ticket_lifetime(c.output);
    out->ocsp_stapled = strstr(c.output, "OCSP Response Status: successful") != NULL;
    free(c.output);
    /* One connection per protocol version, suite and max fragment length. */
    const char *const tls12[] = { "-tls1_2", NULL }, *const tls13[] = { "-tls1_3", NULL };
    tcc_connect(&ctx, tls12, NULL, &c);
    out->tls12 = c.done;
    free(c.output);
    tcc_connect(&ctx, tls13, NULL, &c);
    out->tls13 = c.done;
    free(c.output);
    out->suite_count = sizeof tcc_probe_suites / sizeof tcc_probe_suites[0];
    for (unsigned i = 0; i < out->suite_count; i++) {
        out->suites[i] = tcc_probe_suites[i];
        int v13 = strcmp(out->suites[i].protocol, "tls1.3") == 0;
        const char *const args[] = { v13 ? "-tls1_3" : "-tls1_2", v13 ? "-ciphersuites" : "-cipher",
                                     out->suites[i].name, NULL };
        tcc_connect(&ctx, args, NULL, &c);
        out->suites[i].accepted = c.done;
        free(c.output);
    }
    for (unsigned i = 0; i < TCC_PROBE_MFLS; i++) {
        char length[16];
        snprintf(length, sizeof length, "%u", tcc_probe_mfl_lengths[i]);
        /* Honoured when no record the server sends is longer than the fragment and its overhead. */
        const char *const args[] = { "-tls1_2", "-maxfraglen", length, "-msg", request_path != NULL ? "-ign_eof" : NULL,
                                     NULL };
        tcc_connect(&ctx, args, request_path, &c);
        out->mfl[i] = !c.done ? -1 : tcc_probe_largest_record(c.output) <= tcc_probe_mfl_lengths[i] + 256;
        free(c.output);
    }
    return TCC_OK;
}

static int tcc_probe_emit(FILE *f, const void *ctx)
{
    const struct tcc_server_desc *s = ctx;
    cJSON *doc = cJSON_CreateObject();
    cJSON_AddStringToObject(doc, "schema", "tlscost-server/1");
    cJSON_AddStringToObject(doc, "host", s->host);
    cJSON_AddNumberToObject(doc, "port", s->port);
    cJSON_AddStringToObject(doc, "sni", s->sni);
    cJSON_AddStringToObject(doc, "request", s->request);
    cJSON_AddStringToObject(doc, "probed_with", s->tool);
    cJSON_AddStringToObject(doc, "method", "openssl s_client, one connection per question");
    cJSON *protocols = cJSON_AddObjectToObject(doc, "protocols");
    cJSON_AddBoolToObject(protocols, "tls1.2", s->tls12);
    cJSON_AddBoolToObject(protocols, "tls1.3", s->tls13);
    cJSON_AddStringToObject(doc, "negotiated", s->negotiated);
    cJSON *suites = cJSON_AddArrayToObject(doc, "suites");
    for (unsigned i = 0; i < s->suite_count; i++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "name", s->suites[i].name);
        cJSON_AddStringToObject(o, "protocol", s->suites[i].protocol);
        cJSON_AddBoolToObject(o, "accepted", s->suites[i].accepted);
        cJSON_AddItemToArray(suites, o);
    }
    cJSON *chain = cJSON_AddArrayToObject(doc, "chain");
    for (unsigned i = 0; i < s->chain_len; i++) {
        const struct tcc_probe_cert *c = &s->chain[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "subject", c->subject);
        cJSON_AddStringToObject(o, "issuer", c->issuer);
        cJSON_AddNumberToObject(o, "der_bytes", c->der_bytes);
        cJSON_AddStringToObject(o, "key", c->key);
        cJSON_AddNumberToObject(o, "key_bits", c->key_bits);
        cJSON_AddStringToObject(o, "signature", c->signature);
        cJSON_AddNumberToObject(o, "san_names", c->san_names);
        cJSON_AddBoolToObject(o, "self_signed", c->self_signed);
        cJSON_AddStringToObject(o, "pem", c->pem);
        cJSON_AddItemToArray(chain, o);
    }
    cJSON_AddNumberToObject(doc, "links_to_root", s->links_to_root);
    cJSON *mfl = cJSON_AddObjectToObject(doc, "max_fragment_length");
    for (unsigned i = 0; i < TCC_PROBE_MFLS; i++) {
        char key[16];
        snprintf(key, sizeof key, "%u", tcc_probe_mfl_lengths[i]);
        cJSON_AddStringToObject(mfl, key, s->mfl[i] > 0 ? "honoured" : s->mfl[i] == 0 ? "ignored" : "handshake failed");
    }
    cJSON_AddNumberToObject(doc, "largest_record", s->largest_record);
    if (s->ticket_lifetime_s >= 0)
        cJSON_AddNumberToObject(doc, "session_ticket_lifetime_s", (double)s->ticket_lifetime_s);
    else
        cJSON_AddNullToObject(doc, "session_ticket_lifetime_s");
    cJSON_AddBoolToObject(doc, "ocsp_stapled", s->ocsp_stapled);
    return tcc_json_emit(f, doc);
}

int tcc_probe_write(const char *path, const struct tcc_server_desc *s, struct tcc_diag *d)
{
    return tcc_file_write_with(path, tcc_probe_emit, s, d);
}
