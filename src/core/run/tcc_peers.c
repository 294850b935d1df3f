/* tcc_peers.c: the client against real servers over loopback (see tcc_peers.h). */
#include "tcc_peers.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../image/tcc_cell.h"
#include "../model/tcc_library.h"
#include "tcc_measure.h"
#include "../base/tcc_error.h"
#include "../base/tcc_loopback.h"
#include "../base/tcc_netns.h"
#include "../base/tcc_proc.h"
#include "../model/tcc_records.h"
#include "../model/tcc_target.h"
#include "../model/tcc_tls_errors.h"

#define TCC_SERVER_START_MS 10000u
#define TCC_SERVER_LIFETIME "60" /* seconds */

/* The first server is one of the client's own library, built by tlscost. */
enum tcc_server_kind { TCC_SERVER_OWN, TCC_SERVER_OPENSSL, TCC_SERVER_GNUTLS };

struct tcc_peer_ctx {
    const char *home;
    const struct tcc_library *library;
    struct tcc_diag *diag;
    const char *trust;             /* the chain whose root the client trusts: ec0, or rsa0 */
    char client_elf[4200], server_elf[4200];
    struct tcc_target_info host;   /* how the host target runs an image (mk/target/host.mk) */
    char openssl_version[TCC_NAME_MAX], gnutls_version[TCC_NAME_MAX], own_server[TCC_NAME_MAX];
    /* Why gnutls-serv may not start: it binds every address, and this machine refused the
     * namespace that would keep it to loopback (empty: it runs in one). */
    char gnutls_refused[sizeof ((struct tcc_diag *)0)->text];
};

/* Which cases to run: every one (tcc_peers_run), or the real servers on one chain. */
struct tcc_peer_plan {
    const struct tcc_peer_ctx *ctx;
    int real_only;
    const char *cert;
    unsigned mfl;
};

/* Start one server; *port gets where it listens. A probe connection to the openssl and gnutls
 * servers would use up their one connection, so those are started only after the port is known
 * free and given time to bind; the server tlscost built reports its own port. */
static int tcc_start_server(const struct tcc_peer_ctx *ctx, enum tcc_server_kind kind, const char *cert,
                            struct tcc_background *bg, unsigned *port)
{
    char crt[4300], key[4300], accept_at[64], port_text[16], line[256];
    const char *dir = strncmp(cert, "rsa", 3) == 0 ? "rsa" : "ec";
    snprintf(crt, sizeof crt, "%s/pki/%s/server0.crt.der", ctx->home, dir);
    snprintf(key, sizeof key, "%s/pki/%s/server0.key.der", ctx->home, dir);
    if (kind == TCC_SERVER_OWN) {
        char args[64];
        snprintf(args, sizeof args, "role=server cert=%s", cert);
        struct tcc_target_command cmd;
        if (tcc_target_command(&ctx->host, ctx->server_elf, args, NULL, 0, &cmd, NULL) != TCC_OK ||
            tcc_proc_start(cmd.argv, bg) != TCC_OK ||
            tcc_proc_wait_line(bg, "TC listening", line, sizeof line, TCC_SERVER_START_MS) != 0)
            return -1;
        char value[16];
        *port = tcc_record_get(line, "port", value, sizeof value) == 0 ? (unsigned)atoi(value) : 0;
        return *port ? 0 : -1;
    }
    *port = tcc_loopback_free_port();
    snprintf(accept_at, sizeof accept_at, "127.0.0.1:%u", *port);
    snprintf(port_text, sizeof port_text, "%u", *port);
    /* Under coreutils' timeout, so a server outlives a killed tlscost by a minute at most. */
    char *openssl[] = { "timeout", TCC_SERVER_LIFETIME, "openssl", "s_server", "-accept", accept_at, "-cert", crt, "-certform", "DER", "-key", key,
                        "-keyform", "DER", "-rev", "-naccept", "2", "-quiet", NULL };
    char *gnutls[] = { "timeout", TCC_SERVER_LIFETIME, "gnutls-serv", "-p", port_text, "--echo", "--x509fmtder", "--x509certfile", crt,
                       "--x509keyfile", key, "-q", NULL };
    if (tcc_proc_start(kind == TCC_SERVER_OPENSSL ? openssl : gnutls, bg) != TCC_OK)
        return -1;
    return tcc_loopback_wait(*port, TCC_SERVER_START_MS);
}

