/* tcc_profile_map.c: an image's functions, calls and exception handlers for the profiling
 * plugin, from objdump's symbol table and disassembly (see tcc_profile_map.h). */
#include "tcc_profile_map.h"
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include "../model/tcc_cycle_model.h"
#include "../base/tcc_proc.h"

/* The vector table entries read: the 16 of the core and 32 interrupts. */
#define TCC_VECTOR_ENTRIES 48

static int tcc_by_start(const void *a, const void *b)
{
    const struct tcc_profile_function *x = a, *y = b;
    if (x->start != y->start)
        return x->start < y->start ? -1 : 1;
    return strcmp(x->name, y->name);
}

/* One "-t" line: "00000400 g     F .text	00000034 name" (F marks a function). */
static int tcc_parse_symbol(const char *line, struct tcc_profile_function *f)
{
    unsigned long long start, size;
    char name[256];
    const char *tab = strchr(line, '\t');
    if (tab == NULL || strlen(line) < 17 || line[15] != 'F')
        return -1;
    if (sscanf(line, "%llx", &start) != 1 || sscanf(tab + 1, "%llx %255s", &size, name) != 2)
        return -1;
    f->start = start & ~1ull; /* a Thumb function's symbol has bit 0 set */
    f->end = f->start + size;
    f->flag = '-';
    f->name = strdup(name);
    return f->name != NULL ? 0 : -1;
}

static int tcc_read_functions(const char *symbols, const struct tcc_profile_marks *marks,
                              struct tcc_profile_map *map)
{
    size_t room = 0;
    for (const char *line = symbols; line != NULL && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        struct tcc_profile_function f;
        if (tcc_parse_symbol(line, &f) != 0)
            continue;
        if (map->function_count == room) {
            room = room ? room * 2 : 256;
            void *grown = realloc(map->functions, room * sizeof *map->functions);
            if (grown == NULL) {
                free(f.name);
                return TCC_E_IO;
            }
            map->functions = grown;
        }
        map->functions[map->function_count++] = f;
    }
    if (map->function_count > 1)
        qsort(map->functions, map->function_count, sizeof *map->functions, tcc_by_start);
    /* Aliases share a start: keep the first name. A size-less symbol ends where the next starts. */
    size_t kept = 0;
    for (size_t i = 0; i < map->function_count; i++) {
        if (kept > 0 && map->functions[kept - 1].start == map->functions[i].start) {
            free(map->functions[i].name);
            continue;
        }
        map->functions[kept++] = map->functions[i];
    }
    map->function_count = kept;
    for (size_t i = 0; i < kept; i++) {
        struct tcc_profile_function *f = &map->functions[i];
        if (f->end == f->start)
            f->end = i + 1 < kept ? map->functions[i + 1].start : f->start + 2;
        if (marks->epoch_function != NULL && strcmp(f->name, marks->epoch_function) == 0)
            f->flag = 'e';
        else if (marks->write_function != NULL && strcmp(f->name, marks->write_function) == 0)
            f->flag = 'w';
    }
    return TCC_OK;
}

/* A call: Arm's bl and blx, Xtensa's call0 and callx0 (the call0 ABI the LX106 builds use),
 * RISC-V's jal and jalr when they link through ra (objdump leaves ra out when it is the link
 * register). */
static int tcc_is_call(const char *mnemonic, const char *operands)
{
    if (strcmp(mnemonic, "bl") == 0 || strcmp(mnemonic, "blx") == 0 || strcmp(mnemonic, "call0") == 0 ||
        strcmp(mnemonic, "callx0") == 0)
        return 1;
    if (strcmp(mnemonic, "jal") != 0 && strcmp(mnemonic, "jalr") != 0)
        return 0;
    const char *comma = strchr(operands, ',');
    const char *angle = strchr(operands, '<');
    return comma == NULL || (angle != NULL && comma > angle) || strncmp(operands, "ra,", 3) == 0;
}

/* The instruction before, for the cycle model's pipelining: adjacent in memory only. */
struct tcc_previous {
    char mnemonic[32], operands[96];
    unsigned size;
    uint64_t next;
};

