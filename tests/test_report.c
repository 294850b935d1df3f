/* test_report.c: the report and compare commands end to end (a small matrix, real builds and
 * runs), the HTML page rendered by headless Chromium, and budget parsing. */
#include <cjson/cJSON.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/matrix/tcc_budget.h"
#include "../src/core/base/tcc_error.h"
#include "../src/core/base/tcc_file.h"
#include "../src/core/search/tcc_fit.h"
#include "../src/core/model/tcc_figures.h"
#include "../src/core/model/tcc_json.h"
#include "../src/core/base/tcc_proc.h"
#include "../src/report/tcc_fmt.h"
#include "tc_test.h"
#include "tests.h"

static int tc_count(const char *text, const char *needle)
{
    int n = 0;
    for (const char *p = text; (p = strstr(p, needle)) != NULL; p += strlen(needle))
        n++;
    return n;
}

void test_budget_parse(void)
{
    struct tcc_budget b;
    CHECK(tcc_budget_parse("60000", &b) == 0 && !b.growth);
    CHECK(tcc_budget_exceeded(&b, 1, 60001) && !tcc_budget_exceeded(&b, 1, 60000));
    CHECK(tcc_budget_parse("+512", &b) == 0 && b.growth && !b.percent);
    CHECK(tcc_budget_exceeded(&b, 1000, 1513) && !tcc_budget_exceeded(&b, 1000, 1512));
    CHECK(tcc_budget_parse("+2%", &b) == 0 && b.percent);
    CHECK(tcc_budget_exceeded(&b, 1000, 1021) && !tcc_budget_exceeded(&b, 1000, 1020));
    CHECK(tcc_budget_parse("2%", &b) == -1);
    CHECK(tcc_budget_parse("+x", &b) == -1);
    CHECK(tcc_budget_parse("", &b) == -1);
}

/* The flash total and library flash of the cell with profile in a report.json; 0, or -1. */
static int tc_report_flash(const char *path, const char *profile, uint64_t flash[2])
{
    char *text = tcc_file_read(path, NULL);
    cJSON *doc = text != NULL ? cJSON_Parse(text) : NULL;
    free(text);
    const cJSON *cell;
    int found = -1;
    cJSON_ArrayForEach(cell, cJSON_GetObjectItem(doc, "cells")) {
        const cJSON *name = cJSON_GetObjectItem(cJSON_GetObjectItem(cell, "cell"), "profile");
        const cJSON *f = cJSON_GetObjectItem(cell, "flash");
        if (cJSON_IsString(name) && strcmp(name->valuestring, profile) == 0 && f != NULL) {
            flash[0] = (uint64_t)cJSON_GetNumberValue(cJSON_GetObjectItem(f, "total"));
            flash[1] = (uint64_t)cJSON_GetNumberValue(cJSON_GetObjectItem(f, "library"));
            found = 0;
        }
    }
    cJSON_Delete(doc);
    return found;
}

/* A matrix of three: min, small, and an example config that cannot do the job. */
/* Every row of the table of figures reached every writer: small's values (read back from
 * report.json's result document) in report.md's and report.html's "Every figure" tables, a
 * column each of report.csv, and report.json's figures table and the cell's figures object. */
