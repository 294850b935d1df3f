/* tc_runner.h: runs the table of tests, in parallel, each in a process and a folder of its own. */
#ifndef TC_RUNNER_H
#define TC_RUNNER_H

#include <stddef.h>

struct tc_test {
    const char *name;
    void (*fn)(void);
};

/* tlscost-tests [-j N] [--list] [NAME ...]: run every test, or those named (whole names; a name
 * that is no test's is refused with exit 2). N tests at once (default: the machine's cores),
 * the longest known first (build/tests/durations, written after each full run). Prints
 * "ok NAME (S s)" or "FAIL NAME (S s)" with the failed test's output, then the closing line
 * "N passed, N failed". Returns the exit code: 0, 1 when a test failed, 2 for bad arguments. */
int tc_runner_main(const struct tc_test *tests, size_t n, int argc, char **argv);

#endif