static int tcc_add_timing(const struct tcc_cycle_core *core, uint64_t pc, unsigned size, const char *mnemonic,
                          const char *operands, struct tcc_previous *prev, size_t *room, struct tcc_profile_map *map)
{
    int adjacent = prev->next == pc && prev->size != 0;
    struct tcc_insn_cost cost;
    tcc_cycle_cost(core, mnemonic, operands, size, adjacent ? prev->mnemonic : NULL, adjacent ? prev->operands : NULL,
                   adjacent ? prev->size : 0, &cost);
    map->unknown_count += !cost.known;
    if (tcc_cycle_foreign(core, mnemonic, size) && map->foreign_count++ == 0)
        snprintf(map->first_foreign, sizeof map->first_foreign, "%s at 0x%llx", mnemonic, (unsigned long long)pc);
    if (map->insn_count == *room) {
        *room = *room ? *room * 2 : 4096;
        void *grown = realloc(map->insns, *room * sizeof *map->insns);
        if (grown == NULL)
            return TCC_E_IO;
        map->insns = grown;
    }
    map->insns[map->insn_count++] = (struct tcc_profile_insn){ pc, cost.first, cost.follow, cost.branch, size,
                                                               (unsigned)cost.reads };
    snprintf(prev->mnemonic, sizeof prev->mnemonic, "%s", mnemonic);
    snprintf(prev->operands, sizeof prev->operands, "%s", operands);
    prev->size = size;
    prev->next = pc + size;
    return TCC_OK;
}

/* One "-d" line: "     15c:\tf00e fc5a \tbl\tea14 <memcpy>". */
static int tcc_read_calls(const char *disassembly, const struct tcc_cycle_core *core, struct tcc_profile_map *map)
{
    size_t room = 0, insn_room = 0;
    struct tcc_previous prev = { "", "", 0, 0 };
    for (const char *line = disassembly; line != NULL && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        const char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) : strlen(line);
        char text[512];
        if (len >= sizeof text)
            continue;
        memcpy(text, line, len);
        text[len] = '\0';
        char *save = NULL, *addr = strtok_r(text, "\t", &save), *bytes = strtok_r(NULL, "\t", &save);
        char *mnemonic = strtok_r(NULL, "\t", &save), *operands = strtok_r(NULL, "\t", &save);
        unsigned long long pc;
        if (addr == NULL || bytes == NULL || mnemonic == NULL || sscanf(addr, " %llx:", &pc) != 1 ||
            strchr(addr, ':') == NULL)
            continue;
        unsigned digits = 0;
        for (const char *c = bytes; *c; c++)
            digits += (*c >= '0' && *c <= '9') || (*c >= 'a' && *c <= 'f');
        for (char *c = mnemonic; *c; c++)
            if (*c == ' ')
                *c = '\0';
        if ((strcmp(mnemonic, "bkpt") == 0 && operands != NULL && strtoul(operands, NULL, 0) == 0xab) ||
            strcmp(mnemonic, "ebreak") == 0)
            map->semihosting = 1;
        if (mnemonic[0] == '.') {
            prev.size = 0; /* data in the code (.word): no instruction */
            continue;
        }
        if (core != NULL && tcc_add_timing(core, pc, digits / 2, mnemonic, operands ? operands : "", &prev,
                                           &insn_room, map) != TCC_OK)
            return TCC_E_IO;
        if (!tcc_is_call(mnemonic, operands ? operands : ""))
            continue;
        if (map->call_count == room) {
            room = room ? room * 2 : 1024;
            void *grown = realloc(map->calls, room * 2 * sizeof *map->calls);
            if (grown == NULL)
                return TCC_E_IO;
            map->calls = grown;
        }
        map->calls[2 * map->call_count] = pc;
        map->calls[2 * map->call_count + 1] = pc + digits / 2;
        map->call_count++;
    }
    return TCC_OK;
}

/* Cortex-M: entries 2 and up of the vector table are exception handlers. vectors is objdump's
 * "-s" of the loadable section at the image's start (" 0000 00004020 45010000 41010000 ...");
 * its first line's address is the table's base. Only the contents of one section are read: a
 * dump of several (the .debug_* sections also start at 0) must not be taken for the table. */
