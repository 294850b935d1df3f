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

int tcc_word_in_list(const char *word, const char *list)
{
    size_t len = strlen(word);
    for (const char *p = list; p != NULL && *p; p += strspn(p, ", ")) {
        size_t item = strcspn(p, ", ");
        if (item == len && strncmp(p, word, len) == 0)
            return 1;
        p += item;
    }
    return 0;
}
