/* test_profile.c: the per-function profiler: the image map read from objdump's text, the
 * plugin's output read and summed, records tied to their SysTick reads, and end to end: min's
 * profile against its own SysTick figures, and exec on a program whose counts are known by
 * construction. */
#include <cjson/cJSON.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include "../src/core/base/tcc_error.h"
#include "../src/core/base/tcc_file.h"
#include "../src/core/model/tcc_json.h"
#include "../src/core/base/tcc_proc.h"
#include "../src/core/estimate/tcc_profile.h"
#include "../src/core/estimate/tcc_profile_map.h"
#include "../src/core/estimate/tcc_profile_ops.h"
#include "../src/core/model/tcc_validation.h"
#include "tc_test.h"
#include "tests.h"

static const struct tcc_profile_marks tc_marks = { "tick", "write", 1, NULL, 0 };

static long tc_function_index(const struct tcc_profile_map *map, const char *name)
{
    for (size_t i = 0; i < map->function_count; i++)
        if (strcmp(map->functions[i].name, name) == 0)
            return (long)i;
    return -1;
}

void test_profile_map_parse(void)
{
    const char *symbols = "00000040 g     F .text\t00000010 main\n"
                          "00000020 l     F .text\t00000008 tick\n"
                          "00000020 g     F .text\t00000008 tick_alias\n"
                          "00000031 g     F .text\t00000000 write\n"
                          "00000060 l     F .text\t00000004 systick_handler\n"
                          "20000000 g     O .bss\t00000004 not_a_function\n";
    const char *code = "  40:\tf000 f80a \tbl\t58 <helper>\n"
                       "  44:\t4780      \tblx\tr0\n"
                       "  46:\tbeab      \tbkpt\t0x00ab\n"
                       "  48:\t4770      \tbx\tlr\n"
                       "80000000:\t0d8010ef          \tjal\t800011a2 <main>\n"
                       "80000004:\t20f1                \tjal\t8000019a <tc_plat_exit>\n"
                       "80000006:\t008002ef          \tjal\tt0,8000000e <x>\n"
                       "8000000a:\t9782                \tjalr\ta5\n";
    const char *vectors = " 0000 00004020 31000000 61000000 00000000  ..@ 1...a.......\n";
    struct tcc_profile_map map;
    CHECK(tcc_profile_map_parse(symbols, code, vectors, &tc_marks, &map) == TCC_OK);
    CHECK_EQ_U(map.function_count, 4); /* the alias and the data symbol are not functions */
    CHECK(strcmp(map.functions[0].name, "tick") == 0 && map.functions[0].flag == 'e');
    long write = tc_function_index(&map, "write"), handler = tc_function_index(&map, "systick_handler");
    CHECK(write >= 0 && map.functions[write].start == 0x30 && map.functions[write].flag == 'w');
    CHECK(write >= 0 && map.functions[write].end == 0x40); /* size-less: up to the next function */
    CHECK(handler >= 0 && map.functions[handler].flag == 'x'); /* vector 2, not the reset vector (1) */
    CHECK(map.semihosting);
    /* bl, blx, jal (ra), c.jal (ra), c.jalr (ra); not jal t0 */
    CHECK_EQ_U(map.call_count, 5);
    CHECK_EQ_U(map.calls[0], 0x40);
    CHECK_EQ_U(map.calls[1], 0x44);
    CHECK_EQ_U(map.calls[3], 0x46);
    CHECK_EQ_U(map.calls[7], 0x80000006);
    CHECK_EQ_U(map.calls[8], 0x8000000a);
    CHECK_EQ_U(map.calls[9], 0x8000000c);
    /* The map file the plugin reads is read back the same (a second profile reuses it). */
    char path[400];
    snprintf(path, sizeof path, "%s/image.map", tc_test_tmpdir());
    struct tcc_profile_map again;
    CHECK(tcc_file_write_with(path, tcc_profile_map_write, &map, NULL) == TCC_OK);
    CHECK(tcc_profile_map_load(path, &again) == TCC_OK);
    CHECK_EQ_U(again.function_count, map.function_count);
    CHECK_EQ_U(again.call_count, map.call_count);
    CHECK(again.semihosting);
    for (size_t i = 0; i < map.function_count && i < again.function_count; i++)
        CHECK(strcmp(again.functions[i].name, map.functions[i].name) == 0 &&
              again.functions[i].start == map.functions[i].start && again.functions[i].end == map.functions[i].end &&
              again.functions[i].flag == map.functions[i].flag);
    for (size_t i = 0; i < 2 * map.call_count && i < 2 * again.call_count; i++)
        CHECK_EQ_U(again.calls[i], map.calls[i]);
    tcc_profile_map_free(&again);
    tcc_profile_map_free(&map);
}

