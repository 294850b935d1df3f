/* tc_args.c: key=value argument lookup (see tc_args.h). */
#include "tc_args.h"
#include <string.h>

int tc_args_get(const char *args, const char *key, char *out, size_t out_size)
{
    size_t key_len = strlen(key);
    const char *p = args;
    while (*p) {
        while (*p == ' ')
            p++;
        const char *word = p;
        while (*p && *p != ' ')
            p++;
        if ((size_t)(p - word) > key_len && strncmp(word, key, key_len) == 0 && word[key_len] == '=') {
            size_t n = (size_t)(p - word) - key_len - 1;
            if (n >= out_size)
                n = out_size - 1;
            memcpy(out, word + key_len + 1, n);
            out[n] = '\0';
            return 0;
        }
    }
    return -1;
}

uint32_t tc_args_u32(const char *args, const char *key, uint32_t fallback)
{
    char text[16];
    if (tc_args_get(args, key, text, sizeof text) != 0 || text[0] == '\0')
        return fallback;
    uint32_t value = 0;
    for (const char *c = text; *c; c++) {
        if (*c < '0' || *c > '9')
            return fallback;
        value = value * 10u + (uint32_t)(*c - '0');
    }
    return value;
}
