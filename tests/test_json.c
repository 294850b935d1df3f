/* test_json.c: the result document: a written result reads back the same, and documents of
 * another kind or cut short are refused with a reason. */
#include <cjson/cJSON.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/model/tcc_checks.h"
#include "../src/core/base/tcc_error.h"
#include "../src/core/base/tcc_file.h"
#include "../src/core/model/tcc_json.h"
#include "../src/core/model/tcc_records.h"
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
    CHECK(tcc_json_write_result(path, &a, NULL) == TCC_OK);
    CHECK(tcc_json_read_result(path, &b, NULL) == TCC_OK);
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
    CHECK(tcc_file_write(path, "{\"schema\": \"tlscost-result/1\", \"cell\": {", NULL) == TCC_OK);
    CHECK(tcc_json_read_result(path, &r, NULL) == TCC_E_INPUT);
    /* Found by make fuzz: a number too large for a count (UBSan flagged the conversion). The
     * document is a real run's with flash.total alone changed to 1e300, so it is refused for
     * that number and nothing else. */
    struct tcc_diag d = { 0 };
    CHECK(tcc_json_read_result("tests/data/fuzz-json-huge-number.json", &r, &d) == TCC_E_INPUT);
    CHECK(strstr(d.text, "field 'total' is not a count") != NULL);
    if (strstr(d.text, "field 'total' is not a count") == NULL)
        fprintf(stderr, "  refused as: %s\n", d.text);
}

/* Distinct values for every field of the model, set by hand (not through the field tables, so
 * a field the tables forget comes back zero and fails the test). Numbers stay below 2^53, the
 * doubles' exact range. */
static uint64_t tc_next(uint64_t *n)
{
    *n = *n * 6364136223846793005ull + 1442695040888963407ull;
    return (*n >> 12) & ((1ull << 52) - 1);
}

static void tc_fill_step(struct tcc_step *s, const char *name, uint64_t *n)
{
    snprintf(s->name, sizeof s->name, "%s", name);
    s->instr = tc_next(n);
    s->heap_peak = tc_next(n);
    s->heap_live = tc_next(n);
    s->stack = tc_next(n);
    s->calls = (unsigned)(tc_next(n) & 0xFFFFFF);
    s->bytes = tc_next(n);
    s->est_cycles = tc_next(n);
    for (int op = 0; op < TCC_OP_COUNT; op++) {
        s->ops[op].instr = tc_next(n);
        s->ops[op].count = 1 + (tc_next(n) & 0xFF); /* operations with no count are not written */
    }
}

static void tc_fill_side(struct tcc_side *side, uint64_t *n)
{
    tc_fill_step(&side->setup, "SETUP", n);
    side->step_count = 3;
    tc_fill_step(&side->steps[0], "CLIENT_HELLO", n);
    tc_fill_step(&side->steps[1], "SERVER_HELLO", n);
    tc_fill_step(&side->steps[2], "SERVER_FINISHED", n);
    side->handshake_instr = tc_next(n);
    for (int op = 0; op < TCC_OP_COUNT; op++) {
        side->ops[op].instr = tc_next(n);
        side->ops[op].count = 1 + (tc_next(n) & 0xFF);
    }
    side->handshake_stack = tc_next(n);
    side->data_count = 2;
    tc_fill_step(&side->data[0], "WRITE_REQUEST", n);
    tc_fill_step(&side->data[1], "READ_RESPONSE", n);
    side->data_instr = tc_next(n);
    side->resume_count = 1;
    tc_fill_step(&side->resume[0], "CLIENT_HELLO", n);
    side->resume_instr = tc_next(n);
    side->resume_verifies = tc_next(n);
    side->heap_peak = tc_next(n);
    side->heap_after_free = tc_next(n);
    side->allocations = tc_next(n);
}

