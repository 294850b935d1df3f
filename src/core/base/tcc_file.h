/* tcc_file.h: whole-file reading, all-or-nothing writing (temporary file, then rename, so a
 * failed or interrupted run never leaves a half-written output). */
#ifndef TCC_FILE_H
#define TCC_FILE_H

#include <stddef.h>
#include <stdio.h>
#include "tcc_error.h"

/* Read a whole file, NUL-terminated; *len (may be NULL) gets its size. NULL on failure. */
char *tcc_file_read(const char *path, size_t *len);

/* Write text to path all-or-nothing (a temporary file beside it, then rename, so a failed or
 * interrupted run never leaves a half-written output); returns 0 or TCC_E_IO. */
int tcc_file_write(const char *path, const char *text, struct tcc_diag *d);
/* The same for len bytes (a DER certificate). */
int tcc_file_write_bytes(const char *path, const void *bytes, size_t len, struct tcc_diag *d);
/* Write path all-or-nothing through writer (which returns 0 or an error); returns its error or
 * TCC_E_IO, and leaves no file behind on failure. */
int tcc_file_write_with(const char *path, int (*writer)(FILE *out, const void *ctx), const void *ctx,
                        struct tcc_diag *d);

/* Before any work: the folder that would hold the output file path exists and is writable.
 * TCC_OK, or TCC_E_USAGE with d saying so (option names the flag that gave the path). */
int tcc_file_check_output(const char *path, const char *option, struct tcc_diag *d);

/* 1 when path names an existing regular file or folder. */
int tcc_path_exists(const char *path);
/* mkdir -p */
int tcc_mkdirs(const char *path);

#endif
