/* tcc_measure.c: one cell from sources to result (see tcc_measure.h). */
#include "tcc_measure.h"
#include "tcc_server.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../model/tcc_checks.h"
#include "../base/tcc_error.h"
#include "../base/tcc_file.h"
#include "../image/tcc_linkmap.h"
#include "../base/tcc_proc.h"
#include "../model/tcc_records.h"
#include "../model/tcc_tls_errors.h"

#define TCC_PATH_MAX 4096

/* The run fields of a result, cleared before each run of a prepared image. */
static void tcc_clear_run(struct tcc_result *r)
{
    r->calib_instr = r->calib_ticks = r->instr_per_tick = 0;
    r->run_complete = 0;
    r->exit_code = 0;
    r->suite[0] = '\0';
    r->bytes_to_server = r->bytes_to_client = 0;
    memset(&r->client, 0, sizeof r->client);
    memset(&r->server, 0, sizeof r->server);
    memset(&r->failure, 0, sizeof r->failure);
    memset(&r->fault, 0, sizeof r->fault);
}

static int tcc_measure_flash(const char *dir, struct tcc_result *r, struct tcc_diag *d)
{
    char path[TCC_PATH_MAX + 16], why[256];
    snprintf(path, sizeof path, "%s/size.map", dir);
    char *map = tcc_file_read(path, NULL);
    if (map == NULL) {
        tcc_diagf(d, "the size image built but its map %s is missing; delete %s and retry", path, dir);
        return TCC_E_BUILD;
    }
    int err = tcc_linkmap_parse(map, "lib.a", &r->flash, why, sizeof why);
    free(map);
    if (err != TCC_OK)
        tcc_diagf(d, "cannot read link map %s: %s", path, why);
    return err;
}

/* Say in one line why a run did not complete. */
static int tcc_explain_run(const struct tcc_cell *cell, const struct tcc_prepared *p, const struct tcc_result *r)
{
    struct tcc_cell_title_text title;
    const char *label = tcc_cell_title(cell, &title);
    if (r->fault.present) {
        char name[TCC_NAME_MAX];
        tcc_diagf(cell->diag, "%s: the firmware faulted (%s, exception %llu) in %s step %s: pc=0x%08llx lr=0x%08llx "
                "cfsr=0x%08llx hfsr=0x%08llx; look up pc in the run image's map (a stack overflow or a bad pointer)",
                label, tcc_target_fault_name(&p->target, r->fault.exception, name, sizeof name),
                (unsigned long long)r->fault.exception,
                r->fault.side, r->fault.step,
                (unsigned long long)r->fault.pc, (unsigned long long)r->fault.lr, (unsigned long long)r->fault.cfsr,
                (unsigned long long)r->fault.hfsr);
        return TCC_E_RUN;
    }
    if (r->failure.present) {
        /* The code is the failing side's library's: the server's may be another one (interop). */
        const char *library = strcmp(r->failure.side, "server") == 0 && r->server_library[0] ? r->server_library
                                                                                            : r->library;
        const struct tcc_tls_error *e = tcc_tls_error_lookup(library, r->failure.code);
        char code[32];
        tcc_tls_error_format(library, r->failure.code, code, sizeof code);
        if (strcmp(r->failure.step, "SETUP") == 0 && strcmp(r->failure.side, "server") == 0)
            tcc_diagf(cell->diag, "%s: this profile cannot use the scenario's server certificate and key (%s): loading them failed "
                    "with %s %s: %s", label, cell->scenario.cert, code, e->name, e->meaning);
        else if (r->failure.heap_failures > 0 && cell->options.alloc != NULL)
            tcc_diagf(cell->diag, "%s: heap exhausted in %s %s: a request of %llu bytes found no room in the %s arena of %lu bytes "
                    "(%llu bytes requested and live); the library returned %s %s",
                    label, r->failure.side, r->failure.step, (unsigned long long)r->failure.heap_failed_size,
                    cell->options.alloc, cell->options.arena, (unsigned long long)r->failure.heap_live, code, e->name);
        else if (r->failure.heap_failures > 0)
            tcc_diagf(cell->diag, "%s: heap exhausted in %s %s: a request of %llu bytes was refused with %llu bytes live "
                    "(limit %lu); the library returned %s %s",
                    label, r->failure.side, r->failure.step, (unsigned long long)r->failure.heap_failed_size,
                    (unsigned long long)r->failure.heap_live, cell->options.heap_limit, code, e->name);
        else
            tcc_diagf(cell->diag, "%s: the %s failed in %s step %s with %s %s: %s", label,
                    strncmp(r->failure.step, "WRITE_", 6) == 0 || strncmp(r->failure.step, "READ_", 5) == 0
                        ? "data phase" : "handshake",
                    r->failure.side, r->failure.step, code, e->name, e->meaning);
        return TCC_E_TLS;
    }
    if (r->exit_code == 2) {
        tcc_diagf(cell->diag, "%s: the firmware rejected the scenario arguments '%s'", label, r->scenario);
        return TCC_E_USAGE;
    }
    tcc_diagf(cell->diag, "%s: the firmware ended with code %d and no explanation", label, r->exit_code);
    return TCC_E_RUN;
}

