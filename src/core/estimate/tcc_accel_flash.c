/* tcc_accel_flash.c: the flash an accelerator leaves, measured: the cell's size image built
 * again with the library's hooks for the operations the devices take (Mbed TLS's *_ALT macros,
 * tcc_library.h), and for the record protection when a device takes it, each behind a one-call
 * stub in the size image's adapter. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tcc_accel.h"
#include "../base/tcc_file.h"
#include "../model/tcc_library.h"
#include "../image/tcc_linkmap.h"
#include "../image/tcc_prepare.h"
#include "../base/tcc_str.h"

int tcc_accel_flash(const struct tcc_cell *cell, const struct tcc_accel *accels, size_t n, uint64_t *flash,
                    char *hooks, size_t hooks_size)
{
    const struct tcc_library *library = cell->build.library;
    hooks[0] = '\0';
    char header[8192] = "/* written by tlscost run --accel: the operations its devices take */\n";
    if (cell->build.user_config != NULL) {
        char real[4096];
        if (realpath(cell->build.user_config, real) != NULL)
            tcc_appendf(header, sizeof header, "#include \"%s\"\n", real);
    }
    for (int op = 0; op < TCC_OP_COUNT; op++) {
        int taken = 0;
        for (size_t i = 0; i < n; i++)
            taken |= accels[i].op_us[op] >= 0 || accels[i].op_cycles[op] >= 0;
        if (!taken || library == NULL || library->accel_hooks[op] == NULL)
            continue;
        tcc_appendf(header, sizeof header, "#define %s\n", library->accel_hooks[op]);
        tcc_appendf(hooks, hooks_size, "%s%s", hooks[0] ? " " : "", library->accel_hooks[op]);
    }
    if (tcc_accel_record_device(accels, n) != NULL && library != NULL && library->record_hooks != NULL) {
        char list[256];
        snprintf(list, sizeof list, "%s", library->record_hooks);
        for (char *save = NULL, *macro = strtok_r(list, " ", &save); macro != NULL; macro = strtok_r(NULL, " ", &save))
            tcc_appendf(header, sizeof header, "#define %s\n", macro);
        tcc_appendf(hooks, hooks_size, "%s%s", hooks[0] ? " " : "", library->record_hooks);
    }
    if (hooks[0] == '\0') {
        tcc_diagf(cell->diag, "%s has no hook for the operations these devices take, so their flash cannot be "
                  "measured", library->title);
        return TCC_E_USAGE;
    }
    char dir[4400], path[4600];
    snprintf(dir, sizeof dir, "%s/build/accel", cell->home);
    if (tcc_mkdirs(dir) != 0) {
        tcc_diagf(cell->diag, "cannot create %s", dir);
        return TCC_E_IO;
    }
    snprintf(path, sizeof path, "%s/%s-hooks-%s.h", dir, cell->build.library->name, hooks);
    for (char *c = strrchr(path, '/') + 1; *c; c++)
        if (*c == ' ')
            *c = '+';
    int err = tcc_file_write(path, header, cell->diag);
    struct tcc_cell hooked = *cell;
    hooked.build.user_config = path;
    struct tcc_prepared size;
    if (err == TCC_OK)
        err = tcc_prepare(&hooked, "size", &size);
    char map_path[4300], why[256];
    snprintf(map_path, sizeof map_path, "%s/size.map", err == TCC_OK ? size.dir : "");
    char *map = err == TCC_OK ? tcc_file_read(map_path, NULL) : NULL;
    struct tcc_flash *measured = calloc(1, sizeof *measured); /* too large for the stack */
    if (err == TCC_OK && measured == NULL) {
        tcc_diagf(cell->diag, "out of memory reading the link map %s", map_path);
        err = TCC_E_IO;
    }
    if (err == TCC_OK && (map == NULL || tcc_linkmap_parse(map, "lib.a", measured, why, sizeof why) != TCC_OK)) {
        tcc_diagf(cell->diag, "cannot read the link map %s", map_path);
        err = TCC_E_BUILD;
    }
    free(map);
    if (err == TCC_OK)
        *flash = measured->total;
    free(measured);
    return err;
}
