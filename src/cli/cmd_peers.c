/* cmd_peers.c: tlscost peers: the host client of a profile against real servers over loopback
 * (a 16 KB Mbed TLS server, openssl s_server, gnutls-serv): the record-buffer and suite pitfalls. */
#include <stdio.h>
#include <stdlib.h>
#include "../core/image/tcc_cell.h"
#include "../core/base/tcc_error.h"
#include "../core/model/tcc_library.h"
#include "../core/run/tcc_peers.h"
#include "tcc_commands.h"
#include "tcc_options.h"
#include "tcc_say.h"

static const struct tcc_option tcc_peers_options[] = {
    { "profile", "NAME", "the client's profile (Mbed TLS)", "min", NULL },
    { "in-len", "BYTES", "the client's receive buffer content length", "4096", NULL },
    { "out-len", "BYTES", "the client's send buffer content length (0: the profile's)", "0", NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

static int tcc_peers(const struct tcc_invocation *inv)
{
    const char *home = inv->home;
    const struct tcc_option *options = inv->options;
    int err = TCC_OK;
    unsigned long in_len, out_len;
    if (tcc_option_unsigned(options, "in-len", &in_len) || tcc_option_unsigned(options, "out-len", &out_len))
        return TCC_E_USAGE;
    if (in_len < 512 || in_len > 16384 || (out_len != 0 && (out_len < 512 || out_len > 16384))) {
        tcc_msg("--in-len is between 512 and 16384 bytes, --out-len too (or 0)");
        return TCC_E_USAGE;
    }
    struct tcc_peers *peers = calloc(1, sizeof *peers);
    if (peers == NULL)
        return TCC_E_IO;
    peers->profile = tcc_option(options, "profile");
    if ((err = tcc_profile_check(home, tcc_library_default()->name, peers->profile, inv->diag)) != TCC_OK) {
        free(peers);
        return err;
    }
    peers->in_len = (unsigned)in_len;
    peers->out_len = (unsigned)out_len;
    if (in_len < 16384)
        tcc_msg("warning: a %lu-byte receive buffer is below 16 KB: without max fragment length a server's long "
                "record breaks the connection (the cases without MFL below show it)", in_len);
    err = tcc_peers_run(home, peers, inv->diag);
    if (err == TCC_OK) {
        printf("client: profile %s, receive buffer %u B; each server echoes one %u-byte message\n\n", peers->profile,
               peers->in_len, TCC_PEER_MESSAGE);
        printf("%-42s %-6s %-6s %-10s %s\n", "server", "cert", "MFL", "outcome", "what happened");
        for (unsigned i = 0; i < peers->count; i++) {
            const struct tcc_peer_outcome *o = &peers->outcomes[i];
            char outcome[24], mfl[16];
            snprintf(outcome, sizeof outcome, o->ok ? "ok" : "%s0x%04llx", o->code < 0 ? "-" : "",
                     (unsigned long long)(o->code < 0 ? -o->code : o->code));
            snprintf(mfl, sizeof mfl, o->mfl ? "%u" : "none", o->mfl);
            printf("%-42s %-6s %-6s %-10s %s\n", o->server, o->server_cert, mfl, o->ran ? outcome : "-", o->words);
        }
    }
    free(peers);
    return err;
}

/* tlscost peers */
const struct tcc_command tcc_command_peers = {
    "peers",
    "the host client against real servers over loopback: buffer and suite pitfalls",
    "[options]",
    tcc_peers_options,
    0,
    tcc_peers,
    0,
};
