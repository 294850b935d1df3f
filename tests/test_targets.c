/* test_targets.c: fit and report on a core other than the default: every candidate a plan measures
 * runs on the fit's target (its line says so, its document is that core's, its id is not the
 * default core's), and the report's cells and prose come from the target's descriptor. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/base/tcc_error.h"
#include "../src/core/base/tcc_file.h"
#include "../src/core/model/tcc_json.h"
#include "../src/core/base/tcc_proc.h"
#include "../src/core/model/tcc_result.h"
#include "tc_test.h"
#include "tests.h"

#define TC_TARGET_JOB "tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify,sni,no-ems"

/* The first round of a planned BearSSL fit on target, its lines into *lines (free it). */
static int tc_plan_lines(const char *dir, const char *knobs, const char *target, char **lines)
{
    return tc_test_tool(lines, (const char *[]){ "plan", "fit", "--quiet", "--dir", dir, "--library", "bearssl",
                                                 "--knobs", knobs, "--search", "exhaustive", "--need", TC_TARGET_JOB,
                                                 "--target", target, NULL });
}

/* The candidate ids ("fit-..." before ".h") of a plan's lines, joined by spaces. */
static void tc_line_ids(const char *lines, char *out, size_t size)
{
    out[0] = '\0';
    for (const char *p = lines; p != NULL && (p = strstr(p, "/fit-")) != NULL; p += 5) {
        size_t len = strcspn(p + 1, ".");
        if (strncmp(p + 1 + len, ".h ", 3) == 0)
            snprintf(out + strlen(out), size - strlen(out), "%.*s ", (int)len, p + 1);
    }
}

void test_e2e_fit_target(void)
{
    const char *dir = tc_test_tmpdir();
    char knobs[300], on_m3[300], on_m4[300];
    snprintf(knobs, sizeof knobs, "%s/one.knobs", dir);
    snprintf(on_m3, sizeof on_m3, "%s/m3", dir);
    snprintf(on_m4, sizeof on_m4, "%s/m4", dir);
    CHECK(tcc_file_write(knobs, "base = min.h\njob = min's job on BearSSL's engines\n"
                                "knob TC_BEARSSL_GHASH = br_ghash_ctmul br_ghash_ctmul32 : GHASH\n",
                         NULL) == TCC_OK);
    CHECK(tcc_mkdirs(on_m3) == TCC_OK && tcc_mkdirs(on_m4) == TCC_OK);
    char *m3 = NULL, *m4 = NULL, ids3[256], ids4[256];
    CHECK_EQ_U(tc_plan_lines(on_m3, knobs, "m3", &m3), 0);
    CHECK_EQ_U(tc_plan_lines(on_m4, knobs, "m4", &m4), 0);
    tc_line_ids(m3, ids3, sizeof ids3);
    tc_line_ids(m4, ids4, sizeof ids4);
    /* Two candidates each; every m3 line measures on m3, and no m3 candidate is an m4 one. */
    CHECK(m3 != NULL && strstr(m3, " --target m3 ") != NULL && strstr(m3, " --target m4 ") == NULL);
    CHECK(m4 != NULL && strstr(m4, " --target m4 ") != NULL);
    CHECK(strlen(ids3) > 10 && strlen(ids4) > 10 && strcmp(ids3, ids4) != 0);
    for (const char *id = ids3; *id; id += strcspn(id, " ") + 1) {
        char one[32];
        snprintf(one, sizeof one, "%.*s", (int)strcspn(id, " "), id);
        CHECK(strstr(ids4, one) == NULL);
    }
    /* The first line, run, measures on the Cortex-M3. */
    char line[8192], json[400];
    snprintf(line, sizeof line, "%.*s", m3 != NULL ? (int)strcspn(m3, "\n") : 0, m3 != NULL ? m3 : "");
    const char *at = strstr(line, "--json ");
    snprintf(json, sizeof json, "%.*s", at ? (int)strcspn(at + 7, " ") : 0, at ? at + 7 : "");
    char *argv[] = { "sh", "-c", line, NULL };
    struct tcc_proc_result pr;
    CHECK(tcc_proc_run(argv, NULL, 600, &pr) == TCC_OK && pr.exit_code == 0);
    tcc_proc_free(&pr);
    static struct tcc_result r;
    CHECK(json[0] != '\0' && tcc_json_read_result(json, &r, NULL) == TCC_OK);
    CHECK(strcmp(r.target, "m3") == 0 && strcmp(r.board, "mps2-an385") == 0 && r.run_complete);
    free(m3);
    free(m4);
    /* An unknown target is one line naming the known ones. */
    tc_expect(2, (const char *[]){ "fit", "--target", "m99", NULL },
              (const char *[]){ "--target 'm99' unknown; known: host, ", NULL });
}