static void tc_check_every_figure(const char *dir, const char *md, const char *html)
{
    static struct tcc_result small;
    char path[500], value[32], cell[64];
    snprintf(path, sizeof path, "%s/report.json", dir);
    CHECK(tcc_json_read_cell(path, "small", &small, NULL) == TCC_OK);
    char *json_text = tcc_file_read(path, NULL);
    cJSON *doc = json_text != NULL ? cJSON_Parse(json_text) : NULL;
    free(json_text);
    const cJSON *c, *figures = NULL;
    cJSON_ArrayForEach(c, cJSON_GetObjectItem(doc, "cells")) {
        const cJSON *id = cJSON_GetObjectItem(cJSON_GetObjectItem(c, "matrix"), "id");
        if (cJSON_IsString(id) && strcmp(id->valuestring, "small") == 0)
            figures = cJSON_GetObjectItem(c, "figures");
    }
    CHECK_EQ_U(cJSON_GetArraySize(cJSON_GetObjectItem(doc, "figures")), tcc_figure_count);
    snprintf(path, sizeof path, "%s/report.csv", dir);
    char *csv = tcc_file_read(path, NULL);
    const char *csv_row = csv != NULL ? strstr(csv, "\nsmall,") : NULL;
    char md_row[2000] = "| small |", csv_values[800] = "", name_col[64];
    for (unsigned i = 0; i < tcc_figure_count; i++) {
        const struct tcc_figure *f = &tcc_figures[i];
        uint64_t v = f->get(&small);
        CHECK(v > 0 || strcmp(f->name, "heap_after_free") == 0);
        CHECK(cJSON_GetNumberValue(cJSON_GetObjectItem(figures, f->name)) == (double)v);
        snprintf(cell, sizeof cell, " %s %s |", tcc_fmt_count(v, value, sizeof value), tcc_figure_unit(f, &small));
        strncat(md_row, cell, sizeof md_row - strlen(md_row) - 1);
        snprintf(cell, sizeof cell, "%llu,", (unsigned long long)v);
        strncat(csv_values, cell, sizeof csv_values - strlen(csv_values) - 1);
        snprintf(name_col, sizeof name_col, ",%s,", f->name);
        CHECK(csv != NULL && strstr(csv, name_col) != NULL);
        snprintf(cell, sizeof cell, "<th>%s</th>", f->label);
        CHECK(html != NULL && strstr(html, cell) != NULL);
    }
    CHECK(md != NULL && strstr(md, "## Every figure") != NULL && strstr(md, md_row) != NULL);
    if (md != NULL && strstr(md, md_row) == NULL)
        fprintf(stderr, "  expected in report.md: %s\n", md_row);
    CHECK(csv_row != NULL && strstr(csv_row, csv_values) != NULL);
    CHECK(html != NULL && strstr(html, "Every figure</h2>") != NULL);
    free(csv);
    cJSON_Delete(doc);
}

