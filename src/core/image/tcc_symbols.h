/* tcc_symbols.h: flash and RAM per symbol from a GNU ld link map (the size image's), as Bloaty or
 * puncover show it: every function and object by its input section (the images are built with
 * -ffunction-sections -fdata-sections, so a section is a symbol), its kind (code, read-only
 * data, initialised data, zeroed data), its size, its object and the object's group. */
#ifndef TCC_SYMBOLS_H
#define TCC_SYMBOLS_H

#include <stddef.h>
#include <stdint.h>
#include "../model/tcc_result.h"

enum tcc_symbol_kind { TCC_SYM_CODE, TCC_SYM_RODATA, TCC_SYM_DATA, TCC_SYM_BSS, TCC_SYM_KINDS };
extern const char *const tcc_symbol_kind_names[TCC_SYM_KINDS]; /* "code", "rodata", "data", "bss" */

struct tcc_symbol {
    char name[128];          /* the function or object; an object's name where its section has no symbol's */
    char object[96];         /* "bignum_core.o" */
    enum tcc_symbol_kind kind;
    int group;               /* TCC_GROUP_LIBRARY, _OWN or _LIBC */
    uint64_t size;
    int64_t stack;           /* a function's own stack frame by -fstack-usage, bytes; -1 unknown */
    char stack_kind[12];     /* "static", "dynamic" or "bounded" (GCC's words), or "" */
};

struct tcc_symbols {
    struct tcc_symbol *items; /* largest first */
    size_t count;
    uint64_t by_kind[TCC_SYM_KINDS];
};

/* Parse the map's memory map part. library_archive: the TLS library's archive ("lib.a").
 * 0, or TCC_E_INPUT with why when it is not a map this parser knows. */
int tcc_symbols_parse(const char *map, const char *library_archive, struct tcc_symbols *out, char *why, size_t size);
void tcc_symbols_free(struct tcc_symbols *s);
/* Each function's stack frame from the -fstack-usage files (NAME.su beside NAME.o) anywhere under
 * dir, the image's build folder; returns how many functions got one. */
size_t tcc_symbols_stack(struct tcc_symbols *s, const char *dir);
/* A function's frame as tables show it: "144", "48+" (it also grows at run time), or "-". */
void tcc_symbol_stack_text(const struct tcc_symbol *sym, char *out, size_t size);

#endif
