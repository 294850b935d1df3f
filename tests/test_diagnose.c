/* test_diagnose.c: tlscost diagnose. Its set-up read from the config's preprocessed options (a
 * drop only for what the config enables, its dependents only where enabled, a switch only where
 * the config lacks that setting, what the bare-chip adaptation took away), its bad input in one
 * line each, and end to end on a small config: the option the job needs is measured and kept, the
 * switch that is faster is reported with its figures and goes into the diff, a config's clock
 * builds and runs (the harness's fixed date), two runs print
 * the same tables, and the document --json writes is what report --diagnose shows. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/base/tcc_error.h"
#include "../src/core/base/tcc_file.h"
#include "../src/core/search/tcc_diagnose.h"
#include "../src/core/model/tcc_target.h"
#include "../src/report/tcc_report.h"
#include "tc_test.h"
#include "tests.h"

/* A small TLS 1.2 client config: fit's ECDHE-ECDSA base with SNI, EMS and ASN.1 writing, then extra. */
static void tc_small_config(const char *path, const char *extra)
{
    char text[2048];
    snprintf(text, sizeof text,
             "#include \"%s/profiles/mbedtls/fit/ecdhe-ecdsa.h\"\n#define MBEDTLS_SSL_SERVER_NAME_INDICATION\n"
             "#define MBEDTLS_SSL_EXTENDED_MASTER_SECRET\n#define MBEDTLS_ASN1_WRITE_C\n%s", tc_test_home(), extra);
    tcc_file_write(path, text, NULL);
}

static struct tcc_diagnose tc_dg;
static struct tcc_fit tc_dg_fit;

static int tc_diagnose_of(const char *config, const char *knobs, struct tcc_diag *d)
{
    memset(&tc_dg, 0, sizeof tc_dg);
    memset(&tc_dg_fit, 0, sizeof tc_dg_fit);
    tc_dg.fit = &tc_dg_fit;
    if (tcc_fit_parse_need("tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify", &tc_dg.fit->need, d) != TCC_OK)
        return TCC_E_USAGE;
    snprintf(tc_dg.fit->work_dir, sizeof tc_dg.fit->work_dir, "%s", tc_test_tmpdir());
    return tcc_diagnose_init(&tc_dg, tc_test_home(), "mbedtls", knobs, config, TCC_TARGET_DEFAULT, d);
}

/* The knob of that name (its macros, space-separated), or -1. */
static int tc_knob(const char *name)
{
    for (unsigned k = 0; k < tc_dg.fit->n_knobs; k++)
        if (strcmp(tc_dg.fit->knobs[k].name, name) == 0)
            return (int)k;
    return -1;
}

