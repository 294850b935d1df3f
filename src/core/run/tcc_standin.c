/* tcc_standin.c: a shape-preserving stand-in chain, re-issued with libcrypto (see tcc_standin.h). */
#include "tcc_standin.h"
#include <openssl/bio.h>
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/objects.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_file.h"

/* A fresh key of the same algorithm and size as pub's; NULL when the algorithm is not handled. */
static EVP_PKEY *tcc_key_like(EVP_PKEY *pub)
{
    char group[64];
    switch (EVP_PKEY_get_base_id(pub)) {
    case EVP_PKEY_RSA: return EVP_RSA_gen((unsigned)EVP_PKEY_get_bits(pub));
    case EVP_PKEY_EC:
        if (EVP_PKEY_get_utf8_string_param(pub, OSSL_PKEY_PARAM_GROUP_NAME, group, sizeof group, NULL) != 1)
            return NULL;
        return EVP_EC_gen(group);
    case EVP_PKEY_ED25519: return EVP_PKEY_Q_keygen(NULL, NULL, "ED25519");
    default: return NULL;
    }
}

/* The digest of a certificate's signature (NULL for Ed25519, which takes none); -1 in *ok for
 * one not handled (RSA-PSS, whose parameters would have to be carried over). */
static const EVP_MD *tcc_signature_digest(const X509 *x, int *ok)
{
    int md_nid = NID_undef, pk_nid = NID_undef;
    *ok = OBJ_find_sigid_algs(X509_get_signature_nid(x), &md_nid, &pk_nid) == 1 && pk_nid != NID_rsassaPss;
    return md_nid != NID_undef ? EVP_get_digestbynid(md_nid) : NULL;
}

static int tcc_der(X509 *x, struct tcc_standin_der *out)
{
    out->bytes = NULL;
    int len = i2d_X509(x, &out->bytes);
    out->len = len > 0 ? (size_t)len : 0;
    return len > 0 ? 0 : -1;
}

/* A root for a chain whose server did not send its own: the last certificate's issuer, a key
 * of the algorithm its signature names (its size assumed), a subject key identifier equal to
 * the last certificate's authority key identifier, so the links match as they did. */
static X509 *tcc_made_up_root(X509 *last, EVP_PKEY **key, char *assumed, size_t size)
{
    int md_nid = NID_undef, pk_nid = NID_undef;
    OBJ_find_sigid_algs(X509_get_signature_nid(last), &md_nid, &pk_nid);
    if (pk_nid == NID_rsaEncryption) {
        *key = EVP_RSA_gen(2048);
        snprintf(assumed, size, "the server did not send its root: a stand-in root with an RSA-2048 key (the size "
                 "assumed) signs the last certificate");
    } else if (pk_nid == NID_X9_62_id_ecPublicKey) {
        const char *curve = md_nid == NID_sha384 ? "P-384" : md_nid == NID_sha512 ? "P-521" : "P-256";
        *key = EVP_EC_gen(curve);
        snprintf(assumed, size, "the server did not send its root: a stand-in root with a %s key (the curve assumed "
                 "from the signature's digest) signs the last certificate", curve);
    } else {
        *key = NULL;
    }
    X509 *root = *key != NULL ? X509_new() : NULL;
    if (root == NULL)
        return NULL;
    AUTHORITY_KEYID *akid = X509_get_ext_d2i(last, NID_authority_key_identifier, NULL, NULL);
    BASIC_CONSTRAINTS *bc = BASIC_CONSTRAINTS_new();
    ASN1_BIT_STRING *usage = ASN1_BIT_STRING_new();
    int ok = bc != NULL && usage != NULL && X509_set_version(root, X509_VERSION_3) == 1 &&
             ASN1_INTEGER_set(X509_get_serialNumber(root), 1) == 1 &&
             X509_set_subject_name(root, X509_get_issuer_name(last)) == 1 &&
             X509_set_issuer_name(root, X509_get_issuer_name(last)) == 1 &&
             X509_set1_notBefore(root, X509_get0_notBefore(last)) == 1 &&
             X509_set1_notAfter(root, X509_get0_notAfter(last)) == 1 && X509_set_pubkey(root, *key) == 1;
    if (ok) {
        bc->ca = 1;
        ok = X509_add1_ext_i2d(root, NID_basic_constraints, bc, 1, X509V3_ADD_DEFAULT) == 1 &&
             ASN1_BIT_STRING_set_bit(usage, 5, 1) == 1 && ASN1_BIT_STRING_set_bit(usage, 6, 1) == 1 && /* keyCertSign, cRLSign */
             X509_add1_ext_i2d(root, NID_key_usage, usage, 1, X509V3_ADD_DEFAULT) == 1 &&
             (akid == NULL || akid->keyid == NULL ||
              X509_add1_ext_i2d(root, NID_subject_key_identifier, akid->keyid, 0, X509V3_ADD_DEFAULT) == 1) &&
             X509_sign(root, *key, EVP_sha256()) > 0;
    }
    AUTHORITY_KEYID_free(akid);
    BASIC_CONSTRAINTS_free(bc);
    ASN1_BIT_STRING_free(usage);
    if (!ok) {
        X509_free(root);
        return NULL;
    }
    return root;
}

