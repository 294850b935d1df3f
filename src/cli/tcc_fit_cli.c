/* tcc_fit_cli.c: fit's options into a search, the search for one library or any, and the
 * answer's text and files (see tcc_fit_cli.h). */
#include "tcc_fit_cli.h"
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_file.h"
#include "../core/model/tcc_library.h"
#include "../core/model/tcc_part.h"
#include "../core/search/tcc_diagnose.h"
#include "../core/run/tcc_server.h"
#include "../core/base/tcc_str.h"
#include "../report/tcc_fit_writers.h"
#include "../report/tcc_fmt.h"
#include "tcc_options.h"
#include "tcc_say.h"

/* "700@168MHz" (or "700@168") into an instruction budget. */
static int tcc_parse_ms(const char *text, uint64_t *instr, unsigned *mhz)
{
    double ms = 0, clock = 0;
    char tail[8] = "";
    if (sscanf(text, "%lf@%lf%7s", &ms, &clock, tail) < 2 || ms <= 0 || clock <= 0 ||
        (tail[0] && strcmp(tail, "MHz") != 0)) {
        tcc_msg("--max-ms '%s' is not MS@MHZ (for example 700@168MHz)", text);
        return TCC_E_USAGE;
    }
    *instr = (uint64_t)(ms * clock * 1000.0);
    *mhz = (unsigned)clock;
    return TCC_OK;
}

/* The three files fit writes; the clock for the derived time travels with the search. */
struct tcc_fit_output {
    const struct tcc_fit *fit;
    unsigned mhz;
};

static int tcc_write_header(FILE *out, const void *ctx)
{
    const struct tcc_fit *fit = ((const struct tcc_fit_output *)ctx)->fit;
    char text[8192];
    tcc_fit_config_text(fit, &fit->candidates[fit->best], text, sizeof text);
    return fputs(text, out) < 0 ? TCC_E_IO : TCC_OK;
}

static int tcc_write_fit_json(FILE *out, const void *ctx)
{
    return tcc_fit_json(out, ((const struct tcc_fit_output *)ctx)->fit);
}

static int tcc_write_fit_html(FILE *out, const void *ctx)
{
    const struct tcc_fit_output *o = ctx;
    tcc_fit_html(out, o->fit, o->mhz);
    return TCC_OK;
}

int tcc_fit_cli_answer(const struct tcc_invocation *inv, const struct tcc_fit *fit, unsigned mhz, const char *dir)
{
    tcc_fit_text(stdout, fit, mhz);
    static const char *const names[] = { "fit-config.h", "fit.json", "fit.html" };
    int (*const writers[])(FILE *, const void *) = { tcc_write_header, tcc_write_fit_json, tcc_write_fit_html };
    struct tcc_fit_output output = { fit, mhz };
    int err = TCC_OK;
    for (int i = 0; i < 3 && err == TCC_OK; i++) {
        char path[4200];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        err = tcc_file_write_with(path, writers[i], &output, inv->diag);
    }
    if (err == TCC_OK)
        tcc_progress(inv->diag, "wrote %s/fit-config.h, fit.json and fit.html", dir);
    if (err == TCC_OK && !fit->candidates[fit->best].feasible) {
        char why[512];
        tcc_fit_shortfall(fit, why, sizeof why);
        tcc_msg("the requirement cannot be met within the limits: %s", why);
        err = TCC_E_BUDGET;
    }
    return err;
}

/* 1 when a's answer is better than b's: it meets every constraint where b's does not, or both
 * do and it costs less by the goal. */
static int tcc_fit_answer_better(const struct tcc_fit *a, const struct tcc_fit *b)
{
    const struct tcc_fit_candidate *x = &a->candidates[a->best], *y = &b->candidates[b->best];
    if (x->feasible != y->feasible)
        return x->feasible;
    return tcc_fit_objective(a, x) < tcc_fit_objective(b, y);
}

/* --library any: the same search for every library with a knob file, each from a copy of the
 * template; *answer gets the cheapest, and a table lists every library's answer. */