void test_diagnose_setup(void)
{
    const char *dir = tc_test_tmpdir();
    char config[400], knobs[400];
    struct tcc_diag d = { .text = "" };
    snprintf(config, sizeof config, "%s/sdk.h", dir);
    tc_small_config(config, "#define MBEDTLS_SHA1_C\n#define MBEDTLS_CIPHER_MODE_CBC\n#define MBEDTLS_CIPHER_PADDING_PKCS7\n"
                            "#define MBEDTLS_NET_C\n#define MBEDTLS_ECP_WINDOW_SIZE 2\n");
    CHECK(tc_diagnose_of(config, NULL, &d) == TCC_OK);
    /* Drops: only what the config enables, with only the dependents it enables. */
    CHECK(tc_knob("MBEDTLS_SHA1_C") >= 0);
    CHECK(tc_knob("MBEDTLS_CIPHER_MODE_CBC MBEDTLS_CIPHER_PADDING_PKCS7") >= 0);
    CHECK(tc_knob("MBEDTLS_SHA512_C MBEDTLS_SHA384_C") < 0 && tc_knob("MBEDTLS_SHA512_C") < 0);
    /* Switches: only settings the config does not have. */
    int nist = tc_knob("MBEDTLS_ECP_NIST_OPTIM"), window = tc_knob("MBEDTLS_ECP_WINDOW_SIZE");
    CHECK(nist >= 0 && window >= 0);
    for (unsigned v = 0; window >= 0 && v < tc_dg.fit->knobs[window].n_values; v++)
        CHECK(strcmp(tc_dg.fit->knobs[window].values[v], "2") != 0);
    CHECK(nist >= 0 && strcmp(tc_dg.fit->knobs[nist].values[0], TCC_FIT_AS_IS) == 0);
    /* The effective options, grouped, and what the bare-chip adaptation switched off. */
    int sha1_listed = 0;
    for (unsigned i = 0; i < tc_dg.n_options; i++)
        if (strcmp(tc_dg.options[i].name, "MBEDTLS_SHA1_C") == 0)
            sha1_listed = tc_dg.options[i].group < (int)tc_dg.n_groups &&
                          strcmp(tc_dg.groups[tc_dg.options[i].group], "hashes and random") == 0;
    CHECK(sha1_listed);
    CHECK(strstr(tc_dg.adapted, "NET_C") != NULL);
    /* A config the library's checks refuse: one line naming the header and its line. */
    tc_small_config(config, "#define MBEDTLS_SSL_PROTO_TLS1_3\n");
    d.text[0] = '\0';
    CHECK(tc_diagnose_of(config, NULL, &d) == TCC_E_BUILD);
    CHECK(strstr(d.text, "does not build") != NULL && strstr(d.text, ".h:") != NULL && strchr(d.text, '\n') == NULL);
    /* Another library's config. */
    tcc_file_write(config, "#define HAVE_ECC\n#define WOLFSSL_SP_MATH\n", NULL);
    d.text[0] = '\0';
    CHECK(tc_diagnose_of(config, NULL, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "is not a mbedtls config") != NULL);
    /* A bad knob line is named by its line. */
    tc_small_config(config, "");
    snprintf(knobs, sizeof knobs, "%s/bad.knobs", dir);
    tcc_file_write(knobs, "options = mbedtls/mbedtls_config.h\ndrop MBEDTLS_SHA1_C\n", NULL);
    d.text[0] = '\0';
    CHECK(tc_diagnose_of(config, knobs, &d) == TCC_E_INPUT);
    CHECK(strstr(d.text, "bad.knobs:2:") != NULL);
}

/* The change named in a list of the diagnosis document, or NULL. */
static const cJSON *tc_change(const cJSON *doc, const char *list, const char *change)
{
    const cJSON *c;
    cJSON_ArrayForEach(c, cJSON_GetObjectItemCaseSensitive(doc, list))
    {
        if (strcmp(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(c, "change")), change) == 0)
            return c;
    }
    return NULL;
}

/* diagnose --json's document says what the tables say, and the report shows it (report
 * --diagnose reads it, in Markdown and HTML); a file that is not one is refused in one line. */
