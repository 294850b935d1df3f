/* tcc_linkmap.h: read a GNU ld link map (-Wl,-Map) into flash and RAM per object and per
 * group: the TLS library (members of its archive), our own objects, and the C library and
 * compiler runtime (every other archive). Input sections are sorted by the output section
 * they landed in: .vectors/.text/.rodata/.ARM.exidx count as flash, .data as flash and RAM,
 * .bss as RAM; everything else (.heap, .stack, debug) is ignored. */
#ifndef TCC_LINKMAP_H
#define TCC_LINKMAP_H

#include <stddef.h>
#include "../model/tcc_result.h"

/* Parse map text. library_archive is the file name of the TLS library's archive ("lib.a").
 * Returns 0, or TCC_E_INPUT with *why set when the text is not a map this parser knows. */
int tcc_linkmap_parse(const char *text, const char *library_archive, struct tcc_flash *flash,
                      char *why, size_t why_size);

/* The object a map's input file names, as the flash table lists it ("aes.o" in the library
 * archive, "libc_nano.a(lib_a-memcpy.o)" in another, "run_main.o" outside any), and its group
 * (the toolchain's start-up objects count as the C library's). */
void tcc_linkmap_object_name(const char *file, const char *library_archive, char *name, size_t size,
                             enum tcc_group *group);

#endif
