/* tcc_prepare.c: cells to built images (see tcc_prepare.h). */
#include "tcc_prepare.h"
#include <stdio.h>
#include <string.h>
#include "../base/tcc_error.h"

/* The server part of another library (its min profile, built in its own run-image folder) for
 * an interop run; server_dir gets its folder. */
static int tcc_prepare_server_part(const struct tcc_cell *cell, const char *compiler, char *server_dir,
                                   size_t server_dir_size)
{
    char name[TCC_NAME_MAX], config_sha[65];
    snprintf(name, sizeof name, "%s", cell->scenario.server_library);
    char *at = strchr(name, '@');
    if (at != NULL)
        *at++ = '\0';
    struct tcc_library_source server_src;
    struct tcc_cell server = *cell;
    server.build.library = tcc_library_named(name);
    server.build.version = at;
    if (server.build.library == NULL) {
        char known[256];
        tcc_library_known(known, sizeof known);
        tcc_diagf(cell->diag, "--server-library '%s' unknown; known: %s", name, known);
        return TCC_E_USAGE;
    }
    server.build.profile = "min";
    server.build.config_file = NULL;
    server.build.user_config = NULL;
    server.scenario.server_library = NULL;
    int err = tcc_library_find(cell->home, name, at, &server_src, cell->diag);
    if (err != TCC_OK)
        return err;
    struct tcc_cell_title_text title;
    tcc_progress(cell->diag, "%s: building the %s %s server part", tcc_cell_title(cell, &title), server_src.name,
                 server_src.version);
    return tcc_cell_build(&server, &server_src, compiler, "serverpart", server_dir, server_dir_size, config_sha);
}

int tcc_prepare(const struct tcc_cell *cell, const char *image, struct tcc_prepared *p)
{
    memset(p, 0, sizeof *p);
    int err = tcc_library_find(cell->home, cell->build.library->name, cell->build.version, &p->src, cell->diag);
    if (err == TCC_OK)
        err = tcc_target_describe(cell, &p->target);
    return err == TCC_OK ? tcc_prepare_again(cell, image, p) : err;
}

int tcc_prepare_again(const struct tcc_cell *cell, const char *image, struct tcc_prepared *p)
{
    int err;
    struct tcc_cell_title_text title;
    p->dir[0] = '\0';
    snprintf(p->image, sizeof p->image, "%s", image);
    if (strcmp(image, "run") == 0 && cell->scenario.server_library != NULL) {
        char server_dir[4096];
        err = tcc_prepare_server_part(cell, p->target.compiler, server_dir, sizeof server_dir);
        if (err != TCC_OK)
            return err;
        tcc_progress(cell->diag, "%s: building the run image (%s %s for %s) against the %s server",
                     tcc_cell_title(cell, &title), p->src.name, p->src.version, cell->build.target, cell->scenario.server_library);
        return tcc_cell_build_interop(cell, &p->src, p->target.compiler, server_dir, p->dir, sizeof p->dir,
                                      p->image, sizeof p->image, p->config_sha256);
    }
    tcc_progress(cell->diag, "%s: building the %s image (%s %s for %s at -%s)", tcc_cell_title(cell, &title), image,
                 p->src.name, p->src.version, cell->build.target, tcc_cell_opt(cell));
    return tcc_cell_build(cell, &p->src, p->target.compiler, image, p->dir, sizeof p->dir, p->config_sha256);
}