static void tc_check_diagnosis_document(const char *path)
{
    struct tcc_diag d = { .text = "" };
    struct tcc_matrix_run run;
    memset(&run, 0, sizeof run);
    cJSON *doc = NULL;
    CHECK(tcc_report_diagnosis_load(path, &doc, &d) == TCC_OK);
    if (doc == NULL)
        return;
    const cJSON *sha1 = tc_change(doc, "pays_for", "-SHA1_C"), *gcm = tc_change(doc, "pays_for", "-GCM_C"),
                *nist = tc_change(doc, "missing", "+ECP_NIST_OPTIM");
    CHECK(sha1 != NULL && cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(sha1, "pays")) &&
          cJSON_GetObjectItemCaseSensitive(sha1, "flash_delta")->valuedouble < 0);
    CHECK(gcm != NULL && strcmp(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(gcm, "verdict")), "needed") == 0 &&
          cJSON_GetObjectItemCaseSensitive(gcm, "flash_delta") == NULL);
    CHECK(nist != NULL && cJSON_GetObjectItemCaseSensitive(nist, "handshake_instr_delta")->valuedouble < 0);
    CHECK(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(doc, "together"), "completed")));
    /* The config's clock stays (the harness's fixed date): nothing was switched off for it. */
    CHECK(cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(doc, "switched_off_for_a_bare_chip")) == 0);
    unsigned clock = 0;
    const cJSON *option;
    cJSON_ArrayForEach(option, cJSON_GetObjectItemCaseSensitive(doc, "options"))
    {
        const char *name = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(option, "name"));
        clock += strcmp(name, "MBEDTLS_HAVE_TIME") == 0 || strcmp(name, "MBEDTLS_HAVE_TIME_DATE") == 0;
    }
    CHECK(clock == 2);
    run.diagnosis = doc;
    char *md = NULL, *html = NULL;
    size_t md_len = 0, html_len = 0;
    FILE *out = open_memstream(&md, &md_len);
    tcc_md_diagnosis(out, &run);
    fclose(out);
    out = open_memstream(&html, &html_len);
    tcc_html_diagnosis(out, &run);
    fclose(out);
    CHECK(strstr(md, "## Your config, diagnosed") != NULL && strstr(md, "| -SHA1_C | ") != NULL &&
          strstr(md, "-GCM_C (kept: the job fails without it)") != NULL && strstr(md, "+#define MBEDTLS_ECP_NIST_OPTIM") != NULL);
    CHECK(strstr(html, "<td>+ECP_NIST_OPTIM</td>") != NULL);
    free(md);
    free(html);
    cJSON_Delete(doc);
    /* The report carries it: its section in report.md and the document in report.json. */
    char report_dir[400], report_md[450], report_json[450];
    snprintf(report_dir, sizeof report_dir, "%s/report", tc_test_tmpdir());
    snprintf(report_md, sizeof report_md, "%s/report.md", report_dir);
    snprintf(report_json, sizeof report_json, "%s/report.json", report_dir);
    CHECK(tcc_mkdirs(report_dir) == TCC_OK);
    char *said = NULL;
    CHECK(tc_test_tool(&said, (const char *[]){ "report", "--quiet", "--only", "min", "--no-peers", "--no-profile",
                                                "--diagnose", path, "--out", report_dir, NULL }) == 0);
    free(said);
    char *report = tcc_file_read(report_md, NULL), *report_doc = tcc_file_read(report_json, NULL);
    CHECK(report != NULL && strstr(report, "## Your config, diagnosed") != NULL);
    CHECK(report_doc != NULL && strstr(report_doc, "\"diagnosis\":") != NULL);
    free(report);
    free(report_doc);
    /* merge --diagnose: the same section in a report merged from a plan's cell documents. */
    char cells[400], cell_json[450], merged[400], merged_md[450];
    snprintf(cells, sizeof cells, "%s/cells", tc_test_tmpdir());
    snprintf(cell_json, sizeof cell_json, "%s/min.cell.json", cells);
    snprintf(merged, sizeof merged, "%s/merged", tc_test_tmpdir());
    snprintf(merged_md, sizeof merged_md, "%s/report.md", merged);
    CHECK(tcc_mkdirs(cells) == TCC_OK && tcc_mkdirs(merged) == TCC_OK);
    CHECK(tc_test_tool(&said, (const char *[]){ "cell", "min", "--json", cell_json, "--quiet", NULL }) == 0);
    free(said);
    CHECK(tc_test_tool(&said, (const char *[]){ "merge", cells, "--diagnose", path, "--out", merged, NULL }) == 0);
    free(said);
    report = tcc_file_read(merged_md, NULL);
    CHECK(report != NULL && strstr(report, "## Your config, diagnosed") != NULL && strstr(report, "| -SHA1_C | ") != NULL);
    free(report);
    /* A fit's, a bisection's or an A/B's documents make no report to add it to. */
    char fit_plan[450];
    snprintf(fit_plan, sizeof fit_plan, "%s/fit.plan", merged);
    CHECK(tcc_file_write(fit_plan, "", NULL) == TCC_OK);
    tc_expect(2, (const char *[]){ "merge", merged, "--diagnose", path, NULL },
              (const char *[]){ "--diagnose adds a section to a report", "a fit's documents", NULL });
    /* Not a diagnosis: refused in one line before any measuring. */
    char other[400];
    snprintf(other, sizeof other, "%s/result.json", tc_test_tmpdir());
    tcc_file_write(other, "{\"schema\": \"tlscost-result/1\"}\n", NULL);
    tc_expect(2, (const char *[]){ "report", "--quiet", "--diagnose", other, NULL },
              (const char *[]){ "is not a diagnosis (its schema is not tlscost-diagnose/1)", NULL });
}

/* Run diagnose on the small config with a knob file of four lines; its stdout without the line
 * that says how long it took. */
static char *tc_diagnose_output(const char *config, const char *knobs, const char *out_dir)
{
    char *output = NULL;
    char json[400];
    snprintf(json, sizeof json, "%s/diagnose.json", out_dir);
    int code = tc_test_tool(&output, (const char *[]){ "diagnose", "--quiet", "--config", config, "--knobs", knobs,
                                                       "--out", out_dir, "--json", json, NULL });
    CHECK(code == 0);
    char *took = output != NULL ? strstr(output, "Diagnosed in ") : NULL;
    if (took != NULL)
        memmove(took, took + strcspn(took, "\n"), strlen(took + strcspn(took, "\n")) + 1);
    return output;
}