/* The last completed client or server step, for a hang message. */
static const char *tcc_last_step(const struct tcc_result *r)
{
    if (r->client.step_count > 0)
        return r->client.steps[r->client.step_count - 1].name;
    return "SETUP";
}

/* QEMU must be there, be 6.0 or later (mps2-an386 with -icount), and know the board: what the
 * target's description read of it (tcc_target_describe), not asked again. */
static int tcc_check_runner(const struct tcc_target_info *target, struct tcc_diag *d)
{
    char found[TCC_PATH_MAX];
    if (target->runner_version[0] == '\0' && tcc_proc_find(target->runner, found, sizeof found) != 0) {
        tcc_diagf(d, "%s not found; install Debian's %s (make setup does)", target->runner,
                  target->packages[0] ? target->packages : "packages for this target");
        return TCC_E_SETUP;
    }
    unsigned major = 0, minor = 0;
    const char *v = strstr(target->runner_version, "QEMU emulator version ");
    int parsed = v != NULL && sscanf(v, "QEMU emulator version %u.%u", &major, &minor) == 2;
    if (!parsed) {
        tcc_diagf(d, "%s does not say it is QEMU (no 'QEMU emulator version' in its --version); install Debian's "
                "%s (make setup does)", target->runner, target->packages);
        return TCC_E_SETUP;
    }
    if (major < 6) {
        tcc_diagf(d, "%s is QEMU %u.%u, too old: tlscost needs 6.0 or later (the %s board with -icount); install "
                "Debian's %s (make setup does)", target->runner, major, minor, target->board, target->packages);
        return TCC_E_SETUP;
    }
    if (!target->board_known) {
        tcc_diagf(d, "%s (QEMU %u.%u) has no machine '%s'; install Debian's %s (make setup does)", target->runner, major,
                  minor, target->board, target->packages);
        return TCC_E_SETUP;
    }
    return TCC_OK;
}

int tcc_image_run(const struct tcc_prepared *info, const char *image, const char *args, unsigned timeout_s,
                  struct tcc_proc_result *pr, struct tcc_diag *d)
{
    char elf[TCC_PATH_MAX + 16];
    snprintf(elf, sizeof elf, "%s/%s.elf", info->dir, image);
    const struct tcc_elf_run_options how = { NULL, 0 };
    return tcc_elf_run(&info->target, elf, args, &how, timeout_s, pr, d);
}

