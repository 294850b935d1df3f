/* tcc_proc.c: child processes with a time limit (see tcc_proc.h). The child gets its own
 * process group, so a timeout kills it and anything it started (make's compilers). */
#include "tcc_proc.h"
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "tcc_error.h"
#include "tcc_interrupt.h"

static double tcc_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int tcc_proc_find(const char *program, char *out, size_t size)
{
    if (strchr(program, '/') != NULL) {
        snprintf(out, size, "%s", program);
        return access(out, X_OK) == 0 ? 0 : -1;
    }
    const char *path = getenv("PATH");
    for (const char *p = path; p != NULL && *p; p += strcspn(p, ":") + (p[strcspn(p, ":")] == ':')) {
        snprintf(out, size, "%.*s/%s", (int)strcspn(p, ":"), p, program);
        if (access(out, X_OK) == 0)
            return 0;
    }
    out[0] = '\0';
    return -1;
}

static void tcc_child(char *const argv[], int out_fd, const char *stdin_path, const char *stderr_path, int status_fd)
{
    setpgid(0, 0);
    dup2(out_fd, STDOUT_FILENO);
    if (stderr_path != NULL) {
        int fd = open(stderr_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd >= 0)
            dup2(fd, STDERR_FILENO);
    } else {
        dup2(out_fd, STDERR_FILENO);
    }
    int in = open(stdin_path != NULL ? stdin_path : "/dev/null", O_RDONLY);
    if (in >= 0)
        dup2(in, STDIN_FILENO);
    execvp(argv[0], argv);
    int e = errno;
    (void)!write(status_fd, &e, sizeof e);
    _exit(127);
}

int tcc_proc_run(char *const argv[], const char *stderr_path, unsigned timeout_s, struct tcc_proc_result *r)
{
    return tcc_proc_run_input(argv, NULL, stderr_path, timeout_s, r);
}

int tcc_proc_run_input(char *const argv[], const char *stdin_path, const char *stderr_path, unsigned timeout_s,
                       struct tcc_proc_result *r)
{
    memset(r, 0, sizeof *r);
    int out[2], status[2];
    if (pipe(out) != 0)
        return TCC_E_SETUP;
    if (pipe(status) != 0) {
        close(out[0]);
        close(out[1]);
        return TCC_E_SETUP;
    }
    fcntl(status[1], F_SETFD, FD_CLOEXEC);
    pid_t pid = fork();
    if (pid < 0)
        return TCC_E_SETUP;
    if (pid == 0)
        tcc_child(argv, out[1], stdin_path, stderr_path, status[1]);
    setpgid(pid, pid);
    tcc_interrupt_track_group(pid);
    close(out[1]);
    close(status[1]);
    int exec_errno = 0;
    r->started = read(status[0], &exec_errno, sizeof exec_errno) != (ssize_t)sizeof exec_errno;
    close(status[0]);

    size_t cap = 65536, len = 0;
    r->output = malloc(cap + 1);
    double deadline = timeout_s ? tcc_now() + timeout_s : 0;
    for (;;) {
        int wait_ms = -1;
        if (deadline != 0) {
            double left = deadline - tcc_now();
            if (left <= 0) {
                r->timed_out = 1;
                kill(-pid, SIGKILL);
                break;
            }
            wait_ms = (int)(left * 1000) + 1;
        }
        struct pollfd pfd = { out[0], POLLIN, 0 };
        int ready = poll(&pfd, 1, wait_ms);
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready == 0)
            continue;
        if (len == cap) {
            char *bigger = realloc(r->output, cap * 2 + 1);
            if (bigger == NULL)
                break;
            r->output = bigger;
            cap *= 2;
        }
        ssize_t got = read(out[0], r->output + len, cap - len);
        if (got <= 0)
            break;
        len += (size_t)got;
    }
    r->output[len] = '\0';
    close(out[0]);
    int wstatus = 0;
    while (waitpid(pid, &wstatus, 0) < 0 && errno == EINTR)
        ;
    tcc_interrupt_forget(pid);
    if (WIFEXITED(wstatus))
        r->exit_code = WEXITSTATUS(wstatus);
    else if (WIFSIGNALED(wstatus))
        r->signal = WTERMSIG(wstatus);
    return r->started ? TCC_OK : TCC_E_SETUP;
}

int tcc_proc_first_line(char *const argv[], char *out, size_t size)
{
    struct tcc_proc_result pr;
    int ok = tcc_proc_run(argv, "/dev/null", 30, &pr) == TCC_OK && pr.exit_code == 0 && !pr.timed_out;
    snprintf(out, size, "%.*s", ok ? (int)strcspn(pr.output, "\n") : 0, ok ? pr.output : "");
    tcc_proc_free(&pr);
    return ok ? 0 : -1;
}

void tcc_proc_free(struct tcc_proc_result *r)
{
    free(r->output);
    r->output = NULL;
}

int tcc_proc_start(char *const argv[], struct tcc_background *bg)
{
    int out[2];
    bg->pid = -1;
    bg->out_fd = -1;
    if (pipe(out) != 0)
        return TCC_E_SETUP;
    pid_t pid = fork();
    if (pid < 0)
        return TCC_E_SETUP;
    if (pid == 0) {
        setpgid(0, 0);
        dup2(out[1], STDOUT_FILENO);
        int devnull = open("/dev/null", O_RDWR);
        if (devnull >= 0) {
            dup2(devnull, STDERR_FILENO);
            dup2(devnull, STDIN_FILENO);
        }
        close(out[0]);
        execvp(argv[0], argv);
        _exit(127);
    }
    setpgid(pid, pid);
    tcc_interrupt_track_group(pid);
    close(out[1]);
    bg->pid = pid;
    bg->out_fd = out[0];
    return TCC_OK;
}

int tcc_proc_wait_line(struct tcc_background *bg, const char *prefix, char *line, size_t size, unsigned timeout_ms)
{
    char buf[4096];
    size_t len = 0;
    double deadline = tcc_now() + timeout_ms / 1000.0;
    while (tcc_now() < deadline && len < sizeof buf - 1) {
        struct pollfd pfd = { bg->out_fd, POLLIN, 0 };
        if (poll(&pfd, 1, 50) <= 0)
            continue;
        ssize_t got = read(bg->out_fd, buf + len, 1);
        if (got <= 0)
            return -1;
        if (buf[len] != '\n') {
            len++;
            continue;
        }
        buf[len] = '\0';
        if (strncmp(buf, prefix, strlen(prefix)) == 0) {
            snprintf(line, size, "%s", buf);
            return 0;
        }
        len = 0;
    }
    return -1;
}

void tcc_proc_stop(struct tcc_background *bg)
{
    if (bg->pid > 0) {
        kill(-bg->pid, SIGKILL);
        while (waitpid(bg->pid, NULL, 0) < 0 && errno == EINTR)
            ;
        tcc_interrupt_forget(bg->pid);
    }
    if (bg->out_fd >= 0)
        close(bg->out_fd);
    bg->pid = -1;
    bg->out_fd = -1;
}