/* The vector table is read from the image's first loadable section; a dump that goes on into
 * another section (the .debug_* sections also start at 0) adds no handler. */
void test_profile_vector_table(void)
{
    const char *headers = "Idx Name          Size      VMA       LMA       File off  Algn\n"
                          "  0 .text         00000df4  08000000  08000000  00010000  2**2\n"
                          "                  CONTENTS, ALLOC, LOAD, READONLY, CODE\n"
                          "  1 .bss          00000100  20000000  20000000  00020000  2**2\n"
                          "                  ALLOC\n"
                          "  2 .isr_vector   000000c0  00000000  00000000  00011000  2**2\n"
                          "                  CONTENTS, READONLY\n"
                          "  3 .itcm         00000010  00000000  08000df4  00011100  2**2\n"
                          "                  CONTENTS, ALLOC, LOAD, DATA\n";
    char section[64];
    unsigned long long vma = 1;
    CHECK(tcc_profile_vector_section(headers, section, sizeof section, &vma) == 0);
    /* The lowest load address: not code that runs from 0, nor a section that is not loaded. */
    CHECK(strcmp(section, ".text") == 0 && vma == 0x08000000);
    CHECK(tcc_profile_vector_section("  0 .debug_info  00000010  00000000  00000000  00000034  2**0\n"
                                     "                  CONTENTS, READONLY, DEBUGGING\n",
                                     section, sizeof section, &vma) == -1);
    const char *symbols = "08000040 g     F .text\t00000010 handler\n"
                          "08000050 g     F .text\t00000010 main\n";
    const char *vectors = "\nx.elf:     file format elf32-littlearm\n\nContents of section .text:\n"
                          " 8000000 00400020 51000008 41000008 00000000  .@. Q...A.......\n"
                          "Contents of section .debug_info:\n"
                          " 0000 00000000 00000000 51000008 51000008  ........Q...Q...\n";
    struct tcc_profile_map map;
    CHECK(tcc_profile_map_parse(symbols, "", vectors, &tc_marks, &map) == TCC_OK);
    long handler = tc_function_index(&map, "handler"), main_index = tc_function_index(&map, "main");
    CHECK(handler >= 0 && map.functions[handler].flag == 'x'); /* entry 2, at the table's base + 8 */
    CHECK(main_index >= 0 && map.functions[main_index].flag == '-'); /* the reset vector, and the debug words */
    tcc_profile_map_free(&map);
}

/* A profile by hand: main calls a, which recurses into itself; two records, the second with one
 * timed operation (two more reads inside it). */
static const char *const tc_plugin_text =
    "tlscost-profile 1\n"
    "N 1 0 0\n"        /* main */
    "C 1 10 1 0 0\n"
    "T 10\n"           /* read 0: calib start */
    "C 1 400 0 0 0\n"
    "T 410\n"          /* read 1: calib end */
    "W\n"              /* calib record */
    "C 1 10 0 0 0\n"
    "T 420\n"          /* read 2: record one starts */
    "N 2 1 1\n"        /* main > a */
    "N 3 2 1\n"        /* main > a > a */
    "C 2 50 1 0 0\n"
    "C 3 30 1 0 0\n"
    "T 500\n"          /* read 3: record one ends */
    "W\n"
    "C 1 20 0 0 0\n"
    "T 520\n"          /* read 4: record two starts */
    "C 2 40 1 0 0\n"
    "T 560\n"          /* read 5: the operation starts */
    "C 2 100 0 0 0\n"
    "T 660\n"          /* read 6: the operation ends */
    "C 1 45 0 0 0\n"
    "T 705\n"          /* read 7: record two ends */
    "W\n"
    "C 1 5 0 0 0\n"
    "T 710\n"
    "end 710\n";

static const char *const tc_records_text =
    "TC calib instr=400 ticks=10 unit=instr\n"
    "TC step side=client name=ONE ticks=2 heap_peak=1\n"
    "TC step side=client name=TWO ticks=5 ecdsa_verify=3 ecdsa_verify_n=1\n";

static void tc_profile_by_hand(struct tcc_profile *p)
{
    memset(p, 0, sizeof *p);
    static const char *const symbols = "00000010 g     F .text\t00000010 main\n"
                                       "00000020 g     F .text\t00000010 a\n";
    CHECK(tcc_profile_map_parse(symbols, "", NULL, &tc_marks, &p->map) == TCC_OK);
    char why[256] = "";
    CHECK(tcc_profile_parse(tc_plugin_text, p, why, sizeof why) == TCC_OK);
    CHECK(p->complete && p->total == 710);
    CHECK(tcc_profile_tie_records(tc_records_text, p, why, sizeof why) == TCC_OK);
}

