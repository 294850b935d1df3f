/* cmd_profile.c: tlscost profile: run one cell under the QEMU plugin and print where its
 * instructions go, per function, with every timed record checked against its SysTick figure. */
#include <stdio.h>
#include <stdlib.h>
#include "../core/base/tcc_error.h"
#include "../core/estimate/tcc_profile_cell.h"
#include "../report/tcc_fmt.h"
#include "tcc_cell_options.h"
#include "tcc_commands.h"
#include "tcc_profile_cli.h"
#include "tcc_say.h"

static const struct tcc_option tcc_profile_options[] = {
    TCC_CELL_OPTIONS,
    { "scope", "WHAT", "what the table, stacks and document sum: client or server (that side's handshake steps), data, all (the whole run), under:FUNCTION (the whole run at or below FUNCTION) or op:NAME (below the wrapped operation NAME, as the operations table names it)", "client", NULL },
    TCC_PROFILE_OUTPUT_OPTIONS,
    { "steps", NULL, "list every timed record: the plugin's count against the SysTick figure", NULL, NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

static int tcc_profile_cell(const struct tcc_invocation *inv, struct tcc_cell *cell, const struct tcc_part *part,
                            struct tcc_result *r, struct tcc_profile *p, const struct tcc_profile_scope *scope,
                            const char *scope_name, const char *scope_title)
{
    struct tcc_target_info target;
    int err = tcc_profile_measure(cell, part, r, p, &target);
    if (err != TCC_OK)
        return err;
    char what[300], count[32];
    snprintf(what, sizeof what, "%s (%s %s)", r->profile, r->library, r->library_version);
    printf("profile of %s on %s (%s)\n", what, r->target, target.title);
    printf("instructions counted by a QEMU plugin: %s in the whole run\n", tcc_fmt_count(p->total, count, sizeof count));
    if (tcc_profile_write_agreement(stdout, p, tcc_option(inv->options, "steps") != NULL) > 0)
        tcc_msg("warning: some records differ from their SysTick figure by a tick or more: the profile or the "
                "counter is wrong; please report it");
    printf("\n");
    struct tcc_profile_about about = { what, r->target, scope_name, scope_title, part ? part->clock_mhz : 0 };
    err = tcc_profile_outputs_write(inv->options, p, &about, scope, inv->diag);
    printf("\n");
    tcc_profile_write_operations(stdout, p, scope);
    return err;
}

static int tcc_profile(const struct tcc_invocation *inv)
{
    struct tcc_cell cell;
    int err = tcc_cell_from_options(inv->options, inv->home, inv->diag, &cell);
    if (err != TCC_OK)
        return err;
    struct tcc_profile_scope scope;
    const char *scope_name = tcc_option(inv->options, "scope");
    char scope_title[256];
    if (tcc_profile_scope_named(scope_name, &scope, scope_title, sizeof scope_title) != 0) {
        tcc_msg("--scope '%s' is not one of: client, server, data, all, under:FUNCTION, op:NAME", scope_name);
        return TCC_E_USAGE;
    }
    if ((err = tcc_profile_outputs_check(inv->options, inv->diag)) != TCC_OK)
        return err;
    struct tcc_part part;
    int cycles;
    if ((err = tcc_profile_part_from_options(inv->options, inv->home, &part, &cycles, inv->diag)) != TCC_OK)
        return err;
    struct tcc_result *r = calloc(1, sizeof *r);
    struct tcc_profile p = { 0 };
    if (r == NULL)
        return TCC_E_IO;
    err = tcc_profile_cell(inv, &cell, cycles ? &part : NULL, r, &p, &scope, scope_name, scope_title);
    tcc_profile_free(&p);
    free(r);
    return err;
}

/* tlscost profile */
const struct tcc_command tcc_command_profile = {
    "profile",
    "where one configuration's instructions go: an exact per-function profile from a QEMU plugin",
    "[options]",
    tcc_profile_options,
    0,
    tcc_profile,
    0,
};