void test_e2e_diagnose(void)
{
    const char *dir = tc_test_tmpdir();
    char config[400], knobs[400], diff_path[400];
    snprintf(config, sizeof config, "%s/sdk.h", dir);
    snprintf(knobs, sizeof knobs, "%s/four.knobs", dir);
    tc_small_config(config, "#define MBEDTLS_SHA1_C\n#define MBEDTLS_HAVE_TIME\n#define MBEDTLS_HAVE_TIME_DATE\n");
    tcc_file_write(knobs, "preprocess = -DMBEDTLS_CONFIG_FILE=\"{config}\" -I{source}/include -include mbedtls/build_info.h\n"
                          "options = include/mbedtls/mbedtls_config.h\nstrip = MBEDTLS_\nignore = MBEDTLS_CONFIG_FILE\n"
                          "drop = MBEDTLS_GCM_C : GCM\ndrop = MBEDTLS_SHA1_C : SHA-1\n"
                          "add MBEDTLS_ECP_NIST_OPTIM = on : fast NIST reduction\n", NULL);
    char *first = tc_diagnose_output(config, knobs, dir), *second = tc_diagnose_output(config, knobs, dir);
    CHECK(first != NULL && second != NULL && strcmp(first, second) == 0);
    if (first == NULL || second == NULL) {
        free(first);
        free(second);
        return;
    }
    /* The job needs GCM: measured without it, it failed, so it is kept, not offered. */
    CHECK(strstr(first, "-GCM_C  <- kept: the job fails without it") != NULL);
    const char *pays = strstr(first, "What your config pays for"), *missing = strstr(first, "What it is missing");
    CHECK(pays != NULL && missing != NULL && pays < missing);
    const char *sha1 = pays != NULL ? strstr(pays, "-SHA1_C ") : NULL;
    CHECK(sha1 != NULL && sha1 < missing);
    unsigned gcm_lines = 0;
    for (const char *p = pays; p != NULL && (p = strstr(p, "-GCM_C")) != NULL && p < missing; p++)
        gcm_lines++;
    CHECK(gcm_lines == 1); /* the kept line only, no row */
    /* The faster switch, with its figures: fewer handshake instructions. */
    const char *nist = missing != NULL ? strstr(missing, "+ECP_NIST_OPTIM ") : NULL;
    CHECK(nist != NULL && strstr(nist, " -") != NULL && strstr(nist, "fast NIST reduction") != NULL);
    CHECK(strstr(first, "all applied: flash ") != NULL);
    snprintf(diff_path, sizeof diff_path, "%s/diagnose.diff", dir);
    char *diff = tcc_file_read(diff_path, NULL);
    CHECK(diff != NULL && strcmp(diff, "-#define MBEDTLS_SHA1_C\n+#define MBEDTLS_ECP_NIST_OPTIM\n") == 0);
    free(diff);
    snprintf(diff_path, sizeof diff_path, "%s/diagnose.json", dir);
    tc_check_diagnosis_document(diff_path);
    free(first);
    free(second);
}

/* A need the config cannot meet: a TLS 1.2 client asked to do the TLS 1.3 job. */
void test_e2e_diagnose_need_not_met(void)
{
    char config[400];
    snprintf(config, sizeof config, "%s/tls12.h", tc_test_tmpdir());
    tc_small_config(config, "");
    tc_expect(1, (const char *[]){ "diagnose", "--quiet", "--config", config, "--need",
                                   "tls1.3,TLS_AES_128_GCM_SHA256,p256,verify", NULL },
              (const char *[]){ "does not do the job (TLS 1.3)", NULL });
    tc_expect(2, (const char *[]){ "diagnose", "--quiet", NULL }, (const char *[]){ "diagnose needs --config FILE", NULL });
    tc_expect(2, (const char *[]){ "diagnose", "--quiet", "--config", config, "--library", "bearssl", NULL },
              (const char *[]){ "diagnose knows no options of bearssl", NULL });
}

/* fit --config starts from the config as it is: a planned fit's first round is the config itself
 * (no knob line after the bare-chip adaptation) and each single change of diagnose's options. */