void test_profile_sums(void)
{
    struct tcc_profile p;
    tc_profile_by_hand(&p);
    CHECK_EQ_U(p.instr_per_tick, 40);
    CHECK_EQ_U(p.record_count, 2);
    /* Record one: reads 2 to 3; record two: reads 4 to 7, counted past its operation's two. */
    CHECK(p.records[0].begin == 2 && p.records[0].end == 3);
    CHECK_EQ_U(p.records[0].instr, 80);
    CHECK(p.records[0].difference == 0);
    CHECK(p.records[1].begin == 4 && p.records[1].end == 7);
    CHECK_EQ_U(p.records[1].instr, 185);
    CHECK(p.records[1].difference == -15);
    struct tcc_profile_function_total totals[2];
    struct tcc_profile_scope client = { "client", "step", "" };
    CHECK_EQ_U(tcc_profile_sum(&p, &client, totals, NULL), 80 + 185);
    CHECK_EQ_U(totals[0].exclusive, 45);          /* main */
    CHECK_EQ_U(totals[1].exclusive, 50 + 30 + 140); /* a, both depths */
    CHECK_EQ_U(totals[1].inclusive, 220);          /* the recursion counted once */
    CHECK_EQ_U(totals[0].inclusive, 265);
    CHECK_EQ_U(totals[1].entries, 3);
    struct tcc_profile_scope all = { NULL, NULL, "" };
    CHECK_EQ_U(tcc_profile_sum(&p, &all, totals, NULL), 710);
    struct tcc_profile_scope below_a = { NULL, NULL, "a" };
    CHECK_EQ_U(tcc_profile_sum(&p, &below_a, totals, NULL), 220);
    CHECK_EQ_U(totals[0].exclusive, 0); /* main, above a: only inclusive */
    CHECK_EQ_U(totals[0].inclusive, 220);
    struct tcc_profile_scope server = { "server", "step", "" };
    CHECK_EQ_U(tcc_profile_sum(&p, &server, totals, NULL), 0);
    tcc_profile_free(&p);
}

void test_profile_rejects(void)
{
    struct tcc_profile p;
    char why[256];
    memset(&p, 0, sizeof p);
    CHECK(tcc_profile_parse("not a profile\n", &p, why, sizeof why) == TCC_E_INPUT);
    tcc_profile_free(&p);
    /* A node whose function the map does not have. */
    CHECK(tcc_profile_parse("tlscost-profile 1\nN 1 0 7\n", &p, why, sizeof why) == TCC_E_INPUT);
    CHECK(strstr(why, "line 2") != NULL);
    tcc_profile_free(&p);
    /* More records than writes. */
    tc_profile_by_hand(&p);
    CHECK(tcc_profile_tie_records("TC a\nTC b\nTC c\nTC d\n", &p, why, sizeof why) == TCC_E_RUN);
    tcc_profile_free(&p);
    /* QEMU refusing the plugin: its own line is the reason. */
    struct tcc_diag d = { .text = "" };
    struct tcc_profile_marks none = { NULL, NULL, 0, NULL, 0 };
    char work[400];
    snprintf(work, sizeof work, "%s/nothing", tc_test_tmpdir());
    struct tcc_profile_request req = { NULL, tc_test_home(), "x.elf", work, &none, 0 };
    memset(&p, 0, sizeof p);
    CHECK(tcc_profile_finish(&req, "qemu-system-arm: Could not load plugin tc_profile.so: version 9\n", &p, &d) ==
          TCC_E_SETUP);
    CHECK(strstr(d.text, "Could not load plugin tc_profile.so: version 9") != NULL);
    tcc_profile_free(&p);
    /* A tree whose plugin was never built says what to run. */
    struct tcc_target_info target;
    memset(&target, 0, sizeof target);
    snprintf(target.name, sizeof target.name, "m4");
    snprintf(target.profiler, sizeof target.profiler, "cortex-m");
    struct tcc_profile_request unbuilt = { &target, tc_test_tmpdir(), "x.elf", work, &none, 0 };
    char plugin_arg[64];
    CHECK(tcc_profile_begin(&unbuilt, &p, plugin_arg, sizeof plugin_arg, &d) == TCC_E_SETUP);
    CHECK(strstr(d.text, "is not built: run make setup, then make") != NULL);
    tcc_profile_free(&p);
}

static double tc_number(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(v) ? v->valuedouble : -1;
}

