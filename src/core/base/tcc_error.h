/* tcc_error.h: the tool's error codes, one table of them, and the caller-owned diagnostic the
 * core reports through. Core functions return 0 or a negative TCC_E_*; when they fail they write
 * one sentence (what happened and what to do) into the caller's struct tcc_diag and print
 * nothing. Long work reports progress through the diagnostic's callback, when the caller gives
 * one. Only src/cli/ prints. */
#ifndef TCC_ERROR_H
#define TCC_ERROR_H

enum tcc_error {
    TCC_OK = 0,
    TCC_E_USAGE = -1,     /* bad flag or argument */
    TCC_E_INPUT = -2,     /* unreadable or malformed input file */
    TCC_E_SETUP = -3,     /* a tool or source is missing: run the set-up */
    TCC_E_BUILD = -4,     /* the library or harness did not build */
    TCC_E_RUN = -5,       /* the firmware faulted, hung or printed no result */
    TCC_E_TLS = -6,       /* the handshake or data phase failed */
    TCC_E_IO = -7,        /* could not write an output */
    TCC_E_BUDGET = -8,    /* a budget was exceeded (compare) */
};

/* The exit code of an error value (0 ok, 1 the measurement failed, 2 bad input), and the label a
 * report gives a cell that ended with it ("does not build"), from one table. */
int tcc_exit_code(int err);
const char *tcc_error_label(int err);

struct tcc_diag {
    char text[1024];      /* why the last call that failed failed; empty when none did */
    /* Progress lines of long work ("cell 3 of 35: ..."), or NULL for none. */
    void (*progress)(void *ctx, const char *line);
    void *progress_ctx;
    unsigned long long noted; /* the key's hash of the last note said once (tcc_progress_once) */
};

/* Say why a call failed: the sentence into d->text (d may be NULL: nobody asked). */
void tcc_diagf(struct tcc_diag *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A progress line through d's callback, if any. */
void tcc_progress(struct tcc_diag *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A progress line said once for key: not again while d's last such note had the same key. */
void tcc_progress_once(struct tcc_diag *d, const char *key, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
