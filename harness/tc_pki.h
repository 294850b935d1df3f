/* tc_pki.h: the test PKI's scenarios by name: which chain and key the server presents and
 * which root the client trusts, and the pre-shared key a PSK client holds and the one the server
 * expects. Names: ec0, ec1, ec2 (P-256, 0-2 intermediates), rsa0, rsa1 (RSA-2048), expired,
 * wronghost, unknown (pitfall certificates), rsa-unknown (rsa0 with the client trusting an RSA
 * root that signed nothing: the root a check on an RSA chain trusts, run_main's trust=),
 * psk-wrongkey, psk-unknownid (a PSK client holding another key, or naming an identity the server
 * does not know; the server presents ec0), and server: the stand-in chain of a probed server, in
 * images built for one (tlscost run --server). Every other scenario gives the PSK client the
 * server's own key and identity. */
#ifndef TC_PKI_H
#define TC_PKI_H

#include "tls/tls.h"

struct tc_pki_scenario {
    const char *name;
    struct tc_tls_blob root;  /* what the client trusts */
    struct tc_tls_blob chain[TC_TLS_CHAIN_MAX];
    unsigned chain_len;
    struct tc_tls_blob key;
    struct tc_tls_psk client_psk, server_psk;
};

/* Fill *out for the named scenario; 0 on success, -1 when the name is unknown. */
int tc_pki_scenario(const char *name, struct tc_pki_scenario *out);
/* The roots alone, for the size image. */
struct tc_tls_blob tc_pki_ec_root(void);
struct tc_tls_blob tc_pki_rsa_root(void);

#endif