static void tcc_mark_handlers(const char *vectors, struct tcc_profile_map *map)
{
    int sections = 0, have_base = 0;
    unsigned long long base = 0;
    for (const char *line = vectors; line != NULL && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        if (strncmp(line, "Contents of section ", 20) == 0 && ++sections > 1)
            break;
        unsigned long long address;
        char words[4][9];
        int n = sscanf(line, " %llx %8s %8s %8s %8s", &address, words[0], words[1], words[2], words[3]);
        if (line[0] != ' ' || n < 2)
            continue;
        if (!have_base) {
            base = address;
            have_base = 1;
        }
        for (int w = 0; w < n - 1; w++) {
            if (strlen(words[w]) != 8)
                break;
            unsigned long long entry = (address - base) / 4 + (unsigned)w;
            /* The words are little-endian bytes as objdump prints them. */
            unsigned long long value = 0;
            for (int b = 3; b >= 0; b--) {
                unsigned byte;
                sscanf(words[w] + 2 * b, "%2x", &byte);
                value = value << 8 | byte;
            }
            if (entry < 2 || entry >= TCC_VECTOR_ENTRIES || value == 0)
                continue;
            for (size_t i = 0; i < map->function_count; i++)
                if (map->functions[i].start == (value & ~1ull) && map->functions[i].flag == '-')
                    map->functions[i].flag = 'x';
        }
    }
}

/* The loadable section at the lowest load address (objdump -h: "  0 .text  00000df4  00000000
 * 00000000 ..." then its flags line with ALLOC and LOAD): where a Cortex-M image starts, with its
 * vector table. By load address, so code copied to a tightly coupled memory at 0 is not taken. */
int tcc_profile_vector_section(const char *headers, char *name, size_t size, unsigned long long *vma)
{
    int found = 0;
    unsigned long long lowest_lma = 0;
    for (const char *line = headers; line != NULL && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        unsigned index;
        char section[128];
        unsigned long long length, address, load_address;
        if (sscanf(line, " %u %127s %llx %llx %llx", &index, section, &length, &address, &load_address) != 5 ||
            length == 0)
            continue;
        const char *flags = strchr(line, '\n') ? strchr(line, '\n') + 1 : "";
        char flag_text[256];
        snprintf(flag_text, sizeof flag_text, "%.*s", (int)strcspn(flags, "\n"), flags);
        if (strstr(flag_text, "ALLOC") == NULL || strstr(flag_text, "LOAD") == NULL ||
            strstr(flag_text, "CONTENTS") == NULL)
            continue;
        if (!found || load_address < lowest_lma) {
            snprintf(name, size, "%s", section);
            *vma = address;
            lowest_lma = load_address;
            found = 1;
        }
    }
    return found ? 0 : -1;
}

int tcc_profile_map_parse(const char *symbols, const char *disassembly, const char *vectors,
                          const struct tcc_profile_marks *marks, struct tcc_profile_map *map)
{
    memset(map, 0, sizeof *map);
    const struct tcc_cycle_core *named = marks->cycle_model ? tcc_cycle_core_named(marks->cycle_model) : NULL;
    struct tcc_cycle_core core = named != NULL ? *named : (struct tcc_cycle_core){ 0 };
    if (marks->mul_cycles > 0)
        core.mul = marks->mul_cycles;
    int err = tcc_read_functions(symbols, marks, map);
    if (err == TCC_OK)
        err = tcc_read_calls(disassembly, named != NULL ? &core : NULL, map);
    if (err == TCC_OK && vectors != NULL)
        tcc_mark_handlers(vectors, map);
    return err;
}

/* objdump with options (NULL-ended, at most 6) then the ELF. */
static int tcc_objdump(const char *objdump, const char *const options[], const char *elf, struct tcc_proc_result *pr,
                       struct tcc_diag *d)
{
    char *argv[9] = { (char *)objdump };
    int n = 1;
    for (; options[n - 1] != NULL && n < 7; n++)
        argv[n] = (char *)options[n - 1];
    argv[n++] = (char *)elf;
    argv[n] = NULL;
    if (tcc_proc_run(argv, "/dev/null", 60, pr) != TCC_OK) {
        tcc_diagf(d, "%s not found; run scripts/setup.sh (or make setup) to install it", objdump);
        return TCC_E_SETUP;
    }
    if (pr->exit_code != 0 || pr->signal) {
        tcc_diagf(d, "%s cannot read %s: not an ELF file for this target", objdump, elf);
        return TCC_E_INPUT;
    }
    return TCC_OK;
}

