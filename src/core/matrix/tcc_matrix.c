/* tcc_matrix.c: the standard matrix and its measurement (see tcc_matrix.h). */
#include "tcc_matrix.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../base/tcc_error.h"
#include "../model/tcc_library.h"
#include "../run/tcc_measure.h"
#include "../base/tcc_file.h"
#include "../image/tcc_prepare.h"
#include "../model/tcc_checks.h"
#include "../estimate/tcc_profile_cell.h"
#include "../run/tcc_server.h"
#include "../model/tcc_target.h"
#include "../model/tcc_cycle_model.h"

const char *const tcc_matrix_group_titles[TCC_MX_GROUP_COUNT] = { "Profiles", "Variants of min", "Record buffers",
                                                                   "The library's example configs", "Host (x86-64)",
                                                                   "Resumption", "Libraries side by side",
                                                                   "Interop" };

static const struct tcc_matrix_entry tcc_standard[] = {
    { "min", TCC_MX_PROFILE, "min", NULL, "ec0", 0, 0, 0, 1000, "minimal TLS 1.2 client, ECDHE-ECDSA-AES128-GCM-SHA256, P-256", NULL, NULL, NULL, NULL, NULL, NULL },
    { "small", TCC_MX_PROFILE, "small", NULL, "ec0", 0, 0, 0, 1000, "min with fewer AES tables, 128-bit AES only, smaller SHA-256", NULL, NULL, NULL, NULL, NULL, NULL },
    { "ramtab", TCC_MX_PROFILE, "ramtab", NULL, "ec0", 0, 0, 0, 1000, "min with AES tables in RAM instead of flash", NULL, NULL, NULL, NULL, NULL, NULL },
    { "ecpfast", TCC_MX_PROFILE, "ecpfast", NULL, "ec0", 0, 0, 0, 1000, "min with curve window 4 and the base-point table", NULL, NULL, NULL, NULL, NULL, NULL },
    { "rsa", TCC_MX_PROFILE, "rsa", NULL, "ec0", 0, 0, 0, 1000, "min plus ECDHE-RSA (here against the EC server)", NULL, NULL, NULL, NULL, NULL, NULL },
    { "rsakx", TCC_MX_PROFILE, "rsakx", NULL, "rsa0", 0, 0, 0, 1000, "RSA key exchange, no curves, RSA-2048 server", NULL, NULL, NULL, NULL, NULL, NULL },
    { "tls13", TCC_MX_PROFILE, "tls13", NULL, "ec0", 0, 0, 0, 1000, "TLS 1.3 only, AES-128-GCM, P-256, PSA", NULL, NULL, NULL, NULL, NULL, NULL },
    { "psk13", TCC_MX_PROFILE, "psk13", NULL, "ec0", 0, 0, 0, 1000, "TLS 1.3 with a pre-shared key only (psk_ke): no certificate, no key share", NULL, NULL, NULL, NULL, NULL, NULL },
    { "psk13-ecdhe", TCC_MX_PROFILE, "psk13-ecdhe", NULL, "ec0", 0, 0, 0, 1000, "TLS 1.3 PSK with a P-256 key share (psk_dhe_ke): forward secrecy, no certificate", NULL, NULL, NULL, NULL, NULL, NULL },
    { "default", TCC_MX_PROFILE, "default", NULL, "ec0", 0, 0, 0, 1000, "the shipped mbedtls_config.h, bare-chip parts removed", NULL, NULL, NULL, NULL, NULL, NULL },
    { "min-chain1", TCC_MX_VARIANT, "min", NULL, "ec1", 0, 0, 0, 1000, "server certificate via one intermediate", NULL, NULL, NULL, NULL, NULL, NULL },
    { "min-chain2", TCC_MX_VARIANT, "min", NULL, "ec2", 0, 0, 0, 1000, "server certificate via two intermediates", NULL, NULL, NULL, NULL, NULL, NULL },
    { "rsa-rsacert", TCC_MX_VARIANT, "rsa", NULL, "rsa0", 0, 0, 0, 1000, "ECDHE-RSA against an RSA-2048 server certificate", NULL, NULL, NULL, NULL, NULL, NULL },
    { "min-rsacert", TCC_MX_VARIANT, "min", NULL, "rsa0", 0, 0, 0, 1000, "the ECDSA-only client against an RSA-2048 server (must fail)", NULL, NULL, NULL, NULL, NULL, "an ECDSA-only client cannot take an RSA server certificate: the handshake fails, as it must" },
    { "buf-out4096", TCC_MX_BUFFER, "min", NULL, "ec0", 0, 0, 4096, 1000, "4 KB send buffer only", NULL, NULL, NULL, NULL, NULL, NULL },
    { "buf-4096-mfl", TCC_MX_BUFFER, "min", NULL, "ec0", 4096, 4096, 4096, 1000, "4 KB buffers, MFL 4096 requested", NULL, NULL, NULL, NULL, NULL, NULL },
    { "buf-2048-mfl", TCC_MX_BUFFER, "min", NULL, "ec0", 2048, 2048, 2048, 1000, "2 KB buffers, MFL 2048 requested", NULL, NULL, NULL, NULL, NULL, NULL },
    { "buf-1024-mfl", TCC_MX_BUFFER, "min", NULL, "ec0", 1024, 1024, 1024, 1000, "1 KB buffers, MFL 1024 requested", NULL, NULL, NULL, NULL, NULL, NULL },
    { "buf-512-mfl", TCC_MX_BUFFER, "min", NULL, "ec0", 512, 512, 512, 1000, "512 B buffers, MFL 512 requested", NULL, NULL, NULL, NULL, NULL, NULL },
    { "example-suite-b", TCC_MX_EXAMPLE, NULL, "config-suite-b.h", "ec0", 0, 0, 0, 1000, "NSA Suite B: ECDHE-ECDSA with AES-GCM, P-256/P-384", NULL, NULL, NULL, NULL, NULL, NULL },
    { TCC_MATRIX_PSK_EXAMPLE, TCC_MX_EXAMPLE, NULL, "config-ccm-psk-tls1_2.h", "ec0", 0, 0, 0, 1000, "PSK with AES-CCM (no certificates)", NULL, NULL, NULL, NULL, NULL, NULL },
    { "example-thread", TCC_MX_EXAMPLE, NULL, "config-thread.h", "ec0", 0, 0, 0, 1000, "Thread: EC J-PAKE over DTLS", NULL, NULL, NULL, NULL, NULL, "EC J-PAKE over DTLS is not a TLS client that verifies a certificate" },
    { "host-min", TCC_MX_HOST, "min", NULL, "ec0", 0, 0, 0, 1000, "min as an x86-64 process", "host", "min", NULL, NULL, NULL, NULL },
    { "host-buf-4096-mfl", TCC_MX_HOST, "min", NULL, "ec0", 4096, 4096, 4096, 1000, "4 KB buffers with MFL, x86-64",
      "host", "buf-4096-mfl", NULL, NULL, NULL, NULL },
    { "min-resume-id", TCC_MX_RESUME, "min", NULL, "ec0", 0, 0, 0, 1000, "min, second connection resumed by session ID",
      NULL, NULL, "id", NULL, NULL, NULL },
    { "resume-ticket", TCC_MX_RESUME, "resume", NULL, "ec0", 0, 0, 0, 1000, "min + tickets, resumed by session ticket",
      NULL, NULL, "ticket", NULL, NULL, NULL },
    { "lib-wolfssl-min", TCC_MX_LIBRARY, "min", NULL, "ec0", 0, 0, 0, 1000, "wolfSSL doing min's job (SP math, small stack)",
      NULL, NULL, NULL, "wolfssl", NULL, NULL },
    { "lib-bearssl-min", TCC_MX_LIBRARY, "min", NULL, "ec0", 0, 0, 0, 1000, "BearSSL doing min's job (only the suite's engines)",
      NULL, NULL, NULL, "bearssl", NULL, NULL },
    { "lib-bearssl-mono", TCC_MX_LIBRARY, "mono", NULL, "ec0", 0, 0, 0, 1000, "BearSSL min with one half-duplex buffer",
      NULL, NULL, NULL, "bearssl", NULL, NULL },
    { "lib-wolfssl-fast", TCC_MX_LIBRARY, "fast", NULL, "ec0", 0, 0, 0, 1000,
      "wolfSSL min with Cortex-M assembly for P-256 and 4-bit GHASH tables", NULL, NULL, NULL, "wolfssl", NULL, NULL },
    { "lib-wolfssl-tls13", TCC_MX_LIBRARY, "tls13", NULL, "ec0", 0, 0, 0, 1000, "wolfSSL doing tls13's job",
      NULL, NULL, NULL, "wolfssl", NULL, NULL },
    { "lib-wolfssl-rsa", TCC_MX_LIBRARY, "rsa", NULL, "rsa0", 0, 0, 0, 1000,
      "wolfSSL doing rsa-rsacert's job (ECDHE-RSA, RSA-2048 server)", NULL, NULL, NULL, "wolfssl", NULL, NULL },
    { "lib-bearssl-rsa", TCC_MX_LIBRARY, "rsa", NULL, "rsa0", 0, 0, 0, 1000,
      "BearSSL doing rsa-rsacert's job (ECDHE-RSA, RSA-2048 server)", NULL, NULL, NULL, "bearssl", NULL, NULL },
    { "lib-wolfssl-psk", TCC_MX_LIBRARY, "psk", NULL, "ec0", 0, 0, 0, 1000,
      "wolfSSL doing the PSK example's job (PSK-AES128-CCM-8, no certificates)", NULL, NULL, NULL, "wolfssl", NULL, NULL },
    { "lib-wolfssl-psk13", TCC_MX_LIBRARY, "psk13", NULL, "ec0", 0, 0, 0, 1000,
      "wolfSSL doing psk13's job (TLS 1.3, pre-shared key only)", NULL, NULL, NULL, "wolfssl", NULL, NULL },
    { "interop-mbedtls-wolfssl", TCC_MX_INTEROP, "min", NULL, "ec0", 0, 0, 0, 1000, "Mbed TLS min client, wolfSSL server",
      NULL, NULL, NULL, NULL, "wolfssl", NULL },
    { "interop-mbedtls-bearssl", TCC_MX_INTEROP, "min", NULL, "ec0", 0, 0, 0, 1000, "Mbed TLS min client, BearSSL server",
      NULL, NULL, NULL, NULL, "bearssl", NULL },
    { "interop-wolfssl-mbedtls", TCC_MX_INTEROP, "min", NULL, "ec0", 0, 0, 0, 1000, "wolfSSL min client, Mbed TLS server",
      NULL, NULL, NULL, "wolfssl", "mbedtls", NULL },
    { "interop-wolfssl-bearssl", TCC_MX_INTEROP, "min", NULL, "ec0", 0, 0, 0, 1000, "wolfSSL min client, BearSSL server",
      NULL, NULL, NULL, "wolfssl", "bearssl", NULL },
    { "interop-bearssl-mbedtls", TCC_MX_INTEROP, "min", NULL, "ec0", 0, 0, 0, 1000, "BearSSL min client, Mbed TLS server",
      NULL, NULL, NULL, "bearssl", "mbedtls", NULL },
    { "interop-bearssl-wolfssl", TCC_MX_INTEROP, "min", NULL, "ec0", 0, 0, 0, 1000, "BearSSL min client, wolfSSL server",
      NULL, NULL, NULL, "bearssl", "wolfssl", NULL },
};

