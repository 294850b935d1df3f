/* cmd_fit.c: tlscost fit: find the cheapest configuration that meets a requirement and limits,
 * for one library or for each (--library any, which answers with the cheapest and lists the
 * others); writes fit-config.h (the answer), fit.json and fit.html into --out. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../core/tcc_error.h"
#include "../core/tcc_file.h"
#include "../core/tcc_fit.h"
#include "../core/tcc_library.h"
#include "../core/tcc_part.h"
#include "../report/tcc_fit_report.h"
#include "../report/tcc_fmt.h"
#include "tcc_commands.h"
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

static const struct tcc_option tcc_fit_options[] = {
    { "library", "NAME", "whose configurations to search: mbedtls, wolfssl, bearssl (knobs in profiles/NAME/fit.knobs), or any: each in turn, answering with the cheapest", "mbedtls", NULL },
    { "knobs", "FILE", "a knob file of your own instead of profiles/NAME/fit.knobs (one library only)", NULL, NULL },
    { "search", "HOW", "auto (exhaustive when every combination fits within --max-candidates, else greedy), greedy or exhaustive", "auto", NULL },
    { "need", "LIST", "the job: tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify or tls1.3,TLS_AES_128_GCM_SHA256,p256,verify or tls1.2,PSK-AES128-CCM8; with sni, mfl (optional); the extended master secret is kept unless no-ems waives it",
      "tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify,sni", NULL },
    { "server-record", "BYTES", "the largest record the server may send", "16384", NULL },
    { "minimize", "WHAT", "flash, heap, ram (static RAM and heap peak: BearSSL keeps its buffers static) or instr", "flash", NULL },
    { "max-flash", "BYTES", "flash limit (0: none)", "0", NULL },
    { "max-heap", "BYTES", "client heap peak limit (0: none)", "0", NULL },
    { "max-instr", "N", "handshake instruction limit (0: none)", "0", NULL },
    { "max-ms", "MS@MHZ", "handshake time limit at a clock, e.g. 700@168MHz (derived: 1 instruction/cycle, or with --part the estimate on that part)", NULL, NULL },
    { "part", "NAME", "judge --max-ms by each candidate's estimated time on this part (parts/NAME.part; one more run each under the profiling plugin)", NULL, NULL },
    { "max-candidates", "N", "stop after building this many candidates", "60", NULL },
    { "jobs", "N", "candidates measured at once (0: one per core)", "0", NULL },
    { "timeout", "SECONDS", "wall-clock limit for one run of the firmware", "120", NULL },
    { "out", "DIR", "folder for fit-config.h, fit.json and fit.html", ".", NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

/* Write the answer's files; TCC_E_BUDGET when it does not meet every constraint. */
static int tcc_fit_write(const struct tcc_fit *fit, unsigned mhz, const char *dir, const struct tcc_invocation *inv)
{
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
    if (err == TCC_OK && n == 0) {
        tcc_diagf(inv->diag, "no library can do this job");
        err = TCC_E_USAGE;
    }
    unsigned best = 0;
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

static int tcc_fit(const struct tcc_invocation *inv)
{
    const char *home = inv->home;
    const struct tcc_option *options = inv->options;
    int err = TCC_OK;
    struct tcc_fit *fit = calloc(1, sizeof *fit);
    if (fit == NULL)
        return TCC_E_IO;
    unsigned long record = 0, max_flash = 0, max_heap = 0, max_instr = 0, max_candidates = 0, jobs = 0, timeout = 0;
    unsigned mhz = TCC_DEFAULT_MHZ;
    const char *goal = tcc_option(options, "minimize"), *dir = tcc_option(options, "out");
    if (tcc_option_unsigned(options, "server-record", &record) || tcc_option_unsigned(options, "max-flash", &max_flash) ||
        tcc_option_unsigned(options, "max-heap", &max_heap) || tcc_option_unsigned(options, "max-instr", &max_instr) ||
        tcc_option_unsigned(options, "max-candidates", &max_candidates) || tcc_option_unsigned(options, "jobs", &jobs) ||
        tcc_option_unsigned(options, "timeout", &timeout))
        err = TCC_E_USAGE;
    fit->need.server_record = (unsigned)record;
    if (err == TCC_OK)
        err = tcc_fit_parse_need(tcc_option(options, "need"), &fit->need, inv->diag);
    if (err == TCC_OK && (record < 512 || record > 16384)) {
        tcc_msg("--server-record must be between 512 and 16384 bytes");
        err = TCC_E_USAGE;
    }
    if (err == TCC_OK && strcmp(goal, "flash") != 0 && strcmp(goal, "heap") != 0 && strcmp(goal, "ram") != 0 &&
        strcmp(goal, "instr") != 0) {
        tcc_msg("--minimize '%s' unknown; known: flash, heap, ram (static RAM and heap peak), instr", goal);
        err = TCC_E_USAGE;
    }
    if (err == TCC_OK && (max_candidates == 0 || timeout == 0)) {
        tcc_msg("--max-candidates and --timeout must be at least 1");
        err = TCC_E_USAGE;
    }
    if (err == TCC_OK && !tcc_path_exists(dir)) {
        tcc_msg("output folder %s does not exist; create it or give another --out", dir);
        err = TCC_E_USAGE;
    }
    fit->limits.flash = max_flash;
    fit->limits.heap = max_heap;
    fit->limits.instr = max_instr;
    static struct tcc_part part;
    const char *part_name = tcc_option(options, "part");
    if (err == TCC_OK && part_name != NULL) {
        err = tcc_part_load(home, part_name, &part, inv->diag);
        fit->part = err == TCC_OK ? &part : NULL;
    }
    if (err == TCC_OK && tcc_option(options, "max-ms") != NULL) {
        uint64_t instr;
        err = tcc_parse_ms(tcc_option(options, "max-ms"), &instr, &mhz);
        if (err == TCC_OK && fit->part != NULL && mhz != fit->part->clock_mhz) {
            tcc_msg("--max-ms is at %u MHz but part %s runs at %u MHz; give the part's clock", mhz, part_name,
                    fit->part->clock_mhz);
            err = TCC_E_USAGE;
        }
        /* A clock's cycles are its instructions at one a cycle: the same number, limiting the estimate. */
        if (err == TCC_OK && fit->part != NULL)
            fit->limits.cycles = instr;
        else if (err == TCC_OK && (fit->limits.instr == 0 || instr < fit->limits.instr))
            fit->limits.instr = instr;
    }
    if (err != TCC_OK) {
        free(fit);
        return err;
    }
    const char *search = tcc_option(options, "search"), *library = tcc_option(options, "library");
    if (strcmp(search, "auto") != 0 && strcmp(search, "greedy") != 0 && strcmp(search, "exhaustive") != 0) {
        tcc_msg("--search '%s' unknown; known: auto, greedy, exhaustive", search);
        free(fit);
        return TCC_E_USAGE;
    }
    if (strcmp(library, "any") == 0 && tcc_option(options, "knobs") != NULL) {
        tcc_msg("--knobs is for one library; give --library mbedtls, wolfssl or bearssl with it");
        free(fit);
        return TCC_E_USAGE;
    }
    fit->method = strcmp(search, "greedy") == 0 ? TCC_SEARCH_GREEDY
                  : strcmp(search, "exhaustive") == 0 ? TCC_SEARCH_EXHAUSTIVE : TCC_SEARCH_AUTO;
    fit->goal = strcmp(goal, "heap") == 0    ? TCC_GOAL_HEAP
                : strcmp(goal, "ram") == 0   ? TCC_GOAL_RAM
                : strcmp(goal, "instr") == 0 ? TCC_GOAL_INSTR
                                             : TCC_GOAL_FLASH;
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    fit->jobs = jobs ? (unsigned)jobs : (unsigned)(cpus > 0 ? cpus : 1);
    if (fit->jobs > 8)
        fit->jobs = 8;
    fit->max_candidates = (unsigned)max_candidates;
    fit->timeout_s = (unsigned)timeout;
    fit->home = home;
    snprintf(fit->work_dir, sizeof fit->work_dir, "%s/build/fit", home);
    if (tcc_mkdirs(fit->work_dir) != TCC_OK) {
        tcc_msg("cannot create %s", fit->work_dir);
        free(fit);
        return TCC_E_IO;
    }
    struct tcc_fit *answer = NULL;
    if (strcmp(library, "any") == 0)
        err = tcc_fit_every_library(fit, inv, mhz, &answer);
    else if ((err = tcc_fit_init(fit, home, library, tcc_option(options, "knobs"), inv->diag)) == TCC_OK &&
             (err = tcc_fit_search(fit, inv->diag)) == TCC_OK)
        answer = fit;
    if (err == TCC_OK) {
        tcc_fit_text(stdout, answer, mhz);
        err = tcc_fit_write(answer, mhz, dir, inv);
    }
    if (answer != fit)
        free(answer);
    free(fit);
    return err;
}

/* tlscost fit */
const struct tcc_command tcc_command_fit = {
    "fit",
    "find the cheapest configuration that meets a requirement and limits",
    "[options]",
    tcc_fit_options,
    0,
    tcc_fit,
    0,
};