void test_e2e_report(void)
{
    const char *dir = tc_test_tmpdir();
    char *out = NULL, path[400];
    int code = tc_test_tool(&out, (const char *[]){ "report", "--out", dir, "--only", "min,small,example-thread",
                                                    "--no-peers", NULL });
    CHECK_EQ_U(code, 0);
    CHECK(out != NULL && strstr(out, "cell 2 of 3: small") != NULL);
    CHECK(out != NULL && strstr(out, "3 cells, 1 did not complete") != NULL);
    free(out);
    snprintf(path, sizeof path, "%s/report.md", dir);
    char *md = tcc_file_read(path, NULL);
    /* small's row holds the flash that report.json holds for it, total then library. */
    char json_path[400], row[120], total[32], library[32];
    snprintf(json_path, sizeof json_path, "%s/report.json", dir);
    uint64_t flash[2] = { 0, 0 };
    CHECK(tc_report_flash(json_path, "small", flash) == 0 && flash[0] > 20000 && flash[1] > 20000);
    snprintf(row, sizeof row, "| small | %s | %s |", tcc_fmt_count(flash[0], total, sizeof total),
             tcc_fmt_count(flash[1], library, sizeof library));
    CHECK(md != NULL && strstr(md, row) != NULL);
    /* Each profile's handshake has its cycle estimate beside the lower bound, and report.json
     * says what the estimate is. */
    CHECK(md != NULL && strstr(md, "est. ms at 168 MHz (0 wait states)") != NULL);
    /* The accelerator section starts each row from min's software estimate in report.json. */
    static struct tcc_result min;
    char accel_row[80];
    CHECK(tcc_json_read_cell(json_path, "min", &min, NULL) == TCC_OK && min.estimate.present);
    snprintf(accel_row, sizeof accel_row, "| Mbed TLS min | atecc608a | %.0f | ",
             (double)min.estimate.handshake_cycles / ((double)min.estimate.clock_mhz * 1000.0));
    CHECK(md != NULL && strstr(md, "## With a crypto accelerator (a projection, not a measurement)") != NULL &&
          strstr(md, accel_row) != NULL);
    /* Each of min's operations has its estimated time. */
    CHECK(min.client.ops[TCC_OP_ECDSA_VERIFY].est_cycles > min.client.ops[TCC_OP_ECDSA_VERIFY].instr);
    CHECK(md != NULL && strstr(md, "(x2, est. ") != NULL);
    CHECK(md != NULL && strstr(md, "## Largest symbols of min's client image") != NULL &&
          strstr(md, " | code | ") != NULL);
    static struct tcc_result estimated;
    CHECK(tcc_json_read_cell(json_path, "small", &estimated, NULL) == TCC_OK && estimated.estimate.present &&
          strcmp(estimated.estimate.model, "cortex-m4") == 0 &&
          estimated.estimate.handshake_cycles > estimated.client.handshake_instr &&
          estimated.estimate.handshake_cycles_low < estimated.estimate.handshake_cycles &&
          estimated.estimate.handshake_cycles < estimated.estimate.handshake_cycles_high);
    CHECK(md != NULL && strstr(md, "| example-thread | does not build |") != NULL);
    CHECK(md != NULL && strstr(md, "cannot be a TLS client that authenticates its server") != NULL);
    free(md);
    snprintf(path, sizeof path, "%s/report.csv", dir);
    char *csv = tcc_file_read(path, NULL);
    CHECK(csv != NULL && tc_count(csv, "\n") == 4);
    free(csv);
    static struct tcc_result first;
    snprintf(path, sizeof path, "%s/report.json", dir);
    CHECK(tcc_json_read_cell(path, "min", &first, NULL) == TCC_OK && strcmp(first.profile, "min") == 0);
    /* A report of several cells is not read as one result without saying which. */
    struct tcc_diag which = { .text = "" };
    CHECK(tcc_json_read_result(path, &first, &which) == TCC_E_INPUT && strstr(which.text, "--cell NAME") != NULL);

    /* The page renders in Chromium with its tables and charts. */
    snprintf(path, sizeof path, "file://%s/report.html", dir);
    char profile_dir[400];
    snprintf(profile_dir, sizeof profile_dir, "--user-data-dir=%s/chromium", dir);
    char *argv[] = { "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                     "--disable-background-networking", "--disable-component-update", "--disable-sync", profile_dir,
                     "--dump-dom", path, NULL };
    struct tcc_proc_result pr;
    CHECK(tcc_proc_run(argv, "/dev/null", 120, &pr) == TCC_OK);
    CHECK(pr.output != NULL && strstr(pr.output, "<h1>tlscost report</h1>") != NULL);
    CHECK(pr.output != NULL && tc_count(pr.output, "<svg class=\"chart\"") >= 6);
    CHECK(pr.output != NULL && tc_count(pr.output, "<rect") >= 10);
    CHECK(pr.output != NULL && strstr(pr.output, "<polyline") != NULL);
    /* The answer's Chart.js charts drew (each canvas says so once it has), with no script error. */
    CHECK(pr.output != NULL && tc_count(pr.output, "data-drawn=\"2 rows\"") == 2);
    CHECK(pr.output != NULL && strstr(pr.output, "data-script-error=\"") == NULL);
    /* The cell that fails on purpose says which pitfall it shows; the sections after the answer fold. */
    CHECK(pr.output != NULL && strstr(pr.output, "pitfall shown: EC J-PAKE over DTLS") != NULL);
    CHECK(pr.output != NULL && tc_count(pr.output, "<details>") >= 5);
    char md_path[500];
    snprintf(md_path, sizeof md_path, "%s/report.md", dir);
    char *md_again = tcc_file_read(md_path, NULL);
    tc_check_every_figure(dir, md_again, pr.output);
    free(md_again);
    tcc_proc_free(&pr);
    /* A screenshot of the first screen, kept for people to look at. */
    char shot[600], shot_dir[500];
    snprintf(shot_dir, sizeof shot_dir, "%s/build/artifacts", tc_test_home());
    tcc_mkdirs(shot_dir);
    snprintf(shot, sizeof shot, "--screenshot=%s/report-first-screen.png", shot_dir);
    char *shot_argv[] = { "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                          "--disable-background-networking", "--disable-component-update", "--disable-sync", profile_dir,
                          "--window-size=1200,1100", shot, path, NULL };
    CHECK(tcc_proc_run(shot_argv, "/dev/null", 120, &pr) == TCC_OK && pr.exit_code == 0);
    tcc_proc_free(&pr);
    snprintf(shot, sizeof shot, "%s/report-first-screen.png", shot_dir);
    CHECK(tcc_path_exists(shot));
}