void test_e2e_profile_min(void)
{
    char json[400], folded[400];
    snprintf(json, sizeof json, "%s/profile.json", tc_test_tmpdir());
    snprintf(folded, sizeof folded, "%s/profile.folded", tc_test_tmpdir());
    tc_expect(0, (const char *[]){ "profile", "--quiet", "--json", json, "--folded", folded, NULL },
              (const char *[]){ "timed records within one tick", "client handshake", "mbedtls_mpi_core_mla",
                                "mbedtls_ecdsa_read_signature", NULL });
    char *text = tcc_file_read(json, NULL);
    cJSON *doc = text ? cJSON_Parse(text) : NULL;
    CHECK(doc != NULL);
    if (doc == NULL) {
        free(text);
        return;
    }
    CHECK_EQ_U(tc_number(doc, "instructions_per_tick"), 40);
    /* Every timed record agrees with its SysTick figure within one tick, and the client's steps
     * add up to the scope. */
    double client_steps = 0;
    int records = 0, within = 0;
    const cJSON *r;
    cJSON_ArrayForEach(r, cJSON_GetObjectItemCaseSensitive(doc, "records")) {
        double diff = tc_number(r, "difference");
        records++;
        within += diff > -40 && diff < 40;
        const cJSON *kind = cJSON_GetObjectItemCaseSensitive(r, "kind");
        const cJSON *side = cJSON_GetObjectItemCaseSensitive(r, "side");
        if (strcmp(kind->valuestring, "step") == 0 && strcmp(side->valuestring, "client") == 0)
            client_steps += tc_number(r, "plugin_instructions");
    }
    CHECK(records > 40);
    CHECK_EQ_U(within, records);
    double scope = tc_number(doc, "scope_instructions"), exclusive = 0;
    CHECK(scope > 50e6);
    CHECK_EQ_U(client_steps, scope);
    cJSON_ArrayForEach(r, cJSON_GetObjectItemCaseSensitive(doc, "functions"))
        exclusive += tc_number(r, "exclusive");
    CHECK_EQ_U(exclusive, scope);
    cJSON_Delete(doc);
    free(text);
    /* The folded stacks hold the same instructions, each under a path from the reset handler. */
    text = tcc_file_read(folded, NULL);
    double stacked = 0;
    int from_reset = 1;
    for (char *save = NULL, *line = text ? strtok_r(text, "\n", &save) : NULL; line != NULL;
         line = strtok_r(NULL, "\n", &save)) {
        char *space = strrchr(line, ' ');
        if (space != NULL)
            stacked += strtod(space + 1, NULL);
        from_reset &= strncmp(line, "tc_reset_handler;", 17) == 0;
    }
    CHECK(stacked == scope);
    CHECK(from_reset);
    free(text);
}

/* Build tests/data/exec-spin.S for the M4 into the test's folder; flags: the compiler's options
 * for it, separated by spaces. */
static int tc_build_spin(const char *elf, const char *flags, int strip)
{
    char source[400], words[200];
    snprintf(source, sizeof source, "%s/tests/data/exec-spin.S", tc_test_home());
    snprintf(words, sizeof words, "%s", flags);
    char *cc[16] = { "arm-none-eabi-gcc", "-nostdlib", "-Ttext=0" };
    int n = 3;
    for (char *save = NULL, *word = strtok_r(words, " ", &save); word != NULL && n < 10; word = strtok_r(NULL, " ", &save))
        cc[n++] = word;
    cc[n++] = "-o";
    cc[n++] = (char *)elf;
    cc[n++] = source;
    if (strip)
        cc[n++] = "-s";
    cc[n] = NULL;
    struct tcc_proc_result pr;
    int ok = tcc_proc_run(cc, NULL, 60, &pr) == TCC_OK && pr.exit_code == 0;
    if (!ok)
        fprintf(stderr, "  arm-none-eabi-gcc said: %s\n", pr.output ? pr.output : "");
    tcc_proc_free(&pr);
    return ok;
}

void test_e2e_exec_known_count(void)
{
    char elf[400], json[400];
    snprintf(elf, sizeof elf, "%s/spin.elf", tc_test_tmpdir());
    snprintf(json, sizeof json, "%s/spin.json", tc_test_tmpdir());
    CHECK(tc_build_spin(elf, "-DWITH_EXIT", 0));
    tc_expect(0, (const char *[]){ "exec", "--quiet", "--json", json, elf, NULL },
              (const char *[]){ "709 instructions", "spin", NULL });
    char *text = tcc_file_read(json, NULL);
    cJSON *doc = text ? cJSON_Parse(text) : NULL;
    CHECK_EQ_U(tc_number(doc, "run_instructions"), 709);
    const cJSON *f, *functions = cJSON_GetObjectItemCaseSensitive(doc, "functions");
    int seen = 0;
    cJSON_ArrayForEach(f, functions) {
        const char *name = cJSON_GetObjectItemCaseSensitive(f, "name")->valuestring;
        if (strcmp(name, "spin") == 0) {
            CHECK_EQ_U(tc_number(f, "exclusive"), 501 + 201);
            CHECK_EQ_U(tc_number(f, "entries"), 2);
            seen++;
        } else if (strcmp(name, "reset") == 0) {
            CHECK_EQ_U(tc_number(f, "exclusive"), 7);
            CHECK_EQ_U(tc_number(f, "inclusive"), 709);
            seen++;
        }
    }
    CHECK_EQ_U(seen, 2);
    cJSON_Delete(doc);
    free(text);
}