int tcc_elf_run(const struct tcc_target_info *target, const char *elf, const char *args,
                const struct tcc_elf_run_options *how, unsigned timeout_s, struct tcc_proc_result *pr,
                struct tcc_diag *d)
{
    memset(pr, 0, sizeof *pr);
    int native = target->native;
    int checked = native ? TCC_OK : tcc_check_runner(target, d);
    if (checked != TCC_OK)
        return checked;
    /* The command is the fragment's (mk/target/<target>.mk, TARGET_RUN). */
    struct tcc_target_command cmd;
    checked = tcc_target_command(target, elf, args, how->plugin, how->uart_console, &cmd, d);
    if (checked != TCC_OK)
        return checked;
    if (tcc_proc_run(cmd.argv, NULL, timeout_s, pr) != TCC_OK) {
        tcc_proc_free(pr);
        tcc_diagf(d, "%s not found; install Debian's %s (make setup does)", target->runner,
                  target->packages[0] ? target->packages : "packages for this target");
        return TCC_E_SETUP;
    }
    return TCC_OK;
}

int tcc_measure_execute(const struct tcc_cell *cell, const struct tcc_prepared *info, struct tcc_result *r)
{
    return tcc_measure_execute_output(cell, info, r, NULL);
}

int tcc_measure_execute_output(const struct tcc_cell *cell, const struct tcc_prepared *info, struct tcc_result *r,
                               char **output)
{
    if (output != NULL)
        *output = NULL;
    tcc_clear_run(r);
    tcc_cell_args(cell, r->scenario, sizeof r->scenario);
    char why[256];
    struct tcc_proc_result pr;
    struct tcc_cell_title_text title;
    char elf[TCC_PATH_MAX + 16];
    snprintf(elf, sizeof elf, "%s/%s.elf", info->dir, info->image);
    const struct tcc_elf_run_options how = { cell->options.plugin, 0 };
    int err = tcc_elf_run(&info->target, elf, r->scenario, &how, cell->options.timeout_s, &pr, cell->diag);
    if (err != TCC_OK)
        return err;
    err = tcc_records_parse(pr.output, r, why, sizeof why);
    if (pr.timed_out) {
        tcc_diagf(cell->diag, "%s: the firmware hung: no result after %u s; last completed client step %s "
                "(raise --timeout if the run is just long)", tcc_cell_title(cell, &title), cell->options.timeout_s, tcc_last_step(r));
        err = TCC_E_RUN;
    } else if (err != TCC_OK && r->fault.present) {
        err = tcc_explain_run(cell, info, r);
    } else if (err != TCC_OK) {
        tcc_diagf(cell->diag, "%s: %s (%s exited with %d%s); output: %.200s", tcc_cell_title(cell, &title), why, info->target.runner,
                pr.exit_code, pr.signal ? ", killed by a signal" : "", pr.output);
    } else if (!r->run_complete) {
        err = tcc_explain_run(cell, info, r);
    }
    if (output != NULL) {
        *output = pr.output;
        pr.output = NULL;
    }
    tcc_proc_free(&pr);
    return err;
}

int tcc_measure_prepare(const struct tcc_cell *cell, struct tcc_result *r, struct tcc_prepared *p)
{
    struct tcc_prepared size;
    memset(r, 0, sizeof *r);
    int err = tcc_prepare(cell, "size", &size);
    if (err == TCC_OK)
        err = tcc_measure_flash(size.dir, r, cell->diag);
    if (err != TCC_OK)
        return err;
    struct tcc_cell_title_text title;
    snprintf(r->profile, sizeof r->profile, "%s", tcc_cell_title(cell, &title));
    snprintf(r->library, sizeof r->library, "%s", size.src.name);
    snprintf(r->library_version, sizeof r->library_version, "%s", size.src.version);
    snprintf(r->library_sha256, sizeof r->library_sha256, "%s", size.src.sha256);
    snprintf(r->library_tree, sizeof r->library_tree, "%s", size.src.tree);
    snprintf(r->library_revision, sizeof r->library_revision, "%s", size.src.revision);
    r->library_dirty = size.src.dirty;
    snprintf(r->target, sizeof r->target, "%s", cell->build.target);
    snprintf(r->cflags, sizeof r->cflags, "%s", size.target.cflags);
    r->native = size.target.native;
    snprintf(r->tool_version, sizeof r->tool_version, "%s", TCC_VERSION);
    tcc_cell_args(cell, r->scenario, sizeof r->scenario);
    if (cell->build.user_config != NULL)
        tcc_user_config_identity(cell->build.user_config, r->user_config, sizeof r->user_config, r->user_config_sha256,
                                 r->user_config_macros, sizeof r->user_config_macros);
    snprintf(r->compiler, sizeof r->compiler, "%s", size.target.compiler);
    snprintf(r->runner_version, sizeof r->runner_version, "%s", size.target.runner_version);
    /* The config checksum identifies the client's configuration: the size image's. */
    snprintf(r->config_sha256, sizeof r->config_sha256, "%s", size.config_sha256);
    *p = size;
    return tcc_prepare_again(cell, "run", p);
}

