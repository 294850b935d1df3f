/* tcc_target.h: a target is its make fragment, mk/target/<name>.mk, and nothing else names it:
 * this module lists the fragments and reads one's descriptor through mk/image.mk's describe
 * goal (title, board, runner, compiler, counter, fault names, cycle model). */
#ifndef TCC_TARGET_H
#define TCC_TARGET_H

#include <stddef.h>
#include <stdint.h>
#include "tcc_cell_spec.h"
#include "tcc_result.h"

/* The target a cell runs on unless told otherwise. */
#define TCC_TARGET_DEFAULT "m4"

struct tcc_target_info {
    char name[TCC_NAME_MAX];         /* "m4" */
    char title[TCC_TEXT_MAX];        /* "Cortex-M4, QEMU mps2-an386" */
    char board[TCC_NAME_MAX];
    char runner[TCC_NAME_MAX];       /* "qemu-system-arm", or "native" for the host */
    char run[TCC_TEXT_MAX];          /* the command that runs an image, with {elf} {args} {serial} {plugin} */
    char run_serial[TCC_NAME_MAX];   /* the words for {serial} in tlscost's own runs */
    char run_console[TCC_NAME_MAX];  /* the words for {serial} when the board's UART is shown */
    char run_plugin[TCC_NAME_MAX];   /* the words for {plugin} in a profiled run ({plugin}: its path) */
    char runner_version[TCC_TEXT_MAX]; /* its --version line ("QEMU emulator version 7.2.22 ..."), or "native" */
    char cflags[TCC_TEXT_MAX];
    char objdump[TCC_NAME_MAX];
    char cc[TCC_NAME_MAX];           /* the target's compiler */
    char packages[TCC_TEXT_MAX];     /* the Debian packages that give its compiler, C library and runner */
    char compiler[TCC_TEXT_MAX];     /* its version line (part of every image's cache key) */
    char counter[TCC_TEXT_MAX];      /* what its ticks count */
    char fault_names[TCC_TEXT_MAX];  /* "3=HardFault 4=MemManage_fault ..." */
    char fault_other[TCC_NAME_MAX];  /* the word for a fault number not named */
    char cycle_model[TCC_NAME_MAX];  /* "none", or the model's name */
    char profiler[TCC_TEXT_MAX];     /* "cortex-m" or "riscv": how the plugin reads images; else why not */
    char flash[TCC_NAME_MAX];        /* "0x0 0x400000": where code and constants sit, or "" */
    int native;                      /* the image runs as a process of this machine */
    int board_known;                 /* the runner lists the board among its machines (-machine help) */
};

/* The targets, as "host, m3, m33, m4, m7, rv32" (the fragments under <home>/mk/target/). */
void tcc_target_known(const char *home, char *out, size_t size);
/* 1 when <home>/mk/target/<name>.mk exists (and name is a plain name). */
int tcc_target_exists(const char *home, const char *name);
/* Read the cell's target's descriptor and the target compiler's version line. TCC_E_USAGE with
 * the known targets when there is no such target, TCC_E_SETUP when make or the compiler is
 * missing or the fragment does not describe (each said as it is). */
int tcc_target_describe(const struct tcc_cell *cell, struct tcc_target_info *info);
/* One run's command line: argv points into words and at the caller's strings. */
struct tcc_target_command {
    char words[2 * TCC_TEXT_MAX];
    char *argv[64];
};
/* The command that runs elf with args on this target, from its fragment's TARGET_RUN: plugin is
 * the profiler's path or NULL, console 1 to show the board's UART. TCC_E_SETUP (said in d) when
 * the fragment gives no command or asks for a plugin it cannot load. The strings must outlive
 * cmd. */
int tcc_target_command(const struct tcc_target_info *info, const char *elf, const char *args, const char *plugin,
                       int console, struct tcc_target_command *cmd, struct tcc_diag *d);
/* The name of a fault number on this target ("BusFault"), or its word for others ("signal"). */
const char *tcc_target_fault_name(const struct tcc_target_info *info, uint64_t number, char *out, size_t size);

#endif