int tcc_matrix_entry_does_job(const struct tcc_matrix_entry *e)
{
    return e->group == TCC_MX_PROFILE || e->group == TCC_MX_LIBRARY || strcmp(e->id, TCC_MATRIX_PSK_EXAMPLE) == 0;
}

const char *tcc_matrix_entry_library(const struct tcc_matrix_entry *e)
{
    return e->library != NULL ? e->library : tcc_library_default()->name;
}

const struct tcc_matrix_entry *tcc_matrix_standard(unsigned *n)
{
    *n = sizeof tcc_standard / sizeof tcc_standard[0];
    return tcc_standard;
}

static double tcc_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void tcc_cell_of(const char *home, const struct tcc_matrix_run *run, const struct tcc_matrix_entry *e,
                        const struct tcc_library_source *src, unsigned timeout_s, char *example_path, size_t example_size, char *hooks_path,
                        size_t hooks_size, struct tcc_cell *cell)
{
    memset(cell, 0, sizeof *cell);
    cell->home = home;
    cell->build.library = tcc_library_named(tcc_matrix_entry_library(e)); /* the matrix names only known libraries */
    cell->build.target = e->target != NULL ? e->target : run->target.name;
    cell->build.profile = e->profile;
    if (e->example != NULL) {
        snprintf(example_path, example_size, "%s/%s/%s", src->dir, cell->build.library->examples,
                 e->example);
        snprintf(hooks_path, hooks_size, "%s/profiles/%s/adapt/bare-chip.h", home, cell->build.library->name);
        cell->build.config_file = example_path;
        cell->build.user_config = hooks_path;
    }
    cell->scenario.cert = e->cert;
    cell->scenario.mfl = e->mfl;
    cell->build.in_len = e->in_len;
    cell->build.out_len = e->out_len;
    cell->scenario.request = 37;
    cell->scenario.response = e->response;
    cell->options.timeout_s = timeout_s;
    cell->scenario.security_checks = e->group == TCC_MX_PROFILE || e->group == TCC_MX_EXAMPLE || e->group == TCC_MX_LIBRARY;
    cell->scenario.resume = e->resume;
    cell->scenario.server_library = e->server_library;
}

