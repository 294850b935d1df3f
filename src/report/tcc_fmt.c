/* tcc_fmt.c: number formatting (see tcc_fmt.h). */
#include "tcc_fmt.h"
#include <stdio.h>
#include <string.h>

const char *tcc_fmt_count(uint64_t v, char *buf, size_t size)
{
    char digits[32];
    int n = snprintf(digits, sizeof digits, "%llu", (unsigned long long)v);
    size_t at = 0;
    for (int i = 0; i < n && at + 1 < size; i++) {
        if (i > 0 && (n - i) % 3 == 0 && at + 2 < size)
            buf[at++] = ',';
        buf[at++] = digits[i];
    }
    buf[at] = '\0';
    return buf;
}

const char *tcc_fmt_millions(uint64_t v, char *buf, size_t size)
{
    snprintf(buf, size, "%.2f", (double)v / 1e6);
    return buf;
}

double tcc_fmt_ms_at(uint64_t instr, unsigned mhz)
{
    return (double)instr / ((double)mhz * 1e3);
}

const char *tcc_fmt_delta(int64_t v, char *buf, size_t size)
{
    char count[32];
    tcc_fmt_count((uint64_t)(v < 0 ? -v : v), count, sizeof count);
    snprintf(buf, size, "%s%s", v < 0 ? "-" : (v > 0 ? "+" : ""), count);
    return buf;
}
