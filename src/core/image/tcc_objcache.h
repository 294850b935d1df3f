/* tcc_objcache.h: a content-addressed cache of library objects across cells. A cell's build
 * folder is keyed by its whole configuration, so a change of one option used to recompile every
 * library file; most files preprocess to the same text under both configurations and compile to
 * the same object. The key of an object is the compiler (its path, size and time), the flags
 * that are not preprocessor flags, and the file's preprocessed text without line markers; an
 * entry is stored with its own SHA-256 and is checked before it is used, so a corrupted entry
 * is rebuilt, never linked. Used by tlscost-cc (src/cli/cc_main.c), which mk/image.mk puts in
 * front of the compiler. */
#ifndef TCC_OBJCACHE_H
#define TCC_OBJCACHE_H

#include <stddef.h>
#include "../base/tcc_error.h"

/* Compile argv (a compiler command with -c SOURCE -o OBJECT) through the cache in dir: a hit
 * copies the stored object to OBJECT, a miss compiles and stores. Returns the compiler's exit
 * status (0 on a hit), or 1 when it could not run. *hit says which it was. */
int tcc_objcache_compile(const char *dir, char *const argv[], int *hit);

/* The object cache for builds of the tree at home: "<home>/tlscost-cc <folder>" in out, the
 * folder being $TLSCOST_CACHE or <home>/build/objcache. 0, or -1 with why in d when there is none
 * to use: TLSCOST_CACHE=off, the wrapper not built, or a folder that cannot be written. */
int tcc_objcache_command(const char *home, char *out, size_t size, struct tcc_diag *d);

#endif