static int tcc_fit_every_library(const struct tcc_fit *template, const struct tcc_invocation *inv, unsigned mhz,
                                 struct tcc_fit **answer)
{
    struct tcc_fit *fits[8] = { NULL };
    unsigned n = 0;
    int err = TCC_OK;
    for (const struct tcc_library *lib = tcc_library_default(); lib != NULL && n < 8 && err == TCC_OK;
         lib = tcc_library_next(lib)) {
        if (lib->tree_only != NULL) /* no source without a tree of the user's */
            continue;
        struct tcc_fit *f = malloc(sizeof *f);
        if (f == NULL)
            return TCC_E_IO;
        *f = *template;
        tcc_progress(inv->diag, "fit: %s", lib->title);
        err = tcc_fit_init(f, inv->home, lib->name, NULL, inv->diag);
        if (err == TCC_E_USAGE) {
            /* A library that cannot do the job is left out, and says why. */
            tcc_msg("%s", inv->diag->text);
            inv->diag->text[0] = '\0';
            free(f);
            err = TCC_OK;
            continue;
        }
        if (err == TCC_OK)
            err = tcc_fit_search(f, inv->diag);
        fits[n++] = f;
    }
    int waiting = 0;
    for (unsigned i = 0; i < n; i++)
        waiting |= tcc_fit_waiting(fits[i]);
    if (err == TCC_OK && n == 0) {
        tcc_diagf(inv->diag, "no library can do this job");
        err = TCC_E_USAGE;
    }
    unsigned best = 0;
    if (err == TCC_OK && waiting) {
        for (unsigned i = 0; i < n; i++)
            free(fits[i]);
        *answer = NULL;
        return TCC_OK;
    }
    for (unsigned i = 1; err == TCC_OK && i < n; i++)
        if (tcc_fit_answer_better(fits[i], fits[best]))
            best = i;
    if (err == TCC_OK)
        tcc_fit_libraries_text(stdout, (const struct tcc_fit *const *)fits, n, best, mhz);
    for (unsigned i = 0; i < n; i++)
        if (err != TCC_OK || i != best)
            free(fits[i]);
    *answer = err == TCC_OK ? fits[best] : NULL;
    return err;
}