void test_e2e_compare(void)
{
    const char *dir = tc_test_tmpdir();
    char min[400], small[400], bogus[400];
    snprintf(min, sizeof min, "%s/min.json", dir);
    snprintf(small, sizeof small, "%s/small.json", dir);
    snprintf(bogus, sizeof bogus, "%s/bogus.json", dir);
    char *out = NULL;
    CHECK(tc_test_tool(&out, (const char *[]){ "run", "--quiet", "--profile", "min", "--json", min, NULL }) == 0);
    free(out);
    CHECK(tc_test_tool(&out, (const char *[]){ "run", "--quiet", "--profile", "small", "--json", small, NULL }) == 0);
    free(out);
    CHECK(tc_test_tool(&out, (const char *[]){ "compare", min, small, NULL }) == 0);
    CHECK(out != NULL && strstr(out, "flash total") != NULL && strstr(out, "step SERVER_CERTIFICATE instructions"));
    /* small saves about 10 KB of flash: a negative delta of five digits; aes.o is where most goes. */
    CHECK(out != NULL && strstr(out, "-10,") != NULL);
    CHECK(out != NULL && strstr(out, "Flash by object, largest change first") != NULL && strstr(out, "\naes.o ") != NULL);
    free(out);
    /* By symbol, from two symbol documents: the changes add up to the images' flash difference. */
    static struct tcc_result min_result, small_flash;
    CHECK(tcc_json_read_result(min, &min_result, NULL) == TCC_OK && tcc_json_read_result(small, &small_flash, NULL) == TCC_OK);
    char min_symbols[400], small_symbols[400], sum[80], delta[32];
    snprintf(min_symbols, sizeof min_symbols, "%s/min.symbols.json", dir);
    snprintf(small_symbols, sizeof small_symbols, "%s/small.symbols.json", dir);
    tc_expect(0, (const char *[]){ "symbols", "--quiet", "--json", min_symbols, NULL }, (const char *[]){ "code", NULL });
    tc_expect(0, (const char *[]){ "symbols", "--quiet", "--profile", "small", "--json", small_symbols, NULL },
              (const char *[]){ "code", NULL });
    snprintf(sum, sizeof sum, "the changed symbols add up to %s B of flash",
             tcc_fmt_delta((int64_t)small_flash.flash.total - (int64_t)min_result.flash.total, delta, sizeof delta));
    tc_expect(0, (const char *[]){ "compare", min_symbols, small_symbols, NULL },
              (const char *[]){ sum, "FT1 (aes.o)", NULL });
    tc_expect(2, (const char *[]){ "compare", min_symbols, small_symbols, "--max-flash", "1", NULL },
              (const char *[]){ "budgets apply to result documents", NULL });
    /* Every budget gets its line, kept or not; one-tick changes are not differences. */
    char json[400];
    snprintf(json, sizeof json, "%s/compare.json", dir);
    CHECK(tc_test_tool(&out, (const char *[]){ "compare", min, small, "--max-flash", "50000", "--max-instr", "+1%",
                                               "--json", json, NULL }) == 0);
    CHECK(out != NULL && strstr(out, "budget flash total 50000: ok, new ") != NULL);
    CHECK(out != NULL && strstr(out, "budget handshake instructions +1%: ok") != NULL);
    CHECK(out != NULL && strstr(out, "-0.00") == NULL);
    free(out);
    char *doc = tcc_file_read(json, NULL);
    CHECK(doc != NULL && strstr(doc, "\"schema\":\t\"tlscost-compare/1\"") != NULL && strstr(doc, "\"ok\":\ttrue") != NULL);
    free(doc);
    CHECK(tc_test_tool(&out, (const char *[]){ "compare", small, min, "--max-flash", "+2%", NULL }) == 1);
    CHECK(out != NULL && strstr(out, "budget flash total +2%: EXCEEDED") != NULL);
    free(out);
    CHECK(tc_test_tool(&out, (const char *[]){ "compare", min, small, "--max-heap", "30000", NULL }) == 1);
    CHECK(out != NULL && strstr(out, "budget heap peak 30000: EXCEEDED") != NULL);
    free(out);
    CHECK(tc_test_tool(&out, (const char *[]){ "compare", min, min, NULL }) == 0);
    CHECK(out != NULL && strstr(out, "+0.00") == NULL && strstr(out, "-0.00") == NULL);
    free(out);
    /* A figure added through the table alone (tcc_figures.c): the bytes both sides sent. Its budget
     * holds at exactly the run's bytes and is exceeded one byte below. */
    static struct tcc_result small_result;
    CHECK(tcc_json_read_result(small, &small_result, NULL) == TCC_OK);
    char wire[32], below[32];
    snprintf(wire, sizeof wire, "%llu",
             (unsigned long long)(small_result.bytes_to_server + small_result.bytes_to_client));
    snprintf(below, sizeof below, "%llu",
             (unsigned long long)(small_result.bytes_to_server + small_result.bytes_to_client - 1));
    CHECK(tc_test_tool(&out, (const char *[]){ "compare", min, small, "--max-wire", wire, NULL }) == 0);
    CHECK(out != NULL && strstr(out, "bytes on the wire") != NULL && strstr(out, ": ok, new ") != NULL);
    free(out);
    CHECK(tc_test_tool(&out, (const char *[]){ "compare", min, small, "--max-wire", below, NULL }) == 1);
    CHECK(out != NULL && strstr(out, "budget bytes on the wire") != NULL && strstr(out, "EXCEEDED") != NULL);
    free(out);
    CHECK(tc_test_tool(&out, (const char *[]){ "compare", min, small, "--max-heap", "lots", NULL }) == 2);
    CHECK(out != NULL && strstr(out, "--max-heap 'lots' is not a budget") != NULL);
    free(out);
    tcc_file_write(bogus, "{\"schema\": \"tlscost-result/1\", \"cell\": {\"profile\": ", NULL);
    CHECK(tc_test_tool(&out, (const char *[]){ "compare", min, bogus, NULL }) == 2);
    CHECK(out != NULL && strstr(out, "not valid JSON") != NULL);
    free(out);
    tcc_file_write(bogus, "{\"schema\": \"other/2\"}", NULL);
    CHECK(tc_test_tool(&out, (const char *[]){ "compare", bogus, min, NULL }) == 2);
    CHECK(out != NULL && strstr(out, "not a tlscost result") != NULL);
    free(out);
}

