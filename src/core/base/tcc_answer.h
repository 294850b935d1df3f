/* tcc_answer.h: what a program says to a question that only its own file can change
 * (qemu-system-arm --version, -machine help; a compiler's --version), kept under
 * <home>/build/answers/ and keyed by the program's resolved path, size, time and inode and by
 * the question's words, so a run asks each once per installed program, not once per cell. */
#ifndef TCC_ANSWER_H
#define TCC_ANSWER_H

#include <stddef.h>

/* The output (stdout, stderr to /dev/null) of argv run with a 30 s limit, into a string to free
 * in *answer: kept from an earlier run when the program's file is the same, else asked and kept
 * when it exited 0. 0, or -1 when the program could not run or did not exit 0 (*answer NULL). */
int tcc_answer(const char *home, char *const argv[], char **answer);

#endif
