/* cmd_plan_bench.c: tlscost plan bench-ab: the two builds of an A/B (bench --ab A B) as two
 * command lines for GNU parallel, here or on two machines, each writing its bench document;
 * tlscost merge DIR prints the A/B from them. Only for the emulated cores, whose counts are
 * exact: the host's wall-clock timings need bench --ab's A-B-A on one machine. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../core/run/tcc_bench.h"
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_file.h"
#include "../core/model/tcc_target.h"
#include "../report/tcc_bench_writers.h"
#include "tcc_cell_options.h"
#include "tcc_commands.h"
#include "tcc_options.h"
#include "tcc_say.h"

#define TCC_BENCH_PLAN_FILE "bench-ab.plan"

static const struct tcc_option tcc_plan_bench_options[] = {
    { "dir", "DIR", "the folder for the plan (bench-ab.plan) and the two bench documents (it must exist)", NULL, NULL },
    TCC_BUILD_OPTIONS,
    { "user-config", "FILE", "a header applied on top of the bench configuration (profiles/bench/<library>.h)", NULL, NULL },
    { "batches", "N", "batches per primitive", "5", NULL },
    { "timeout", "SECONDS", "wall-clock limit for one run of the bench image", "600", NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

static int tcc_plan_bench(const struct tcc_invocation *inv)
{
    const char *dir = tcc_option(inv->options, "dir");
    char real_dir[PATH_MAX], tool[PATH_MAX];
    unsigned long batches, timeout;
    if (tcc_option_unsigned(inv->options, "batches", &batches) || tcc_option_unsigned(inv->options, "timeout", &timeout))
        return TCC_E_USAGE;
    if (inv->n_positional != 2) {
        tcc_msg("plan bench-ab needs the two builds, A and B, as bench --ab takes them (version=2.28.3 version=3.6.6)");
        return TCC_E_USAGE;
    }
    ssize_t len = readlink("/proc/self/exe", tool, sizeof tool - 1);
    if (dir == NULL || realpath(dir, real_dir) == NULL || strpbrk(real_dir, " '\"\\$`") != NULL || len <= 0) {
        tcc_msg("plan bench-ab needs --dir DIR, an existing folder whose path has no spaces or quotes");
        return TCC_E_USAGE;
    }
    tool[len] = '\0';
    char plan[2 * PATH_MAX] = "", specs[2][1024];
    const char *sides[2] = { "a", "b" };
    for (int i = 0; i < 2; i++) {
        struct tcc_cell cell;
        snprintf(specs[i], sizeof specs[i], "%s", inv->positional[i]);
        int err = tcc_cell_build_from_options(inv->options, inv->home, inv->diag, &cell);
        cell.build.user_config = tcc_option(inv->options, "user-config");
        if (err == TCC_OK)
            err = tcc_cell_apply_spec(specs[i], inv->home, &cell);
        struct tcc_target_info target;
        if (err == TCC_OK)
            err = tcc_target_describe(&cell, &target);
        if (err != TCC_OK)
            return err;
        if (target.native) {
            tcc_msg("side %s runs on the host, whose timings need A-B-A on one machine: use tlscost bench --ab",
                    sides[i]);
            return TCC_E_USAGE;
        }
        if (strpbrk(inv->positional[i], " '\"\\$`\n") != NULL ||
            (cell.build.user_config != NULL && strpbrk(cell.build.user_config, " '\"\\$`") != NULL)) {
            tcc_msg("plan bench-ab writes shell lines: give sides and files without spaces or quotes");
            return TCC_E_USAGE;
        }
        printf("%s bench --quiet --library %s%s%s --opt %s --target %s%s%s --batches %lu --timeout %lu "
               "--json %s/%s.bench.json > /dev/null\n",
               tool, cell.build.library->name, cell.build.version != NULL ? "@" : "", cell.build.version != NULL ? cell.build.version : "",
               tcc_cell_opt(&cell), cell.build.target, cell.build.user_config != NULL ? " --user-config " : "",
               cell.build.user_config != NULL ? cell.build.user_config : "", batches, timeout, real_dir, sides[i]);
        size_t used = strlen(plan);
        snprintf(plan + used, sizeof plan - used, "%s %s\n", sides[i], inv->positional[i]);
    }
    char path[PATH_MAX + 32];
    snprintf(path, sizeof path, "%s/%s", real_dir, TCC_BENCH_PLAN_FILE);
    int err = tcc_file_write(path, plan, inv->diag);
    if (err == TCC_OK)
        tcc_progress(inv->diag, "plan bench-ab: two lines; run them, then tlscost merge %s", real_dir);
    return err;
}

int tcc_bench_plan_merge(const struct tcc_invocation *inv, const char *dir)
{
    char path[PATH_MAX + 32], labels[2][1024] = { "", "" };
    snprintf(path, sizeof path, "%s/%s", dir, TCC_BENCH_PLAN_FILE);
    char *plan = tcc_file_read(path, NULL);
    const char *b_line = plan != NULL ? strstr(plan, "\nb ") : NULL;
    if (plan == NULL || sscanf(plan, "a %1023s", labels[0]) != 1 || b_line == NULL ||
        sscanf(b_line, "\nb %1023s", labels[1]) != 1) {
        free(plan);
        tcc_diagf(inv->diag, "%s is not an A/B's plan: write it with tlscost plan bench-ab", path);
        return TCC_E_INPUT;
    }
    free(plan);
    struct tcc_bench_result *results = calloc(2, sizeof *results);
    int err = results != NULL ? TCC_OK : TCC_E_IO;
    for (int i = 0; i < 2 && err == TCC_OK; i++) {
        snprintf(path, sizeof path, "%s/%c.bench.json", dir, 'a' + i);
        if (!tcc_path_exists(path)) {
            tcc_diagf(inv->diag, "%s is missing: run the plan's lines first", path);
            err = TCC_E_INPUT;
        } else {
            err = tcc_bench_json_read(path, &results[i], inv->diag);
        }
    }
    if (err == TCC_OK && (strcmp(results[0].unit, "instr") != 0 || strcmp(results[1].unit, "instr") != 0)) {
        tcc_diagf(inv->diag, "%s holds wall-clock timings, which two runs apart cannot compare: use tlscost bench --ab",
                  dir);
        err = TCC_E_INPUT;
    }
    if (err == TCC_OK)
        tcc_bench_ab_text(stdout, &results[0], &results[1], labels[0], labels[1]);
    free(results);
    return err;
}

/* tlscost plan bench-ab (main sends "plan bench-ab" here) */
const struct tcc_command tcc_command_plan_bench = {
    "plan bench-ab",
    "the two builds of an A/B on an emulated core as two command lines for GNU parallel; then tlscost merge DIR",
    "--dir DIR [bench's build options] A B",
    tcc_plan_bench_options,
    2,
    tcc_plan_bench,
    0,
};
