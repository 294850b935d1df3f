/* tcc_interrupt.c: the record of what to undo on an interrupt (see tcc_interrupt.h). Fixed
 * slots, written only outside the handler and read by it, so the handler needs no locks and
 * calls only async-signal-safe functions (kill, nanosleep, unlink). */
#include "tcc_interrupt.h"
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define TCC_TRACK_MAX 64
#define TCC_FILES_MAX 8

static volatile sig_atomic_t tcc_children[TCC_TRACK_MAX]; /* > 0 a group, < 0 a worker, 0 free */
static char tcc_files[TCC_FILES_MAX][4300];
static volatile sig_atomic_t tcc_file_used[TCC_FILES_MAX];

static void tcc_track(sig_atomic_t value)
{
    for (int i = 0; i < TCC_TRACK_MAX; i++)
        if (tcc_children[i] == 0) {
            tcc_children[i] = value;
            return;
        }
}

void tcc_interrupt_track_group(pid_t pgid)
{
    tcc_track(pgid);
}

void tcc_interrupt_track_worker(pid_t pid)
{
    tcc_track(-pid);
}

void tcc_interrupt_forget(pid_t pid)
{
    for (int i = 0; i < TCC_TRACK_MAX; i++)
        if (tcc_children[i] == pid || tcc_children[i] == -pid)
            tcc_children[i] = 0;
}

void tcc_interrupt_track_file(const char *path)
{
    for (int i = 0; i < TCC_FILES_MAX; i++)
        if (!tcc_file_used[i]) {
            snprintf(tcc_files[i], sizeof tcc_files[i], "%s", path);
            tcc_file_used[i] = 1;
            return;
        }
}

void tcc_interrupt_forget_file(const char *path)
{
    for (int i = 0; i < TCC_FILES_MAX; i++)
        if (tcc_file_used[i] && strcmp(tcc_files[i], path) == 0)
            tcc_file_used[i] = 0;
}

void tcc_interrupt_reset(void)
{
    for (int i = 0; i < TCC_TRACK_MAX; i++)
        tcc_children[i] = 0;
    for (int i = 0; i < TCC_FILES_MAX; i++)
        tcc_file_used[i] = 0;
}

/* A slot's kill target: -pgid for a group, the pid for a worker. */
static void tcc_signal_all(int sig)
{
    for (int i = 0; i < TCC_TRACK_MAX; i++)
        if (tcc_children[i] != 0)
            kill(-tcc_children[i], sig);
}

/* Reap what has ended (a zombie still counts as alive to kill), then ask who is left. */
static int tcc_any_alive(void)
{
    while (waitpid(-1, NULL, WNOHANG) > 0)
        ;
    for (int i = 0; i < TCC_TRACK_MAX; i++)
        if (tcc_children[i] != 0 && kill(-tcc_children[i], 0) == 0)
            return 1;
    return 0;
}

void tcc_interrupt_cleanup(void)
{
    tcc_signal_all(SIGTERM);
    /* Up to two seconds for make to delete its half-built target and the workers to clean up. */
    struct timespec tick = { 0, 50 * 1000 * 1000 };
    for (int waited = 0; waited < 40 && tcc_any_alive(); waited++)
        nanosleep(&tick, NULL);
    tcc_signal_all(SIGKILL);
    for (int i = 0; i < TCC_FILES_MAX; i++)
        if (tcc_file_used[i])
            unlink(tcc_files[i]);
}
