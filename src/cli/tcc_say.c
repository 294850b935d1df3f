/* tcc_say.c: the command line's messages (see tcc_say.h). */
#include "tcc_say.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void tcc_msg(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("tlscost: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

static void tcc_say_progress(void *ctx, const char *line)
{
    (void)ctx;
    fprintf(stderr, "tlscost: %s\n", line);
}

void tcc_say_diag_init(struct tcc_diag *d, int quiet)
{
    memset(d, 0, sizeof *d);
    d->progress = quiet ? NULL : tcc_say_progress;
}