/* The suites an RSA server would have accepted, from the library's own RSA profiles. */
static void tcc_rsa_suites(const struct tcc_peer_ctx *ctx, char *out, size_t size)
{
    char rsakx[4200];
    snprintf(rsakx, sizeof rsakx, "%s/profiles/%s/rsakx.h", ctx->home, ctx->library->name);
    snprintf(out, size, "ECDHE-RSA-AES128-GCM-SHA256 (profile rsa)%s",
             access(rsakx, R_OK) == 0 ? " or RSA-AES128-GCM-SHA256 (profile rsakx)" : "");
}

static void tcc_explain(const struct tcc_peer_ctx *ctx, struct tcc_peer_outcome *o)
{
    const char *library = ctx->library->name;
    const struct tcc_tls_error *e = tcc_tls_error_lookup(library, o->code);
    unsigned in = o->in_len;
    char suites[160], step[TCC_NAME_MAX]; /* copied: o->words and o->step are parts of one struct */
    snprintf(step, sizeof step, "%s", o->step);
    if (!o->ran) {
        snprintf(o->words, sizeof o->words, "the server did not start");
    } else if (o->ok && o->mfl && in < TCC_PEER_MESSAGE) {
        snprintf(o->words, sizeof o->words, "ok: the server honoured the %u-byte max fragment length, so no record "
                 "was longer than the client's %u-byte receive buffer", o->mfl, in);
    } else if (o->ok && o->mfl) {
        snprintf(o->words, sizeof o->words, "ok: %u-byte fragments asked for; the client's %u-byte receive buffer "
                 "takes the whole message either way", o->mfl, in);
    } else if (o->ok && in < TCC_PEER_MESSAGE) {
        snprintf(o->words, sizeof o->words, "ok: the server split the %u-byte message into records that fit the "
                 "client's %u-byte receive buffer", TCC_PEER_MESSAGE, in);
    } else if (o->ok) {
        snprintf(o->words, sizeof o->words, "ok: the %u-byte message fit the client's %u-byte receive buffer",
                 TCC_PEER_MESSAGE, in);
    } else if (o->code == 0) {
        snprintf(o->words, sizeof o->words, "the server closed the connection in %s without an alert", step);
    } else if (e->refuses == TCC_REFUSES_LONG_RECORD && strcmp(step, "READ_RESPONSE") == 0 &&
               in >= TCC_PEER_MESSAGE && o->mfl) {
        snprintf(o->words, sizeof o->words, "the handshake fit, then the server ignored the %u-byte max fragment "
                 "length and answered with one %u-byte record; %s holds the server to the fragment length and "
                 "reports %s, though its %u-byte receive buffer would have taken the record", o->mfl,
                 TCC_PEER_MESSAGE, ctx->library->title, e->name, in);
    } else if (e->refuses == TCC_REFUSES_LONG_RECORD && strcmp(step, "READ_RESPONSE") == 0) {
        snprintf(o->words, sizeof o->words, "the handshake fit, then the server answered with one %u-byte record that "
                 "does not fit the client's %u-byte receive buffer; %s reports %s%s", TCC_PEER_MESSAGE, in,
                 ctx->library->title, e->name, o->mfl ? ". The server ignored the max fragment length request" : "");
    } else if (e->refuses == TCC_REFUSES_BY_ALERT && strncmp(o->server_cert, "rsa", 3) == 0) {
        tcc_rsa_suites(ctx, suites, sizeof suites);
        snprintf(o->words, sizeof o->words, "the server has only an RSA-2048 certificate and the client offers only "
                 "ECDHE-ECDSA suites: nothing in common, so the server ended the handshake with a fatal alert (%s "
                 "reports %s). Suites that would have matched: %s", ctx->library->title, e->name, suites);
    } else {
        snprintf(o->words, sizeof o->words, "%s in %s: %s", e->name, step, e->meaning);
    }
}

