/* tcc_error.h: the tool's error codes and its one family of user messages.
 * Functions return 0 or a negative TCC_E_*; the CLI turns it into an exit code:
 * 0 ok, 1 the measurement failed, 2 usage (bad input from the user). */
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

/* Print "tlscost: <message>" on stderr; the message should say what to do. The last message
 * is kept, so a report can show why a cell failed. */
void tcc_msg(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
const char *tcc_last_msg(void);
/* While muted, messages are kept as the last message but not printed (probing runs). */
void tcc_set_muted(int muted);
void tcc_clear_last_msg(void);
/* Progress on stderr, unless quiet. */
void tcc_progress(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void tcc_set_quiet(int quiet);
/* Exit code for an error value. */
int tcc_exit_code(int err);

#endif
