/* tcc_lines.h: walking a text line by line, each line copied (cut to the buffer) and
 * NUL-terminated; the parsers of maps, records and logs share it. */
#ifndef TCC_LINES_H
#define TCC_LINES_H

#include <stddef.h>

/* Copy the line at *p into line and move *p past it; 0 when *p is at the end of the text. */
int tcc_next_line(const char **p, char *line, size_t size);
/* The next "key = value" line of a settings file (parts/, accel/): # comments and blank lines
 * skipped, blanks around key and value trimmed, *line_no counting lines. 1 with *key and *value
 * in line, 0 at the end, -1 when the line has no '='. */
int tcc_next_setting(const char **p, char *line, size_t size, unsigned *line_no, char **key, char **value);

#endif
