/* tcc_cell_spec.c: the names a cell goes by, from its build spec alone. */
#include "tcc_cell_spec.h"
#include <string.h>

const char *tcc_cell_opt(const struct tcc_cell *cell)
{
    return cell->build.opt != NULL ? cell->build.opt : "Os";
}

const char *tcc_cell_label(const struct tcc_cell *cell)
{
    if (cell->build.config_file == NULL)
        return cell->build.profile;
    const char *base = strrchr(cell->build.config_file, '/');
    return base != NULL ? base + 1 : cell->build.config_file;
}