/* The run's part (NULL: the default): one the report's core can be estimated on. */
static int tcc_matrix_part(const char *home, const char *name, struct tcc_matrix_run *run, struct tcc_diag *d)
{
    int err = tcc_part_load(home, name != NULL ? name : TCC_PART_DEFAULT, &run->part, d);
    if (err != TCC_OK || name == NULL || strcmp(name, TCC_PART_DEFAULT) == 0)
        return err;
    return tcc_part_for_target(&run->part, run->target.name, run->target.cycle_model, d);
}

int tcc_matrix_measure(const char *home, const char *target, const char *part, const struct tcc_matrix_entry *entries,
                       unsigned n, unsigned timeout_s, struct tcc_matrix_run *run, struct tcc_diag *d)
{
    struct tcc_library_source src;
    memset(run, 0, sizeof *run);
    const struct tcc_cell described = { .home = home, .build.library = tcc_library_default(), .build.target = target, .diag = d };
    int err = tcc_target_describe(&described, &run->target);
    if (err == TCC_OK)
        err = tcc_matrix_part(home, part, run, d);
    if (err == TCC_OK)
        err = tcc_library_find(home, tcc_library_default()->name, NULL, &src, d);
    if (err != TCC_OK)
        return err;
    run->cells = calloc(n, sizeof *run->cells);
    if (run->cells == NULL)
        return TCC_E_IO;
    run->count = n;
    snprintf(run->library_version, sizeof run->library_version, "%s", src.version);
    snprintf(run->library_sha256, sizeof run->library_sha256, "%s", src.sha256);
    /* Cycle estimates on the run's part where the report's core has a cycle model. */
    int estimates = tcc_cycle_core_named(run->target.cycle_model) != NULL;
    double start = tcc_now();
    for (unsigned i = 0; i < n; i++) {
        struct tcc_matrix_cell *c = &run->cells[i];
        char example[4200], hooks[4200];
        struct tcc_cell cell;
        c->entry = &entries[i];
        tcc_cell_of(home, run, c->entry, &src, timeout_s, example, sizeof example, hooks, sizeof hooks, &cell);
        double t0 = tcc_now();
        tcc_progress(d, "cell %u of %u: %s (%s), %.0f s elapsed", i + 1, n, c->entry->id, c->entry->what, t0 - start);
        c->result = calloc(1, sizeof *c->result);
        if (c->result == NULL)
            return TCC_E_IO;
        /* Each cell says why it failed in a diagnostic of its own, kept in the report. */
        struct tcc_diag cell_diag = { .text = "", .progress = d != NULL ? d->progress : NULL,
                                .progress_ctx = d != NULL ? d->progress_ctx : NULL };
        cell.diag = &cell_diag;
        c->status = tcc_measure(&cell, c->result);
        if (c->status == TCC_OK && estimates && tcc_matrix_entry_does_job(c->entry))
            tcc_profile_estimate(&cell, &run->part, c->result);
        c->seconds = tcc_now() - t0;
        if (c->status != TCC_OK) {
            snprintf(c->error, sizeof c->error, "%s", cell_diag.text);
            tcc_progress(d, "%s", cell_diag.text);
        }
        /* A cell that did not get as far as a run keeps no result; a failed run keeps where it failed. */
        if (c->status != TCC_OK && c->status != TCC_E_TLS && c->status != TCC_E_RUN) {
            free(c->result);
            c->result = NULL;
        }
        if (c->status == TCC_E_SETUP) {
            tcc_diagf(d, "%s", cell_diag.text);
            return c->status; /* a missing tool fails every cell alike: stop here */
        }
    }
    run->seconds = tcc_now() - start;
    return TCC_OK;
}

