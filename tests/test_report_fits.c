/* test_report_fits.c: report --fits end to end on a one-cell matrix: Mbed TLS's ECDHE-ECDSA row
 * fitted within min's handshake plus 10 % (a few candidates), the rows whose hand profile was not
 * measured saying so, and the second report reusing the answer from build/fit-answers. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/base/tcc_error.h"
#include "../src/core/base/tcc_file.h"
#include "../src/core/base/tcc_proc.h"
#include "tc_test.h"
#include "tests.h"

void test_e2e_report_fits(void)
{
    const char *dir = tc_test_tmpdir();
    /* No answer from an earlier run: the first report must search (no other test fits in a report). */
    char answers[600];
    snprintf(answers, sizeof answers, "%s/build/fit-answers", tc_test_home());
    char *rm[] = { "rm", "-rf", answers, NULL };
    struct tcc_proc_result pr;
    CHECK(tcc_proc_run(rm, NULL, 30, &pr) == TCC_OK && pr.exit_code == 0);
    tcc_proc_free(&pr);
    const char *args[] = { "report", "--quiet", "--only", "min", "--fits", "--fit-candidates", "3", "--no-peers",
                           "--no-profile", "--out", dir, NULL };
    tc_expect(0, args, (const char *[]){ NULL });
    char path[600];
    snprintf(path, sizeof path, "%s/report.md", dir);
    char *md = tcc_file_read(path, NULL);
    CHECK(md != NULL && strstr(md, "## Each library at its best (fitted)") != NULL);
    CHECK(md != NULL && strstr(md, "| TLS 1.2 ECDHE-ECDSA | Mbed TLS | min: ") != NULL);
    CHECK(md != NULL && strstr(md, "3 candidates, greedy") != NULL);
    CHECK(md != NULL && strstr(md, "hand profile's cell lib-wolfssl-min was not measured") != NULL);
    CHECK(md != NULL && strstr(md, "Cheapest flash per job: TLS 1.2 ECDHE-ECDSA: Mbed TLS, ") != NULL);
    free(md);
    cJSON *doc = tc_test_json(dir, "report.json");
    const cJSON *row = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(doc, "fits"), 0);
    double flash = cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(row, "flash"));
    double instr = cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(row, "handshake_instr"));
    double limit = cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(row, "handshake_instr_limit"));
    CHECK(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(row, "answered")));
    CHECK(flash > 30000 && instr > 0 && instr <= limit);
    /* Flash is TLS flash; the harness's own code is reported apart, not in it. */
    double own = cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(row, "own_flash"));
    CHECK(own > 500 && own < 8000);
    CHECK(cJSON_IsFalse(cJSON_GetObjectItemCaseSensitive(row, "reused")));
    cJSON_Delete(doc);
    /* The same report again: the answer is read back, figure for figure. */
    tc_expect(0, args, (const char *[]){ NULL });
    doc = tc_test_json(dir, "report.json");
    row = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(doc, "fits"), 0);
    CHECK(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(row, "reused")));
    CHECK(cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(row, "flash")) == flash);
    CHECK(cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(row, "own_flash")) == own);
    CHECK(cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(row, "handshake_instr")) == instr);
    cJSON_Delete(doc);
    tc_expect(2, (const char *[]){ "report", "--fits", "--fit-candidates", "0", NULL },
              (const char *[]){ "--fit-candidates must be at least 1", NULL });
}
