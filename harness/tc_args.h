/* tc_args.h: reading the run's "key=value key=value" argument text. */
#ifndef TC_ARGS_H
#define TC_ARGS_H

#include <stddef.h>
#include <stdint.h>

/* Copy the value of key into out (NUL-terminated); returns 0, or -1 when key is absent. */
int tc_args_get(const char *args, const char *key, char *out, size_t out_size);
/* The value of key as an unsigned number, or fallback when absent or not a number. */
uint32_t tc_args_u32(const char *args, const char *key, uint32_t fallback);

#endif
