/* cmd_merge.c: tlscost merge DIR: report.md/.json/.csv/.html from the cell documents a plan's
 * lines wrote into DIR (tlscost plan report), with a diagnosis's section when given one, or a
 * fit's answer, a bisection's or an A/B's from a planned one's documents, refusing documents
 * measured with different tools. */
#include <stdio.h>
#include <cjson/cJSON.h>
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_file.h"
#include "../core/model/tcc_library.h"
#include "../core/matrix/tcc_merge.h"
#include "../report/tcc_fmt.h"
#include "../report/tcc_report.h"
#include "tcc_commands.h"
#include "tcc_bisect_cli.h"
#include "tcc_fit_cli.h"
#include "tcc_say.h"

static const struct tcc_option tcc_merge_options[] = {
    { "out", "DIR", "folder for report.md, report.json, report.csv, report.html, or a fit's fit-config.h, fit.json, fit.html (default: the documents' folder)", NULL, NULL },
    { "mhz", "MHZ", "clock for the derived time (a lower bound)", TCC_DEFAULT_MHZ_TEXT, NULL },
    { "diagnose", "FILE", TCC_REPORT_DIAGNOSE_HELP " (a report's cells only)", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

/* A bisection's and an A/B's answers are printed, so they take no output folder. */
static int tcc_merge_bisection(const struct tcc_invocation *inv, const char *dir, const char *out)
{
    (void)out;
    return tcc_bisect_cli_merge(inv, dir);
}

static int tcc_merge_bench_ab(const struct tcc_invocation *inv, const char *dir, const char *out)
{
    (void)out;
    return tcc_bench_plan_merge(inv, dir);
}

static int tcc_merge(const struct tcc_invocation *inv)
{
    if (inv->n_positional != 1) {
        tcc_msg("merge needs the folder of cell documents: tlscost merge DIR");
        return TCC_E_USAGE;
    }
    const char *dir = inv->positional[0], *out = tcc_option(inv->options, "out");
    unsigned long mhz;
    if (tcc_option_unsigned(inv->options, "mhz", &mhz))
        return TCC_E_USAGE;
    if (out == NULL)
        out = dir;
    if (!tcc_path_exists(out)) {
        tcc_msg("output folder %s does not exist; create it or give another --out", out);
        return TCC_E_USAGE;
    }
    /* A planned fit's folder holds its options; else the cells of a planned report. */
    const char *diagnosis_file = tcc_option(inv->options, "diagnose");
    char plan[4200];
    static const struct {
        const char *file, *what;
        int (*merge)(const struct tcc_invocation *inv, const char *dir, const char *out);
    } plans[] = { { TCC_FIT_PLAN_FILE, "a fit", tcc_fit_cli_merge },
                  { "bisect.plan", "a bisection", tcc_merge_bisection },
                  { "bench-ab.plan", "an A/B", tcc_merge_bench_ab } };
    for (size_t i = 0; i < sizeof plans / sizeof plans[0]; i++) {
        snprintf(plan, sizeof plan, "%s/%s", dir, plans[i].file);
        if (!tcc_path_exists(plan))
            continue;
        if (diagnosis_file != NULL) {
            tcc_msg("--diagnose adds a section to a report; %s holds %s's documents: leave --diagnose out", dir,
                    plans[i].what);
            return TCC_E_USAGE;
        }
        return plans[i].merge(inv, dir, out);
    }
    struct cJSON *diagnosis = NULL;
    int err = diagnosis_file != NULL ? tcc_report_diagnosis_load(diagnosis_file, &diagnosis, inv->diag) : TCC_OK;
    if (err != TCC_OK)
        return err;
    struct tcc_matrix_run run;
    err = tcc_merge_read(dir, &run, inv->diag);
    if (err != TCC_OK) {
        cJSON_Delete(diagnosis);
        return err;
    }
    run.mhz = mhz ? (unsigned)mhz : TCC_DEFAULT_MHZ;
    /* The report's prose is its core's descriptor, read here as the measuring machines read it. */
    char target[TCC_NAME_MAX];
    snprintf(target, sizeof target, "%s", run.target.name); /* describing clears run.target */
    const struct tcc_cell described = { .home = inv->home, .build.library = tcc_library_default(),
                                        .build.target = target, .diag = inv->diag };
    err = tcc_target_describe(&described, &run.target);
    if (err != TCC_OK) {
        tcc_matrix_free(&run);
        cJSON_Delete(diagnosis);
        return err;
    }
    tcc_matrix_accels(inv->home, &run);
    run.diagnosis = diagnosis;
    err = tcc_report_write_files(out, &run, inv->diag);
    if (err == TCC_OK)
        tcc_progress(inv->diag, "wrote %s/report.{md,json,csv,html} from %u cell documents", out, run.count);
    tcc_matrix_free(&run);
    cJSON_Delete(diagnosis);
    return err;
}

/* tlscost merge */
const struct tcc_command tcc_command_merge = {
    "merge",
    "the report, a fit's answer, a bisection's first bad commit or an A/B from the documents a plan's lines wrote (tlscost plan)",
    "DIR [options]",
    tcc_merge_options,
    1,
    tcc_merge,
    0,
};