/* Build tests/data/exec-uart.S for the M4. */
static int tc_build_uart(const char *elf)
{
    char source[400];
    snprintf(source, sizeof source, "%s/tests/data/exec-uart.S", tc_test_home());
    char *cc[] = { "arm-none-eabi-gcc", "-nostdlib", "-Ttext=0", "-o", (char *)elf, source, NULL };
    struct tcc_proc_result pr;
    int ok = tcc_proc_run(cc, NULL, 60, &pr) == TCC_OK && pr.exit_code == 0;
    tcc_proc_free(&pr);
    return ok;
}

/* A second ELF, older than the first one's map, gets a map of its own (not the first one's
 * names), and what it prints on the board's UART is passed through. */
void test_e2e_exec_console_and_map(void)
{
    char spin[400], uart[400];
    snprintf(spin, sizeof spin, "%s/spin.elf", tc_test_tmpdir());
    snprintf(uart, sizeof uart, "%s/uart.elf", tc_test_tmpdir());
    CHECK(tc_build_spin(spin, "-DWITH_EXIT", 0));
    CHECK(tc_build_uart(uart));
    struct timespec old[2] = { { 978307200, 0 }, { 978307200, 0 } }; /* 2001-01-01 */
    CHECK(utimensat(AT_FDCWD, uart, old, 0) == 0);
    tc_expect(0, (const char *[]){ "exec", "--quiet", spin, NULL }, (const char *[]){ "709 instructions", "spin", NULL });
    char *out = NULL;
    CHECK(tc_test_tool(&out, (const char *[]){ "exec", "--quiet", uart, NULL }) == 0);
    CHECK(out != NULL && strstr(out, "hello from uart0\n") != NULL);
    CHECK(out != NULL && strstr(out, "uart_print") != NULL && strstr(out, "spin") == NULL);
    free(out);
}

/* Words in a section that is not loaded (here one of its own; the .debug_* sections of a -g
 * build are the same case) are not vector table entries: spin is no exception handler and
 * reset's inclusive count stays the whole run. */
void test_e2e_exec_debug_sections(void)
{
    char elf[400], json[400];
    snprintf(elf, sizeof elf, "%s/spin-g.elf", tc_test_tmpdir());
    snprintf(json, sizeof json, "%s/spin-g.json", tc_test_tmpdir());
    CHECK(tc_build_spin(elf, "-DWITH_EXIT -DWITH_UNLOADED_WORDS -g", 0));
    tc_expect(0, (const char *[]){ "exec", "--quiet", "--json", json, elf, NULL },
              (const char *[]){ "709 instructions", NULL });
    char *text = tcc_file_read(json, NULL);
    cJSON *doc = text ? cJSON_Parse(text) : NULL;
    const cJSON *f;
    int seen = 0;
    cJSON_ArrayForEach(f, cJSON_GetObjectItemCaseSensitive(doc, "functions")) {
        const char *name = cJSON_GetObjectItemCaseSensitive(f, "name")->valuestring;
        if (strcmp(name, "reset") == 0) {
            CHECK_EQ_U(tc_number(f, "inclusive"), 709);
            seen++;
        } else if (strcmp(name, "spin") == 0) {
            CHECK_EQ_U(tc_number(f, "entries"), 2);
            seen++;
        }
    }
    CHECK_EQ_U(seen, 2);
    cJSON_Delete(doc);
    free(text);
}

void test_e2e_profile_bad_input(void)
{
    const char *dir = tc_test_tmpdir();
    char stripped[400], silent[400], text[400], rv[400];
    snprintf(stripped, sizeof stripped, "%s/stripped.elf", dir);
    snprintf(silent, sizeof silent, "%s/silent.elf", dir);
    snprintf(text, sizeof text, "%s/not-an-elf.txt", dir);
    CHECK(tc_build_spin(stripped, "-DWITH_EXIT", 1));
    CHECK(tc_build_spin(silent, "-DWITHOUT_EXIT", 0));
    CHECK(tcc_file_write(text, "hello\n", NULL) == TCC_OK);
    tc_expect(2, (const char *[]){ "exec", NULL }, (const char *[]){ "exec needs an ELF file", NULL });
    tc_expect(2, (const char *[]){ "exec", "/nonexistent.elf", NULL }, (const char *[]){ "cannot read /nonexistent.elf", NULL });
    tc_expect(2, (const char *[]){ "exec", text, NULL }, (const char *[]){ "is not an ELF file", NULL });
    tc_expect(2, (const char *[]){ "exec", stripped, NULL }, (const char *[]){ "no symbols: instructions only", NULL });
    tc_expect(2, (const char *[]){ "exec", silent, NULL }, (const char *[]){ "makes no semihosting call", NULL });
    tc_expect(2, (const char *[]){ "exec", "--target", "rv32", stripped, NULL },
              (const char *[]){ "was built for Arm", "RISC-V", NULL });
    tc_expect(2, (const char *[]){ "profile", "--target", "host", NULL },
              (const char *[]){ "target host has no instruction profile", "perf", NULL });
    tc_expect(2, (const char *[]){ "profile", "--scope", "everything", NULL },
              (const char *[]){ "--scope 'everything' is not one of", NULL });
    snprintf(rv, sizeof rv, "%s/missing/p.json", dir);
    tc_expect(2, (const char *[]){ "profile", "--json", rv, NULL }, (const char *[]){ "--json", NULL });
}

