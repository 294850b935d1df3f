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

int tcc_next_setting(const char **p, char *line, size_t size, unsigned *line_no, char **key, char **value)
{
    while (tcc_next_line(p, line, size)) {
        (*line_no)++;
        *key = line + strspn(line, " \t");
        if (**key == '#' || **key == '\0')
            continue;
        char *eq = strchr(*key, '=');
        if (eq == NULL)
            return -1;
        char *end = eq;
        while (end > *key && (end[-1] == ' ' || end[-1] == '\t'))
            end--;
        *end = '\0';
        *value = eq + 1 + strspn(eq + 1, " \t");
        return 1;
    }
    return 0;
}
