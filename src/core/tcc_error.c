/* tcc_error.c: user messages and exit codes (see tcc_error.h). */
#include "tcc_error.h"
#include <stdarg.h>
#include <stdio.h>

static int tcc_quiet;
static char tcc_last[1024];
static int tcc_muted;

void tcc_set_muted(int muted)
{
    tcc_muted = muted;
}

void tcc_set_quiet(int quiet)
{
    tcc_quiet = quiet;
}

void tcc_msg(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(tcc_last, sizeof tcc_last, fmt, ap);
    va_end(ap);
    if (!tcc_muted)
        fprintf(stderr, "tlscost: %s\n", tcc_last);
}

const char *tcc_last_msg(void)
{
    return tcc_last;
}

void tcc_clear_last_msg(void)
{
    tcc_last[0] = '\0';
}

void tcc_progress(const char *fmt, ...)
{
    if (tcc_quiet)
        return;
    va_list ap;
    va_start(ap, fmt);
    fputs("tlscost: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

int tcc_exit_code(int err)
{
    switch (err) {
    case TCC_OK: return 0;
    case TCC_E_USAGE:
    case TCC_E_INPUT: return 2;
    default: return 1;
    }
}
