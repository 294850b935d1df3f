/* tcc_signals.c: SIGINT and SIGTERM end tlscost cleanly: every child process group it started
 * is ended, the outputs being written are removed (tcc_interrupt.h), it says "interrupted" and
 * exits with 130. A forked fit worker does the same for its own children, silently. */
#include "tcc_signals.h"
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include "../core/base/tcc_interrupt.h"

static pid_t tcc_main_pid;

static void tcc_on_signal(int sig)
{
    (void)sig;
    tcc_interrupt_cleanup();
    if (getpid() == tcc_main_pid) {
        static const char said[] = "tlscost: interrupted\n";
        (void)!write(STDERR_FILENO, said, sizeof said - 1);
    }
    _exit(130);
}

void tcc_signals_install(void)
{
    tcc_main_pid = getpid();
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = tcc_on_signal;
    sigemptyset(&sa.sa_mask);
    sigaddset(&sa.sa_mask, SIGINT);
    sigaddset(&sa.sa_mask, SIGTERM);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
}
