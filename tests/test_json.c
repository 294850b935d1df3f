/* test_json.c: the result document: a written result reads back the same, and documents of
 * another kind or cut short are refused with a reason. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/tcc_error.h"
#include "../src/core/tcc_file.h"
#include "../src/core/tcc_json.h"
#include "../src/core/tcc_records.h"
#include "tc_test.h"
#include "tests.h"

void test_json_round_trip(void)
{
    static struct tcc_result a, b;
    char why[200], path[400];
    memset(&a, 0, sizeof a);
    char *log = tcc_file_read("tests/data/min-run.log", NULL);
    CHECK(log != NULL && tcc_records_parse(log, &a, why, sizeof why) == TCC_OK);
    free(log);
    snprintf(a.profile, sizeof a.profile, "min");
    snprintf(a.library, sizeof a.library, "mbedtls");
    a.flash.total = 60057;
    a.flash.group[TCC_GROUP_LIBRARY] = 54829;
    snprintf(path, sizeof path, "%s/r.json", tc_test_tmpdir());
    CHECK(tcc_json_write_result(path, &a) == TCC_OK);
    CHECK(tcc_json_read_result(path, &b) == TCC_OK);
    CHECK(strcmp(b.profile, "min") == 0);
    CHECK_EQ_U(b.flash.total, 60057);
    CHECK_EQ_U(b.flash.group[TCC_GROUP_LIBRARY], 54829);
    CHECK_EQ_U(b.client.handshake_instr, a.client.handshake_instr);
    CHECK_EQ_U(b.client.step_count, a.client.step_count);
    CHECK(strcmp(b.client.steps[3].name, a.client.steps[3].name) == 0);
    CHECK_EQ_U(b.client.steps[3].instr, a.client.steps[3].instr);
    CHECK_EQ_U(b.client.heap_peak, a.client.heap_peak);
    CHECK_EQ_U(b.client.setup.heap_live, a.client.setup.heap_live);
}

void test_json_rejects_foreign(void)
{
    static struct tcc_result r;
    char why[200];
    cJSON *doc = cJSON_Parse("{\"schema\": \"something-else/1\"}");
    CHECK(tcc_json_to_result(doc, &r, why, sizeof why) == TCC_E_INPUT && strstr(why, "not a tlscost result"));
    cJSON_Delete(doc);
    doc = cJSON_Parse("{\"schema\": \"tlscost-result/1\", \"tool_version\": \"x\"}");
    CHECK(tcc_json_to_result(doc, &r, why, sizeof why) == TCC_E_INPUT && strstr(why, "missing"));
    cJSON_Delete(doc);
    char path[400];
    snprintf(path, sizeof path, "%s/cut.json", tc_test_tmpdir());
    CHECK(tcc_file_write(path, "{\"schema\": \"tlscost-result/1\", \"cell\": {") == TCC_OK);
    CHECK(tcc_json_read_result(path, &r) == TCC_E_INPUT);
    /* Found by make fuzz: a number too large for a count (UBSan flagged the conversion). */
    CHECK(tcc_json_read_result("tests/data/fuzz-json-huge-number.json", &r) == TCC_E_INPUT);
}
