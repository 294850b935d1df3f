/* bare_start.h: what bare_start.c gives the validation programs: a console line and a fixed
 * pseudo-random stream (timing does not depend on its values). */
#ifndef BARE_START_H
#define BARE_START_H
#include <stddef.h>
#include <stdint.h>

void bare_print(const char *line);
void bare_random(uint8_t *output, size_t size);

#endif
