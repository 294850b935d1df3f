/* tcc_cell.h: building a cell (model/tcc_cell_spec.h: library + configuration + target +
 * scenario + run options). This module finds the library source and the profile, writes the
 * cell's config header, hashes everything that changes the library objects into the cell's
 * build folder name (so a folder is a cache entry), and builds the size and run images with
 * mk/image.mk. */
#ifndef TCC_CELL_H
#define TCC_CELL_H

#include <stddef.h>
#include "../base/tcc_error.h"
#include "../model/tcc_cell_spec.h"
#include "../model/tcc_library.h"
#include "../model/tcc_result.h"

/* Find the library's unpacked source (TLSCOST_SOURCES, else <home>/.sources): the given
 * version, or with NULL the default one that scripts/setup.sh marked (else the highest). A
 * version with a '/' is a source tree of the user's own (tcc_library_tree). */
int tcc_library_find(const char *home, const char *library, const char *version, struct tcc_library_source *src,
                     struct tcc_diag *d);
/* A source tree of the user's own as the library's source (--library NAME@PATH). TCC_E_USAGE
 * when path is no such tree. */
int tcc_library_tree(const char *library, const char *path, struct tcc_library_source *src, struct tcc_diag *d);
/* A revision of a git repository (spec "git:REPO#REV"), exported once into the sources folder
 * under its tree id and measured as a tree; src->tree then names the spec, src->revision the
 * commit. TCC_E_USAGE when the repository has no such revision. */
int tcc_library_git(const char *home, const char *library, const char *spec, struct tcc_library_source *src,
                    struct tcc_diag *d);
/* Check the profile exists; on failure say which ones are known and return TCC_E_USAGE. */
int tcc_profile_check(const char *home, const char *library, const char *profile, struct tcc_diag *d);
/* What a --user-config header is: its real path, the sha256 of its contents, and the macros it
 * defines (and, as -NAME, undefines), space-separated. 0, or TCC_E_USAGE when it cannot be read. */
int tcc_user_config_identity(const char *path, char *real, size_t real_size, char sha256[65], char *macros,
                             size_t macros_size);
/* The name a cell is shown under: its label, with " + extra.h" when a user header goes on top,
 * written into the caller's title; returns title->text. */
struct tcc_cell_title_text {
    char text[TCC_NAME_MAX];
};
const char *tcc_cell_title(const struct tcc_cell *cell, struct tcc_cell_title_text *title);

/* Build one image ("size", "run", "peer", "bench", or "serverpart": the run image's server
 * adapter alone, as an archive for another library's interop image) with compiler, the target
 * compiler's version line (tcc_target_describe; part of the cache key). out_dir gets the cell
 * folder; config_sha256 the hash of the contents of the headers that make the image's
 * configuration. Says why in cell->diag and returns TCC_E_BUILD when it does not build.
 * Commands reach this through tcc_prepare (tcc_prepare.h). */
int tcc_cell_build(const struct tcc_cell *cell, const struct tcc_library_source *src, const char *compiler,
                   const char *image,
                   char *out_dir, size_t out_dir_size, char config_sha256[65]);

/* Build the client's run image without its own server, linked against the server part that
 * tcc_cell_build made in server_dir ("serverpart"). image_name gets the image to run. */
int tcc_cell_build_interop(const struct tcc_cell *cell, const struct tcc_library_source *src, const char *compiler,
                           const char *server_dir, char *out_dir, size_t out_dir_size, char *image_name,
                           size_t image_name_size, char config_sha256[65]);

/* The identity of one image's build ("size", "run", "peer", "bench"), computed from files
 * alone, with no build: config_sha256 hashes what the configuration headers say (the profile,
 * the headers it includes beside it, the buffer lengths, the user's and the server's additions),
 * build_hash everything that changes the image's objects (that, the header as written into
 * config, the library's source checksum and version, the target, compiler and level, and
 * mk/image.mk with the target's and library's fragments and mk/target/shared/). config gets
 * the header text. */
struct tcc_cell_identity {
    char config_sha256[65];
    char build_hash[65];
};
int tcc_cell_identity(const struct tcc_cell *cell, const struct tcc_library_source *src, const char *compiler,
                      const char *image, char *config, size_t config_size, struct tcc_cell_identity *out);

/* The scenario as the run image's argument text. */
void tcc_cell_args(const struct tcc_cell *cell, char *out, size_t out_size);

#endif
