/* test_parsers.c: the link-map parser on a real map (tests/data/min-size.map, the size image
 * of profile min) and the record parser on a real firmware log (tests/data/min-run.log),
 * plus the inputs they must refuse. */
#include <stdlib.h>
#include <string.h>
#include "../src/core/base/tcc_error.h"
#include "../src/core/base/tcc_file.h"
#include "../src/core/image/tcc_linkmap.h"
#include "../src/core/model/tcc_records.h"
#include "../src/core/image/tcc_symbols.h"
#include "../src/core/model/tcc_tls_errors.h"
#include "../src/report/tcc_fmt.h"
#include "tc_test.h"
#include "tests.h"

static const struct tcc_object_size *tc_find(const struct tcc_flash *f, const char *name)
{
    for (unsigned i = 0; i < f->object_count; i++)
        if (strcmp(f->objects[i].name, name) == 0)
            return &f->objects[i];
    return NULL;
}

void test_linkmap_real_map(void)
{
    static struct tcc_flash f;
    char why[200];
    char *map = tcc_file_read("tests/data/min-size.map", NULL);
    CHECK(map != NULL);
    if (map == NULL)
        return;
    CHECK(tcc_linkmap_parse(map, "lib.a", &f, why, sizeof why) == TCC_OK);
    free(map);
    /* Figures read off this map by hand (arm-none-eabi-size agrees on text+data). */
    CHECK_EQ_U(f.total, f.text + f.data);
    CHECK_EQ_U(f.total, f.group[TCC_GROUP_LIBRARY] + f.group[TCC_GROUP_OWN] + f.group[TCC_GROUP_LIBC]);
    const struct tcc_object_size *aes = tc_find(&f, "aes.o");
    CHECK(aes != NULL && aes->group == TCC_GROUP_LIBRARY);
    CHECK(aes != NULL && aes->text == 11260);
    const struct tcc_object_size *blobs = tc_find(&f, "tc_pki_blobs.o");
    CHECK(blobs != NULL && blobs->group == TCC_GROUP_OWN && blobs->text == 374);
    const struct tcc_object_size *memcpy_o = tc_find(&f, "libc_nano.a(lib_a-memcpy.o)");
    CHECK(memcpy_o != NULL && memcpy_o->group == TCC_GROUP_LIBC);
    CHECK(strcmp(f.objects[0].name, "aes.o") == 0); /* sorted, largest first */
    CHECK(f.group[TCC_GROUP_LIBRARY] > 50000 && f.group[TCC_GROUP_LIBRARY] < 60000);
}

void test_linkmap_rejects_foreign(void)
{
    static struct tcc_flash f;
    char why[200];
    CHECK(tcc_linkmap_parse("hello\nworld\n", "lib.a", &f, why, sizeof why) == TCC_E_INPUT);
    CHECK(strstr(why, "not a GNU ld map") != NULL);
    CHECK(tcc_linkmap_parse("x\nLinker script and memory map\n\n.comment 0x0 0x10\n", "lib.a", &f, why, sizeof why) ==
          TCC_E_INPUT);
}

void test_records_golden_log(void)
{
    static struct tcc_result r;
    char why[200];
    char *log = tcc_file_read("tests/data/min-run.log", NULL);
    CHECK(log != NULL);
    if (log == NULL)
        return;
    memset(&r, 0, sizeof r);
    CHECK(tcc_records_parse(log, &r, why, sizeof why) == TCC_OK);
    free(log);
    CHECK(r.run_complete);
    CHECK_EQ_U(r.instr_per_tick, 40);
    CHECK(strcmp(r.suite, "TLS-ECDHE-ECDSA-WITH-AES-128-GCM-SHA256") == 0);
    /* Calls in the same state merge: SERVER_HELLO is one WANT call (9 ticks) and one real (98). */
    const struct tcc_step *hello = NULL, *cert = NULL;
    for (unsigned i = 0; i < r.client.step_count; i++) {
        if (strcmp(r.client.steps[i].name, "SERVER_HELLO") == 0)
            hello = &r.client.steps[i];
        if (strcmp(r.client.steps[i].name, "SERVER_CERTIFICATE") == 0)
            cert = &r.client.steps[i];
    }
    CHECK(hello != NULL && hello->calls == 2 && hello->instr == (9 + 98) * 40);
    CHECK(cert != NULL && cert->instr == 858740ull * 40 && cert->heap_peak == 36313 && cert->stack == 1192);
    CHECK(cert != NULL && cert->ops[TCC_OP_ECDSA_VERIFY].instr == 856389ull * 40);
    CHECK(cert != NULL && cert->ops[TCC_OP_ECDSA_VERIFY].count == 1);
    /* Two verifies and two point multiplications in the client's handshake. */
    CHECK_EQ_U(r.client.ops[TCC_OP_ECDSA_VERIFY].count, 2);
    CHECK_EQ_U(r.client.ops[TCC_OP_ECDH_KEYGEN].count, 1);
    CHECK_EQ_U(r.client.ops[TCC_OP_ECDH_SHARED].count, 1);
    CHECK_EQ_U(r.server.ops[TCC_OP_ECDSA_SIGN].count, 1);
    CHECK_EQ_U(r.client.step_count, 16);
    unsigned long long sum = 0;
    for (unsigned i = 0; i < r.client.step_count; i++)
        sum += r.client.steps[i].instr;
    CHECK_EQ_U(r.client.handshake_instr, sum);
    CHECK_EQ_U(r.client.heap_peak, 36432);
    CHECK_EQ_U(r.client.setup.heap_live, 34321);
    CHECK_EQ_U(r.client.heap_after_free, 0);
    CHECK_EQ_U(r.client.data_count, 2);
    CHECK_EQ_U(r.client.data_instr, (322 + 4246) * 40);
    CHECK_EQ_U(r.client.data[1].bytes, 1000);
}

