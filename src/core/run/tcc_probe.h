/* tcc_probe.h: tlscost probe: what a real TLS server offers a client, asked with Debian's
 * openssl s_client, one connection per question, each bounded in time: the protocol versions
 * and the suites tlscost's profiles speak that it accepts, the certificate chain it sends (each
 * certificate's size, key, signature and names, and the links up to a root), whether it honours
 * max fragment length, the largest record it sends in answer to a request, its session tickets
 * and OCSP stapling. The answer is a server description (JSON, schema tlscost-server/1). It
 * connects only where it is pointed, sends only the request it is given, and keeps only the
 * public chain's details and the sizes it saw. */
#ifndef TCC_PROBE_H
#define TCC_PROBE_H

#include <stddef.h>
#include "../base/tcc_error.h"

#define TCC_PROBE_CHAIN_MAX 8
#define TCC_PROBE_SUITES_MAX 12
#define TCC_PROBE_MFLS 4

struct tcc_probe_cert {
    char subject[256], issuer[256];
    char key[64];          /* "rsaEncryption", "id-ecPublicKey" */
    unsigned key_bits;
    char signature[64];    /* "RSA-SHA256", "ecdsa-with-SHA256" */
    unsigned der_bytes;
    unsigned san_names;    /* DNS and IP names in its subjectAltName */
    int self_signed;
    char pem[8192];        /* the certificate as sent (public), for the stand-in chain (tcc_standin.h) */
};

struct tcc_probe_suite {
    const char *name;      /* OpenSSL's name */
    const char *protocol;  /* "tls1.2" or "tls1.3" */
    int accepted;
};

struct tcc_server_desc {
    char host[256];
    unsigned port;
    char sni[256];
    char request[1024];    /* the request file's path, or "" (none: the handshake alone) */
    char tool[128];        /* "OpenSSL 3.0.19 27 Jan 2026" */
    int tls12, tls13;      /* protocol versions it accepts */
    char negotiated[96];   /* protocol and suite of a connection that offers everything */
    struct tcc_probe_suite suites[TCC_PROBE_SUITES_MAX];
    unsigned suite_count;
    struct tcc_probe_cert chain[TCC_PROBE_CHAIN_MAX]; /* as sent, leaf first */
    unsigned chain_len;
    unsigned links_to_root; /* signatures a client verifies: one per certificate sent, and one more
                               when the last is not a self-signed root (the client holds the root) */
    int mfl[TCC_PROBE_MFLS]; /* 512 ... 4096: 1 honoured, 0 ignored, -1 the handshake failed */
    unsigned largest_record;  /* the largest record it sent, bytes of its length field */
    long ticket_lifetime_s;   /* -1: no session ticket */
    int ocsp_stapled;
};

extern const unsigned tcc_probe_mfl_lengths[TCC_PROBE_MFLS];

/* Probe target ("HOST:PORT"); request_path may be NULL. TCC_E_USAGE for a bad target or an
 * unreadable request, TCC_E_RUN when the server does not answer or does not speak TLS, with d
 * saying which in one sentence. */
int tcc_probe(const char *target, const char *sni, const char *request_path, unsigned timeout_s,
              const char *work_dir, struct tcc_server_desc *out, struct tcc_diag *d);
/* Write the description as JSON (all or nothing). */
int tcc_probe_write(const char *path, const struct tcc_server_desc *s, struct tcc_diag *d);
/* Read a server description back (tcc_server_read.c): its chain with each PEM, protocols, max
 * fragment length answers, largest record, tickets and stapling (not its suites). TCC_E_INPUT
 * naming the file when it is not one. */
int tcc_probe_read(const char *path, struct tcc_server_desc *s, struct tcc_diag *d);

/* Parsers of s_client's output, exposed for tests. The chain from -showcerts (certificates'
 * sizes from their PEM text; subjectAltName counts are filled in by tcc_probe); the largest
 * record the server sent from -msg; the session's ticket lifetime (-1 none). */
void tcc_probe_parse_chain(const char *output, struct tcc_server_desc *out);
unsigned tcc_probe_largest_record(const char *output);
long tcc_probe_ticket_lifetime(const char *output);

#endif
