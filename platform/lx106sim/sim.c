/* sim.c: console, arguments and exit on QEMU's Xtensa sim machine, through the simcall
 * instruction (QEMU's xtensa semihosting: a2 the call, a3 to a5 its arguments). */
#include <stdint.h>
#include <string.h>
#include "tc_platform.h"

enum { SIM_EXIT = 1, SIM_WRITE = 4, SIM_ARGC = 1000, SIM_ARGV_SIZE = 1001, SIM_ARGV = 1002 };

static long tc_simcall(long call, long a, long b, long c)
{
    register long a2 __asm__("a2") = call;
    register long a3 __asm__("a3") = a;
    register long a4 __asm__("a4") = b;
    register long a5 __asm__("a5") = c;
    __asm__ volatile("simcall" : "+r"(a2), "+r"(a3) : "r"(a4), "r"(a5) : "memory");
    return a2;
}

void tc_plat_write(const char *text)
{
    tc_simcall(SIM_WRITE, 1, (long)(uintptr_t)text, (long)strlen(text));
}

/* QEMU gives the program's name and -append's words as argv: the arguments are the words after
 * the name, joined by spaces again. */
const char *tc_plat_args(void)
{
    static uint32_t argv_block[128];
    static char args[256];
    long argc = tc_simcall(SIM_ARGC, 0, 0, 0);
    if (argc <= 1 || tc_simcall(SIM_ARGV_SIZE, 0, 0, 0) > (long)sizeof argv_block)
        return "";
    tc_simcall(SIM_ARGV, (long)(uintptr_t)argv_block, 0, 0);
    size_t used = 0;
    for (long i = 1; i < argc; i++) {
        const char *word = (const char *)(uintptr_t)argv_block[i];
        size_t len = strlen(word);
        if (used + len + 2 > sizeof args)
            break;
        if (used > 0)
            args[used++] = ' ';
        memcpy(args + used, word, len);
        used += len;
    }
    args[used] = '\0';
    return args;
}

void tc_plat_exit(int code)
{
    for (;;)
        tc_simcall(SIM_EXIT, code, 0, 0);
}

const char *tc_plat_name(void)
{
    return TC_BOARD_NAME;
}

/* The C library's exit() ends here (the library or harness may call exit or abort). */
void _exit(int code) __attribute__((noreturn));
void _exit(int code)
{
    tc_plat_exit(code);
}