void test_e2e_compare_profiles(void)
{
    const char *dir = tc_test_tmpdir();
    char base[400], now[400], other[400];
    snprintf(base, sizeof base, "%s/base.profile.json", dir);
    snprintf(now, sizeof now, "%s/new.profile.json", dir);
    snprintf(other, sizeof other, "%s/other.profile.json", dir);
    CHECK(tcc_file_write(base, "{\"schema\":\"tlscost-profile/1\",\"what\":\"min (mbedtls 1)\",\"target\":\"m4\","
                               "\"scope\":\"client\",\"scope_instructions\":1000,\"functions\":["
                               "{\"name\":\"grew\",\"exclusive\":100,\"inclusive\":100},"
                               "{\"name\":\"gone\",\"exclusive\":300,\"inclusive\":300},"
                               "{\"name\":\"same\",\"exclusive\":600,\"inclusive\":1000}]}\n", NULL) == TCC_OK);
    CHECK(tcc_file_write(now, "{\"schema\":\"tlscost-profile/1\",\"what\":\"min (mbedtls 2)\",\"target\":\"m4\","
                              "\"scope\":\"client\",\"scope_instructions\":950,\"functions\":["
                              "{\"name\":\"grew\",\"exclusive\":350,\"inclusive\":350},"
                              "{\"name\":\"same\",\"exclusive\":600,\"inclusive\":950}]}\n", NULL) == TCC_OK);
    CHECK(tcc_file_write(other, "{\"schema\":\"tlscost-profile/1\",\"what\":\"x\",\"target\":\"m4\","
                                "\"scope\":\"all\",\"functions\":[]}\n", NULL) == TCC_OK);
    char *out = NULL;
    CHECK(tc_test_tool(&out, (const char *[]){ "compare", base, now, NULL }) == 0);
    /* Largest change first; an unchanged function is not listed. */
    const char *gone = out ? strstr(out, "\ngone ") : NULL, *grew = out ? strstr(out, "\ngrew ") : NULL;
    CHECK(gone != NULL && grew != NULL && gone < grew);
    CHECK(out != NULL && strstr(out, "-300") != NULL && strstr(out, "+250") != NULL && strstr(out, "-5.00 %") != NULL);
    CHECK(out != NULL && strstr(out, "\nsame ") == NULL);
    free(out);
    tc_expect(2, (const char *[]){ "compare", base, other, NULL }, (const char *[]){ "same --scope", NULL });
    tc_expect(2, (const char *[]){ "compare", base, now, "--max-flash", "+1%", NULL },
              (const char *[]){ "budgets apply to result documents", NULL });
}

/* The cycle estimate of exec-spin.S, counted by hand from the M4's timings: reset's seven
 * instructions are 8 static cycles (the literal load takes 2), spin's rounds 2 each and its
 * return 1, 702 + 8 = 710; taken branches: 2 calls, 248 + 98 loop branches and 2 returns, 352.
 * At a refill of 2 cycles: 1,414. */
