/* cmd_standin.c: tlscost standin SERVER.json --out DIR: the stand-in of a probed server's chain
 * (tcc_standin.h), its certificates re-issued with fresh keys and every other field kept, written
 * as DER and PEM files, with what it keeps, what is new and what was assumed. */
#include <stdio.h>
#include <stdlib.h>
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_file.h"
#include "../core/run/tcc_probe.h"
#include "../core/run/tcc_standin.h"
#include "../report/tcc_fmt.h"
#include "tcc_commands.h"
#include "tcc_options.h"
#include "tcc_say.h"

static const struct tcc_option tcc_standin_options[] = {
    { "out", "DIR", "folder for chain-N.der, root.der, leaf.key.der and standin.pem (it must exist)", ".", NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

/* The stand-in chain of the description in inv's file, written into dir and printed. */
static int tcc_standin_from(const struct tcc_invocation *inv, const char *dir, struct tcc_server_desc *server)
{
    int err = tcc_probe_read(inv->positional[0], server, inv->diag);
    if (err != TCC_OK)
        return err;
    const char *pems[TCC_PROBE_CHAIN_MAX];
    for (unsigned i = 0; i < server->chain_len; i++)
        pems[i] = server->chain[i].pem;
    struct tcc_standin standin;
    if ((err = tcc_standin_make(pems, server->chain_len, &standin, inv->diag)) != TCC_OK)
        return err;
    err = tcc_standin_write(&standin, dir, inv->diag);
    if (err == TCC_OK) {
        char a[32], b[32];
        printf("stand-in chain of %s:%u, leaf first, as the server sends it\n", server->host, server->port);
        printf("  %-3s %-44s %-16s %6s %12s %12s\n", "#", "subject", "key", "bits", "real DER B", "stand-in B");
        for (unsigned i = 0; i < server->chain_len; i++)
            printf("  %-3u %-44.44s %-16.16s %6u %12s %12s\n", i + 1, server->chain[i].subject, server->chain[i].key,
                   server->chain[i].key_bits, tcc_fmt_count(server->chain[i].der_bytes, a, sizeof a),
                   tcc_fmt_count(standin.chain[i].len, b, sizeof b));
        printf("kept: subject, issuer, serial, validity, every extension (the key identifiers too), signature "
               "algorithm\nnew: each public key (same algorithm and size) and each signature\n");
        if (standin.assumed[0] != '\0')
            printf("assumed: %s\n", standin.assumed);
        tcc_progress(inv->diag, "wrote %s/chain-1.der to chain-%u.der, root.der, leaf.key.der and standin.pem", dir,
                     server->chain_len);
    }
    tcc_standin_free(&standin);
    return err;
}

static int tcc_standin(const struct tcc_invocation *inv)
{
    const char *dir = tcc_option(inv->options, "out");
    if (inv->n_positional != 1) {
        tcc_msg("standin needs the server description tlscost probe wrote: tlscost standin SERVER.json --out DIR");
        return TCC_E_USAGE;
    }
    if (!tcc_path_exists(dir)) {
        tcc_msg("output folder %s does not exist; create it or give another --out", dir);
        return TCC_E_USAGE;
    }
    struct tcc_server_desc *server = calloc(1, sizeof *server); /* too large for the stack */
    if (server == NULL) {
        tcc_msg("out of memory");
        return TCC_E_IO;
    }
    int err = tcc_standin_from(inv, dir, server);
    free(server);
    return err;
}

/* tlscost standin */
const struct tcc_command tcc_command_standin = {
    "standin",
    "a probed server's chain re-issued with fresh keys and every other field kept, as DER and PEM files",
    "SERVER.json [--out DIR]",
    tcc_standin_options,
    1,
    tcc_standin,
    0,
};
