/* tcc_peers.h: the client of a profile against real servers over loopback sockets, two
 * processes each: a server of the client's own library built by tlscost (with 16 KB buffers
 * where the library's buffers are set), openssl s_server and gnutls-serv (Debian's), each
 * echoing an 8,000-byte message in one record, with and without the client requesting max
 * fragment length; and an ECDSA-only client against an RSA server.
 * Servers and clients run inside a network namespace with only loopback (tcc_netns.h), on free
 * ports, and are always stopped; where the machine refuses one, gnutls-serv (which binds every
 * address) is not started and its rows say why. */
#ifndef TCC_PEERS_H
#define TCC_PEERS_H

#include "../base/tcc_error.h"
#include <stdint.h>
#include "../model/tcc_library.h"
#include "../model/tcc_result.h"

#define TCC_PEERS_MAX 12
#define TCC_PEER_MESSAGE 8000u

struct tcc_peer_outcome {
    char server[TCC_NAME_MAX];     /* "Mbed TLS 3.6.6 server, 16 KB buffers", "openssl s_server 3.0.22" */
    char server_cert[16];          /* ec0 or rsa0 */
    unsigned mfl;                  /* what the client requested (0: none) */
    unsigned in_len;               /* the client's receive buffer, as its run said */
    int ran;                       /* the server started and the client ran */
    int ok;
    int64_t code;
    char step[TCC_NAME_MAX];
    char words[512];               /* what happened, in plain words */
};

struct tcc_peers {
    const struct tcc_library *library; /* the client's (and its own server's) library; NULL: the default */
    const char *profile;
    const char *config_file;       /* a whole config header instead of the profile, or NULL */
    unsigned in_len, out_len;      /* the client's buffers (0: the configuration's) */
    unsigned count;
    struct tcc_peer_outcome outcomes[TCC_PEERS_MAX];
};

/* Build the peer images and run every case; 0, or a build/setup error (d says why). */
int tcc_peers_run(const char *home, struct tcc_peers *peers, struct tcc_diag *d);
/* The client of peers->config_file against the real servers only (openssl s_server and
 * gnutls-serv) on the test chain cert (ec0 or rsa0, whose root the client trusts), asking for
 * max fragment length mfl (0: none); 0, or a build/setup error. */
int tcc_peers_real(const char *home, struct tcc_peers *peers, const char *cert, unsigned mfl, struct tcc_diag *d);

#endif
