/* tcc_calls.h: calls left in generated code, read from a disassembly with relocations
 * (objdump -dr): how often a function calls functions whose names start with a prefix (the
 * constant-time helpers mbedtls_ct_*, when the compiler did not inline them). */
#ifndef TCC_CALLS_H
#define TCC_CALLS_H

#include "../base/tcc_error.h"

/* Calls from function into callees named prefix*: the relocations and the annotated direct
 * calls inside its body. Returns the count, or -1 when the disassembly has no such function. */
int tcc_calls_from(const char *disasm, const char *function, const char *prefix);
/* Calls into prefix* from every function that is not itself prefix*, in the whole disassembly. */
int tcc_calls_total(const char *disasm, const char *prefix);
/* Disassemble file with objdump -dr; the text (free it), or NULL with d saying why. */
char *tcc_calls_disassemble(const char *objdump, const char *file, struct tcc_diag *d);

#endif
