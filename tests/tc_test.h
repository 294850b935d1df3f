/* tc_test.h: the test runner's small framework: CHECK records file:line and carries on,
 * each test is a function in the table in tests/main.c, run by tc_runner.c in a process of its
 * own (a subreaper: what its tools leave running becomes its child). */
#ifndef TC_TEST_H
#define TC_TEST_H

#include <stddef.h>

#define CHECK(expr) tc_test_check((expr) != 0, #expr, __FILE__, __LINE__)
#define CHECK_EQ_U(a, b) tc_test_check_eq((unsigned long long)(a), (unsigned long long)(b), #a, #b, __FILE__, __LINE__)

void tc_test_check(int ok, const char *expr, const char *file, int line);
void tc_test_check_eq(unsigned long long a, unsigned long long b, const char *ea, const char *eb, const char *file,
                      int line);

/* What tc_test_tool returns when the tool did not end by itself with an exit code: each is
 * also a failure of the running test. */
#define TC_SANITIZER_EXIT 86
enum { TC_TOOL_TIMED_OUT = -1, TC_TOOL_KILLED = -2, TC_TOOL_SANITIZER = -3 };
struct tcc_proc_result;
/* The child's exit code, or one of TC_TOOL_* with the test's failure recorded. */
int tc_test_verdict(const struct tcc_proc_result *pr, const char *what);
/* The running test's failures so far, and setting them back: for tests of the checks themselves,
 * which must see a check fail without failing. */
unsigned tc_test_failures(void);
void tc_test_forgive(unsigned failures);

/* The tlscost tree (tests run from it). */
const char *tc_test_home(void);

/* The tool under test (./tlscost, or TLSCOST_TEST_TOOL). */
const char *tc_test_tool_path(void);
/* Run the tool with arguments; returns its exit code (or TC_TOOL_*, a failure), *output gets
 * stdout+stderr (free it). */
int tc_test_tool(char **output, const char *const args[]);
/* Run the tool; check its exit code and that its output holds every text of texts (NULL
 * ended): an expected failure asserts its reason, not only its code. */
void tc_expect(int code, const char *const args[], const char *const texts[]);
/* A fresh temporary folder for one test's files. */
const char *tc_test_tmpdir(void);
/* The JSON document in the file dir/name, parsed (free with cJSON_Delete), or NULL. */
struct cJSON;
struct cJSON *tc_test_json(const char *dir, const char *name);

/* Start a test: no failures yet, temporary folders under tmp_root (the runner calls it). */
void tc_test_begin(const char *tmp_root);
/* 1 when pid descends from the running test's process. */
int tc_test_is_descendant(long pid);
/* How many of the running test's descendants have pattern in their command line; their pids
 * into pids (up to max; pids may be NULL). Parallel tests never see each other's processes. */
unsigned tc_test_descendants(const char *pattern, long *pids, unsigned max);

#endif
