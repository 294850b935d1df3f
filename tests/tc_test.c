/* tc_test.c: the framework every test uses: checks that record file:line and carry on, the
 * tool under test run with a time limit and judged (a signal, a sanitizer's report or a time-out
 * is a failure whatever exit code was expected), a temporary folder per call, and the test's own
 * descendants (processes it left running). */
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../src/core/base/tcc_file.h"
#include "../src/core/base/tcc_proc.h"
#include "tc_test.h"

static int tc_failures_in_test;
static char tc_tmp_root[600];
static unsigned tc_tmp_count;

void tc_test_begin(const char *tmp_root)
{
    tc_failures_in_test = 0;
    tc_tmp_count = 0;
    snprintf(tc_tmp_root, sizeof tc_tmp_root, "%s", tmp_root);
}

void tc_test_check(int ok, const char *expr, const char *file, int line)
{
    if (ok)
        return;
    tc_failures_in_test++;
    fprintf(stderr, "  %s:%d: CHECK(%s) failed\n", file, line, expr);
}

void tc_test_check_eq(unsigned long long a, unsigned long long b, const char *ea, const char *eb, const char *file,
                      int line)
{
    if (a == b)
        return;
    tc_failures_in_test++;
    fprintf(stderr, "  %s:%d: %s == %s failed: %llu != %llu\n", file, line, ea, eb, a, b);
}

const char *tc_test_home(void)
{
    static char home[4096];
    if (home[0] == '\0' && getcwd(home, sizeof home) == NULL)
        snprintf(home, sizeof home, ".");
    return home;
}

const char *tc_test_tmpdir(void)
{
    static char dir[700];
    snprintf(dir, sizeof dir, "%s/%u", tc_tmp_root, tc_tmp_count++);
    char *argv[] = { "mkdir", "-p", dir, NULL };
    struct tcc_proc_result pr;
    tcc_proc_run(argv, NULL, 10, &pr);
    tcc_proc_free(&pr);
    return dir;
}

struct cJSON *tc_test_json(const char *dir, const char *name)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    char *text = tcc_file_read(path, NULL);
    cJSON *doc = text != NULL ? cJSON_Parse(text) : NULL;
    free(text);
    return doc;
}

/* The tool's own exit code, or a failure of the test whatever code it expected: a child
 * killed by a signal (a crash), a sanitizer's report (exit code TC_SANITIZER_EXIT, set in
 * main), or a run past its time limit. */
int tc_test_verdict(const struct tcc_proc_result *pr, const char *what)
{
    if (pr->timed_out) {
        tc_failures_in_test++;
        fprintf(stderr, "  %s: timed out\n", what);
        return TC_TOOL_TIMED_OUT;
    }
    if (pr->signal != 0) {
        tc_failures_in_test++;
        fprintf(stderr, "  %s: killed by signal %d\n", what, pr->signal);
        return TC_TOOL_KILLED;
    }
    if (pr->exit_code == TC_SANITIZER_EXIT) {
        tc_failures_in_test++;
        fprintf(stderr, "  %s: sanitizer report (exit %d):\n%.4000s\n", what, pr->exit_code,
                pr->output != NULL ? pr->output : "");
        return TC_TOOL_SANITIZER;
    }
    return pr->exit_code;
}

unsigned tc_test_failures(void)
{
    return (unsigned)tc_failures_in_test;
}

void tc_test_forgive(unsigned failures)
{
    tc_failures_in_test = (int)failures;
}

const char *tc_test_tool_path(void)
{
    static char tool[4200];
    const char *chosen = getenv("TLSCOST_TEST_TOOL");
    if (chosen != NULL && chosen[0] == '/')
        snprintf(tool, sizeof tool, "%s", chosen);
    else
        snprintf(tool, sizeof tool, "%s/%s", tc_test_home(), chosen != NULL ? chosen : "tlscost");
    return tool;
}

int tc_test_tool(char **output, const char *const args[])
{
    char *argv[40];
    argv[0] = (char *)tc_test_tool_path();
    int n = 1;
    for (; args[n - 1] != NULL && n < 39; n++)
        argv[n] = (char *)args[n - 1];
    argv[n] = NULL;
    struct tcc_proc_result pr;
    tcc_proc_run(argv, NULL, 600, &pr);
    *output = pr.output;
    return tc_test_verdict(&pr, args[0]);
}

void tc_expect(int code, const char *const args[], const char *const texts[])
{
    char *out = NULL;
    int got = tc_test_tool(&out, args);
    CHECK_EQ_U(got, code);
    for (int i = 0; texts[i] != NULL; i++) {
        int found = out != NULL && strstr(out, texts[i]) != NULL;
        CHECK(found);
        if (!found)
            fprintf(stderr, "  expected \"%s\" in:\n%s\n", texts[i], out ? out : "(nothing)");
    }
    free(out);
}

/* The parent of pid from /proc/PID/stat, or 0. */
static long tc_parent_of(long pid)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%ld/stat", pid);
    char *stat = tcc_file_read(path, NULL);
    const char *after = stat != NULL ? strrchr(stat, ')') : NULL;
    long parent = 0;
    char state;
    if (after == NULL || sscanf(after + 1, " %c %ld", &state, &parent) != 2)
        parent = 0;
    free(stat);
    return parent;
}

int tc_test_is_descendant(long pid)
{
    long me = (long)getpid();
    for (int depth = 0; depth < 64 && pid > 1; depth++) {
        pid = tc_parent_of(pid);
        if (pid == me)
            return 1;
    }
    return 0;
}

unsigned tc_test_descendants(const char *pattern, long *pids, unsigned max)
{
    unsigned found = 0;
    DIR *proc = opendir("/proc");
    for (struct dirent *e = proc ? readdir(proc) : NULL; e != NULL; e = readdir(proc)) {
        if (e->d_name[0] < '0' || e->d_name[0] > '9')
            continue;
        char path[300];
        snprintf(path, sizeof path, "/proc/%s/cmdline", e->d_name);
        size_t len = 0;
        char *cmd = tcc_file_read(path, &len);
        for (size_t i = 0; cmd != NULL && i + 1 < len; i++)
            if (cmd[i] == '\0')
                cmd[i] = ' ';
        long pid = atol(e->d_name);
        if (cmd != NULL && strstr(cmd, pattern) != NULL && tc_test_is_descendant(pid)) {
            if (found < max && pids != NULL)
                pids[found] = pid;
            found++;
        }
        free(cmd);
    }
    if (proc != NULL)
        closedir(proc);
    return found;
}
