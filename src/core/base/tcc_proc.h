/* tcc_proc.h: run a child process with a wall-clock limit, capturing its standard output
 * (and, where asked, its standard error to a file). Used for make, the compiler and QEMU. */
#ifndef TCC_PROC_H
#define TCC_PROC_H

#include <stddef.h>

struct tcc_proc_result {
    int started;     /* the program could be executed at all */
    int exit_code;   /* when it exited */
    int signal;      /* when a signal ended it */
    int timed_out;   /* it ran past the limit and was killed */
    char *output;    /* its standard output, NUL-terminated (free it) */
};

/* Run argv (argv[0] looked up in PATH). stderr_path: file for standard error, or NULL to
 * fold it into output. timeout_s: 0 for none. Returns 0, or TCC_E_SETUP when it could not
 * start (r->started is 0). */
int tcc_proc_run(char *const argv[], const char *stderr_path, unsigned timeout_s, struct tcc_proc_result *r);
/* The same with standard input from a file (NULL: /dev/null). */
int tcc_proc_run_input(char *const argv[], const char *stdin_path, const char *stderr_path, unsigned timeout_s,
                       struct tcc_proc_result *r);
void tcc_proc_free(struct tcc_proc_result *r);
/* The file program runs from: itself when it names a path, else the first executable of that
 * name in PATH, into out; 0, or -1 when there is none. */
int tcc_proc_find(const char *program, char *out, size_t size);
/* Run argv (30 s at most) and copy the first line of its output into out; 0, or -1 (out empty)
 * when it could not run or exited non-zero. For "--version" probes. */
int tcc_proc_first_line(char *const argv[], char *out, size_t size);


/* A program running in the background (a test server), in its own process group. */
struct tcc_background {
    int pid;
    int out_fd; /* its standard output */
};
/* Start argv with stdout to a pipe and stderr to /dev/null; 0 or TCC_E_SETUP. */
int tcc_proc_start(char *const argv[], struct tcc_background *bg);
/* Read its output until a line starting with prefix (copied into line) or timeout_ms; 0 or -1. */
int tcc_proc_wait_line(struct tcc_background *bg, const char *prefix, char *line, size_t size, unsigned timeout_ms);
/* Kill it and everything it started, and reap it. */
void tcc_proc_stop(struct tcc_background *bg);

#endif