static void tcc_run_case(const struct tcc_peer_ctx *ctx, struct tcc_peers *peers, enum tcc_server_kind kind,
                         const char *cert, unsigned mfl)
{
    struct tcc_peer_outcome *o = &peers->outcomes[peers->count++];
    memset(o, 0, sizeof *o);
    o->mfl = mfl;
    snprintf(o->server_cert, sizeof o->server_cert, "%s", cert);
    snprintf(o->server, sizeof o->server, "%s",
             kind == TCC_SERVER_OWN ? ctx->own_server
                                        : kind == TCC_SERVER_OPENSSL ? ctx->openssl_version : ctx->gnutls_version);
    struct tcc_background bg;
    unsigned port = 0;
    tcc_progress(ctx->diag, "peers: %s, %s certificate, %s", o->server, cert, mfl ? "MFL requested" : "no MFL");
    if (kind == TCC_SERVER_GNUTLS && ctx->gnutls_refused[0] != '\0') {
        snprintf(o->words, sizeof o->words, "not started: gnutls-serv listens on every address, and %s",
                 ctx->gnutls_refused);
        return;
    }
    if (tcc_start_server(ctx, kind, cert, &bg, &port) == 0) {
        char args[160];
        /* The pitfall table's client trusts the EC root even against the RSA server: an
         * ECDSA-only client does not carry an RSA one. */
        snprintf(args, sizeof args, "role=client port=%u cert=%s mfl=%u req=%u resp=%u", port, ctx->trust, mfl,
                 TCC_PEER_MESSAGE, TCC_PEER_MESSAGE);
        struct tcc_target_command cmd;
        struct tcc_proc_result pr = { 0 };
        struct tcc_result *r = calloc(1, sizeof *r); /* too large for the stack */
        char why[200];
        if (r != NULL && tcc_target_command(&ctx->host, ctx->client_elf, args, NULL, 0, &cmd, NULL) == TCC_OK &&
            tcc_proc_run(cmd.argv, NULL, 60, &pr) == TCC_OK && tcc_records_parse(pr.output, r, why, sizeof why) == TCC_OK) {
            o->ran = 1;
            o->ok = r->run_complete;
            o->code = r->failure.code;
            o->in_len = (unsigned)r->client_in_len;
            snprintf(o->step, sizeof o->step, "%s", r->failure.step);
        }
        free(r);
        tcc_proc_free(&pr);
    }
    tcc_proc_stop(&bg);
    tcc_explain(ctx, o);
}

/* Build the peer image of a profile for the host: the first through tcc_prepare, the second
 * again with the same source and target (*p). */
static int tcc_build_peer(const struct tcc_peer_ctx *ctx, const char *profile, const char *config_file,
                          unsigned in_len, unsigned out_len, int again, struct tcc_prepared *p, char *elf, size_t size)
{
    struct tcc_cell cell = { .home = ctx->home, .build.library = ctx->library, .build.profile = profile,
                             .build.config_file = config_file, .build.target = "host", .build.in_len = in_len, .build.out_len = out_len,
                             .scenario.cert = TCC_CELL_CERT_DEFAULT, .diag = ctx->diag };
    int err = again ? tcc_prepare_again(&cell, "peer", p) : tcc_prepare(&cell, "peer", p);
    snprintf(elf, size, "%s/peer.elf", p->dir);
    return err;
}

/* Build the client (and its library's own server) for the host and learn the real servers' versions. */
static int tcc_peers_setup(struct tcc_peer_ctx *ctx, const char *home, const struct tcc_peers *peers,
                           struct tcc_diag *d)
{
    ctx->home = home;
    ctx->diag = d;
    ctx->library = peers->library != NULL ? peers->library : tcc_library_default();
    const char *sized = ctx->library->in_len_macro != NULL ? ", 16 KB buffers" : "";
    struct tcc_prepared *p = calloc(1, sizeof *p);
    if (p == NULL)
        return TCC_E_IO;
    tcc_progress(d, "peers: building the %s %s client and a %s server%s for the host", ctx->library->title,
                 peers->config_file != NULL ? peers->config_file : peers->profile, ctx->library->title, sized);
    int err = tcc_build_peer(ctx, peers->profile, peers->config_file, peers->in_len, peers->out_len, 0, p,
                             ctx->client_elf, sizeof ctx->client_elf);
    if (err == TCC_OK)
        err = tcc_build_peer(ctx, "min", NULL, 0, 0, 1, p, ctx->server_elf, sizeof ctx->server_elf);
    ctx->host = p->target;
    snprintf(ctx->own_server, sizeof ctx->own_server, "%s %s server%s", ctx->library->title, p->src.version, sized);
    free(p);
    if (err != TCC_OK)
        return err;
    char *openssl_argv[] = { "openssl", "version", NULL }, *gnutls_argv[] = { "gnutls-serv", "--version", NULL };
    tcc_proc_first_line(openssl_argv, ctx->openssl_version, sizeof ctx->openssl_version);
    tcc_proc_first_line(gnutls_argv, ctx->gnutls_version, sizeof ctx->gnutls_version);
    if (ctx->openssl_version[0] == '\0' || ctx->gnutls_version[0] == '\0') {
        tcc_diagf(d, "peers need openssl and gnutls-serv; run scripts/setup.sh (or make setup) to install them");
        return TCC_E_SETUP;
    }
    /* "OpenSSL 3.0.22 25 Aug 2026 (Library: ...)" -> "openssl s_server 3.0.22" */
    char version[32];
    if (sscanf(ctx->openssl_version, "OpenSSL %31s", version) == 1)
        snprintf(ctx->openssl_version, sizeof ctx->openssl_version, "openssl s_server %s", version);
    if (sscanf(ctx->gnutls_version, "gnutls-serv %31s", version) == 1)
        snprintf(ctx->gnutls_version, sizeof ctx->gnutls_version, "gnutls-serv %s", version);
    return TCC_OK;
}