void test_e2e_report_target(void)
{
    const char *dir = tc_test_tmpdir();
    tc_expect(0, (const char *[]){ "report", "--target", "m3", "--only", "min", "--no-peers", "--no-profile", "--out",
                                   dir, "--quiet", NULL },
              (const char *[]){ NULL });
    char path[400];
    snprintf(path, sizeof path, "%s/report.md", dir);
    char *md = tcc_file_read(path, NULL);
    snprintf(path, sizeof path, "%s/report.html", dir);
    char *html = tcc_file_read(path, NULL);
    /* The prose is the m3 fragment's: its title, its counter and its cycle model's basis. */
    CHECK(md != NULL && strstr(md, "built for and run on Cortex-M3, QEMU mps2-an385 (mk/target/m3.mk)") != NULL);
    CHECK(md != NULL && strstr(md, "the Cortex-M3's documented timings") != NULL);
    CHECK(md != NULL && strstr(md, "Cortex-M4") == NULL);
    CHECK(html != NULL && strstr(html, "Cortex-M3, QEMU mps2-an385") != NULL && strstr(html, "Cortex-M4") == NULL);
    free(md);
    free(html);
    /* The cell ran there, with the M3's cycle estimate. */
    static struct tcc_result min;
    snprintf(path, sizeof path, "%s/report.json", dir);
    CHECK(tcc_json_read_cell(path, "min", &min, NULL) == TCC_OK);
    CHECK(strcmp(min.target, "m3") == 0 && min.run_complete);
    CHECK(min.estimate.present && strcmp(min.estimate.model, "cortex-m3") == 0);
    char *json = tcc_file_read(path, NULL);
    CHECK(json != NULL && strstr(json, "\"target\":\t\"m3\"") != NULL);
    free(json);
}

void test_e2e_report_profile_without_model(void)
{
    /* m7 has no cycle model: the report's per-function profile is instructions only, not a failure. */
    const char *dir = tc_test_tmpdir();
    tc_expect(0, (const char *[]){ "report", "--target", "m7", "--only", "min", "--no-peers", "--out", dir, "--quiet",
                                   NULL },
              (const char *[]){ NULL });
    char path[400];
    snprintf(path, sizeof path, "%s/report.md", dir);
    char *md = tcc_file_read(path, NULL);
    CHECK(md != NULL && strstr(md, "## Where the client's handshake goes, per function (min)") != NULL);
    CHECK(md != NULL && strstr(md, "| 1 | mbedtls_") != NULL);
    CHECK(md != NULL && strstr(md, "has no cycle model (mk/target/m7.mk), so there is no estimate") != NULL);
    CHECK(md != NULL && strstr(md, "Not profiled:") == NULL);
    free(md);
}

/* report --part: the estimates are on the part, at its clock, labelled with it; with a part that
 * gives its current the answer gains the energy projection; a part of another core is refused
 * before anything is measured. */
void test_e2e_report_part(void)
{
    const char *dir = tc_test_tmpdir();
    char path[400];
    tc_expect(0, (const char *[]){ "report", "--target", "m0plus", "--part", "rp2040", "--only", "min", "--no-peers",
                                   "--no-profile", "--out", dir, "--quiet", NULL },
              (const char *[]){ NULL });
    snprintf(path, sizeof path, "%s/report.md", dir);
    char *md = tcc_file_read(path, NULL);
    CHECK(md != NULL && strstr(md, "Time at 125 MHz: the estimate prices every instruction with the Cortex-M0+'s "
                                   "documented timings on RP2040") != NULL);
    CHECK(md != NULL && strstr(md, "est. ms at 125 MHz (on rp2040)") != NULL);
    CHECK(md != NULL && strstr(md, "handshake est. mJ") == NULL);
    free(md);
    snprintf(path, sizeof path, "%s/report.json", dir);
    char *json = tcc_file_read(path, NULL);
    CHECK(json != NULL && strstr(json, "\"part\":\t\"rp2040\"") != NULL);
    free(json);
    tc_expect(0, (const char *[]){ "report", "--part", "nrf52840", "--only", "min", "--no-peers", "--no-profile",
                                   "--out", dir, "--quiet", NULL },
              (const char *[]){ NULL });
    snprintf(path, sizeof path, "%s/report.md", dir);
    md = tcc_file_read(path, NULL);
    CHECK(md != NULL && strstr(md, "| handshake est. mJ (projection) |") != NULL);
    CHECK(md != NULL && strstr(md, "Energy is a projection: the estimated time x nrf52840's run current, 3.3 mA at "
                                   "3.00 V") != NULL);
    CHECK(md != NULL && strstr(md, "| state | instructions | heap peak | stack | est. ms | est. uJ |") != NULL);
    CHECK(md != NULL && strstr(md, "Projected energy: the handshake ") != NULL && strstr(md, " uJ per KB)") != NULL);
    free(md);
    tc_expect(2, (const char *[]){ "report", "--part", "rp2040", "--only", "min", "--out", dir, NULL },
              (const char *[]){ "part rp2040 has a cortex-m0plus core, target m4 a cortex-m4", NULL });
}
