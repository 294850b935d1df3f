/* tcc_interrupt.h: what an interrupted tlscost must undo. The core records the process groups
 * it started (QEMU, make and its compilers), the fit workers it forked and the temporary files
 * of outputs being written; on SIGINT or SIGTERM the command line's handler calls
 * tcc_interrupt_cleanup, which ends them all and removes those files, so nothing keeps running
 * and nothing half written is left behind. */
#ifndef TCC_INTERRUPT_H
#define TCC_INTERRUPT_H

#include <sys/types.h>

/* A child process group (its leader's pid), or a forked worker (which cleans up after itself
 * when it gets SIGTERM). Forget it once it has been reaped. */
void tcc_interrupt_track_group(pid_t pgid);
void tcc_interrupt_track_worker(pid_t pid);
void tcc_interrupt_forget(pid_t pid);
/* A temporary file being written; forget it once renamed or removed. */
void tcc_interrupt_track_file(const char *path);
void tcc_interrupt_forget_file(const char *path);
/* In a forked worker: start with an empty record (the parent's entries are the parent's). */
void tcc_interrupt_reset(void);
/* Async-signal-safe: SIGTERM to every group and worker (make deletes the target it was
 * building), a moment for them to go, SIGKILL to what is left, and the temporary files removed. */
void tcc_interrupt_cleanup(void);

#endif