int tcc_fit_cli_setup(const struct tcc_invocation *inv, struct tcc_fit *fit, unsigned *mhz)
{
    const char *home = inv->home;
    const struct tcc_option *options = inv->options;
    int err = TCC_OK;
    unsigned long record = 0, max_flash = 0, max_heap = 0, max_instr = 0, max_candidates = 0, timeout = 0;
    *mhz = TCC_DEFAULT_MHZ;
    const char *goal = tcc_option(options, "minimize");
    if (tcc_option_unsigned(options, "server-record", &record) || tcc_option_unsigned(options, "max-flash", &max_flash) ||
        tcc_option_unsigned(options, "max-heap", &max_heap) || tcc_option_unsigned(options, "max-instr", &max_instr) ||
        tcc_option_unsigned(options, "max-candidates", &max_candidates) || tcc_option_unsigned(options, "timeout", &timeout))
        return TCC_E_USAGE;
    fit->need.server_record = (unsigned)record;
    if ((err = tcc_fit_parse_need(tcc_option(options, "need"), &fit->need, inv->diag)) != TCC_OK)
        return err;
    if (record < 512 || record > 16384) {
        tcc_msg("--server-record must be between 512 and 16384 bytes");
        return TCC_E_USAGE;
    }
    fit->target = tcc_option(options, "target");
    if (!tcc_target_exists(home, fit->target)) {
        char known[512];
        tcc_target_known(home, known, sizeof known);
        tcc_msg("--target '%s' unknown; known: %s (each is mk/target/NAME.mk)", fit->target, known);
        return TCC_E_USAGE;
    }
    const char *server_file = tcc_option(options, "server");
    if (server_file != NULL) {
        struct tcc_server_scenario *server = &fit->server_storage;
        char resolved[PATH_MAX];
        if ((err = tcc_server_load(home, server_file, server, inv->diag)) != TCC_OK ||
            (err = tcc_fit_need_server(&fit->need, server, inv->diag)) != TCC_OK)
            return err;
        snprintf(fit->server_file_storage, sizeof fit->server_file_storage, "%s",
                 realpath(server_file, resolved) != NULL ? resolved : server_file);
        fit->server = server;
        fit->server_file = fit->server_file_storage;
        tcc_progress(inv->diag, "server %s: candidates run against its %u certificates re-issued (%s), checked as %s; "
                     "receive buffers of at least %u bytes%s%s", server->endpoint, server->chain_len, server->dir,
                     server->host, fit->need.server_record, server->assumed[0] ? "; " : "", server->assumed);
    }
    if (strcmp(goal, "flash") != 0 && strcmp(goal, "heap") != 0 && strcmp(goal, "ram") != 0 && strcmp(goal, "instr") != 0) {
        tcc_msg("--minimize '%s' unknown; known: flash, heap, ram (static RAM and heap peak), instr", goal);
        return TCC_E_USAGE;
    }
    if (max_candidates == 0 || timeout == 0) {
        tcc_msg("--max-candidates and --timeout must be at least 1");
        return TCC_E_USAGE;
    }
    fit->limits.flash = max_flash;
    fit->limits.heap = max_heap;
    fit->limits.instr = max_instr;
    const char *part_name = tcc_option(options, "part");
    if (part_name != NULL) {
        if ((err = tcc_part_load(home, part_name, &fit->part_storage, inv->diag)) != TCC_OK)
            return err;
        fit->part = &fit->part_storage;
    }
    if (tcc_option(options, "max-ms") != NULL) {
        uint64_t instr;
        if ((err = tcc_parse_ms(tcc_option(options, "max-ms"), &instr, mhz)) != TCC_OK)
            return err;
        if (fit->part != NULL && *mhz != fit->part->clock_mhz) {
            tcc_msg("--max-ms is at %u MHz but part %s runs at %u MHz; give the part's clock", *mhz, part_name,
                    fit->part->clock_mhz);
            return TCC_E_USAGE;
        }
        /* A clock's cycles are its instructions at one a cycle: the same number, limiting the estimate. */
        if (fit->part != NULL)
            fit->limits.cycles = instr;
        else if (fit->limits.instr == 0 || instr < fit->limits.instr)
            fit->limits.instr = instr;
    }
    const char *search = tcc_option(options, "search"), *library = tcc_option(options, "library");
    if (strcmp(search, "auto") != 0 && strcmp(search, "greedy") != 0 && strcmp(search, "exhaustive") != 0) {
        tcc_msg("--search '%s' unknown; known: auto, greedy, exhaustive", search);
        return TCC_E_USAGE;
    }
    if (strcmp(library, "any") == 0 && tcc_option(options, "knobs") != NULL) {
        tcc_msg("--knobs is for one library; give --library mbedtls, wolfssl or bearssl with it");
        return TCC_E_USAGE;
    }
    if (tcc_option(options, "config") != NULL && (strcmp(library, "any") == 0 || tcc_option(options, "knobs") != NULL)) {
        tcc_msg("--config is one library's config and brings its own knobs; give --library with the library it "
                "configures, and no --knobs");
        return TCC_E_USAGE;
    }
    fit->method = strcmp(search, "greedy") == 0 ? TCC_SEARCH_GREEDY
                  : strcmp(search, "exhaustive") == 0 ? TCC_SEARCH_EXHAUSTIVE : TCC_SEARCH_AUTO;
    fit->goal = strcmp(goal, "heap") == 0    ? TCC_GOAL_HEAP
                : strcmp(goal, "ram") == 0   ? TCC_GOAL_RAM
                : strcmp(goal, "instr") == 0 ? TCC_GOAL_INSTR
                                             : TCC_GOAL_FLASH;
    fit->jobs = 1;
    fit->max_candidates = (unsigned)max_candidates;
    fit->timeout_s = (unsigned)timeout;
    fit->home = home;
    return TCC_OK;
}