/* objdump -s of the vector table: the first entries of the image's first loadable section. */
static int tcc_read_vectors(const char *objdump, const char *elf, struct tcc_proc_result *vectors, struct tcc_diag *d)
{
    struct tcc_proc_result headers = { 0 };
    int err = tcc_objdump(objdump, (const char *const[]){ "-h", NULL }, elf, &headers, d);
    char section[128], start[32], stop[32];
    unsigned long long vma = 0;
    if (err == TCC_OK && tcc_profile_vector_section(headers.output, section, sizeof section, &vma) == 0) {
        snprintf(start, sizeof start, "--start-address=0x%llx", vma);
        snprintf(stop, sizeof stop, "--stop-address=0x%llx", vma + 4ull * TCC_VECTOR_ENTRIES);
        err = tcc_objdump(objdump, (const char *const[]){ "-s", "-j", section, start, stop, NULL }, elf, vectors, d);
    }
    tcc_proc_free(&headers);
    return err;
}

int tcc_profile_map_read(const char *objdump, const char *elf, const struct tcc_profile_marks *marks,
                         struct tcc_profile_map *map, struct tcc_diag *d)
{
    memset(map, 0, sizeof *map);
    struct tcc_proc_result symbols = { 0 }, code = { 0 }, vectors = { 0 };
    int err = tcc_objdump(objdump, (const char *const[]){ "-t", NULL }, elf, &symbols, d);
    if (err == TCC_OK)
        err = tcc_objdump(objdump, (const char *const[]){ "-d", NULL }, elf, &code, d);
    if (err == TCC_OK && marks->vector_table)
        err = tcc_read_vectors(objdump, elf, &vectors, d);
    if (err == TCC_OK)
        err = tcc_profile_map_parse(symbols.output, code.output, marks->vector_table ? vectors.output : NULL, marks,
                                    map);
    if (err == TCC_OK && map->foreign_count > 0) {
        tcc_diagf(d, "%s has %zu instructions a %s cannot execute (the first: %s): build it for that core "
                  "(-mcpu=%s -mthumb)", elf, map->foreign_count, marks->cycle_model, map->first_foreign,
                  marks->cycle_model);
        err = TCC_E_INPUT;
    }
    if (err == TCC_OK && map->function_count == 0) {
        tcc_diagf(d, "%s has no symbols: instructions only; profile an image that keeps its symbol table "
                "(not stripped)", elf);
        err = TCC_E_INPUT;
    }
    tcc_proc_free(&symbols);
    tcc_proc_free(&code);
    tcc_proc_free(&vectors);
    if (err != TCC_OK)
        tcc_profile_map_free(map);
    return err;
}

int tcc_profile_elf_check(const char *path, const char *profiler, struct tcc_diag *d)
{
    static const struct { const char *profiler, *title; unsigned machine; } machines[] = {
        { "cortex-m", "Arm", 40 },
        { "riscv", "RISC-V", 243 },
        { "xtensa", "Xtensa", 94 },
    };
    unsigned char header[20];
    FILE *f = fopen(path, "rb");
    size_t got = f != NULL ? fread(header, 1, sizeof header, f) : 0;
    if (f != NULL)
        fclose(f);
    if (f == NULL) {
        tcc_diagf(d, "cannot read %s; give the path of an ELF file", path);
        return TCC_E_USAGE;
    }
    if (got < sizeof header || memcmp(header, "\177ELF", 4) != 0) {
        tcc_diagf(d, "%s is not an ELF file; give the .elf the linker wrote", path);
        return TCC_E_INPUT;
    }
    unsigned machine = header[18] | (unsigned)header[19] << 8;
    for (size_t i = 0; i < sizeof machines / sizeof machines[0]; i++)
        if (strcmp(machines[i].profiler, profiler) == 0) {
            if (header[4] == 1 && machine == machines[i].machine)
                return TCC_OK;
            const char *built = header[4] != 1 ? "a 64-bit core" : "another core";
            for (size_t j = 0; j < sizeof machines / sizeof machines[0]; j++)
                if (header[4] == 1 && machine == machines[j].machine)
                    built = machines[j].title;
            tcc_diagf(d, "%s was built for %s (ELF machine %u), not for this target's %s core; build it for the "
                      "target or choose the target it was built for", path, built, machine, machines[i].title);
            return TCC_E_INPUT;
        }
    tcc_diagf(d, "no ELF check for profiler '%s'", profiler);
    return TCC_E_USAGE;
}

