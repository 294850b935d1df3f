/* tcc_profile_map.h: what the profiling plugin needs to know of an image, read from the ELF with
 * the target's objdump: its functions (sorted by address), its call instructions and the
 * return sites after them, and, on Cortex-M, which functions the vector table makes exception
 * handlers. The plugin itself knows no instruction set (plugin/tc_profile.c). */
#ifndef TCC_PROFILE_MAP_H
#define TCC_PROFILE_MAP_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "../base/tcc_error.h"

struct tcc_profile_function {
    uint64_t start, end;
    char flag;  /* 'e' epoch, 'w' write, 'x' exception handler, '-' */
    char *name;
};

/* One instruction's static cycles and branch kind, with a cycle model (tcc_cycle_model.h). */
struct tcc_profile_insn {
    uint64_t addr;
    unsigned first, follow, branch, size, reads;
};

struct tcc_profile_map {
    struct tcc_profile_function *functions;
    size_t function_count;
    uint64_t *calls;         /* pairs: call address, return address */
    size_t call_count;
    int semihosting;         /* the code has a semihosting call (Arm bkpt 0xab, RISC-V ebreak) */
    struct tcc_profile_insn *insns; /* with a cycle model: every instruction */
    size_t insn_count;
    size_t unknown_count;    /* instructions the model has no timing for (priced at one cycle) */
    size_t foreign_count;    /* instructions an ARMv6-M model's core cannot execute (tcc_cycle_foreign) */
    char first_foreign[128]; /* the first of them: "umull at 0x1a2c" */
};

/* Which functions mark epochs and records (NULL for none), and whether the image is a Cortex-M
 * one with a vector table at address 0. */
struct tcc_profile_marks {
    const char *epoch_function;
    const char *write_function;
    int vector_table;
    const char *cycle_model;  /* "cortex-m4", "cortex-m3", or NULL for instructions only */
    unsigned mul_cycles;      /* MUL's cycles where a part sets them (tcc_part's mul_cycles); 0: the model's */
};

/* Read elf with objdump into map. TCC_E_SETUP when objdump cannot run, TCC_E_INPUT when the ELF
 * is not one objdump reads or has no function symbols (say "no symbols: instructions only"). */
int tcc_profile_map_read(const char *objdump, const char *elf, const struct tcc_profile_marks *marks,
                         struct tcc_profile_map *map, struct tcc_diag *d);
/* Parse objdump's -t and -d texts (and -s of the vector table's section, or NULL); exposed for
 * tests. */
int tcc_profile_map_parse(const char *symbols, const char *disassembly, const char *vectors,
                          const struct tcc_profile_marks *marks, struct tcc_profile_map *map);
/* From objdump -h's text: the loadable section at the lowest load address (where a Cortex-M
 * image's vector table is), its name and run address; 0, or -1 when there is none. */
int tcc_profile_vector_section(const char *headers, char *name, size_t size, unsigned long long *vma);
/* The ELF at path is a 32-bit ELF for the profiler's machine ("cortex-m": Arm, "riscv": RISC-V);
 * TCC_E_INPUT with d saying what it is otherwise. */
int tcc_profile_elf_check(const char *path, const char *profiler, struct tcc_diag *d);
/* Write the plugin's map file ("S" for semihosting, then F, C and R lines). */
int tcc_profile_map_write(FILE *out, const void *map);
/* Read a map file tcc_profile_map_write wrote; TCC_E_INPUT when it is not one. */
int tcc_profile_map_load(const char *path, struct tcc_profile_map *map);
void tcc_profile_map_free(struct tcc_profile_map *map);

#endif