/* Every case of the plan, into peers (in the namespace's child: see tcc_peers_isolated). */
static int tcc_peers_cases(void *arg, void *shared, struct tcc_diag *d)
{
    const struct tcc_peer_plan *plan = arg;
    struct tcc_peers *peers = shared;
    (void)d;
    peers->count = 0;
    if (plan->real_only) {
        tcc_run_case(plan->ctx, peers, TCC_SERVER_OPENSSL, plan->cert, plan->mfl);
        tcc_run_case(plan->ctx, peers, TCC_SERVER_GNUTLS, plan->cert, plan->mfl);
    } else {
        for (int kind = TCC_SERVER_OWN; kind <= TCC_SERVER_GNUTLS; kind++) {
            tcc_run_case(plan->ctx, peers, (enum tcc_server_kind)kind, plan->cert, 0);
            tcc_run_case(plan->ctx, peers, (enum tcc_server_kind)kind, plan->cert, plan->mfl);
        }
        tcc_run_case(plan->ctx, peers, TCC_SERVER_OPENSSL, "rsa0", 0);
    }
    return TCC_OK;
}

/* The cases inside a network namespace with only loopback (tcc_netns.h). Where the machine
 * refuses one, they run here with the servers that bind 127.0.0.1 only, and gnutls-serv, which
 * cannot, is not started: its rows say why. */
static int tcc_peers_isolated(struct tcc_peer_ctx *ctx, struct tcc_peer_plan *plan, struct tcc_peers *peers)
{
    plan->ctx = ctx;
    int err = tcc_netns_run(tcc_peers_cases, plan, peers, sizeof *peers, ctx->diag);
    if (err != TCC_E_SETUP)
        return err;
    snprintf(ctx->gnutls_refused, sizeof ctx->gnutls_refused, "%s", ctx->diag != NULL ? ctx->diag->text : "");
    if (ctx->diag != NULL)
        ctx->diag->text[0] = '\0';
    return tcc_peers_cases(plan, peers, ctx->diag);
}

int tcc_peers_run(const char *home, struct tcc_peers *peers, struct tcc_diag *d)
{
    struct tcc_peer_ctx *ctx = calloc(1, sizeof *ctx);
    if (ctx == NULL)
        return TCC_E_IO;
    ctx->trust = "ec0";
    int err = tcc_peers_setup(ctx, home, peers, d);
    struct tcc_peer_plan plan = { .cert = "ec0", .mfl = peers->in_len && peers->in_len < 16384 ? peers->in_len : 4096 };
    if (err == TCC_OK)
        err = tcc_peers_isolated(ctx, &plan, peers);
    free(ctx);
    return err;
}

int tcc_peers_real(const char *home, struct tcc_peers *peers, const char *cert, unsigned mfl, struct tcc_diag *d)
{
    struct tcc_peer_ctx *ctx = calloc(1, sizeof *ctx);
    if (ctx == NULL)
        return TCC_E_IO;
    ctx->trust = cert;
    int err = tcc_peers_setup(ctx, home, peers, d);
    struct tcc_peer_plan plan = { .real_only = 1, .cert = cert, .mfl = mfl };
    if (err == TCC_OK)
        err = tcc_peers_isolated(ctx, &plan, peers);
    free(ctx);
    return err;
}