void test_e2e_exec_cycles(void)
{
    char elf[400], json[400];
    snprintf(elf, sizeof elf, "%s/spin.elf", tc_test_tmpdir());
    snprintf(json, sizeof json, "%s/spin-cycles.json", tc_test_tmpdir());
    CHECK(tc_build_spin(elf, "-DWITH_EXIT", 0));
    tc_expect(0, (const char *[]){ "exec", "--quiet", "--cycles", "--json", json, elf, NULL },
              (const char *[]){ "an estimate, not a measurement", "1,414", NULL });
    char *text = tcc_file_read(json, NULL);
    cJSON *doc = text ? cJSON_Parse(text) : NULL;
    const cJSON *est = cJSON_GetObjectItemCaseSensitive(doc, "cycle_estimate");
    CHECK_EQ_U(tc_number(est, "static_cycles"), 710);
    CHECK_EQ_U(tc_number(est, "taken_branches"), 352);
    CHECK_EQ_U(tc_number(est, "cycles"), 1414);
    /* The M4 model's spread on its published points, as docs/cycles-validation.tsv gives it. */
    struct tcc_validation validation;
    tcc_validation_load(tc_test_home(), "cortex-m4", &validation);
    const cJSON *validated = cJSON_GetObjectItemCaseSensitive(est, "validated");
    CHECK(validation.points > 0 && tc_number(validated, "points") == validation.points);
    cJSON_Delete(doc);
    free(text);
    tc_expect(2, (const char *[]){ "exec", "--cycles", "--target", "m7", elf, NULL },
              (const char *[]){ "target m7 has no cycle model: instructions only, no time or energy", NULL });
    /* On an STM32F411 (3 wait states, 16-byte lines, ART on): four misses by construction, each 3
     * cycles: the reset handler's first line (0x0), spin's line (0x20), the literal the reset
     * handler loads (0x1c), and the line after the first, 0x10, reached in sequence by the block
     * the first call returns to (movs at 0xe, bl at 0x10): the prefetch had the movs's one cycle
     * of the 1 + 3 its read takes. */
    tc_expect(0, (const char *[]){ "exec", "--quiet", "--part", "stm32f411", "--json", json, elf, NULL },
              (const char *[]){ "STM32F411, 100 MHz, 3 flash wait states", "flash wait states: 12 cycles", NULL });
    text = tcc_file_read(json, NULL);
    doc = text ? cJSON_Parse(text) : NULL;
    est = cJSON_GetObjectItemCaseSensitive(doc, "cycle_estimate");
    CHECK_EQ_U(tc_number(est, "run_wait_state_cycles"), 12);
    CHECK_EQ_U(tc_number(est, "cycles"), 1414 + 12);
    cJSON_Delete(doc);
    free(text);
    /* Changed settings are said once each, beside the part's own, never both as the part's. */
    tc_expect(0, (const char *[]){ "exec", "--quiet", "--part", "stm32f411", "--wait-states", "1", "--flash-cache", "off",
                                   elf, NULL },
              (const char *[]){ "stm32f411 (parts/stm32f411.part) at 100 MHz with 1 flash wait states (the part's own: 3), "
                                "no cache or prefetch (the part's own: ", NULL });
    tc_expect(2, (const char *[]){ "exec", "--part", "z80board", elf, NULL },
              (const char *[]){ "part 'z80board' unknown; known: none, nrf52840, rp2040, rp2040-sram, rp2350, "
                                "stm32f091, stm32f407, stm32f411, stm32g071, stm32l4a6, stm32l4r5, stm32u585", NULL });
    /* A part of another core, and a core without a model: instructions only, no energy. */
    tc_expect(2, (const char *[]){ "exec", "--part", "rp2040", elf, NULL },
              (const char *[]){ "part rp2040 has a cortex-m0plus core, target m4 a cortex-m4", NULL });
    tc_expect(2, (const char *[]){ "exec", "--part", "stm32f407", "--target", "m3", elf, NULL },
              (const char *[]){ "part stm32f407 has a cortex-m4 core, target m3 a cortex-m3", NULL });
    tc_expect(2, (const char *[]){ "exec", "--wait-states", "2", elf, NULL }, (const char *[]){ "give --part NAME too", NULL });
}

/* The run image's .tc_ops section names the functions that bracket operations; a context runs
 * in the outermost one on its path. */
void test_profile_ops_section(void)
{
    const char *symbols = "00000040 g     F .text\t00000010 __wrap_mbedtls_ecdsa_verify\n"
                          "00000050 l     F .text\t00000010 tc_bearssl_mul\n"
                          "00000060 g     F .text\t00000010 main\n";
    struct tcc_profile_map map;
    CHECK(tcc_profile_map_parse(symbols, "", NULL, &tc_marks, &map) == TCC_OK);
    /* objdump -s: "__wrap_mbedtls_ecdsa_verify TC_OP_ECDSA_VERIFY\ntc_bearssl_mul TC_OP_ECDH_SHARED\n" */
    const char *dump = "\nx.elf:     file format elf32-littlearm\n\nContents of section .tc_ops:\n"
                       " 0000 5f5f7772 61705f6d 62656474 6c735f65  __wrap_mbedtls_e\n"
                       " 0010 63647361 5f766572 69667920 54435f4f  cdsa_verify TC_O\n"
                       " 0020 505f4543 4453415f 56455249 46590a74  P_ECDSA_VERIFY.t\n"
                       " 0030 635f6265 61727373 6c5f6d75 6c205443  c_bearssl_mul TC\n"
                       " 0040 5f4f505f 45434448 5f534841 5245440a  _OP_ECDH_SHARED.\n";
    int8_t function_op[3];
    CHECK(tcc_profile_ops_parse(dump, &map, function_op) == 2);
    long verify = tc_function_index(&map, "__wrap_mbedtls_ecdsa_verify"), mul = tc_function_index(&map, "tc_bearssl_mul");
    CHECK(verify >= 0 && function_op[verify] == TCC_OP_ECDSA_VERIFY);
    CHECK(mul >= 0 && function_op[mul] == TCC_OP_ECDH_SHARED);
    CHECK(function_op[tc_function_index(&map, "main")] == -1);
    /* A line naming no operation is refused, not skipped. */
    const char *bad = "Contents of section .tc_ops:\n 0000 6620544f 0a                           f TO.\n";
    CHECK(tcc_profile_ops_parse(bad, &map, function_op) == -1);
    tcc_profile_map_free(&map);
}

