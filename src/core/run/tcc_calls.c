/* tcc_calls.c: counting calls in an objdump -dr disassembly (see tcc_calls.h). */
#include "tcc_calls.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_error.h"
#include "../base/tcc_lines.h"
#include "../base/tcc_proc.h"

#define TCC_DISASM_LINE 512

/* "00000000 <name>:" starts a function; copy name, return 1. */
static int tcc_function_start(const char *line, char *name, size_t size)
{
    const char *open = strchr(line, '<');
    size_t len = strlen(line);
    if (open == NULL || len < 3 || strcmp(line + len - 2, ">:") != 0 || line[0] < '0' ||
        (line[0] > '9' && (line[0] < 'a' || line[0] > 'f')))
        return 0;
    snprintf(name, size, "%.*s", (int)(line + len - 2 - open - 1), open + 1);
    return 1;
}

/* A relocation line ("   4: R_ARM_THM_CALL  mbedtls_ct_uint_lt") naming prefix. */
static int tcc_reloc_names(const char *line, const char *prefix)
{
    const char *type = strstr(line, ": R_");
    return type != NULL && strstr(type, prefix) != NULL;
}

/* An instruction line whose annotation names prefix ("bl 1c <mbedtls_ct_uint_lt>"). */
static int tcc_annotation_names(const char *line, const char *prefix)
{
    const char *open = strchr(line, '<');
    return strstr(line, ": R_") == NULL && open != NULL && strncmp(open + 1, prefix, strlen(prefix)) == 0;
}

/* Walk the disassembly; count, in functions accepted by want(), the call sites naming prefix.
 * An instruction whose annotation names prefix and whose relocation does too counts once. */
static int tcc_calls_walk(const char *disasm, const char *prefix, int (*want)(const char *, const void *),
                          const void *ctx, int *seen)
{
    char line[TCC_DISASM_LINE], function[256] = "";
    int in_wanted = 0, count = 0, previous_annotated = 0;
    *seen = 0;
    for (const char *at = disasm; tcc_next_line(&at, line, sizeof line);) {
        if (tcc_function_start(line, function, sizeof function)) {
            in_wanted = want(function, ctx);
            *seen |= in_wanted;
            previous_annotated = 0;
            continue;
        }
        if (!in_wanted)
            continue;
        if (tcc_reloc_names(line, prefix)) {
            if (!previous_annotated)
                count++;
            previous_annotated = 0;
        } else if (tcc_annotation_names(line, prefix)) {
            count++;
            previous_annotated = 1;
        } else if (strstr(line, ": R_") == NULL) {
            previous_annotated = 0;
        }
    }
    return count;
}

static int tcc_is_function(const char *name, const void *ctx)
{
    return strcmp(name, ctx) == 0;
}

static int tcc_is_not_prefixed(const char *name, const void *ctx)
{
    return strncmp(name, ctx, strlen(ctx)) != 0;
}

int tcc_calls_from(const char *disasm, const char *function, const char *prefix)
{
    int seen;
    int count = tcc_calls_walk(disasm, prefix, tcc_is_function, function, &seen);
    return seen ? count : -1;
}

int tcc_calls_total(const char *disasm, const char *prefix)
{
    int seen;
    return tcc_calls_walk(disasm, prefix, tcc_is_not_prefixed, prefix, &seen);
}

char *tcc_calls_disassemble(const char *objdump, const char *file, struct tcc_diag *d)
{
    char *argv[] = { (char *)objdump, "-dr", "--no-show-raw-insn", (char *)file, NULL };
    struct tcc_proc_result pr;
    if (tcc_proc_run(argv, "/dev/null", 300, &pr) != TCC_OK || pr.exit_code != 0) {
        tcc_proc_free(&pr);
        tcc_diagf(d, "%s could not disassemble %s; run scripts/setup.sh (or make setup) to install it", objdump, file);
        return NULL;
    }
    return pr.output;
}