int tcc_matrix_profile(const char *home, const char *id, unsigned timeout_s, struct tcc_matrix_run *run,
                       struct tcc_diag *d)
{
    const struct tcc_matrix_cell *c = tcc_matrix_find(run, id);
    struct tcc_library_source src;
    char example[4400], hooks[4400];
    struct tcc_diag profile_diag = { .text = "", .progress = d != NULL ? d->progress : NULL,
                            .progress_ctx = d != NULL ? d->progress_ctx : NULL };
    int err = c == NULL || c->status != TCC_OK ? TCC_E_USAGE : TCC_OK;
    if (err != TCC_OK)
        snprintf(profile_diag.text, sizeof profile_diag.text, "cell %s was not measured, so it was not profiled", id);
    if (err == TCC_OK)
        err = tcc_library_find(home, tcc_matrix_entry_library(c->entry), NULL, &src, &profile_diag);
    struct tcc_result *r = calloc(1, sizeof *r);
    struct tcc_target_info *target = calloc(1, sizeof *target);
    run->profile = calloc(1, sizeof *run->profile);
    if (err == TCC_OK && (r == NULL || target == NULL || run->profile == NULL))
        err = TCC_E_IO;
    if (err == TCC_OK) {
        struct tcc_cell cell;
        tcc_cell_of(home, run, c->entry, &src, timeout_s, example, sizeof example, hooks, sizeof hooks, &cell);
        cell.scenario.security_checks = 0;
        cell.diag = &profile_diag;
        /* Cycles on the run's part where the report's core has a cycle model; else instructions only. */
        const struct tcc_part *part = tcc_cycle_core_named(run->target.cycle_model) != NULL ? &run->part : NULL;
        err = tcc_profile_measure(&cell, part, r, run->profile, target);
    }
    run->profile_id = id;
    if (err != TCC_OK) {
        snprintf(run->profile_error, sizeof run->profile_error, "%s", profile_diag.text);
        free(run->profile);
        run->profile = NULL;
    }
    free(r);
    free(target);
    return err;
}

