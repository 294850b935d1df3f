/* cmd_diagnose.c: tlscost diagnose: a config of the user's own measured as it is, with what each
 * of its options costs and which switches it is missing (src/core/search/tcc_diagnose.h); writes
 * the changes that held and paid as diagnose.diff and the config with them as diagnose-config.h,
 * and with --json the whole diagnosis as a document. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_file.h"
#include "../core/model/tcc_library.h"
#include "../core/model/tcc_part.h"
#include "../core/model/tcc_target.h"
#include "../core/search/tcc_diagnose.h"
#include "../report/tcc_diagnose_json.h"
#include "../report/tcc_diagnose_text.h"
#include "tcc_commands.h"
#include "tcc_options.h"
#include "tcc_say.h"

static const struct tcc_option tcc_diagnose_options[] = {
    { "config", "FILE", "your whole config header (an mbedtls_config.h); required", NULL, NULL },
    { "library", "NAME", "whose config it is (the options it looks for: profiles/NAME/diagnose.knobs)", "mbedtls", NULL },
    { "knobs", "FILE", "a knob file of your own instead of profiles/NAME/diagnose.knobs", NULL, NULL },
    { "need", "LIST", "the job every change is run through, as in fit: tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify and the others fit --help lists", "tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify", NULL },
    { "target", "NAME", "the core the config is built for and measured on", TCC_TARGET_DEFAULT, NULL },
    { "part", "NAME", "also estimate each config's handshake time on this part (parts/NAME.part): one more run each under the profiling plugin", NULL, NULL },
    { "jobs", "N", "configs measured at once (0: one per core)", "0", NULL },
    { "timeout", "SECONDS", "wall-clock limit for one run of the firmware", "120", NULL },
    { "out", "DIR", "folder for diagnose.diff and diagnose-config.h", ".", NULL },
    { "json", "FILE", "also write the diagnosis as a document (schema tlscost-diagnose/1, docs/diagnose.md; tlscost report --diagnose FILE reads it)", NULL, NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

/* The options into dg: the job, the target, the part and how to measure. */
static int tcc_diagnose_setup(const struct tcc_invocation *inv, struct tcc_diagnose *dg, const char *dir)
{
    const struct tcc_option *options = inv->options;
    unsigned long jobs = 0, timeout = 0;
    if (tcc_option_unsigned(options, "jobs", &jobs) || tcc_option_unsigned(options, "timeout", &timeout))
        return TCC_E_USAGE;
    if (tcc_option(options, "config") == NULL) {
        tcc_msg("diagnose needs --config FILE: the config header to diagnose");
        return TCC_E_USAGE;
    }
    if (timeout == 0) {
        tcc_msg("--timeout must be at least 1");
        return TCC_E_USAGE;
    }
    if (!tcc_path_exists(dir)) {
        tcc_msg("output folder %s does not exist; create it or give another --out", dir);
        return TCC_E_USAGE;
    }
    const char *json = tcc_option(options, "json");
    int err = json != NULL ? tcc_file_check_output(json, "--json", inv->diag) : TCC_OK;
    if (err != TCC_OK)
        return err;
    const char *target = tcc_option(options, "target");
    if (!tcc_target_exists(inv->home, target)) {
        char known[512];
        tcc_target_known(inv->home, known, sizeof known);
        tcc_msg("--target '%s' unknown; known: %s (each is mk/target/NAME.mk)", target, known);
        return TCC_E_USAGE;
    }
    err = tcc_fit_parse_need(tcc_option(options, "need"), &dg->fit->need, inv->diag);
    if (err != TCC_OK)
        return err;
    const char *part = tcc_option(options, "part");
    if (part != NULL) {
        struct tcc_target_info info;
        /* The target's cycle model, which any library's build describes. */
        const struct tcc_cell cell = { .home = inv->home, .build.target = target,
                                       .build.library = tcc_library_default(), .diag = inv->diag };
        if ((err = tcc_part_load(inv->home, part, &dg->fit->part_storage, inv->diag)) != TCC_OK ||
            (err = tcc_target_describe(&cell, &info)) != TCC_OK ||
            (err = tcc_part_for_target(&dg->fit->part_storage, target, info.cycle_model, inv->diag)) != TCC_OK)
            return err;
        dg->fit->part = &dg->fit->part_storage;
    }
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    dg->fit->jobs = jobs ? (unsigned)jobs : (unsigned)(cpus > 0 ? cpus : 1);
    if (dg->fit->jobs > 8)
        dg->fit->jobs = 8;
    dg->fit->timeout_s = (unsigned)timeout;
    snprintf(dg->fit->work_dir, sizeof dg->fit->work_dir, "%s/build/diagnose", inv->home);
    if (tcc_mkdirs(dg->fit->work_dir) != TCC_OK) {
        tcc_msg("cannot create %s", dg->fit->work_dir);
        return TCC_E_IO;
    }
    return tcc_diagnose_init(dg, inv->home, tcc_option(options, "library"), tcc_option(options, "knobs"),
                             tcc_option(options, "config"), target, inv->diag);
}

