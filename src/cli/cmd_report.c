/* cmd_report.c: tlscost report: measure the standard matrix and write report.md, report.json,
 * report.csv and report.html (each all or nothing) into the output folder. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_file.h"
#include "../core/matrix/tcc_matrix.h"
#include "../core/run/tcc_server.h"
#include "../report/tcc_report.h"
#include "../report/tcc_fmt.h"
#include "tcc_commands.h"
#include "tcc_options.h"
#include "tcc_say.h"

static const struct tcc_option tcc_report_options[] = {
    { "out", "DIR", "folder for report.md, report.json, report.csv, report.html", ".", NULL },
    { "target", "NAME", "the core every cell runs on (listed below), the host cells aside", TCC_TARGET_DEFAULT, NULL },
    { "mhz", "MHZ", "clock for the derived time (a lower bound) and the estimate on part none", TCC_DEFAULT_MHZ_TEXT, NULL },
    { "part", "NAME", "estimate every cell's time (and energy, where the part gives its current) on this part (parts/NAME.part, such as rp2040, rp2350, nrf52840, stm32u585; an unknown name lists all); its clock replaces --mhz", NULL, NULL },
    { "only", "IDS", "measure only these cells (comma-separated ids, e.g. min,small)", NULL, NULL },
    { "timeout", "SECONDS", "wall-clock limit for one run of the firmware", "120", NULL },
    { "list", NULL, "list the cells of the standard matrix and exit", NULL, NULL },
    { "no-peers", NULL, "leave out the runs against real servers (host, loopback)", NULL, NULL },
    { "server", "FILE", "also run every certificate job's cell against a probed server (tlscost probe --json FILE): its chain re-issued, its records, its pitfalls (docs/probe.md)", NULL, NULL },
    { "fits", NULL, "also fit each library to each job within its hand profile's handshake instructions plus 10 % (minutes per fit the first time; answers reused from build/fit-answers after)", NULL, NULL },
    { "fit-candidates", "N", "with --fits, the most candidates each fit builds", "60", NULL },
    { "diagnose", "FILE", TCC_REPORT_DIAGNOSE_HELP, NULL, NULL },
    { "no-profile", NULL, "leave out min's per-function profile, flame graph and largest symbols", NULL, NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

static int tcc_report(const struct tcc_invocation *inv)
{
    const char *home = inv->home;
    const struct tcc_option *options = inv->options;
    int err = TCC_OK;
    unsigned long mhz, timeout, fit_candidates;
    if (tcc_option_unsigned(options, "mhz", &mhz) || tcc_option_unsigned(options, "timeout", &timeout) ||
        tcc_option_unsigned(options, "fit-candidates", &fit_candidates))
        return TCC_E_USAGE;
    if (mhz == 0 || timeout == 0 || fit_candidates == 0) {
        tcc_msg("--mhz, --timeout and --fit-candidates must be at least 1");
        return TCC_E_USAGE;
    }
    unsigned n_all;
    const struct tcc_matrix_entry *all = tcc_matrix_standard(&n_all);
    if (tcc_option(options, "list") != NULL) {
        for (unsigned i = 0; i < n_all; i++)
            printf("%-24s %-30s %s\n", all[i].id, tcc_matrix_group_titles[all[i].group], all[i].what);
        return TCC_OK;
    }
    struct tcc_matrix_entry chosen[64];
    unsigned n = 0;
    const char *only = tcc_option(options, "only");
    for (unsigned i = 0; i < n_all && n < 64; i++) {
        if (only == NULL) {
            chosen[n++] = all[i];
            continue;
        }
        size_t len = strlen(all[i].id);
        for (const char *p = only; *p; p += strcspn(p, ",") + (p[strcspn(p, ",")] == ',')) {
            if (strcspn(p, ",") == len && strncmp(p, all[i].id, len) == 0)
                chosen[n++] = all[i];
        }
    }
    if (n == 0) {
        tcc_msg("--only '%s' names no cell of the standard matrix; see tlscost report --list", only);
        return TCC_E_USAGE;
    }
    const char *dir = tcc_option(options, "out");
    if (!tcc_path_exists(dir)) {
        tcc_msg("output folder %s does not exist; create it or give another --out", dir);
        return TCC_E_USAGE;
    }
    struct tcc_server_scenario server;
    const char *server_file = tcc_option(options, "server");
    if (server_file != NULL && (err = tcc_server_load(home, server_file, &server, inv->diag)) != TCC_OK)
        return err;
    struct cJSON *diagnosis = NULL;
    const char *diagnosis_file = tcc_option(options, "diagnose");
    if (diagnosis_file != NULL && (err = tcc_report_diagnosis_load(diagnosis_file, &diagnosis, inv->diag)) != TCC_OK)
        return err;
    struct tcc_matrix_run run;
    memset(&run, 0, sizeof run);
    err = tcc_matrix_measure(home, tcc_option(options, "target"), tcc_option(options, "part"), chosen, n,
                             (unsigned)timeout, &run, inv->diag);
    if (err == TCC_OK && server_file != NULL)
        err = tcc_matrix_server(home, &server, (unsigned)timeout, &run, inv->diag);
    if (err == TCC_OK && tcc_option(options, "fits") != NULL)
        err = tcc_matrix_fits(home, (unsigned)timeout, (unsigned)fit_candidates, &run, inv->diag);
    if (err != TCC_OK) {
        tcc_matrix_free(&run);
        cJSON_Delete(diagnosis);
        return err;
    }
    run.diagnosis = diagnosis;
    run.mhz = tcc_option(options, "part") != NULL && strcmp(run.part.name, TCC_PART_DEFAULT) != 0 ? run.part.clock_mhz
                                                                                                : (unsigned)mhz;
    if (tcc_option(options, "no-peers") == NULL && (run.peers = calloc(1, sizeof *run.peers)) != NULL) {
        run.peers->profile = "min";
        run.peers->in_len = 4096;
        /* A failed peers run is a section of the report that says why, not a failed report. */
        struct tcc_diag peers_diag = *inv->diag;
        peers_diag.text[0] = '\0';
        run.peers_status = tcc_peers_run(home, run.peers, &peers_diag);
        if (run.peers_status != TCC_OK) {
            snprintf(run.peers_error, sizeof run.peers_error, "%s", peers_diag.text);
            tcc_msg("peers failed (the report says so): %s", peers_diag.text);
            free(run.peers);
            run.peers = NULL;
        }
    }
    /* The flame graph: the reference profile's client handshake, function by function. */
    if (tcc_option(options, "no-profile") == NULL && tcc_matrix_find(&run, "min") != NULL &&
        tcc_matrix_profile(home, "min", (unsigned)timeout, &run, inv->diag) != TCC_OK)
        tcc_msg("profile of min failed (the report says so): %s", run.profile_error);
    if (tcc_option(options, "no-profile") == NULL && tcc_matrix_find(&run, "min") != NULL)
        tcc_matrix_symbols(home, "min", &run);
    tcc_matrix_accels(home, &run);
    err = tcc_report_write_files(dir, &run, inv->diag);
    unsigned failed = 0;
    for (unsigned i = 0; i < run.count; i++)
        failed += run.cells[i].status != TCC_OK;
    if (err == TCC_OK)
        tcc_progress(inv->diag, "wrote %s/report.{md,json,csv,html}: %u cells, %u did not complete (see the report), %.0f s", dir,
                     run.count, failed, run.seconds);
    tcc_matrix_free(&run);
    cJSON_Delete(diagnosis);
    return err;
}

/* tlscost report */
const struct tcc_command tcc_command_report = {
    "report",
    "measure the standard matrix and write report.md/.json/.csv/.html",
    "[options]",
    tcc_report_options,
    0,
    tcc_report,
    0,
};