void test_e2e_user_config(void)
{
    const char *dir = tc_test_tmpdir();
    char cfg[400], json[400];
    snprintf(cfg, sizeof cfg, "%s/out4k.h", dir);
    snprintf(json, sizeof json, "%s/r.json", dir);
    tcc_file_write(cfg, "/* a 4 KB send buffer on top of the profile */\n#define MBEDTLS_SSL_OUT_CONTENT_LEN 4096\n", NULL);
    char *out = NULL;
    CHECK(tc_test_tool(&out, (const char *[]){ "run", "--quiet", "--profile", "min", "--user-config", cfg, "--json",
                                               json, NULL }) == 0);
    free(out);
    static struct tcc_result r;
    CHECK(tcc_json_read_result(json, &r, NULL) == TCC_OK);
    /* Two record buffers: 16,384 + 4,096 of content, each with its overhead. */
    CHECK(r.client.setup.heap_live < 34321 - 12000 && r.client.setup.heap_live > 20000);
    CHECK(r.run_complete);
    /* What was measured says so: the label, the header's path, checksum and macros. */
    CHECK(strcmp(r.profile, "min + out4k.h") == 0);
    CHECK(strstr(r.user_config, "out4k.h") != NULL && strlen(r.user_config_sha256) == 64);
    CHECK(strcmp(r.user_config_macros, "MBEDTLS_SSL_OUT_CONTENT_LEN") == 0);
    /* An error in the header is blamed on the header. */
    char broken[400];
    snprintf(broken, sizeof broken, "%s/broken.h", dir);
    tcc_file_write(broken, "#define MBEDTLS_SSL_OUT_CONTENT_LEN 4096\nint broken = ;\n", NULL);
    tc_expect(1, (const char *[]){ "run", "--quiet", "--user-config", broken, NULL },
              (const char *[]){ "min + broken.h does not build: an error in the user config header", "broken.h:2:", NULL });
}

