/* tcc_standin.h: a stand-in for a real server's certificate chain. The server's private keys are
 * not ours, so the in-image server cannot sign with them; instead every certificate is re-issued
 * with all its fields kept (subject, issuer, serial, validity, extensions and their key
 * identifiers, the signature algorithm) and only its public key and signature new: a fresh key of
 * the same algorithm and size, signed by its re-issued parent, up to a re-issued root. A client
 * then parses and verifies certificates of the real sizes, algorithms and chain length. */
#ifndef TCC_STANDIN_H
#define TCC_STANDIN_H

#include <stddef.h>
#include "../base/tcc_error.h"
#include "tcc_probe.h"

struct tcc_standin_der {
    unsigned char *bytes;
    size_t len;
};

struct tcc_standin {
    unsigned count;                                 /* certificates as the server sends them, leaf first */
    struct tcc_standin_der chain[TCC_PROBE_CHAIN_MAX];
    struct tcc_standin_der root;                    /* the stand-in root the client trusts */
    struct tcc_standin_der leaf_key;                /* the leaf's fresh private key, PKCS#8 DER */
    int root_sent;                                  /* the server sent its root (then chain's last is it) */
    char assumed[300];                              /* what was not in the chain and was assumed, or "" */
};

/* Re-issue the chain (n PEM certificates, leaf first, as sent; n >= 1). TCC_E_INPUT with d saying
 * why for a certificate that cannot be read, a key or signature algorithm not handled. */
int tcc_standin_make(const char *const pem[], unsigned n, struct tcc_standin *out, struct tcc_diag *d);
/* Write it into dir: chain-1.der (the leaf) to chain-N.der as sent, root.der, leaf.key.der, and
 * standin.pem (the chain as sent, then the root, for openssl verify and x509). */
int tcc_standin_write(const struct tcc_standin *s, const char *dir, struct tcc_diag *d);
void tcc_standin_free(struct tcc_standin *s);

#endif
