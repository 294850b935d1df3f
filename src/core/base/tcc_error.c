/* tcc_error.c: the table of error codes and the diagnostic (see tcc_error.h). */
#include "tcc_error.h"
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

static const struct {
    int code;
    int exit_status;
    const char *label;
} tcc_errors[] = {
    { TCC_OK, 0, "ok" },
    { TCC_E_USAGE, 2, "cannot run this scenario" },
    { TCC_E_INPUT, 2, "bad input" },
    { TCC_E_SETUP, 1, "not measured" },
    { TCC_E_BUILD, 1, "does not build" },
    { TCC_E_RUN, 1, "firmware fault or hang" },
    { TCC_E_TLS, 1, "handshake or data failed" },
    { TCC_E_IO, 1, "not measured" },
    { TCC_E_BUDGET, 1, "over budget" },
};

int tcc_exit_code(int err)
{
    for (size_t i = 0; i < sizeof tcc_errors / sizeof tcc_errors[0]; i++)
        if (tcc_errors[i].code == err)
            return tcc_errors[i].exit_status;
    return 1;
}

const char *tcc_error_label(int err)
{
    for (size_t i = 0; i < sizeof tcc_errors / sizeof tcc_errors[0]; i++)
        if (tcc_errors[i].code == err)
            return tcc_errors[i].label;
    return "not measured";
}

void tcc_diagf(struct tcc_diag *d, const char *fmt, ...)
{
    if (d == NULL)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(d->text, sizeof d->text, fmt, ap);
    va_end(ap);
}

/* Format one progress line and hand it to d's callback (there is one). */
static void tcc_progress_line(struct tcc_diag *d, const char *fmt, va_list ap)
{
    char line[1024];
    vsnprintf(line, sizeof line, fmt, ap);
    d->progress(d->progress_ctx, line);
}

void tcc_progress(struct tcc_diag *d, const char *fmt, ...)
{
    if (d == NULL || d->progress == NULL)
        return;
    va_list ap;
    va_start(ap, fmt);
    tcc_progress_line(d, fmt, ap);
    va_end(ap);
}

void tcc_progress_once(struct tcc_diag *d, const char *key, const char *fmt, ...)
{
    if (d == NULL || d->progress == NULL)
        return;
    unsigned long long hash = 14695981039346656037ull; /* FNV-1a, 64 bits */
    for (const char *p = key; *p; p++)
        hash = (hash ^ (unsigned char)*p) * 1099511628211ull;
    if (hash == d->noted)
        return;
    d->noted = hash;
    va_list ap;
    va_start(ap, fmt);
    tcc_progress_line(d, fmt, ap);
    va_end(ap);
}
