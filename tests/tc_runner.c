/* tc_runner.c: the test scheduler (see tc_runner.h). Each test runs in a forked process of its
 * own, a child subreaper so that whatever its tools leave running stays its descendant, with its
 * output in a log and its temporary files in a folder of its own; the parent keeps N of them
 * running and prints each verdict as it comes. */
#include "tc_runner.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "../src/core/base/tcc_file.h"
#include "../src/core/base/tcc_proc.h"
#include "tc_test.h"

#define TC_DURATIONS "build/tests/durations"
#define TC_TEST_LIMIT_S 2400 /* one test, whole: past it the test is killed and fails */

struct tc_slot {
    pid_t pid;
    size_t test;
    time_t started;
};

/* Seconds each test took in the last full run, from TC_DURATIONS; -1 where unknown. */
static void tc_read_durations(const struct tc_test *tests, size_t n, long *seconds)
{
    for (size_t i = 0; i < n; i++)
        seconds[i] = -1;
    char *text = tcc_file_read(TC_DURATIONS, NULL);
    for (char *line = text; line != NULL && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        char name[128];
        long s;
        if (sscanf(line, "%127s %ld", name, &s) != 2)
            continue;
        for (size_t i = 0; i < n; i++)
            if (strcmp(tests[i].name, name) == 0)
                seconds[i] = s;
    }
    free(text);
}

static void tc_write_durations(const struct tc_test *tests, size_t n, const long *seconds)
{
    size_t size = n * 160 + 1, used = 0;
    char *text = calloc(1, size);
    for (size_t i = 0; text != NULL && i < n; i++)
        if (seconds[i] >= 0)
            used += (size_t)snprintf(text + used, size - used, "%s %ld\n", tests[i].name, seconds[i]);
    if (text != NULL && tcc_mkdirs("build/tests") == 0)
        tcc_file_write(TC_DURATIONS, text, NULL);
    free(text);
}

/* In the forked child: the test, its output into log, its files under root. */
static void tc_run_child(const struct tc_test *t, const char *root, const char *log)
{
    int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd >= 0) {
        dup2(fd, STDOUT_FILENO);
        dup2(fd, STDERR_FILENO);
        close(fd);
    }
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    alarm(TC_TEST_LIMIT_S);
    tc_test_begin(root);
    t->fn();
    fflush(NULL);
    _exit(tc_test_failures() ? 1 : 0);
}

static void tc_print_log(const char *log)
{
    char *text = tcc_file_read(log, NULL);
    if (text != NULL && text[0] != '\0')
        fputs(text, stdout);
    free(text);
}

/* Which tests to run, in the order to start them: the named ones (or all), longest known first
 * and unknown ones before those. -1 when a name is no test's. */
static long tc_select(const struct tc_test *tests, size_t n, int first, int argc, char **argv, const long *seconds,
                      size_t *order)
{
    size_t count = 0;
    for (int a = first; a < argc; a++) {
        int known = 0;
        for (size_t i = 0; i < n; i++)
            known |= strcmp(tests[i].name, argv[a]) == 0;
        if (!known) {
            fprintf(stderr, "tlscost-tests: no test named '%s' (--list lists them)\n", argv[a]);
            return -1;
        }
    }
    for (size_t i = 0; i < n; i++) {
        int wanted = first >= argc;
        for (int a = first; a < argc; a++)
            wanted |= strcmp(tests[i].name, argv[a]) == 0;
        if (wanted)
            order[count++] = i;
    }
    /* A stable insertion sort: unknown (-1) counts as longest. */
    for (size_t i = 1; i < count; i++) {
        size_t v = order[i], j = i;
        long sv = seconds[v] < 0 ? __LONG_MAX__ : seconds[v];
        while (j > 0 && (seconds[order[j - 1]] < 0 ? __LONG_MAX__ : seconds[order[j - 1]]) < sv) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = v;
    }
    return (long)count;
}

