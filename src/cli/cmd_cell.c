/* cmd_cell.c: tlscost cell ID --json FILE: measure one cell of the standard matrix and write it
 * as report.json holds it, for tlscost merge. A plan's lines run this (tlscost plan report). */
#include <stdio.h>
#include <string.h>
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_file.h"
#include "../core/model/tcc_json.h"
#include "../core/matrix/tcc_matrix.h"
#include "../report/tcc_report.h"
#include "tcc_commands.h"
#include "tcc_say.h"

static const struct tcc_option tcc_cell_options[] = {
    { "json", "FILE", "where to write the cell document (tlscost merge reads NAME.cell.json)", NULL, NULL },
    { "timeout", "SECONDS", "wall-clock limit for one run of the firmware", "120", NULL },
    { "target", "NAME", "the core of the report the cell is one of (listed below)", TCC_TARGET_DEFAULT, NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};


static int tcc_write_cell(FILE *out, const void *ctx)
{
    const struct tcc_matrix_run *run = ctx;
    return tcc_json_emit(out, tcc_report_cell_json(&run->cells[0], run));
}

static int tcc_cell(const struct tcc_invocation *inv)
{
    const char *json = tcc_option(inv->options, "json");
    unsigned long timeout;
    if (inv->n_positional != 1 || json == NULL) {
        tcc_msg("cell needs a cell id and a file: tlscost cell ID --json FILE (ids: tlscost report --list)");
        return TCC_E_USAGE;
    }
    if (tcc_option_unsigned(inv->options, "timeout", &timeout))
        return TCC_E_USAGE;
    int err = tcc_file_check_output(json, "--json", inv->diag);
    if (err != TCC_OK)
        return err;
    unsigned n_all;
    const struct tcc_matrix_entry *all = tcc_matrix_standard(&n_all), *entry = NULL;
    for (unsigned i = 0; i < n_all; i++)
        if (strcmp(all[i].id, inv->positional[0]) == 0)
            entry = &all[i];
    if (entry == NULL) {
        tcc_msg("no cell '%s' in the standard matrix; see tlscost report --list", inv->positional[0]);
        return TCC_E_USAGE;
    }
    struct tcc_matrix_run run;
    if ((err = tcc_matrix_measure(inv->home, tcc_option(inv->options, "target"), NULL, entry, 1, (unsigned)timeout,
                                  &run, inv->diag)) != TCC_OK)
        return err;
    /* A cell that fails on purpose is still a document: the report says how it failed. */
    err = tcc_file_write_with(json, tcc_write_cell, &run, inv->diag);
    tcc_matrix_free(&run);
    return err;
}

/* tlscost cell */
const struct tcc_command tcc_command_cell = {
    "cell",
    "measure one cell of the standard matrix into a document for tlscost merge (a plan's line)",
    "ID --json FILE [options]",
    tcc_cell_options,
    1,
    tcc_cell,
    0,
};