void test_records_truncated(void)
{
    static struct tcc_result r;
    char why[200];
    memset(&r, 0, sizeof r);
    CHECK(tcc_records_parse("", &r, why, sizeof why) == TCC_E_RUN && strstr(why, "no begin") != NULL);
    memset(&r, 0, sizeof r);
    CHECK(tcc_records_parse("TC begin platform=x\nTC calib instr=20 ticks=1\n", &r, why, sizeof why) == TCC_E_RUN);
    CHECK(strstr(why, "no end") != NULL);
    memset(&r, 0, sizeof r);
    CHECK(tcc_records_parse("TC begin platform=x\nTC step side=client name=A ticks=5\nTC end code=0\n", &r, why,
                            sizeof why) == TCC_E_RUN);
    CHECK(strstr(why, "malformed record at output line 2") != NULL);
    memset(&r, 0, sizeof r);
    CHECK(tcc_records_parse("TC begin\nTC calib instr=40 ticks=1\nTC step side=moon name=A ticks=1 heap_peak=1 "
                            "heap_live=1 stack=1 ret=0\nTC end code=0\n", &r, why, sizeof why) == TCC_E_RUN);
}

void test_records_fault(void)
{
    static struct tcc_result r;
    char why[200];
    memset(&r, 0, sizeof r);
    const char *log = "noise from QEMU\nTC begin platform=mps2-an386 library=mbedtls version=3.6.6\n"
                      "TC fault exception=3 side=client step=SERVER_CERTIFICATE pc=2472 lr=2467 cfsr=33280 hfsr=0 "
                      "bfar=0 mmfar=0 exc_return=4294967289\nTC end code=3\n";
    CHECK(tcc_records_parse(log, &r, why, sizeof why) == TCC_OK);
    CHECK(r.fault.present && r.fault.exception == 3 && r.fault.pc == 2472);
    CHECK(strcmp(r.fault.step, "SERVER_CERTIFICATE") == 0);
    CHECK(!r.run_complete && r.exit_code == 3);
}

void test_tls_error_names(void)
{
    CHECK(strcmp(tcc_tls_error_lookup("mbedtls", -0x7100)->name, "MBEDTLS_ERR_SSL_BAD_INPUT_DATA") == 0);
    CHECK(strcmp(tcc_tls_error_lookup("mbedtls", -0x7780)->name, "MBEDTLS_ERR_SSL_FATAL_ALERT_MESSAGE") == 0);
    /* X509 verify failure combined with a low-level code keeps its high-level name. */
    CHECK(strcmp(tcc_tls_error_lookup("mbedtls", -0x2710)->name, "MBEDTLS_ERR_X509_CERT_VERIFY_FAILED") == 0);
    CHECK(strcmp(tcc_tls_error_lookup("mbedtls", -0x12345)->name, "unknown") == 0);
}

void test_fmt_count(void)
{
    char b[32];
    CHECK(strcmp(tcc_fmt_count(0, b, sizeof b), "0") == 0);
    CHECK(strcmp(tcc_fmt_count(999, b, sizeof b), "999") == 0);
    CHECK(strcmp(tcc_fmt_count(59176, b, sizeof b), "59,176") == 0);
    CHECK(strcmp(tcc_fmt_count(85210000, b, sizeof b), "85,210,000") == 0);
    CHECK(strcmp(tcc_fmt_delta(-12288, b, sizeof b), "-12,288") == 0);
    CHECK(strcmp(tcc_fmt_delta(5, b, sizeof b), "+5") == 0);
}

/* Per-symbol sizes from the golden map: they add up to the flash the map parser finds (less the
 * few bytes of unwind index no symbol owns), each symbol with its object and group. */