int tcc_standin_make(const char *const pem[], unsigned n, struct tcc_standin *out, struct tcc_diag *d)
{
    memset(out, 0, sizeof *out);
    if (n == 0 || n > TCC_PROBE_CHAIN_MAX) {
        tcc_diagf(d, "a chain of %u certificates: 1 to %d are re-issued", n, TCC_PROBE_CHAIN_MAX);
        return TCC_E_INPUT;
    }
    X509 *real[TCC_PROBE_CHAIN_MAX] = { NULL }, *stand[TCC_PROBE_CHAIN_MAX] = { NULL }, *root = NULL;
    EVP_PKEY *keys[TCC_PROBE_CHAIN_MAX] = { NULL }, *root_key = NULL;
    int err = TCC_OK;
    for (unsigned i = 0; i < n && err == TCC_OK; i++) {
        BIO *bio = BIO_new_mem_buf(pem[i], -1);
        real[i] = bio != NULL ? PEM_read_bio_X509(bio, NULL, NULL, NULL) : NULL;
        BIO_free(bio);
        if (real[i] == NULL) {
            tcc_diagf(d, "certificate %u of the chain is not a PEM certificate", i + 1);
            err = TCC_E_INPUT;
        }
    }
    /* From the top: the root (the server's own, re-issued self-signed, or one made up). */
    unsigned top = n;
    if (err == TCC_OK && X509_check_issued(real[n - 1], real[n - 1]) == X509_V_OK) {
        out->root_sent = 1;
        top = n - 1;
    }
    for (unsigned k = top + 1; k-- > 0 && err == TCC_OK;) {
        /* k == top: the root; else chain certificate k, signed by the one above it. */
        int is_root = k == top, ok = 1;
        X509 *source = is_root ? (out->root_sent ? real[n - 1] : NULL) : real[k];
        X509 *made = NULL;
        EVP_PKEY *key = NULL;
        if (source == NULL) {
            made = tcc_made_up_root(real[n - 1], &key, out->assumed, sizeof out->assumed);
            ok = made != NULL;
        } else {
            const EVP_MD *md = tcc_signature_digest(source, &ok);
            EVP_PKEY *pub = X509_get0_pubkey(source);
            key = ok && pub != NULL ? tcc_key_like(pub) : NULL;
            made = key != NULL ? X509_dup(source) : NULL;
            EVP_PKEY *signer = is_root ? key : (k + 1 == top ? root_key : keys[k + 1]);
            ok = made != NULL && X509_set_pubkey(made, key) == 1 && X509_sign(made, signer, md) > 0;
        }
        if (!ok) {
            tcc_diagf(d, "certificate %u of the chain (%s) cannot be re-issued: its key or signature algorithm is not "
                      "one tlscost re-issues (RSA, EC, Ed25519; not RSA-PSS)", is_root ? n : k + 1,
                      is_root ? "the root" : "as sent");
            EVP_PKEY_free(key);
            X509_free(made);
            err = TCC_E_INPUT;
            break;
        }
        if (is_root) {
            root = made, root_key = key;
        } else {
            stand[k] = made, keys[k] = key;
        }
    }
    out->count = n;
    if (err == TCC_OK && tcc_der(root, &out->root) != 0)
        err = TCC_E_IO;
    for (unsigned i = 0; i < n && err == TCC_OK; i++)
        if (tcc_der(out->root_sent && i == n - 1 ? root : stand[i], &out->chain[i]) != 0)
            err = TCC_E_IO;
    if (err == TCC_OK) {
        EVP_PKEY *leaf = n == 1 && out->root_sent ? root_key : keys[0];
        PKCS8_PRIV_KEY_INFO *p8 = EVP_PKEY2PKCS8(leaf);
        int len = p8 != NULL ? i2d_PKCS8_PRIV_KEY_INFO(p8, &out->leaf_key.bytes) : -1;
        out->leaf_key.len = len > 0 ? (size_t)len : 0;
        PKCS8_PRIV_KEY_INFO_free(p8);
        if (len <= 0)
            err = TCC_E_IO;
    }
    for (unsigned i = 0; i < n; i++) {
        X509_free(real[i]);
        X509_free(stand[i]);
        EVP_PKEY_free(keys[i]);
    }
    X509_free(root);
    EVP_PKEY_free(root_key);
    if (err != TCC_OK)
        tcc_standin_free(out);
    if (err == TCC_E_IO)
        tcc_diagf(d, "libcrypto could not encode the stand-in chain");
    return err;
}