int tcc_matrix_symbols(const char *home, const char *id, struct tcc_matrix_run *run)
{
    const struct tcc_matrix_cell *c = tcc_matrix_find(run, id);
    struct tcc_library_source src;
    if (c == NULL || c->status != TCC_OK ||
        tcc_library_find(home, tcc_matrix_entry_library(c->entry), NULL, &src, NULL) != TCC_OK)
        return TCC_E_USAGE;
    char example[4400], hooks[4400], path[4200], why[256];
    struct tcc_cell cell;
    struct tcc_prepared size;
    tcc_cell_of(home, run, c->entry, &src, 60, example, sizeof example, hooks, sizeof hooks, &cell);
    int err = tcc_prepare(&cell, "size", &size);
    snprintf(path, sizeof path, "%s/size.map", size.dir);
    char *map = err == TCC_OK ? tcc_file_read(path, NULL) : NULL;
    run->symbols = map != NULL ? calloc(1, sizeof *run->symbols) : NULL;
    err = run->symbols != NULL ? tcc_symbols_parse(map, "lib.a", run->symbols, why, sizeof why) : TCC_E_IO;
    free(map);
    if (err == TCC_OK)
        tcc_symbols_stack(run->symbols, size.dir);
    if (err != TCC_OK) {
        free(run->symbols);
        run->symbols = NULL;
    }
    return err;
}

