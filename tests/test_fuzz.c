/* test_fuzz.c: the fuzz targets cannot rot: every fuzz/fuzz_<name>.c has its built target (make
 * test builds them from the tool's own sources, fuzz/fuzz.mk), newer than its source, and each
 * replays its committed corpus, fuzz/corpus/<name>/, once without a crash (no new inputs). */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "../src/core/base/tcc_proc.h"
#include "tc_test.h"
#include "tests.h"

/* Replay one target's corpus; 1 when it ran every input and exited 0. */
static int tc_replay(const char *name)
{
    char target[300], source[300], corpus[300];
    snprintf(target, sizeof target, "%s/build/fuzz/fuzz_%s", tc_test_home(), name);
    snprintf(source, sizeof source, "%s/fuzz/fuzz_%s.c", tc_test_home(), name);
    snprintf(corpus, sizeof corpus, "%s/fuzz/corpus/%s", tc_test_home(), name);
    struct stat built, written;
    if (stat(target, &built) != 0 || stat(source, &written) != 0 || built.st_mtime < written.st_mtime) {
        fprintf(stderr, "  %s is missing or older than %s: make fuzz-targets does not build it\n", target, source);
        return 0;
    }
    char *argv[] = { target, "-runs=0", corpus, NULL };
    struct tcc_proc_result pr;
    int ok = tcc_proc_run(argv, NULL, 300, &pr) == 0 && pr.exit_code == 0 && pr.output != NULL &&
             strstr(pr.output, "Done ") != NULL;
    if (!ok)
        fprintf(stderr, "  %s on its corpus: exit %d%s\n%.2000s\n", name, pr.exit_code, pr.timed_out ? " (timed out)" : "",
                pr.output ? pr.output : "");
    tcc_proc_free(&pr);
    return ok;
}

void test_fuzz_corpus_replay(void)
{
    char dir[300];
    snprintf(dir, sizeof dir, "%s/fuzz", tc_test_home());
    struct dirent **list = NULL;
    int n = scandir(dir, &list, NULL, alphasort);
    unsigned targets = 0;
    for (int i = 0; i < n; i++) {
        const char *file = list[i]->d_name;
        size_t len = strlen(file);
        if (strncmp(file, "fuzz_", 5) == 0 && len > 7 && strcmp(file + len - 2, ".c") == 0) {
            char name[64];
            snprintf(name, sizeof name, "%.*s", (int)(len - 7), file + 5);
            CHECK(tc_replay(name));
            targets++;
        }
        free(list[i]);
    }
    free(list);
    CHECK(targets >= 3);
}