int tcc_profile_map_write(FILE *out, const void *ctx)
{
    const struct tcc_profile_map *map = ctx;
    if (map->semihosting)
        fputs("S\n", out);
    for (size_t i = 0; i < map->function_count; i++) {
        const struct tcc_profile_function *f = &map->functions[i];
        fprintf(out, "F %" PRIx64 " %" PRIx64 " %c %s\n", f->start, f->end, f->flag, f->name);
    }
    for (size_t i = 0; i < map->call_count; i++) {
        fprintf(out, "C %" PRIx64 " %" PRIx64 "\n", map->calls[2 * i], map->calls[2 * i + 1]);
        fprintf(out, "R %" PRIx64 "\n", map->calls[2 * i + 1]);
    }
    for (size_t i = 0; i < map->insn_count; i++) {
        const struct tcc_profile_insn *n = &map->insns[i];
        fprintf(out, "I %" PRIx64 " %u %u %u %u %u\n", n->addr, n->first, n->follow, n->branch, n->size, n->reads);
        if (n->branch == TCC_BRANCH_COND)
            fprintf(out, "N %" PRIx64 "\n", n->addr + n->size);
    }
    return ferror(out) ? TCC_E_IO : TCC_OK;
}

int tcc_profile_map_load(const char *path, struct tcc_profile_map *map)
{
    memset(map, 0, sizeof *map);
    FILE *f = fopen(path, "r");
    if (f == NULL)
        return TCC_E_INPUT;
    size_t function_room = 0, call_room = 0, insn_room = 0;
    char line[512], name[300];
    int err = TCC_OK;
    while (err == TCC_OK && fgets(line, sizeof line, f) != NULL) {
        unsigned long long a, b;
        unsigned first, follow, branch, size, reads;
        char flag;
        if (strcmp(line, "S\n") == 0) {
            map->semihosting = 1;
        } else if (sscanf(line, "I %llx %u %u %u %u %u", &a, &first, &follow, &branch, &size, &reads) == 6) {
            void *grown = map->insn_count < insn_room ? map->insns
                          : realloc(map->insns, (insn_room = insn_room ? 2 * insn_room : 4096) * sizeof *map->insns);
            if (grown == NULL) {
                err = TCC_E_IO;
                break;
            }
            map->insns = grown;
            map->insns[map->insn_count++] = (struct tcc_profile_insn){ a, first, follow, branch, size, reads };
        } else if (sscanf(line, "F %llx %llx %c %299s", &a, &b, &flag, name) == 4) {
            void *grown = map->function_count < function_room ? map->functions
                          : realloc(map->functions, (function_room = function_room ? 2 * function_room : 256) *
                                                        sizeof *map->functions);
            char *copy = strdup(name);
            if (grown == NULL || copy == NULL) {
                free(copy);
                err = TCC_E_IO;
                break;
            }
            map->functions = grown;
            map->functions[map->function_count++] = (struct tcc_profile_function){ a, b, flag, copy };
        } else if (sscanf(line, "C %llx %llx", &a, &b) == 2) {
            void *grown = map->call_count < call_room ? map->calls
                          : realloc(map->calls, (call_room = call_room ? 2 * call_room : 1024) * 2 * sizeof *map->calls);
            if (grown == NULL) {
                err = TCC_E_IO;
                break;
            }
            map->calls = grown;
            map->calls[2 * map->call_count] = a;
            map->calls[2 * map->call_count + 1] = b;
            map->call_count++;
        } else if (line[0] != 'R' && line[0] != 'N') {
            err = TCC_E_INPUT;
        }
    }
    fclose(f);
    if (err != TCC_OK)
        tcc_profile_map_free(map);
    return err;
}

void tcc_profile_map_free(struct tcc_profile_map *map)
{
    for (size_t i = 0; i < map->function_count; i++)
        free(map->functions[i].name);
    free(map->functions);
    free(map->calls);
    free(map->insns);
    memset(map, 0, sizeof *map);
}
