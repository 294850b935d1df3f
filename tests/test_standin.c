/* test_standin.c: the stand-in chain of a probed server (tlscost standin) checked field by field
 * against the real one: every field but the public key and the signature is the same, the keys
 * are new and of the same algorithm and size, and each certificate verifies under its re-issued
 * parent, not under the real one. Also the bad input of tlscost standin. */
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/base/tcc_file.h"
#include "tc_test.h"
#include "tests.h"

static X509 *tc_read_pem(const char *path)
{
    FILE *f = fopen(path, "r");
    X509 *x = f != NULL ? PEM_read_X509(f, NULL, NULL, NULL) : NULL;
    if (f != NULL)
        fclose(f);
    return x;
}

static X509 *tc_read_der(const char *path, size_t *len)
{
    char *bytes = tcc_file_read(path, len);
    const unsigned char *p = (const unsigned char *)bytes;
    X509 *x = bytes != NULL ? d2i_X509(NULL, &p, (long)*len) : NULL;
    free(bytes);
    return x;
}

/* 1 when the two certificates differ in nothing but the public key and the signature. */
static int tc_same_but_key(X509 *real, X509 *stand)
{
    int same = X509_NAME_cmp(X509_get_subject_name(real), X509_get_subject_name(stand)) == 0 &&
               X509_NAME_cmp(X509_get_issuer_name(real), X509_get_issuer_name(stand)) == 0 &&
               ASN1_INTEGER_cmp(X509_get0_serialNumber(real), X509_get0_serialNumber(stand)) == 0 &&
               ASN1_TIME_compare(X509_get0_notBefore(real), X509_get0_notBefore(stand)) == 0 &&
               ASN1_TIME_compare(X509_get0_notAfter(real), X509_get0_notAfter(stand)) == 0 &&
               X509_get_version(real) == X509_get_version(stand) &&
               X509_get_signature_nid(real) == X509_get_signature_nid(stand) &&
               X509_get_ext_count(real) == X509_get_ext_count(stand);
    for (int i = 0; same && i < X509_get_ext_count(real); i++) {
        X509_EXTENSION *a = X509_get_ext(real, i), *b = X509_get_ext(stand, i);
        same = OBJ_cmp(X509_EXTENSION_get_object(a), X509_EXTENSION_get_object(b)) == 0 &&
               X509_EXTENSION_get_critical(a) == X509_EXTENSION_get_critical(b) &&
               ASN1_STRING_cmp(X509_EXTENSION_get_data(a), X509_EXTENSION_get_data(b)) == 0;
    }
    EVP_PKEY *ka = X509_get0_pubkey(real), *kb = X509_get0_pubkey(stand);
    return same && ka != NULL && kb != NULL && EVP_PKEY_get_base_id(ka) == EVP_PKEY_get_base_id(kb) &&
           EVP_PKEY_get_bits(ka) == EVP_PKEY_get_bits(kb) && EVP_PKEY_eq(ka, kb) != 1;
}

void tc_check_standin(const char *dir, const char *server_json)
{
    char out[500], path[600];
    snprintf(out, sizeof out, "%s/standin", dir);
    CHECK(tcc_mkdirs(out) == TCC_OK);
    tc_expect(0, (const char *[]){ "standin", server_json, "--out", out, NULL },
              (const char *[]){ "kept: subject, issuer, serial, validity, every extension",
                                "assumed: the server did not send its root: a stand-in root with an RSA-2048 key", NULL });
    /* As sent: the leaf, then intermediate 2, then intermediate 1; the root was not sent. */
    const char *real_names[3] = { "leaf.crt", "int2.crt", "int1.crt" };
    X509 *real[3], *stand[3];
    size_t len[3], root_len;
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, real_names[i]);
        real[i] = tc_read_pem(path);
        snprintf(path, sizeof path, "%s/chain-%d.der", out, i + 1);
        stand[i] = tc_read_der(path, &len[i]);
        CHECK(real[i] != NULL && stand[i] != NULL && tc_same_but_key(real[i], stand[i]));
        unsigned char *der = NULL;
        int real_len = real[i] != NULL ? i2d_X509(real[i], &der) : -1;
        OPENSSL_free(der);
        CHECK(real_len > 0 && (size_t)real_len == len[i]); /* RSA-2048 throughout: the same size, byte for byte */
    }
    snprintf(path, sizeof path, "%s/root.der", out);
    X509 *root = tc_read_der(path, &root_len);
    CHECK(root != NULL && X509_NAME_cmp(X509_get_subject_name(root), X509_get_issuer_name(real[2])) == 0);
    /* Each links to its re-issued parent and no longer to the real one. */
    for (int i = 0; i < 3; i++) {
        X509 *parent = i < 2 ? stand[i + 1] : root;
        CHECK(stand[i] != NULL && parent != NULL && X509_verify(stand[i], X509_get0_pubkey(parent)) == 1);
        if (i < 2)
            CHECK(stand[i] != NULL && real[i + 1] != NULL && X509_verify(stand[i], X509_get0_pubkey(real[i + 1])) != 1);
    }
    for (int i = 0; i < 3; i++) {
        X509_free(real[i]);
        X509_free(stand[i]);
    }
    X509_free(root);
    snprintf(path, sizeof path, "%s/leaf.key.der", out);
    CHECK(tcc_path_exists(path));
    /* Bad input: a file that is not a server description, and no output folder. */
    snprintf(path, sizeof path, "%s/not-a-server.json", dir);
    CHECK(tcc_file_write(path, "{\"schema\": \"tlscost-result/1\"}", NULL) == TCC_OK);
    tc_expect(2, (const char *[]){ "standin", path, "--out", out, NULL },
              (const char *[]){ "is not a server description with its chain", NULL });
    tc_expect(2, (const char *[]){ "standin", server_json, "--out", "/nonexistent/folder", NULL },
              (const char *[]){ "output folder /nonexistent/folder does not exist", NULL });
}
