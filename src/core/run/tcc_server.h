/* tcc_server.h: a probed server as a run's scenario (tlscost run --server FILE): its stand-in
 * chain (tcc_standin.h), made once per chain into <home>/build/servers/<hash>/ with the blob file
 * the run image links for the harness's "server" scenario; the name its certificate carries; its
 * largest record as the data phase's response; and the pitfalls known before any firmware runs. */
#ifndef TCC_SERVER_H
#define TCC_SERVER_H

#include "../image/tcc_cell.h"
#include "../base/tcc_error.h"
#include "../image/tcc_prepare.h"

/* The harness's in-image server presents at most this many certificates (TC_TLS_CHAIN_MAX). */
#define TCC_SERVER_CHAIN_MAX 3

/* The data phase's response against the server: its largest record (at most 16,384 bytes), or
 * the cell's default when the probe sent no request. */
unsigned tcc_server_response(const struct tcc_server_scenario *s);

/* Read the server description at path and make (or find) its stand-in chain. TCC_E_INPUT for a
 * file that is not a description; TCC_E_USAGE for a chain the in-image server cannot present. */
int tcc_server_load(const char *home, const char *path, struct tcc_server_scenario *out, struct tcc_diag *d);

/* The pitfalls of this cell against the server, once its run image is built and before it runs:
 * an RSA chain for a client whose image cannot verify RSA, a client relying on max fragment
 * length against a server that ignores it, and a receive buffer smaller than the server's records. TCC_E_USAGE with the reason, in one sentence. */
int tcc_server_pitfalls(const struct tcc_cell *cell, const struct tcc_prepared *p, struct tcc_diag *d);

#endif
