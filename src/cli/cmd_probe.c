/* cmd_probe.c: tlscost probe HOST:PORT: what a real TLS server offers (tcc_probe.h), printed and
 * written to a server description file. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_file.h"
#include "../core/run/tcc_probe.h"
#include "../report/tcc_fmt.h"
#include "tcc_commands.h"
#include "tcc_options.h"
#include "tcc_say.h"

static const struct tcc_option tcc_probe_options[] = {
    { "sni", "NAME", "server name to send (default: none, which a server with several names may need)", NULL, NULL },
    { "request", "FILE", "bytes to send after the handshake (an HTTP GET, say), to see the largest record sent back",
      NULL, NULL },
    { "json", "FILE", "where to write the server description", "server.json", NULL },
    { "timeout", "SECONDS", "limit for each connection", "10", NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

static void tcc_probe_print(const struct tcc_server_desc *s)
{
    char a[32];
    printf("%s:%u (SNI %s), asked with %s, one connection per question\n", s->host, s->port,
           s->sni[0] ? s->sni : "none", s->tool);
    printf("  protocols: TLS 1.2 %s, TLS 1.3 %s; a connection offering both: %s\n", s->tls12 ? "yes" : "no",
           s->tls13 ? "yes" : "no", s->negotiated);
    printf("  suites accepted:");
    int any = 0;
    for (unsigned i = 0; i < s->suite_count; i++)
        if (s->suites[i].accepted) {
            printf("%s %s", any ? "," : "", s->suites[i].name);
            any = 1;
        }
    printf("%s\n", any ? "" : " none of those tlscost's profiles speak");
    printf("  chain sent (%u certificates; %u signatures to verify up to a root):\n", s->chain_len, s->links_to_root);
    for (unsigned i = 0; i < s->chain_len; i++) {
        const struct tcc_probe_cert *c = &s->chain[i];
        printf("    %u %s: %s B, %s %u bit, signed %s, %u names%s\n", i, c->subject, tcc_fmt_count(c->der_bytes, a, sizeof a),
               c->key, c->key_bits, c->signature, c->san_names, c->self_signed ? ", self-signed" : "");
    }
    printf("  max fragment length:");
    for (unsigned i = 0; i < TCC_PROBE_MFLS; i++)
        printf(" %u %s%s", tcc_probe_mfl_lengths[i],
               s->mfl[i] > 0 ? "honoured" : s->mfl[i] == 0 ? "ignored" : "handshake failed",
               i + 1 < TCC_PROBE_MFLS ? "," : "\n");
    printf("  largest record sent: %s B%s\n", tcc_fmt_count(s->largest_record, a, sizeof a),
           s->request[0] ? " (in answer to the request)" : " (the handshake alone: give --request to see answers)");
    if (s->ticket_lifetime_s >= 0)
        printf("  session tickets: lifetime %ld s\n", s->ticket_lifetime_s);
    else
        printf("  session tickets: none seen\n");
    printf("  OCSP stapling: %s\n", s->ocsp_stapled ? "yes" : "no");
}

static int tcc_probe_command(const struct tcc_invocation *inv)
{
    if (inv->n_positional != 1) {
        tcc_msg("probe needs one HOST:PORT (for example tlscost probe broker.example.net:8883)");
        return TCC_E_USAGE;
    }
    unsigned long timeout = 0;
    if (tcc_option_unsigned(inv->options, "timeout", &timeout) != 0 || timeout == 0) {
        tcc_msg("--timeout must be a whole number of seconds, at least 1");
        return TCC_E_USAGE;
    }
    const char *json = tcc_option(inv->options, "json");
    if (tcc_file_check_output(json, "--json", inv->diag) != TCC_OK)
        return TCC_E_USAGE;
    char work[4200];
    snprintf(work, sizeof work, "%s/build/probe", inv->home);
    if (tcc_mkdirs(work) != TCC_OK) {
        tcc_msg("cannot create %s", work);
        return TCC_E_IO;
    }
    struct tcc_server_desc *s = calloc(1, sizeof *s); /* too large for the stack */
    if (s == NULL) {
        tcc_msg("out of memory");
        return TCC_E_IO;
    }
    tcc_progress(inv->diag, "probing %s", inv->positional[0]);
    int err = tcc_probe(inv->positional[0], tcc_option(inv->options, "sni"), tcc_option(inv->options, "request"),
                        (unsigned)timeout, work, s, inv->diag);
    if (err == TCC_OK) {
        tcc_probe_print(s);
        err = tcc_probe_write(json, s, inv->diag);
    }
    if (err == TCC_OK)
        tcc_progress(inv->diag, "wrote %s", json);
    free(s);
    return err;
}

/* tlscost probe */
const struct tcc_command tcc_command_probe = {
    "probe",
    "what a real TLS server offers: protocols, suites, its chain, MFL, records, tickets (openssl s_client)",
    "HOST:PORT [options]",
    tcc_probe_options,
    1,
    tcc_probe_command,
    0,
};
