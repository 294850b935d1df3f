/* test_plan_fit.c: a fit measured apart: tlscost plan fit's rounds run through GNU parallel on
 * this machine, tlscost merge answers, and the answer and every candidate's figures equal the
 * single-process fit's; a folder of another fit, a truncated document and a plan not yet run
 * are refused in one line each. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/base/tcc_file.h"
#include "../src/core/base/tcc_proc.h"
#include "tc_test.h"
#include "tests.h"

#define TC_PLAN_JOB "tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify,sni,no-ems"

/* fit.json's answer and candidates, without the seconds it took; NULL when unreadable. */
static char *tc_fit_figures(const char *dir)
{
    char path[500];
    snprintf(path, sizeof path, "%s/fit.json", dir);
    char *text = tcc_file_read(path, NULL);
    cJSON *doc = text != NULL ? cJSON_Parse(text) : NULL;
    free(text);
    cJSON *kept = cJSON_CreateObject();
    cJSON_AddItemToObject(kept, "answer", cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(doc, "answer"), 1));
    cJSON_AddItemToObject(kept, "candidates", cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(doc, "candidates"), 1));
    char *figures = doc != NULL ? cJSON_PrintUnformatted(kept) : NULL;
    cJSON_Delete(kept);
    cJSON_Delete(doc);
    return figures;
}

static int tc_shell(const char *command)
{
    char *argv[] = { "sh", "-c", (char *)command, NULL };
    struct tcc_proc_result pr;
    int ok = tcc_proc_run(argv, NULL, 900, &pr) == 0 && pr.exit_code == 0;
    if (!ok)
        fprintf(stderr, "  %s said: %s\n", command, pr.output ? pr.output : "");
    tcc_proc_free(&pr);
    return ok;
}

void test_e2e_plan_fit_merge(void)
{
    const char *dir = tc_test_tmpdir();
    char knobs[400], single[400], planned[400], lines[400], command[1400];
    snprintf(knobs, sizeof knobs, "%s/small.knobs", dir);
    snprintf(single, sizeof single, "%s/single", dir);
    snprintf(planned, sizeof planned, "%s/planned", dir);
    snprintf(lines, sizeof lines, "%s/lines.txt", dir);
    CHECK(tcc_file_write(knobs, "base = min.h\njob = min's job on BearSSL's engines\n"
                                "knob TC_BEARSSL_AES_CTR = br_aes_ct_ctr_vtable br_aes_small_ctr_vtable : AES\n"
                                "knob TC_BEARSSL_GHASH = br_ghash_ctmul br_ghash_ctmul32 : GHASH\n",
                         NULL) == TCC_OK);
    CHECK(tcc_mkdirs(single) == TCC_OK && tcc_mkdirs(planned) == TCC_OK);
    tc_expect(0, (const char *[]){ "fit", "--quiet", "--library", "bearssl", "--knobs", knobs, "--search", "greedy",
                                   "--need", TC_PLAN_JOB, "--out", single, NULL },
              (const char *[]){ "candidates of bearssl built and run", NULL });
    /* Rounds until the plan prints no line: greedy needs one after the first round's answer. */
    int rounds = 0;
    for (; rounds < 6; rounds++) {
        char *out = NULL;
        CHECK(tc_test_tool(&out, (const char *[]){ "plan", "fit", "--quiet", "--dir", planned, "--library", "bearssl",
                                                   "--knobs", knobs, "--search", "greedy", "--need", TC_PLAN_JOB,
                                                   NULL }) == 0);
        int empty = out == NULL || out[0] == '\0';
        CHECK(out != NULL && tcc_file_write(lines, out, NULL) == TCC_OK);
        free(out);
        if (empty)
            break;
        if (rounds == 0) /* a round not yet run leaves merge nothing to answer */
            tc_expect(2, (const char *[]){ "merge", planned, NULL }, (const char *[]){ "have no document yet", NULL });
        snprintf(command, sizeof command, "parallel --will-cite -j 2 < %s", lines);
        CHECK(tc_shell(command));
    }
    CHECK(rounds >= 2 && rounds < 6);
    tc_expect(0, (const char *[]){ "merge", planned, NULL },
              (const char *[]){ "by a plan's lines (tlscost plan fit)", "wrote", NULL });
    /* Figure for figure: the same answer and the same candidates, in the same order. */
    char *a = tc_fit_figures(single), *b = tc_fit_figures(planned);
    CHECK(a != NULL && b != NULL && strcmp(a, b) == 0);
    free(a);
    free(b);
    /* Another fit's options on the same folder are refused. */
    tc_expect(2, (const char *[]){ "plan", "fit", "--dir", planned, "--library", "bearssl", "--knobs", knobs, NULL },
              (const char *[]){ "holds another fit's plan", NULL });
    /* A truncated document: one line naming it. */
    char broken[400];
    snprintf(broken, sizeof broken, "%s/broken", dir);
    snprintf(command, sizeof command, "cp -r %s %s && f=$(ls %s/fit-*.json | head -n 1) && head -c 100 $f > $f.cut && "
             "mv $f.cut $f", planned, broken, broken);
    CHECK(tc_shell(command));
    tc_expect(2, (const char *[]){ "merge", broken, NULL },
              (const char *[]){ "is not a tlscost result document (truncated?)", "/broken/fit-", NULL });
}
