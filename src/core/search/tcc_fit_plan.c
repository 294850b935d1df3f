/* tcc_fit_plan.c: a fit whose candidates are measured by other processes (tlscost plan fit, run
 * by GNU parallel here or on other machines, then tlscost merge): each round's candidates become
 * command lines, and their documents are read back (see struct tcc_fit_plan in tcc_fit.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_file.h"
#include "tcc_fit.h"

int tcc_fit_waiting(const struct tcc_fit *fit)
{
    return fit->plan != NULL && (fit->plan->pending > 0 || fit->plan->conflict[0] != '\0');
}

/* A candidate has been measured when its result document exists, or its line said why not. */
static int tcc_fit_plan_done(const struct tcc_fit *fit, const struct tcc_fit_candidate *c)
{
    char json[4200], why[4200];
    tcc_fit_path(fit, c, "json", json, sizeof json);
    tcc_fit_path(fit, c, "why", why, sizeof why);
    char *said = tcc_path_exists(json) ? NULL : tcc_file_read(why, NULL);
    int done = tcc_path_exists(json) || (said != NULL && said[0] != '\0');
    free(said);
    return done;
}

/* The command that measures a candidate as the forked worker of tcc_fit_search.c does: its
 * header, MFL, the certificate checks, and the estimate on the fit's part. */
static void tcc_fit_plan_line(const struct tcc_fit *fit, const struct tcc_fit_candidate *c)
{
    char header[4200], json[4200], why[4200], part[96] = "", server[4200] = "";
    tcc_fit_path(fit, c, "h", header, sizeof header);
    tcc_fit_path(fit, c, "json", json, sizeof json);
    tcc_fit_path(fit, c, "why", why, sizeof why);
    if (fit->part != NULL)
        snprintf(part, sizeof part, " --part %s", fit->part->name);
    if (fit->server != NULL)
        snprintf(server, sizeof server, " --server %s", fit->server_file);
    else
        snprintf(server, sizeof server, " --cert %s", tcc_fit_cert(fit));
    fprintf(fit->plan->lines,
            "%s run --quiet --library %s --target %s --config %s --mfl %u --server-suite %u --server-group %u "
            "--security-checks --timeout %u%s%s --json %s > /dev/null 2> %s\n",
            fit->plan->tool, fit->library, tcc_fit_target(fit), header, tcc_fit_mfl(fit, c), fit->need.job->suite,
            fit->need.job->group, fit->timeout_s, part, server, json, why);
}

void tcc_fit_plan_measure(struct tcc_fit *fit, const int list[], unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        struct tcc_fit_candidate *c = &fit->candidates[list[i]];
        if (c->measured)
            continue;
        int repeated = 0;
        for (unsigned j = 0; j < i && !repeated; j++)
            repeated = list[j] == list[i];
        if (repeated)
            continue;
        if (tcc_fit_plan_done(fit, c)) {
            tcc_fit_collect(fit, c, 0);
            continue;
        }
        fit->plan->pending++;
        if (fit->plan->lines == NULL)
            continue;
        char header[4200], text[8192];
        tcc_fit_path(fit, c, "h", header, sizeof header);
        tcc_fit_config_text(fit, c, text, sizeof text);
        if (tcc_file_write(header, text, NULL) != TCC_OK)
            snprintf(fit->plan->conflict, sizeof fit->plan->conflict, "cannot write %s", header);
        else
            tcc_fit_plan_line(fit, c);
    }
}

void tcc_fit_plan_check(struct tcc_fit_plan *plan, const char *path, const struct tcc_result *r)
{
    if (plan->conflict[0] != '\0')
        return;
    if (r == NULL) {
        snprintf(plan->conflict, sizeof plan->conflict,
                 "%s is not a tlscost result document (truncated?); delete it and run its line of the plan again",
                 path);
        return;
    }
    if (plan->first_path[0] == '\0') {
        snprintf(plan->first_path, sizeof plan->first_path, "%s", path);
        snprintf(plan->tool_version, sizeof plan->tool_version, "%s", r->tool_version);
        snprintf(plan->compiler, sizeof plan->compiler, "%s", r->compiler);
        snprintf(plan->runner_version, sizeof plan->runner_version, "%s", r->runner_version);
        snprintf(plan->library_sha256, sizeof plan->library_sha256, "%s", r->library_sha256);
        return;
    }
    const char *what = strcmp(plan->tool_version, r->tool_version) != 0       ? "tlscost's version"
                       : strcmp(plan->compiler, r->compiler) != 0             ? "the target's compiler"
                       : strcmp(plan->runner_version, r->runner_version) != 0 ? "the target's QEMU"
                       : strcmp(plan->library_sha256, r->library_sha256) != 0 ? "the library source's checksum"
                                                                              : NULL;
    if (what != NULL)
        snprintf(plan->conflict, sizeof plan->conflict,
                 "%s and %s differ in %s: they were measured with different tools or sources; merge only "
                 "documents from machines set up alike",
                 plan->first_path, path, what);
}
