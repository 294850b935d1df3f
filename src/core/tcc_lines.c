/* tcc_lines.c: line walking (see tcc_lines.h). */
#include "tcc_lines.h"
#include <string.h>

int tcc_next_line(const char **p, char *line, size_t size)
{
    if (**p == '\0')
        return 0;
    size_t n = strcspn(*p, "\n");
    size_t keep = n < size - 1 ? n : size - 1;
    memcpy(line, *p, keep);
    line[keep] = '\0';
    *p += n + ((*p)[n] == '\n');
    return 1;
}
