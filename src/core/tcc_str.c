/* tcc_str.c: bounded appending (see tcc_str.h). */
#include "tcc_str.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void tcc_appendf(char *buf, size_t size, const char *fmt, ...)
{
    size_t at = strnlen(buf, size);
    if (at + 1 >= size)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + at, size - at, fmt, ap);
    va_end(ap);
}
