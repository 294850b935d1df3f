/* sanitizer-fault.c: a program with a bug that a sanitizer reports (an overflow, or with "leak"
 * a leak); test_runner.c builds it with clang and runs it as the tool under test, to show the
 * runner fails a test on a sanitizer's report whatever exit code the test expected. */
#include <stdlib.h>
#include <string.h>

/* Allocations whose only pointer is overwritten: LeakSanitizer reports them at exit. */
static void __attribute__((noinline)) lose_memory(void)
{
    void *volatile kept = NULL;
    for (int i = 0; i < 8; i++)
        kept = malloc(64);
    (void)kept;
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "leak") == 0) {
        lose_memory();
        return 0;
    }
    char *buffer = malloc(16);
    if (buffer == NULL)
        return 3;
    memset(buffer, 0, (size_t)argc + 16); /* one byte or more past the end */
    free(buffer);
    return 0;
}