/* run --part: the result carries its estimate, labelled with the part, beside the lower bound. */
void test_e2e_run_part(void)
{
    char json[400];
    snprintf(json, sizeof json, "%s/part.json", tc_test_tmpdir());
    tc_expect(0, (const char *[]){ "run", "--quiet", "--part", "stm32f407", "--json", json, NULL },
              (const char *[]){ "at least 602.", "on STM32F407, 168 MHz, 5 flash wait states", "not a measurement",
                                "est. ms", "est. uJ", "estimated energy", "a projection (estimated time x 40.0 mA at "
                                "3.30 V", "uJ per KB (projection)", "published hardware timing", NULL });
    static struct tcc_result r;
    CHECK(tcc_json_read_result(json, &r, NULL) == TCC_OK);
    CHECK(r.estimate.present && r.estimate.clock_mhz == 168 && strstr(r.estimate.memory, "STM32F407") != NULL);
    /* The energy projection: the estimate's time at the part's datasheet current and voltage. */
    CHECK(r.estimate.supply_mv == 3300 && r.estimate.run_current_ua == 40000 &&
          strstr(r.estimate.current_source, "DS8626") != NULL);
    double expected = (double)r.estimate.handshake_cycles / 168.0 * 3300.0 * 40000.0 * 1e-9;
    CHECK(r.estimate.handshake_energy_uj > 0 && (double)r.estimate.handshake_energy_uj > expected - 1.0 &&
          (double)r.estimate.handshake_energy_uj < expected + 1.0);
    CHECK(r.estimate.data_cycles > 0 && r.estimate.data_energy_uj > 0 && r.estimate.resumption_cycles == 0);
    /* The M4 model's published points, the same as docs/cycles-validation.tsv gives. */
    struct tcc_validation validation;
    tcc_validation_load(tc_test_home(), "cortex-m4", &validation);
    CHECK(validation.points > 0 && r.estimate.validated_points == validation.points);
    /* More than one cycle per instruction, and the wait states on top of the zero-wait figure. */
    CHECK(r.estimate.handshake_cycles > r.client.handshake_instr * 3 / 2);
    /* Every step has its share of the estimate, and the shares add up to it exactly. */
    uint64_t steps = 0;
    for (unsigned k = 0; k < r.client.step_count; k++) {
        CHECK(r.client.steps[k].est_cycles > 0);
        steps += r.client.steps[k].est_cycles;
    }
    CHECK_EQ_U(steps, r.estimate.handshake_cycles);
    /* Each operation has its share too: min's two verifications and its key agreement, within the
     * handshake's estimate and costing more cycles than instructions. */
    uint64_t in_ops = 0;
    for (int op = 0; op < TCC_OP_COUNT; op++) {
        CHECK((r.client.ops[op].count > 0) == (r.client.ops[op].est_cycles > 0));
        CHECK(r.client.ops[op].est_cycles >= r.client.ops[op].instr);
        in_ops += r.client.ops[op].est_cycles;
    }
    CHECK(r.client.ops[TCC_OP_ECDSA_VERIFY].est_cycles > 0 && in_ops < r.estimate.handshake_cycles);
    CHECK(in_ops > r.estimate.handshake_cycles * 9 / 10);
    tc_expect(2, (const char *[]){ "run", "--part", "stm32f407", "--target", "m7", NULL },
              (const char *[]){ "target m7 has no cycle model: instructions only, no time or energy", NULL });
}

/* The Xtensa LX106 under the plugin (calls are call0 and callx0): every record within one
 * 25-instruction CCOUNT tick, and the software 64-bit multiply its core lacks in the table. */
void test_e2e_profile_lx106(void)
{
    tc_expect(0, (const char *[]){ "profile", "--quiet", "--target", "lx106", "--top", "3", NULL },
              (const char *[]){ "51 of 51 timed records within one tick (25 instructions)", "__muldi3", NULL });
}
