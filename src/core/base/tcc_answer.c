/* tcc_answer.c: programs' answers kept across runs (see tcc_answer.h). */
#include "tcc_answer.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "tcc_file.h"
#include "tcc_key.h"
#include "tcc_proc.h"

#define TCC_ANSWER_PATH 4400

/* The file that keeps argv's answer, from what identifies the program and the question; 0, or -1
 * when the program is not found. */
static int tcc_answer_path(const char *home, char *const argv[], char path[TCC_ANSWER_PATH])
{
    char program[4096], line[4400], key[65];
    struct stat st;
    if (tcc_proc_find(argv[0], program, sizeof program) != 0 || stat(program, &st) != 0)
        return -1;
    struct tcc_key k;
    tcc_key_begin(&k);
    snprintf(line, sizeof line, "tlscost-answer/1\n%s %lld %lld %llu\n", program, (long long)st.st_size,
             (long long)st.st_mtime, (unsigned long long)st.st_ino);
    tcc_key_text(&k, line);
    for (int i = 1; argv[i] != NULL; i++) {
        tcc_key_text(&k, argv[i]);
        tcc_key_text(&k, "\n");
    }
    if (tcc_key_end(&k, key) != 0)
        return -1;
    snprintf(path, TCC_ANSWER_PATH, "%s/build/answers/%s", home, key);
    return 0;
}

int tcc_answer(const char *home, char *const argv[], char **answer)
{
    char path[TCC_ANSWER_PATH];
    *answer = NULL;
    int keyed = tcc_answer_path(home, argv, path) == 0;
    if (keyed && (*answer = tcc_file_read(path, NULL)) != NULL)
        return 0;
    struct tcc_proc_result pr;
    int ok = tcc_proc_run(argv, "/dev/null", 30, &pr) == 0 && pr.exit_code == 0 && !pr.timed_out && pr.signal == 0;
    if (!ok) {
        tcc_proc_free(&pr);
        return -1;
    }
    /* Kept whole or not at all (tcc_file_write writes a temporary file and renames it). */
    char folder[TCC_ANSWER_PATH];
    snprintf(folder, sizeof folder, "%s/build/answers", home);
    if (keyed && tcc_mkdirs(folder) == 0)
        tcc_file_write(path, pr.output, NULL);
    *answer = pr.output;
    return 0;
}
