/* tcc_fmt.h: number formatting shared by the writers: thousands separators, millions,
 * and time at a clock (a derived figure: one instruction per cycle, no wait states). */
#ifndef TCC_FMT_H
#define TCC_FMT_H

#include <stddef.h>
#include <stdint.h>
#include "../core/base/tcc_str.h"

#define TCC_DEFAULT_MHZ 168
/* The clock as text, for the --mhz options' defaults. */
#define TCC_DEFAULT_MHZ_TEXT TCC_TEXT_OF(TCC_DEFAULT_MHZ)


/* "59,176" into buf; returns buf. */
const char *tcc_fmt_count(uint64_t v, char *buf, size_t size);
/* "85.21" (millions, two decimals) into buf. */
const char *tcc_fmt_millions(uint64_t v, char *buf, size_t size);
/* Milliseconds at mhz, lower bound. */
double tcc_fmt_ms_at(uint64_t instr, unsigned mhz);
/* "+1,234" / "-12" with sign. */
const char *tcc_fmt_delta(int64_t v, char *buf, size_t size);

#endif