int tcc_matrix_server(const char *home, const struct tcc_server_scenario *server, unsigned timeout_s,
                      struct tcc_matrix_run *run, struct tcc_diag *d)
{
    struct tcc_library_source src;
    int err = tcc_library_find(home, tcc_library_default()->name, NULL, &src, d);
    run->server = server;
    run->server_cells = err == TCC_OK ? calloc(run->count, sizeof *run->server_cells) : NULL;
    if (err == TCC_OK && run->server_cells == NULL)
        err = TCC_E_IO;
    for (unsigned i = 0; err == TCC_OK && i < run->count; i++) {
        const struct tcc_matrix_cell *mine = &run->cells[i];
        const struct tcc_matrix_entry *e = mine->entry;
        if ((e->group != TCC_MX_PROFILE && e->group != TCC_MX_LIBRARY) || mine->status != TCC_OK ||
            strcmp(tcc_result_auth(mine->result), "psk") == 0)
            continue;
        struct tcc_matrix_cell *c = &run->server_cells[run->server_count++];
        char example[4200], hooks[4200];
        struct tcc_cell cell;
        tcc_cell_of(home, run, e, &src, timeout_s, example, sizeof example, hooks, sizeof hooks, &cell);
        cell.scenario.server = server;
        cell.scenario.cert = "server";
        cell.scenario.response = tcc_server_response(server);
        cell.scenario.security_checks = 0;
        struct tcc_diag cell_diag = { .text = "", .progress = d != NULL ? d->progress : NULL,
                                .progress_ctx = d != NULL ? d->progress_ctx : NULL };
        cell.diag = &cell_diag;
        c->entry = e;
        tcc_progress(d, "against %s: %s", server->endpoint, e->id);
        double t0 = tcc_now();
        if ((c->result = calloc(1, sizeof *c->result)) == NULL)
            return TCC_E_IO;
        c->status = tcc_measure(&cell, c->result);
        c->seconds = tcc_now() - t0;
        if (c->status != TCC_OK)
            snprintf(c->error, sizeof c->error, "%s", cell_diag.text);
        if (c->status == TCC_E_SETUP) {
            tcc_diagf(d, "%s", cell_diag.text);
            err = c->status;
        }
    }
    return err;
}

void tcc_matrix_free(struct tcc_matrix_run *run)
{
    free(run->fits);
    run->fits = NULL;
    run->fit_count = 0;
    for (unsigned i = 0; i < run->server_count; i++)
        free(run->server_cells[i].result);
    free(run->server_cells);
    run->server_cells = NULL;
    run->server_count = 0;
    free(run->accel_rows);
    free(run->accels);
    run->accel_rows = NULL;
    run->accels = NULL;
    if (run->symbols != NULL)
        tcc_symbols_free(run->symbols);
    free(run->symbols);
    run->symbols = NULL;
    free(run->peers);
    run->peers = NULL;
    if (run->profile != NULL)
        tcc_profile_free(run->profile);
    free(run->profile);
    run->profile = NULL;
    for (unsigned i = 0; i < run->count; i++)
        free(run->cells[i].result);
    free(run->cells);
    run->cells = NULL;
    run->count = 0;
}

const struct tcc_matrix_cell *tcc_matrix_find(const struct tcc_matrix_run *run, const char *id)
{
    for (unsigned i = 0; i < run->count; i++)
        if (strcmp(run->cells[i].entry->id, id) == 0)
            return run->cells[i].result != NULL ? &run->cells[i] : NULL;
    return NULL;
}
