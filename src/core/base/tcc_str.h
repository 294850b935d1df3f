/* tcc_str.h: appending formatted text to a fixed buffer: never past its end, always
 * NUL-terminated (a text that does not fit is cut). */
#ifndef TCC_STR_H
#define TCC_STR_H

#include <stddef.h>

void tcc_appendf(char *buf, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* A number macro's value as text ("37"), for option defaults. */
#define TCC_TEXT_OF(x) TCC_TEXT_OF_(x)
#define TCC_TEXT_OF_(x) #x

/* 1 when word is one of the items of list, "a, b, c" (a NULL list has none). */
int tcc_word_in_list(const char *word, const char *list);

#endif