/* 1 when the run ended in a refusal of the other side: a certificate client refuses the server's
 * certificate itself; with a pre-shared key either side may be the one that finds the wrong key
 * (a Finished message that fails its check) or the unknown identity (the server). */
static int tcc_refused(const struct tcc_result *r, int err)
{
    if (err != TCC_E_TLS || !r->failure.present)
        return 0;
    const char *library = strcmp(r->failure.side, "server") == 0 && r->server_library[0] ? r->server_library
                                                                                         : r->library;
    const struct tcc_tls_error *e = tcc_tls_error_lookup(library, r->failure.code);
    if (strcmp(tcc_result_auth(r), "psk") == 0)
        return e->refuses == TCC_REFUSES_PSK ||
               (e->refuses == TCC_REFUSES_PSK_HELLO && strcmp(r->failure.side, "server") == 0);
    return strcmp(r->failure.side, "client") == 0 && e->refuses == TCC_REFUSES_CERTIFICATE;
}

int tcc_measure_security(const struct tcc_cell *cell, const struct tcc_prepared *p, struct tcc_result *r)
{
    struct tcc_result *probe = calloc(1, sizeof *probe);
    if (probe == NULL)
        return TCC_E_IO;
    int err = TCC_OK;
    for (int i = 0; i < TCC_SEC_COUNT && err == TCC_OK; i++) {
        r->security.answer[i] = TCC_CHECK_UNTESTED;
        if (!tcc_check_applies((enum tcc_check_id)i, r))
            continue;
        /* A refusal is the answer, not a failure: each probe says why in a diagnostic of its own. */
        struct tcc_diag probe_diag = { .text = "" };
        struct tcc_cell bad = tcc_check_cell((enum tcc_check_id)i, cell);
        bad.diag = &probe_diag;
        *probe = *r;
        int got = tcc_measure_execute(&bad, p, probe);
        r->security.answer[i] = got == TCC_OK ? TCC_CHECK_ACCEPTED
                                : tcc_refused(probe, got) ? TCC_CHECK_REFUSED : TCC_CHECK_UNTESTED;
        if (got == TCC_E_SETUP) {
            tcc_diagf(cell->diag, "%s", probe_diag.text);
            err = got;
        }
    }
    free(probe);
    r->security.checked = err == TCC_OK;
    return err;
}

int tcc_measure(const struct tcc_cell *cell, struct tcc_result *r)
{
    struct tcc_prepared p;
    int err = tcc_measure_prepare(cell, r, &p);
    /* A probed server's pitfalls are known once the image is built, before it runs. */
    if (err == TCC_OK && cell->scenario.server != NULL)
        err = tcc_server_pitfalls(cell, &p, cell->diag);
    if (err != TCC_OK)
        return err;
    tcc_progress(cell->diag, "%s: running on %s (%s)", r->profile, p.target.board, r->scenario);
    err = tcc_measure_execute(cell, &p, r);
    if (err == TCC_OK && cell->scenario.security_checks) {
        char titles[128];
        tcc_check_titles(r, titles, sizeof titles);
        tcc_progress(cell->diag, "%s: %s checks (%s)", r->profile, tcc_result_auth(r), titles);
        err = tcc_measure_security(cell, &p, r);
    }
    return err;
}
