/* tcc_prepare.h: the one path from a cell to a built image ready to run, for every command:
 * find the library's source, read the target's descriptor, and build the image in the cell's
 * folder. A run image against another library's server (cell->server_library) builds that
 * library's server part first and links it in: an interop run is a run, not another path. */
#ifndef TCC_PREPARE_H
#define TCC_PREPARE_H

#include "tcc_cell.h"
#include "../model/tcc_result.h"
#include "../model/tcc_target.h"

struct tcc_prepared {
    char dir[4096];                  /* the cell's build folder */
    char image[TCC_NAME_MAX];        /* the image to run: "run", "bench", "peer", or "interop-<server part>" */
    struct tcc_target_info target;
    struct tcc_library_source src;
    char config_sha256[65];          /* of the headers that make the image's configuration */
};

/* Build image ("size", "run", "peer" or "bench") of the cell; fill *p. 0, or an error with
 * cell->diag saying why. */
int tcc_prepare(const struct tcc_cell *cell, const char *image, struct tcc_prepared *p);
/* Build another image of a cell of the same library and target as *p, which tcc_prepare filled:
 * its library source and target descriptor are kept, the rest is the new image's. */
int tcc_prepare_again(const struct tcc_cell *cell, const char *image, struct tcc_prepared *p);

#endif
