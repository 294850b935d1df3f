/* cmd_peers.c: tlscost peers: the host client of a profile against real servers over loopback
 * (a server of its own library, openssl s_server, gnutls-serv): the record-buffer and suite
 * pitfalls, for any library. */
#include <stdio.h>
#include <stdlib.h>
#include "../core/image/tcc_cell.h"
#include "../core/base/tcc_error.h"
#include "../core/model/tcc_library.h"
#include "../core/model/tcc_tls_errors.h"
#include "../core/run/tcc_peers.h"
#include "tcc_cell_options.h"
#include "tcc_commands.h"
#include "tcc_options.h"
#include "tcc_say.h"

#define TCC_PEERS_IN_LEN 4096u /* the client's receive buffer where the library's is set */

static const struct tcc_option tcc_peers_options[] = {
    { "library", "NAME", "the client's TLS library (listed below)", "mbedtls", NULL },
    { "profile", "NAME", "the client's profile", "min", NULL },
    { "in-len", "BYTES", "the client's receive buffer content length, where its library sets one (default 4096)",
      NULL, NULL },
    { "out-len", "BYTES", "the client's send buffer content length (default: the profile's)", NULL, NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

/* The buffer options as the library takes them; 0 or TCC_E_USAGE with one line said. */
static int tcc_peers_buffers(const struct tcc_option *options, const struct tcc_library *library,
                             struct tcc_peers *peers)
{
    unsigned long in_len, out_len;
    if (tcc_option_unsigned(options, "in-len", &in_len) || tcc_option_unsigned(options, "out-len", &out_len))
        return TCC_E_USAGE;
    if (library->in_len_macro == NULL) {
        if (in_len != 0 || out_len != 0) {
            tcc_msg("%s sizes its own record buffers in its configuration; leave --in-len and --out-len out",
                    library->name);
            return TCC_E_USAGE;
        }
        return 0;
    }
    if (tcc_option(options, "in-len") == NULL)
        in_len = TCC_PEERS_IN_LEN;
    if (in_len < 512 || in_len > 16384 || (out_len != 0 && (out_len < 512 || out_len > 16384))) {
        tcc_msg("--in-len is between 512 and 16384 bytes, --out-len too (or 0)");
        return TCC_E_USAGE;
    }
    peers->in_len = (unsigned)in_len;
    peers->out_len = (unsigned)out_len;
    if (in_len < 16384)
        tcc_msg("warning: a %lu-byte receive buffer is below 16 KB: without max fragment length a server's long "
                "record breaks the connection (the cases without MFL below show it)", in_len);
    return 0;
}

static void tcc_peers_print(const struct tcc_peers *peers)
{
    unsigned in_len = peers->count > 0 ? peers->outcomes[0].in_len : peers->in_len;
    printf("client: %s, profile %s, receive buffer %u B; each server echoes one %u-byte message\n\n",
           peers->library->title, peers->profile, in_len, TCC_PEER_MESSAGE);
    printf("%-42s %-6s %-6s %-10s %s\n", "server", "cert", "MFL", "outcome", "what happened");
    for (unsigned i = 0; i < peers->count; i++) {
        const struct tcc_peer_outcome *o = &peers->outcomes[i];
        char outcome[24] = "ok", mfl[16];
        if (!o->ok)
            tcc_tls_error_format(peers->library->name, o->code, outcome, sizeof outcome);
        snprintf(mfl, sizeof mfl, o->mfl ? "%u" : "none", o->mfl);
        printf("%-42s %-6s %-6s %-10s %s\n", o->server, o->server_cert, mfl, o->ran ? outcome : "-", o->words);
    }
}

static int tcc_peers(const struct tcc_invocation *inv)
{
    const char *home = inv->home;
    const struct tcc_option *options = inv->options;
    if (tcc_check_library("library", tcc_option(options, "library")) != 0)
        return TCC_E_USAGE;
    const struct tcc_library *library = tcc_library_named(tcc_option(options, "library"));
    struct tcc_peers *peers = calloc(1, sizeof *peers);
    if (peers == NULL)
        return TCC_E_IO;
    peers->library = library;
    peers->profile = tcc_option(options, "profile");
    int err = tcc_profile_check(home, library->name, peers->profile, inv->diag);
    if (err == TCC_OK)
        err = tcc_peers_buffers(options, library, peers);
    if (err == TCC_OK)
        err = tcc_peers_run(home, peers, inv->diag);
    if (err == TCC_OK)
        tcc_peers_print(peers);
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