/* fit --config: the user's config is the base, and diagnose's options are the knobs, each
 * starting as the config has it. */
static int tcc_fit_cli_from_config(const struct tcc_invocation *inv, struct tcc_fit *fit, const char *library,
                                   const char *config)
{
    struct tcc_diagnose *dg = calloc(1, sizeof *dg);
    if (dg == NULL)
        return TCC_E_IO;
    dg->fit = fit;
    int err = tcc_diagnose_init(dg, inv->home, library, NULL, config, tcc_fit_target(fit), inv->diag);
    fit->command = NULL;
    unsigned changes = 0;
    for (unsigned k = 0; k < fit->n_knobs; k++)
        changes += fit->knobs[k].n_values - 1;
    if (err == TCC_OK && changes + 1 > fit->max_candidates)
        tcc_progress(inv->diag, "fit: %s has %u single changes to try and --max-candidates %u measures only the first "
                     "%u of them; give --max-candidates %u to try them all", config, changes, fit->max_candidates,
                     fit->max_candidates - 1, changes + 1 < TCC_FIT_CANDIDATES_MAX ? changes + 1 : TCC_FIT_CANDIDATES_MAX);
    free(dg);
    return err;
}

int tcc_fit_cli_search(const struct tcc_invocation *inv, struct tcc_fit *fit, unsigned mhz, struct tcc_fit **answer)
{
    const char *library = tcc_option(inv->options, "library");
    *answer = NULL;
    if (strcmp(library, "any") == 0)
        return tcc_fit_every_library(fit, inv, mhz, answer);
    const char *config = tcc_option(inv->options, "config");
    int err = config != NULL ? tcc_fit_cli_from_config(inv, fit, library, config)
                             : tcc_fit_init(fit, inv->home, library, tcc_option(inv->options, "knobs"), inv->diag);
    if (err == TCC_OK)
        err = tcc_fit_search(fit, inv->diag);
    if (err == TCC_OK && !tcc_fit_waiting(fit))
        *answer = fit;
    return err;
}

/* The options that define a fit, as a table of their own (merge parses fit.plan with it). */
static const struct tcc_option tcc_fit_rows[] = {
    TCC_FIT_OPTIONS,
    { NULL, NULL, NULL, NULL, NULL },
};

/* The fit's options as DIR/fit.plan keeps them: one "--name=value" a line, a knob file by its
 * full path. */
static int tcc_fit_plan_text(const struct tcc_option *options, char *out, size_t size)
{
    out[0] = '\0';
    for (const struct tcc_option *row = tcc_fit_rows; row->name != NULL; row++) {
        const char *value = tcc_option(options, row->name);
        char full[PATH_MAX];
        if (value == NULL)
            continue;
        if (strcmp(row->name, "knobs") == 0 || strcmp(row->name, "config") == 0) {
            if (realpath(value, full) == NULL) {
                tcc_msg("cannot read the knob file %s", value);
                return TCC_E_USAGE;
            }
            value = full;
        }
        if (strchr(value, '\n') != NULL) {
            tcc_msg("--%s holds a line break", row->name);
            return TCC_E_USAGE;
        }
        tcc_appendf(out, size, "--%s=%s\n", row->name, value);
    }
    return TCC_OK;
}

/* The candidates of a planned fit that still need measuring, each as a command line on stdout;
 * none when the plan is complete. */