static void tc_fill_result(struct tcc_result *r)
{
    uint64_t n = 1;
    memset(r, 0, sizeof *r);
    snprintf(r->profile, sizeof r->profile, "profile-x");
    snprintf(r->library, sizeof r->library, "library-x");
    snprintf(r->library_version, sizeof r->library_version, "9.8.7");
    snprintf(r->library_sha256, sizeof r->library_sha256, "%064d", 1);
    snprintf(r->config_sha256, sizeof r->config_sha256, "%064d", 2);
    snprintf(r->target, sizeof r->target, "target-x");
    snprintf(r->board, sizeof r->board, "board-x");
    r->native = 1;
    snprintf(r->compiler, sizeof r->compiler, "compiler-x 1.2");
    snprintf(r->cflags, sizeof r->cflags, "-Os -x");
    snprintf(r->scenario, sizeof r->scenario, "cert=ec0 mfl=0");
    snprintf(r->user_config, sizeof r->user_config, "/tmp/extra.h");
    snprintf(r->runner_version, sizeof r->runner_version, "QEMU emulator version 7.2.22");
    snprintf(r->library_tree, sizeof r->library_tree, "/home/me/mbedtls");
    snprintf(r->library_revision, sizeof r->library_revision, "0123456789ab");
    r->library_dirty = 1;
    snprintf(r->user_config_sha256, sizeof r->user_config_sha256, "%064d", 7);
    snprintf(r->user_config_macros, sizeof r->user_config_macros, "A -B");
    snprintf(r->tool_version, sizeof r->tool_version, "0.0.9");
    r->flash.total = tc_next(&n);
    for (int g = 0; g < TCC_GROUP_COUNT; g++)
        r->flash.group[g] = tc_next(&n);
    r->flash.text = tc_next(&n);
    r->flash.data = tc_next(&n);
    r->flash.bss = tc_next(&n);
    r->flash.object_count = 3;
    for (unsigned i = 0; i < 3; i++) {
        struct tcc_object_size *o = &r->flash.objects[i];
        snprintf(o->name, sizeof o->name, "object%u.o", i);
        o->group = (enum tcc_group)i;
        o->text = tc_next(&n);
        o->data = tc_next(&n);
        o->bss = tc_next(&n);
    }
    r->calib_instr = tc_next(&n);
    r->calib_ticks = tc_next(&n);
    r->instr_per_tick = tc_next(&n);
    snprintf(r->count_unit, sizeof r->count_unit, "ns");
    r->run_complete = 1;
    r->exit_code = 3;
    snprintf(r->server_library, sizeof r->server_library, "server-x");
    snprintf(r->server_version, sizeof r->server_version, "1.0");
    snprintf(r->client_auth, sizeof r->client_auth, "certificate");
    r->client_in_len = tc_next(&n);
    r->client_out_len = tc_next(&n);
    snprintf(r->suite, sizeof r->suite, "TLS-SUITE-X");
    r->bytes_to_server = tc_next(&n);
    r->bytes_to_client = tc_next(&n);
    tc_fill_side(&r->client, &n);
    tc_fill_side(&r->server, &n);
    r->failure.present = 1;
    snprintf(r->failure.side, sizeof r->failure.side, "client");
    snprintf(r->failure.step, sizeof r->failure.step, "SERVER_CERTIFICATE");
    r->failure.code = -0x2700;
    r->failure.heap_failures = tc_next(&n);
    r->failure.heap_failed_size = tc_next(&n);
    r->failure.heap_live = tc_next(&n);
    r->fault.present = 1;
    snprintf(r->fault.side, sizeof r->fault.side, "server");
    snprintf(r->fault.step, sizeof r->fault.step, "SERVER_KEY_EXCHANGE");
    r->fault.exception = 5;
    r->fault.pc = tc_next(&n);
    r->fault.lr = tc_next(&n);
    r->fault.cfsr = tc_next(&n);
    r->fault.hfsr = tc_next(&n);
    r->fault.bfar = tc_next(&n);
    r->fault.mmfar = tc_next(&n);
    r->estimate.present = 1;
    snprintf(r->estimate.model, sizeof r->estimate.model, "cortex-m4");
    snprintf(r->estimate.memory, sizeof r->estimate.memory, "STM32F407, 168 MHz, 5 flash wait states");
    r->estimate.clock_mhz = tc_next(&n);
    r->estimate.handshake_cycles = tc_next(&n);
    r->estimate.handshake_cycles_low = tc_next(&n);
    r->estimate.handshake_cycles_high = tc_next(&n);
    r->security.checked = 1;
    r->security.answer[TCC_SEC_UNKNOWN_ROOT] = TCC_CHECK_REFUSED;
    r->security.answer[TCC_SEC_WRONG_HOST] = TCC_CHECK_ACCEPTED;
    r->security.answer[TCC_SEC_EXPIRED] = TCC_CHECK_UNTESTED;
    r->security.answer[TCC_SEC_WRONG_KEY] = TCC_CHECK_UNTESTED; /* a certificate client: no PSK checks */
    r->security.answer[TCC_SEC_UNKNOWN_IDENTITY] = TCC_CHECK_UNTESTED;
}

/* A PSK client's answers are written under the PSK checks' keys alone and read back the same;
 * its certificate checks, never run, stay untested. */
void test_json_psk_checks(void)
{
    static struct tcc_result a, b;
    char why[200];
    tc_fill_result(&a);
    memset(a.client_auth, 0, sizeof a.client_auth);
    snprintf(a.client_auth, sizeof a.client_auth, "psk");
    a.security.answer[TCC_SEC_UNKNOWN_ROOT] = TCC_CHECK_UNTESTED;
    a.security.answer[TCC_SEC_WRONG_HOST] = TCC_CHECK_UNTESTED;
    a.security.answer[TCC_SEC_WRONG_KEY] = TCC_CHECK_REFUSED;
    a.security.answer[TCC_SEC_UNKNOWN_IDENTITY] = TCC_CHECK_ACCEPTED;
    cJSON *doc = tcc_json_from_result(&a);
    const cJSON *sec = cJSON_GetObjectItemCaseSensitive(doc, "security");
    CHECK(cJSON_GetArraySize(sec) == 2);
    CHECK(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(sec, "rejects_wrong_key")));
    CHECK(cJSON_IsFalse(cJSON_GetObjectItemCaseSensitive(sec, "rejects_unknown_identity")));
    memset(&b, 0, sizeof b);
    CHECK(tcc_json_to_result(doc, &b, why, sizeof why) == TCC_OK);
    cJSON_Delete(doc);
    CHECK(memcmp(&a, &b, sizeof a) == 0);
    CHECK(!tcc_checks_secure(&b)); /* it completed a handshake naming an unknown identity */
    b.security.answer[TCC_SEC_UNKNOWN_IDENTITY] = TCC_CHECK_REFUSED;
    CHECK(tcc_checks_secure(&b));
}

/* Every field of the model survives a write and a read: the two results are the same bytes. */
void test_json_every_field(void)
{
    static struct tcc_result a, b;
    char why[200];
    tc_fill_result(&a);
    cJSON *doc = tcc_json_from_result(&a);
    memset(&b, 0, sizeof b);
    CHECK(tcc_json_to_result(doc, &b, why, sizeof why) == TCC_OK);
    cJSON_Delete(doc);
    CHECK(memcmp(&a, &b, sizeof a) == 0);
    /* Where they differ, say which byte (its field is found from the offset in tcc_result.h). */
    for (size_t i = 0; i < sizeof a; i++)
        if (((const unsigned char *)&a)[i] != ((const unsigned char *)&b)[i]) {
            fprintf(stderr, "  first difference at byte %zu of struct tcc_result\n", i);
            break;
        }
}