/* One DER certificate as PEM text appended to pem (size bytes); 0, or -1. */
static int tcc_append_pem(const struct tcc_standin_der *der, char *pem, size_t size)
{
    const unsigned char *p = der->bytes;
    X509 *x = d2i_X509(NULL, &p, (long)der->len);
    BIO *bio = BIO_new(BIO_s_mem());
    char *text = NULL;
    long len = x != NULL && bio != NULL && PEM_write_bio_X509(bio, x) == 1 ? BIO_get_mem_data(bio, &text) : 0;
    size_t used = strlen(pem);
    int ok = len > 0 && used + (size_t)len < size;
    if (ok)
        snprintf(pem + used, size - used, "%.*s", (int)len, text);
    BIO_free(bio);
    X509_free(x);
    return ok ? 0 : -1;
}

int tcc_standin_write(const struct tcc_standin *s, const char *dir, struct tcc_diag *d)
{
    char path[4200];
    size_t size = 16384 * (TCC_PROBE_CHAIN_MAX + 1);
    char *pem = calloc(1, size);
    int err = pem != NULL ? TCC_OK : TCC_E_IO;
    for (unsigned i = 0; i < s->count && err == TCC_OK; i++) {
        snprintf(path, sizeof path, "%s/chain-%u.der", dir, i + 1);
        err = tcc_file_write_bytes(path, s->chain[i].bytes, s->chain[i].len, d);
        if (err == TCC_OK && tcc_append_pem(&s->chain[i], pem, size) != 0)
            err = TCC_E_IO;
    }
    if (err == TCC_OK && !s->root_sent && tcc_append_pem(&s->root, pem, size) != 0)
        err = TCC_E_IO;
    snprintf(path, sizeof path, "%s/root.der", dir);
    if (err == TCC_OK)
        err = tcc_file_write_bytes(path, s->root.bytes, s->root.len, d);
    snprintf(path, sizeof path, "%s/leaf.key.der", dir);
    if (err == TCC_OK)
        err = tcc_file_write_bytes(path, s->leaf_key.bytes, s->leaf_key.len, d);
    snprintf(path, sizeof path, "%s/standin.pem", dir);
    if (err == TCC_OK)
        err = tcc_file_write(path, pem, d);
    free(pem);
    return err;
}

void tcc_standin_free(struct tcc_standin *s)
{
    for (unsigned i = 0; i < TCC_PROBE_CHAIN_MAX; i++)
        OPENSSL_free(s->chain[i].bytes);
    OPENSSL_free(s->root.bytes);
    OPENSSL_free(s->leaf_key.bytes);
    memset(s, 0, sizeof *s);
}
