/* tc_test.h: the test runner's small framework: CHECK records file:line and carries on,
 * each test is a function in the table in tests/main.c. */
#ifndef TC_TEST_H
#define TC_TEST_H

#include <stddef.h>

#define CHECK(expr) tc_test_check((expr) != 0, #expr, __FILE__, __LINE__)
#define CHECK_EQ_U(a, b) tc_test_check_eq((unsigned long long)(a), (unsigned long long)(b), #a, #b, __FILE__, __LINE__)

void tc_test_check(int ok, const char *expr, const char *file, int line);
void tc_test_check_eq(unsigned long long a, unsigned long long b, const char *ea, const char *eb, const char *file,
                      int line);

/* The tlscost tree (tests run from it). */
const char *tc_test_home(void);

/* Run the tool with arguments; returns its exit code, *output gets stdout+stderr (free it). */
int tc_test_tool(char **output, const char *const args[]);
/* A fresh temporary folder for one test's files. */
const char *tc_test_tmpdir(void);

#endif