/* A requirement that cannot be met says which constraint fails and by how much. */
void test_e2e_fit_infeasible(void)
{
    const char *dir = tc_test_tmpdir();
    char *out = NULL, path[400];
    int code = tc_test_tool(&out, (const char *[]){ "fit", "--quiet", "--max-candidates", "1", "--max-heap", "20000",
                                                    "--out", dir, NULL });
    CHECK_EQ_U(code, 1);
    CHECK(out != NULL && strstr(out, "the requirement cannot be met within the limits: heap peak 36,") != NULL);
    CHECK(out != NULL && strstr(out, "> 20,000 by 16,") != NULL);
    free(out);
    snprintf(path, sizeof path, "%s/fit-config.h", dir);
    char *header = tcc_file_read(path, NULL);
    CHECK(header != NULL && strstr(header, "#define MBEDTLS_SSL_SERVER_NAME_INDICATION") != NULL);
    free(header);
    snprintf(path, sizeof path, "%s/fit.html", dir);
    CHECK(tcc_path_exists(path));
    code = tc_test_tool(&out, (const char *[]){ "fit", "--need", "tls1.3,p256", NULL });
    CHECK_EQ_U(code, 2);
    CHECK(out != NULL && strstr(out, "--need names no job fit knows") != NULL);
    free(out);
    code = tc_test_tool(&out, (const char *[]){ "fit", "--max-ms", "fast", NULL });
    CHECK_EQ_U(code, 2);
    CHECK(out != NULL && strstr(out, "--max-ms 'fast' is not MS@MHZ") != NULL);
    free(out);
    /* On a part, the time limit judges the estimate, not the lower bound: the minimal client
     * takes at least 600 ms at 168 MHz but is estimated at about 1 s on an STM32F407. */
    code = tc_test_tool(&out, (const char *[]){ "fit", "--quiet", "--max-candidates", "1", "--part", "stm32f407",
                                                "--max-ms", "800@168MHz", "--out", dir, NULL });
    CHECK_EQ_U(code, 1);
    CHECK(out != NULL && strstr(out, "estimated handshake cycles 1") != NULL && strstr(out, "> 134,400,000 by") != NULL);
    free(out);
    code = tc_test_tool(&out, (const char *[]){ "fit", "--part", "stm32f411", "--max-ms", "800@168MHz", NULL });
    CHECK_EQ_U(code, 2);
    CHECK(out != NULL && strstr(out, "part stm32f411 runs at 100 MHz") != NULL);
    free(out);
}

/* fit's security floor: the extended master secret is part of every job unless waived by name,
 * and the answer says what was waived. */
void test_fit_security_floor(void)
{
    struct tcc_fit_need need = { .job = NULL };
    CHECK(tcc_fit_parse_need("tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify,sni", &need, NULL) == TCC_OK);
    CHECK(need.ems && need.sni && need.waived[0] == '\0');
    CHECK(tcc_fit_parse_need("tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify,no-ems", &need, NULL) == TCC_OK);
    CHECK(!need.ems && strstr(need.waived, "extended master secret") != NULL);
    static struct tcc_fit fit;
    memset(&fit, 0, sizeof fit);
    CHECK(tcc_fit_parse_need("tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify", &fit.need, NULL) == TCC_OK);
    CHECK(tcc_fit_init(&fit, tc_test_home(), "mbedtls", NULL, NULL) == TCC_OK);
    for (unsigned k = 0; k < fit.n_knobs; k++)
        CHECK(strcmp(fit.knobs[k].name, "MBEDTLS_SSL_EXTENDED_MASTER_SECRET") != 0);
    char text[4096];
    struct tcc_fit_candidate minimal;
    memset(&minimal, 0, sizeof minimal);
    tcc_fit_config_text(&fit, &minimal, text, sizeof text);
    CHECK(strstr(text, "#define MBEDTLS_SSL_EXTENDED_MASTER_SECRET\n") != NULL);
}