void test_symbols_golden_map(void)
{
    char path[400], why[256];
    snprintf(path, sizeof path, "%s/tests/data/min-size.map", tc_test_home());
    char *map = tcc_file_read(path, NULL);
    struct tcc_symbols s;
    static struct tcc_flash flash;
    CHECK(map != NULL && tcc_symbols_parse(map, "lib.a", &s, why, sizeof why) == TCC_OK);
    CHECK(map != NULL && tcc_linkmap_parse(map, "lib.a", &flash, why, sizeof why) == TCC_OK);
    uint64_t in_flash = s.by_kind[TCC_SYM_CODE] + s.by_kind[TCC_SYM_RODATA] + s.by_kind[TCC_SYM_DATA];
    CHECK(in_flash <= flash.total && in_flash + 64 >= flash.total);
    CHECK_EQ_U(s.by_kind[TCC_SYM_BSS], flash.bss);
    int found = 0, clean = 1;
    for (size_t i = 0; i < s.count; i++) {
        clean &= strchr(s.items[i].object, '\n') == NULL && strlen(s.items[i].object) > 2;
        clean &= i == 0 || s.items[i - 1].size >= s.items[i].size;
        found |= strcmp(s.items[i].name, "mbedtls_internal_sha256_process") == 0 && s.items[i].kind == TCC_SYM_CODE &&
                 strcmp(s.items[i].object, "sha256.o") == 0 && s.items[i].group == TCC_GROUP_LIBRARY;
    }
    CHECK(found && clean && s.count > 100);
    /* Each symbol's object is one the flash table lists, in the same group. */
    int listed = 1;
    for (size_t i = 0; i < s.count; i++) {
        int seen = 0;
        for (unsigned o = 0; o < flash.object_count; o++)
            seen |= strcmp(flash.objects[o].name, s.items[i].object) == 0 && (int)flash.objects[o].group == s.items[i].group;
        if (!seen && listed)
            fprintf(stderr, "  %s's object %s (group %d) is not in the flash table\n", s.items[i].name, s.items[i].object,
                    s.items[i].group);
        listed &= seen;
    }
    CHECK(listed);
    /* Frames from -fstack-usage files under a folder: by object and function, static or not. */
    char dir[400], su[500], root[400];
    snprintf(root, sizeof root, "%s/stack", tc_test_tmpdir());
    snprintf(dir, sizeof dir, "%s/lib/library", root);
    CHECK(tcc_mkdirs(dir) == TCC_OK);
    snprintf(su, sizeof su, "%s/sha256.su", dir);
    tcc_file_write(su, "library/sha256.c:120:5:mbedtls_internal_sha256_process\t360\tstatic\n"
                       "library/sha256.c:300:5:mbedtls_sha256_update\t24\tdynamic,bounded\n", NULL);
    CHECK(tcc_symbols_stack(&s, root) >= 1);
    char text[32];
    for (size_t i = 0; i < s.count; i++) {
        if (strcmp(s.items[i].object, "sha256.o") != 0)
            continue;
        tcc_symbol_stack_text(&s.items[i], text, sizeof text);
        if (strcmp(s.items[i].name, "mbedtls_internal_sha256_process") == 0)
            CHECK(s.items[i].stack == 360 && strcmp(text, "360") == 0);
        if (strcmp(s.items[i].name, "mbedtls_sha256_update") == 0)
            CHECK(s.items[i].stack == 24 && strcmp(text, "24+") == 0);
    }
    tcc_symbols_free(&s);
    CHECK(tcc_symbols_parse("not a map", "lib.a", &s, why, sizeof why) == TCC_E_INPUT);
    free(map);
}

void test_e2e_symbols(void)
{
    char json[400];
    snprintf(json, sizeof json, "%s/symbols.json", tc_test_tmpdir());
    tc_expect(0, (const char *[]){ "symbols", "--quiet", "--top", "5", "--json", json, NULL },
              (const char *[]){ "symbols of min (mbedtls", "largest first: code ", "library", NULL });
    char *text = tcc_file_read(json, NULL);
    CHECK(text != NULL && strstr(text, "\"schema\":\t\"tlscost-symbols/1\"") != NULL &&
          strstr(text, "\"name\":\t\"mbedtls_internal_sha256_process\"") != NULL);
    /* Its frame, from the compiler's -fstack-usage file beside sha256.o. */
    const char *sha = text != NULL ? strstr(text, "\"name\":\t\"mbedtls_internal_sha256_process\"") : NULL;
    const char *frame = sha != NULL ? strstr(sha, "\"stack_bytes\":\t") : NULL;
    CHECK(frame != NULL && frame - sha < 300 && atoi(frame + 15) > 0);
    free(text);
}