static int tc_parse_jobs(int argc, char **argv, int *first, long *jobs)
{
    *jobs = sysconf(_SC_NPROCESSORS_ONLN);
    if (*jobs < 1)
        *jobs = 1;
    *first = 1;
    if (argc > 1 && strncmp(argv[1], "-j", 2) == 0) {
        const char *value = argv[1][2] ? argv[1] + 2 : argc > 2 ? argv[2] : "";
        char *end = NULL;
        *jobs = strtol(value, &end, 10);
        if (end == value || *end != '\0' || *jobs < 1 || *jobs > 64) {
            fprintf(stderr, "tlscost-tests: -j takes a number of tests at once, 1 to 64\n");
            return -1;
        }
        *first = argv[1][2] ? 2 : 3;
    }
    return 0;
}

int tc_runner_main(const struct tc_test *tests, size_t n, int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--list") == 0) {
        for (size_t i = 0; i < n; i++)
            printf("%s\n", tests[i].name);
        return 0;
    }
    int first;
    long jobs;
    if (tc_parse_jobs(argc, argv, &first, &jobs) != 0)
        return 2;
    long *seconds = calloc(n, sizeof *seconds);
    size_t *order = calloc(n, sizeof *order);
    struct tc_slot *slots = calloc((size_t)jobs, sizeof *slots);
    if (seconds == NULL || order == NULL || slots == NULL)
        return 2;
    tc_read_durations(tests, n, seconds);
    long count = tc_select(tests, n, first, argc, argv, seconds, order);
    if (count < 0)
        return 2;
    char root[256];
    snprintf(root, sizeof root, "/tmp/tlscost-tests.%ld", (long)getpid());
    tcc_mkdirs(root);
    unsigned passed = 0, failed = 0;
    long next = 0, running = 0;
    time_t began = time(NULL);
    while (next < count || running > 0) {
        while (next < count && running < jobs) {
            const struct tc_test *t = &tests[order[next]];
            char dir[400], log[500];
            snprintf(dir, sizeof dir, "%s/%s", root, t->name);
            snprintf(log, sizeof log, "%s.log", dir);
            tcc_mkdirs(dir);
            fflush(NULL);
            pid_t pid = fork();
            if (pid == 0)
                tc_run_child(t, dir, log);
            for (long s = 0; s < jobs; s++)
                if (slots[s].pid == 0) {
                    slots[s] = (struct tc_slot){ pid, order[next], time(NULL) };
                    break;
                }
            next++;
            running++;
        }
        int status = 0;
        pid_t done = waitpid(-1, &status, 0);
        if (done < 0 && errno == EINTR)
            continue;
        if (done < 0)
            break;
        for (long s = 0; s < jobs; s++) {
            if (slots[s].pid != done)
                continue;
            const struct tc_test *t = &tests[slots[s].test];
            long took = (long)(time(NULL) - slots[s].started);
            int ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
            char log[500];
            snprintf(log, sizeof log, "%s/%s.log", root, t->name);
            if (!ok)
                tc_print_log(log);
            if (WIFSIGNALED(status))
                printf("  %s: killed by signal %d%s\n", t->name, WTERMSIG(status),
                       WTERMSIG(status) == SIGALRM ? " (past the runner's time limit)" : "");
            printf("%s %s (%ld s)\n", ok ? "ok" : "FAIL", t->name, took);
            fflush(stdout);
            seconds[slots[s].test] = took;
            ok ? passed++ : failed++;
            slots[s].pid = 0;
            running--;
        }
    }
    if (first >= argc)
        tc_write_durations(tests, n, seconds);
    char *rm[] = { "rm", "-rf", root, NULL };
    struct tcc_proc_result pr;
    tcc_proc_run(rm, NULL, 60, &pr);
    tcc_proc_free(&pr);
    printf("%ld tests, %ld at once, %ld s\n", count, jobs, (long)(time(NULL) - began));
    printf("%u passed, %u failed\n", passed, failed);
    free(seconds);
    free(order);
    free(slots);
    return failed ? 1 : 0;
}
