/* host.c: the harness's platform on a Linux host (x86-64): ticks from the CPU's instruction
 * counter through perf_event_open where the kernel allows it, else wall-clock nanoseconds (the
 * calibration record says which); the run's arguments as the program's one argument; records on stdout; a crash
 * (SIGSEGV, SIGBUS, SIGILL, SIGFPE) reported as a fault record. */
#define _GNU_SOURCE
#include <linux/perf_event.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include "tc_out.h"
#include "tc_platform.h"

#define TC_HOST_STACK_WINDOW (256u * 1024u) /* how far below main's frame the stack is painted */

static int tc_perf_fd = -1;
static uint8_t *tc_host_stack_limit;

static void tc_host_fault(int sig)
{
    tc_out_fault((uint32_t)sig, 0, 0, 0, 0, 0, 0, 0);
    _exit(3);
}

void tc_plat_clock_init(void)
{
    struct perf_event_attr attr;
    memset(&attr, 0, sizeof attr);
    attr.type = PERF_TYPE_HARDWARE;
    attr.size = sizeof attr;
    attr.config = PERF_COUNT_HW_INSTRUCTIONS;
    attr.exclude_kernel = 1;
    attr.exclude_hv = 1;
    tc_perf_fd = (int)syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0);
    tc_host_stack_limit = (uint8_t *)__builtin_frame_address(0) - TC_HOST_STACK_WINDOW;
    signal(SIGSEGV, tc_host_fault);
    signal(SIGBUS, tc_host_fault);
    signal(SIGILL, tc_host_fault);
    signal(SIGFPE, tc_host_fault);
}

const char *tc_plat_tick_unit(void)
{
    return tc_perf_fd >= 0 ? "instr" : "ns";
}

uint64_t tc_plat_ticks(void)
{
    uint64_t count = 0;
    if (tc_perf_fd >= 0 && read(tc_perf_fd, &count, sizeof count) == (ssize_t)sizeof count)
        return count;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

void tc_plat_spin(uint32_t n_instr)
{
    uint32_t n = n_instr / 2u;
    __asm__ volatile("1: dec %0\n"
                     "   jnz 1b\n"
                     : "+r"(n)
                     :
                     : "cc");
}

void tc_plat_write(const char *text)
{
    fputs(text, stdout);
    fflush(stdout);
}

static const char *tc_host_args = "";

/* glibc passes main's arguments to the program's constructors too: the run's arguments are the
 * one argument tlscost gives (mk/target/host.mk, TARGET_RUN). */
__attribute__((constructor)) static void tc_host_keep_args(int argc, char **argv)
{
    if (argc > 1)
        tc_host_args = argv[1];
}

const char *tc_plat_args(void)
{
    return tc_host_args;
}

void tc_plat_exit(int code)
{
    exit(code);
}

uint8_t *tc_plat_stack_limit(void)
{
    return tc_host_stack_limit;
}

const char *tc_plat_name(void)
{
    return "host";
}

/* A write to an address with no memory behind it: the bus faults. */
void tc_plat_fault(void)
{
    *(volatile uint32_t *)0xF0000000u = 1u;
}