/* diagnose.diff and diagnose-config.h in dir, when some change held and paid. */
static int tcc_diagnose_files(const struct tcc_diagnose *dg, const char *dir, struct tcc_diag *d)
{
    if (dg->combined < 0)
        return TCC_OK;
    char diff_path[4200], config_path[4200], *diff = malloc(16384), *config = malloc(TCC_FIT_BASE_MAX * 2);
    int err = diff != NULL && config != NULL ? TCC_OK : TCC_E_IO;
    snprintf(diff_path, sizeof diff_path, "%s/diagnose.diff", dir);
    snprintf(config_path, sizeof config_path, "%s/diagnose-config.h", dir);
    if (err == TCC_OK) {
        tcc_diagnose_diff(dg, diff, 16384);
        tcc_fit_config_text(dg->fit, &dg->fit->candidates[dg->combined], config, TCC_FIT_BASE_MAX * 2);
        err = tcc_file_write(diff_path, diff, d);
    }
    if (err == TCC_OK)
        err = tcc_file_write(config_path, config, d);
    if (err == TCC_OK)
        printf("Written: %s (the lines to apply to your config) and %s (your config with them)\n", diff_path,
               config_path);
    free(diff);
    free(config);
    return err;
}

static int tcc_diagnose_json_writer(FILE *out, const void *dg)
{
    return tcc_diagnose_json(out, dg);
}

static int tcc_diagnose(const struct tcc_invocation *inv)
{
    const char *dir = tcc_option(inv->options, "out");
    struct tcc_diagnose *dg = calloc(1, sizeof *dg);
    struct tcc_fit *fit = calloc(1, sizeof *fit);
    if (dg == NULL || fit == NULL) {
        free(dg);
        free(fit);
        return TCC_E_IO;
    }
    dg->fit = fit;
    int err = tcc_diagnose_setup(inv, dg, dir);
    if (err == TCC_OK)
        err = tcc_diagnose_run(dg, inv->diag);
    if (err == TCC_OK) {
        tcc_diagnose_text(stdout, dg);
        err = tcc_diagnose_files(dg, dir, inv->diag);
    }
    const char *json = tcc_option(inv->options, "json");
    if (err == TCC_OK && json != NULL && (err = tcc_file_write_with(json, tcc_diagnose_json_writer, dg, inv->diag)) == TCC_OK)
        printf("Written: %s (the diagnosis as a document)\n", json);
    free(fit);
    free(dg);
    return err;
}

/* tlscost diagnose */
const struct tcc_command tcc_command_diagnose = {
    "diagnose",
    "measure your own config: what each option costs and which switches it is missing",
    "--config FILE [options]",
    tcc_diagnose_options,
    0,
    tcc_diagnose,
    0,
};
