/* tcc_key.c: streamed SHA-256 build identities (see tcc_key.h). */
#include "tcc_key.h"
#include <openssl/evp.h>
#include <stdio.h>
#include <string.h>

void tcc_key_begin(struct tcc_key *k)
{
    EVP_MD_CTX *ctx = EVP_MD_CTX_new();
    k->failed = ctx == NULL || EVP_DigestInit_ex(ctx, EVP_sha256(), NULL) != 1;
    k->ctx = ctx;
}

void tcc_key_bytes(struct tcc_key *k, const void *data, size_t len)
{
    if (!k->failed && len > 0 && EVP_DigestUpdate(k->ctx, data, len) != 1)
        k->failed = 1;
}

void tcc_key_text(struct tcc_key *k, const char *text)
{
    tcc_key_bytes(k, text, strlen(text));
}

/* 0 fed, -1 not readable (nothing fed). */
static int tcc_key_feed_file(struct tcc_key *k, const char *path)
{
    FILE *fp = fopen(path, "rb");
    if (fp == NULL)
        return -1;
    char buf[16384];
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, fp)) > 0)
        tcc_key_bytes(k, buf, got);
    int failed = ferror(fp);
    fclose(fp);
    if (failed)
        k->failed = 1;
    return failed ? -1 : 0;
}

int tcc_key_file(struct tcc_key *k, const char *path)
{
    if (tcc_key_feed_file(k, path) == 0)
        return 0;
    k->failed = 1;
    return -1;
}

int tcc_key_file_if_any(struct tcc_key *k, const char *path)
{
    return tcc_key_feed_file(k, path) == 0;
}

int tcc_key_end(struct tcc_key *k, char hex[65])
{
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    hex[0] = '\0';
    if (!k->failed && EVP_DigestFinal_ex(k->ctx, digest, &len) == 1 && len == 32)
        for (unsigned i = 0; i < 32; i++)
            snprintf(hex + 2 * i, 3, "%02x", digest[i]);
    EVP_MD_CTX_free(k->ctx);
    k->ctx = NULL;
    return hex[0] != '\0' ? 0 : -1;
}