void test_fit_from_config_plan(void)
{
    const char *dir = tc_test_tmpdir();
    char config[400], plan_dir[400];
    snprintf(config, sizeof config, "%s/sdk.h", dir);
    snprintf(plan_dir, sizeof plan_dir, "%s/plan", dir);
    tc_small_config(config, "#define MBEDTLS_SHA1_C\n");
    CHECK(tcc_mkdirs(plan_dir) == TCC_OK);
    char *output = NULL;
    CHECK(tc_test_tool(&output, (const char *[]){ "plan", "fit", "--quiet", "--dir", plan_dir, "--config", config,
                                                  NULL }) == 0);
    unsigned lines = 0, as_is = 0, without_sha1 = 0, with_nist = 0;
    for (const char *p = output; p != NULL && (p = strstr(p, " --config ")) != NULL; p++) {
        char header[600];
        if (sscanf(p, " --config %599s", header) != 1)
            break;
        lines++;
        char *text = tcc_file_read(header, NULL);
        const char *adapted = text != NULL ? strstr(text, "#define MBEDTLS_PLATFORM_MEMORY\n") : NULL;
        as_is += adapted != NULL && strstr(adapted, "#undef") == NULL && strstr(text, "as it is") != NULL;
        without_sha1 += text != NULL && strstr(text, "#undef MBEDTLS_SHA1_C\n") != NULL;
        with_nist += text != NULL && strstr(text, "#define MBEDTLS_ECP_NIST_OPTIM\n") != NULL;
        free(text);
    }
    CHECK(lines > 3 && as_is == 1 && without_sha1 == 1 && with_nist == 1);
    free(output);
    /* A budget smaller than that first round is said at the start, with the budget to give. */
    char small_plan[400], budget[64];
    snprintf(small_plan, sizeof small_plan, "%s/plan-small", dir);
    snprintf(budget, sizeof budget, "%u", lines - 1);
    CHECK(tcc_mkdirs(small_plan) == TCC_OK);
    char stops[160];
    snprintf(stops, sizeof stops, "the first round alone has %u candidates and --max-candidates is %u", lines,
             lines - 1);
    tc_expect(0, (const char *[]){ "plan", "fit", "--dir", small_plan, "--config", config, "--max-candidates", budget,
                                   NULL },
              (const char *[]){ stops, "the search stops inside it", NULL });
    /* --config brings its own knobs: not with --knobs, nor for every library. */
    tc_expect(2, (const char *[]){ "fit", "--quiet", "--config", config, "--library", "any", NULL },
              (const char *[]){ "--config is one library's config", NULL });
}

/* wolfSSL: its options are the knob file's and the config's own; a drop written +NO_RSA is offered
 * where the config leaves RSA in, and not where it has taken it out already. */
void test_diagnose_setup_wolfssl(void)
{
    char config[600];
    struct tcc_diag d = { .text = "" };
    snprintf(config, sizeof config, "%s/docs/examples/sdk-wolfssl-user_settings.h", tc_test_home());
    memset(&tc_dg, 0, sizeof tc_dg);
    memset(&tc_dg_fit, 0, sizeof tc_dg_fit);
    tc_dg.fit = &tc_dg_fit;
    CHECK(tcc_fit_parse_need("tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify", &tc_dg_fit.need, &d) == TCC_OK);
    snprintf(tc_dg_fit.work_dir, sizeof tc_dg_fit.work_dir, "%s", tc_test_tmpdir());
    CHECK(tcc_diagnose_init(&tc_dg, tc_test_home(), "wolfssl", NULL, config, TCC_TARGET_DEFAULT, &d) == TCC_OK);
    int rsa = tc_knob("NO_RSA");
    CHECK(rsa >= 0 && tc_knob("NO_DSA") < 0 && tc_knob("WOLFSSL_SHA384 WOLFSSL_SHA512") >= 0);
    CHECK(rsa >= 0 && strcmp(tc_dg_fit.knobs[rsa].values[1], "") == 0); /* defined: takes RSA out */
    CHECK(tc_knob("WOLFSSL_HAVE_SP_ECC WOLFSSL_HAVE_SP_RSA WOLFSSL_HAVE_SP_DH") >= 0 && tc_knob("HAVE_ECC") < 0);
    int listed = 0;
    for (unsigned i = 0; i < tc_dg.n_options; i++)
        listed += strcmp(tc_dg.options[i].name, "HAVE_ECC384") == 0 || strcmp(tc_dg.options[i].name, "NO_DSA") == 0;
    CHECK(listed == 2);
}
