/* tcc_key.h: the identity of a build as a streamed SHA-256: texts and whole files are fed in
 * order, with no limit on their size, and the digest names a cache entry (a cell's build
 * folder) or a configuration (its config checksum). The same bytes in the same order give the
 * same digest, however they were cut into pieces. */
#ifndef TCC_KEY_H
#define TCC_KEY_H

#include <stddef.h>

struct tcc_key {
    void *ctx;   /* the digest in progress (OpenSSL's EVP_MD_CTX) */
    int failed;  /* a file could not be read, or the digest could not start */
};

/* Start a key; tcc_key_end must follow (it frees what this takes). */
void tcc_key_begin(struct tcc_key *k);
void tcc_key_bytes(struct tcc_key *k, const void *data, size_t len);
void tcc_key_text(struct tcc_key *k, const char *text);
/* Feed a file's whole contents; 0, or -1 (and the key marked failed) when it cannot be read. */
int tcc_key_file(struct tcc_key *k, const char *path);
/* Feed the file if it can be read, and nothing otherwise (an optional part); 1 when fed. */
int tcc_key_file_if_any(struct tcc_key *k, const char *path);
/* The hex digest; 0, or -1 when the key failed (hex is then empty). */
int tcc_key_end(struct tcc_key *k, char hex[65]);

#endif
