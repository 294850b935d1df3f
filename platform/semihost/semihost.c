/* semihost.c: console, arguments and exit for the emulated boards through semihosting (QEMU
 * with -semihosting-config enable=on,target=native); the board supplies tc_semihost_call. */
#include <stdint.h>
#include "tc_platform.h"
#include "tc_semihost.h"

enum { SYS_WRITE0 = 0x04, SYS_GET_CMDLINE = 0x15, SYS_EXIT = 0x18, SYS_EXIT_EXTENDED = 0x20 };
enum { ADP_STOPPED_APPLICATION_EXIT = 0x20026 };

void tc_plat_write(const char *text)
{
    tc_semihost_call(SYS_WRITE0, text);
}

const char *tc_plat_args(void)
{
    static char args[256];
    uint32_t block[2] = { (uint32_t)(uintptr_t)args, sizeof args - 1 };
    if (tc_semihost_call(SYS_GET_CMDLINE, block) != 0)
        return "";
    args[block[1] < sizeof args ? block[1] : sizeof args - 1] = '\0';
    return args;
}

void tc_plat_exit(int code)
{
    uint32_t block[2] = { ADP_STOPPED_APPLICATION_EXIT, (uint32_t)code };
    tc_semihost_call(SYS_EXIT_EXTENDED, block);
    for (;;)
        tc_semihost_call(SYS_EXIT, (const void *)(uintptr_t)ADP_STOPPED_APPLICATION_EXIT);
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
