/* tcc_linkmap.h: read a GNU ld link map (-Wl,-Map) into flash and RAM per object and per
 * group: the TLS library (members of its archive), our own objects, and the C library and
 * compiler runtime (every other archive). Input sections are sorted by the output section
 * they landed in: .vectors/.text/.rodata/.ARM.exidx count as flash, .data as flash and RAM,
 * .bss as RAM; everything else (.heap, .stack, debug) is ignored. */
#ifndef TCC_LINKMAP_H
#define TCC_LINKMAP_H

#include <stddef.h>
#include "tcc_result.h"

/* Parse map text. library_archive is the file name of the TLS library's archive ("lib.a").
 * Returns 0, or TCC_E_INPUT with *why set when the text is not a map this parser knows. */
int tcc_linkmap_parse(const char *text, const char *library_archive, struct tcc_flash *flash,
                      char *why, size_t why_size);

#endif
