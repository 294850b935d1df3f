/* tcc_file.h: whole-file reading, all-or-nothing writing (temporary file, then rename, so a
 * failed or interrupted run never leaves a half-written output), and SHA-256 digests. */
#ifndef TCC_FILE_H
#define TCC_FILE_H

#include <stddef.h>
#include <stdio.h>

/* Read a whole file, NUL-terminated; *len (may be NULL) gets its size. NULL on failure. */
char *tcc_file_read(const char *path, size_t *len);

/* Open a temporary file beside path for writing; commit renames it over path, abort removes it. */
struct tcc_out_file {
    FILE *fp;
    char path[4096];
    char tmp_path[4200];
};
int tcc_out_open(struct tcc_out_file *out, const char *path);
int tcc_out_commit(struct tcc_out_file *out);
void tcc_out_abort(struct tcc_out_file *out);
/* Write text to path all-or-nothing; returns 0 or TCC_E_IO. */
int tcc_file_write(const char *path, const char *text);

/* Hex SHA-256 of bytes, into hex (65 bytes). */
void tcc_sha256_hex(const void *data, size_t len, char hex[65]);

/* 1 when path names an existing regular file or folder. */
int tcc_path_exists(const char *path);
/* mkdir -p */
int tcc_mkdirs(const char *path);

#endif
