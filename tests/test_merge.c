/* test_merge.c: a report measured apart: tlscost plan report's lines run through GNU parallel on
 * this machine, tlscost merge makes the report, and it equals the single-process report figure
 * for figure; merge refuses foreign, truncated and mismatched documents in one line each. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/base/tcc_file.h"
#include "../src/core/model/tcc_json.h"
#include "../src/core/base/tcc_proc.h"
#include "tc_test.h"
#include "tests.h"

/* On a mismatch, the first line where the two reports differ, for the failure's log. */
static void tc_say_first_difference(const char *merged, const char *single)
{
    if (merged == NULL || single == NULL || strcmp(merged, single) == 0)
        return;
    while (*merged && *merged == *single) {
        const char *end = strchr(merged, '\n');
        size_t n = end ? (size_t)(end - merged) + 1 : strlen(merged);
        if (strncmp(merged, single, n) != 0)
            break;
        merged += n;
        single += n;
    }
    fprintf(stderr, "  merged: %.*s\n  single: %.*s\n", (int)strcspn(merged, "\n"), merged, (int)strcspn(single, "\n"),
            single);
}

static const char *const tc_plan_cells = "min,small,example-thread";

void test_e2e_plan_merge(void)
{
    const char *dir = tc_test_tmpdir();
    char cells[400], merged[400], single[400], plan[400];
    snprintf(cells, sizeof cells, "%s/cells", dir);
    snprintf(merged, sizeof merged, "%s/merged", dir);
    snprintf(single, sizeof single, "%s/single", dir);
    snprintf(plan, sizeof plan, "%s/plan.txt", dir);
    char *mkdir_argv[] = { "mkdir", "-p", cells, merged, single, NULL };
    struct tcc_proc_result pr;
    CHECK(tcc_proc_run(mkdir_argv, NULL, 30, &pr) == 0 && pr.exit_code == 0);
    tcc_proc_free(&pr);
    char *out = NULL;
    CHECK(tc_test_tool(&out, (const char *[]){ "plan", "report", "--only", tc_plan_cells, "--dir", cells, NULL }) == 0);
    CHECK(out != NULL && strstr(out, " cell small --target m4 --json ") != NULL);
    CHECK(out != NULL && tcc_file_write(plan, out, NULL) == TCC_OK);
    free(out);
    char command[1000];
    snprintf(command, sizeof command, "parallel --will-cite --halt now,fail=1 -j 2 < %s", plan);
    char *parallel_argv[] = { "sh", "-c", command, NULL };
    CHECK(tcc_proc_run(parallel_argv, NULL, 900, &pr) == 0 && pr.exit_code == 0);
    if (pr.exit_code != 0)
        fprintf(stderr, "  parallel said: %s\n", pr.output ? pr.output : "");
    tcc_proc_free(&pr);
    CHECK(tc_test_tool(&out, (const char *[]){ "merge", cells, "--out", merged, NULL }) == 0);
    free(out);
    CHECK(tc_test_tool(&out, (const char *[]){ "report", "--quiet", "--only", tc_plan_cells, "--no-peers", "--no-profile",
                                               "--out", single, NULL }) == 0);
    free(out);
    /* Figure for figure: every cell's result document reads back to the same model. */
    static struct tcc_result a, b;
    const char *ids[] = { "min", "small" };
    char merged_json[500], single_json[500];
    snprintf(merged_json, sizeof merged_json, "%s/report.json", merged);
    snprintf(single_json, sizeof single_json, "%s/report.json", single);
    for (int i = 0; i < 2; i++) {
        CHECK(tcc_json_read_cell(merged_json, ids[i], &a, NULL) == TCC_OK);
        CHECK(tcc_json_read_cell(single_json, ids[i], &b, NULL) == TCC_OK);
        CHECK(a.run_complete && memcmp(&a, &b, sizeof a) == 0);
    }
    /* The cell that fails on purpose fails the same way, and the tables agree line for line. */
    char *md_merged = NULL, *md_single = NULL, path[500];
    snprintf(path, sizeof path, "%s/report.md", merged);
    md_merged = tcc_file_read(path, NULL);
    snprintf(path, sizeof path, "%s/report.md", single);
    md_single = tcc_file_read(path, NULL);
    CHECK(md_merged != NULL && md_single != NULL && strstr(md_merged, "| example-thread | does not build |") != NULL);
    const char *from_merged = md_merged ? strstr(md_merged, "## Profiles") : NULL;
    const char *from_single = md_single ? strstr(md_single, "## Profiles") : NULL;
    CHECK(from_merged != NULL && from_single != NULL && strcmp(from_merged, from_single) == 0);
    tc_say_first_difference(from_merged, from_single);
    free(md_merged);
    free(md_single);
}

void test_e2e_merge_refuses(void)
{
    const char *dir = tc_test_tmpdir();
    char bad[400], path[500], other[500];
    snprintf(bad, sizeof bad, "%s/bad", dir);
    char *mkdir_argv[] = { "mkdir", "-p", bad, NULL };
    struct tcc_proc_result pr;
    CHECK(tcc_proc_run(mkdir_argv, NULL, 30, &pr) == 0);
    tcc_proc_free(&pr);
    tc_expect(2, (const char *[]){ "merge", bad, NULL }, (const char *[]){ "holds no cell documents", NULL });
    snprintf(path, sizeof path, "%s/min.cell.json", bad);
    CHECK(tcc_file_write(path, "{\"schema\": \"tlscost-result/1\", \"cell\": {", NULL) == TCC_OK);
    tc_expect(2, (const char *[]){ "merge", bad, NULL }, (const char *[]){ "min.cell.json is not valid JSON", NULL });
    CHECK(tcc_file_write(path, "{\"what\": \"else\"}\n", NULL) == TCC_OK);
    tc_expect(2, (const char *[]){ "merge", bad, NULL }, (const char *[]){ "min.cell.json is not a tlscost cell document", NULL });
    /* Two cells measured with different compilers for the same target. */
    char *out = NULL;
    CHECK(tc_test_tool(&out, (const char *[]){ "cell", "min", "--quiet", "--json", path, NULL }) == 0);
    free(out);
    size_t len = 0;
    char *read = tcc_file_read(path, &len);
    char *text = read != NULL ? realloc(read, len + 16) : NULL;
    char *compiler = text ? strstr(text, "\"compiler\":") : NULL;
    CHECK(compiler != NULL);
    if (compiler != NULL) {
        char *quote = strchr(compiler + 11, '"');
        if (quote != NULL)
            quote[1] = 'X'; /* another compiler's version line */
        snprintf(other, sizeof other, "%s/small.cell.json", bad);
        char *id = strstr(text, "\"id\":");
        char *min = id ? strstr(id, "\"min\"") : NULL;
        if (min != NULL) {
            memmove(min + 7, min + 5, strlen(min + 5) + 1);
            memcpy(min, "\"small\"", 7);
        }
        CHECK(tcc_file_write(other, text, NULL) == TCC_OK);
    }
    free(text);
    tc_expect(2, (const char *[]){ "merge", bad, NULL }, (const char *[]){ "differ in the target's compiler", NULL });
    tc_expect(2, (const char *[]){ "plan", "matrix", "--dir", bad, NULL }, (const char *[]){ "plan knows four kinds", NULL });
}