int tcc_fit_cli_plan(const struct tcc_invocation *inv, const char *dir, const char *tool)
{
    char text[8192], path[PATH_MAX + 16];
    int err = tcc_fit_plan_text(inv->options, text, sizeof text);
    if (err != TCC_OK)
        return err;
    snprintf(path, sizeof path, "%s/%s", dir, TCC_FIT_PLAN_FILE);
    char *before = tcc_path_exists(path) ? tcc_file_read(path, NULL) : NULL;
    if (before != NULL && strcmp(before, text) != 0) {
        free(before);
        tcc_msg("%s holds another fit's plan (%s); give the same options or an empty folder", dir, path);
        return TCC_E_USAGE;
    }
    free(before);
    if ((err = tcc_file_write(path, text, inv->diag)) != TCC_OK)
        return err;
    struct tcc_fit *fit = calloc(1, sizeof *fit);
    struct tcc_fit_plan *plan = calloc(1, sizeof *plan);
    unsigned mhz;
    err = fit != NULL && plan != NULL ? tcc_fit_cli_setup(inv, fit, &mhz) : TCC_E_IO;
    struct tcc_fit *answer = NULL;
    if (err == TCC_OK) {
        snprintf(fit->work_dir, sizeof fit->work_dir, "%s", dir);
        plan->lines = stdout;
        plan->tool = tool;
        fit->plan = plan;
        err = tcc_fit_cli_search(inv, fit, mhz, &answer);
    }
    if (err == TCC_OK && plan->conflict[0] != '\0') {
        tcc_diagf(inv->diag, "%s", plan->conflict);
        err = TCC_E_INPUT;
    } else if (err == TCC_OK && plan->pending > 0) {
        tcc_progress(inv->diag, "plan fit: %u candidates to measure in this round; run the lines, then this command "
                     "again for the next round", plan->pending);
    } else if (err == TCC_OK) {
        tcc_progress(inv->diag, "plan fit: every candidate is measured; tlscost merge %s gives the answer", dir);
    }
    if (answer != fit)
        free(answer);
    free(fit);
    free(plan);
    return err;
}

int tcc_fit_cli_merge(const struct tcc_invocation *inv, const char *dir, const char *out)
{
    char path[PATH_MAX + 16];
    snprintf(path, sizeof path, "%s/%s", dir, TCC_FIT_PLAN_FILE);
    char *text = tcc_file_read(path, NULL);
    if (text == NULL) {
        tcc_diagf(inv->diag, "cannot read %s", path);
        return TCC_E_INPUT;
    }
    /* fit.plan's lines are the arguments of the fit it plans. */
    char *argv[64];
    int argc = 0;
    for (char *line = strtok(text, "\n"); line != NULL && argc < 64; line = strtok(NULL, "\n"))
        argv[argc++] = line;
    struct tcc_option options[sizeof tcc_fit_rows / sizeof tcc_fit_rows[0]];
    memcpy(options, tcc_fit_rows, sizeof options);
    const char *positional[1];
    int n_positional = 0;
    int err = tcc_options_parse("merge (fit.plan)", options, argc, argv, positional, 0, &n_positional, "");
    if (err != TCC_OK) {
        free(text);
        tcc_diagf(inv->diag, "%s is not a fit's plan: write it with tlscost plan fit", path);
        return TCC_E_INPUT;
    }
    struct tcc_invocation planned = { inv->home, inv->diag, options, NULL, 0 };
    struct tcc_fit *fit = calloc(1, sizeof *fit);
    struct tcc_fit_plan *plan = calloc(1, sizeof *plan);
    unsigned mhz;
    err = fit != NULL && plan != NULL ? tcc_fit_cli_setup(&planned, fit, &mhz) : TCC_E_IO;
    struct tcc_fit *answer = NULL;
    if (err == TCC_OK) {
        snprintf(fit->work_dir, sizeof fit->work_dir, "%s", dir);
        fit->plan = plan;
        err = tcc_fit_cli_search(&planned, fit, mhz, &answer);
    }
    if (err == TCC_OK && plan->conflict[0] != '\0') {
        tcc_diagf(inv->diag, "%s", plan->conflict);
        err = TCC_E_INPUT;
    } else if (err == TCC_OK && plan->pending > 0) {
        tcc_diagf(inv->diag, "%s: %u candidates of the fit's plan have no document yet; run tlscost plan fit again "
                  "with the options in %s, then its lines", dir, plan->pending, path);
        err = TCC_E_INPUT;
    }
    if (err == TCC_OK)
        err = tcc_fit_cli_answer(&planned, answer, mhz, out);
    if (answer != fit)
        free(answer);
    free(fit);
    free(plan);
    free(text);
    return err;
}
