/* test_interrupt.c: an interrupted tlscost leaves nothing running: SIGINT during the run of a
 * hung firmware ends its QEMU, says "interrupted" and exits with 130. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "../src/core/base/tcc_file.h"
#include "../src/core/base/tcc_proc.h"
#include "tc_test.h"
#include "tests.h"

/* How many QEMU processes of this test (its descendants: parallel tests run their own) run
 * with the given scenario text. */
static int tc_count_qemu(const char *scenario)
{
    long pids[16];
    unsigned n = tc_test_descendants("qemu-system-arm", pids, 16), found = 0;
    for (unsigned i = 0; i < n && i < 16; i++) {
        char path[64];
        snprintf(path, sizeof path, "/proc/%ld/cmdline", pids[i]);
        size_t len = 0;
        char *cmd = tcc_file_read(path, &len);
        for (size_t c = 0; cmd != NULL && c + 1 < len; c++)
            if (cmd[c] == '\0')
                cmd[c] = ' ';
        found += cmd != NULL && strstr(cmd, scenario) != NULL;
        free(cmd);
    }
    return (int)found;
}

void test_e2e_interrupt_leaves_nothing(void)
{
    char command[1200];
    snprintf(command, sizeof command, "exec %s run --inject hang --timeout 100 2>&1", tc_test_tool_path());
    char *argv[] = { "sh", "-c", command, NULL };
    struct tcc_background bg;
    char line[512];
    CHECK(tcc_proc_start(argv, &bg) == 0);
    int running = tcc_proc_wait_line(&bg, "tlscost: min: running on", line, sizeof line, 300000) == 0;
    CHECK(running);
    struct timespec settle = { 1, 0 };
    nanosleep(&settle, NULL);
    CHECK(!running || tc_count_qemu("inject=hang") == 1);
    kill(bg.pid, SIGINT);
    int status = 0;
    pid_t got;
    while ((got = waitpid(bg.pid, &status, 0)) < 0 && errno == EINTR)
        ;
    CHECK(got == bg.pid && WIFEXITED(status) && WEXITSTATUS(status) == 130);
    CHECK(tcc_proc_wait_line(&bg, "tlscost: interrupted", line, sizeof line, 5000) == 0);
    CHECK_EQ_U(tc_count_qemu("inject=hang"), 0);
    bg.pid = -1;
    tcc_proc_stop(&bg);
}
