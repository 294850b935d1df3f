/* tcc_lines.h: walking a text line by line, each line copied (cut to the buffer) and
 * NUL-terminated; the parsers of maps, records and logs share it. */
#ifndef TCC_LINES_H
#define TCC_LINES_H

#include <stddef.h>

/* Copy the line at *p into line and move *p past it; 0 when *p is at the end of the text. */
int tcc_next_line(const char **p, char *line, size_t size);

#endif
