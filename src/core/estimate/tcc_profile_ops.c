/* tcc_profile_ops.c: the operation each calling context runs in (see tcc_profile_ops.h). */
#include "tcc_profile_ops.h"
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_proc.h"

/* "TC_OP_ECDSA_VERIFY", as the harness's TC_OP_TAG writes an operation. */
#define TCC_OP_ID_TEXT(id, name, title) "TC_OP_" #id,
static const char *const tcc_op_ids[TCC_OP_COUNT] = { TC_OPERATIONS(TCC_OP_ID_TEXT) };
#undef TCC_OP_ID_TEXT

/* The section's bytes from objdump -s lines (" 0000 5f5f7772 61705f66 ...  __wrap_f"). */
static char *tcc_section_bytes(const char *dump)
{
    size_t room = strlen(dump) / 2 + 1, n = 0;
    char *bytes = malloc(room);
    if (bytes == NULL)
        return NULL;
    const char *line = strstr(dump, "Contents of section");
    for (line = line ? strchr(line, '\n') : NULL; line != NULL && line[1] == ' '; line = strchr(line + 1, '\n')) {
        const char *q = line + 2;
        while (isxdigit((unsigned char)*q)) /* the offset */
            q++;
        /* Up to four groups of up to eight hex digits, each after one space; two spaces end them. */
        for (int group = 0; group < 4 && q[0] == ' ' && isxdigit((unsigned char)q[1]); group++) {
            q++;
            while (isxdigit((unsigned char)q[0]) && isxdigit((unsigned char)q[1]) && n + 1 < room) {
                char hex[3] = { q[0], q[1], '\0' };
                bytes[n++] = (char)strtol(hex, NULL, 16);
                q += 2;
            }
        }
    }
    bytes[n] = '\0';
    return bytes;
}

int tcc_profile_ops_parse(const char *dump, const struct tcc_profile_map *map, int8_t *function_op)
{
    for (size_t f = 0; f < map->function_count; f++)
        function_op[f] = -1;
    char *bytes = tcc_section_bytes(dump);
    if (bytes == NULL)
        return -1;
    int named = 0;
    for (char *line = strtok(bytes, "\n"); line != NULL; line = strtok(NULL, "\n")) {
        char function[256], id[64];
        int op = -1;
        if (sscanf(line, "%255s %63s", function, id) == 2)
            for (int o = 0; o < TCC_OP_COUNT; o++)
                if (strcmp(id, tcc_op_ids[o]) == 0)
                    op = o;
        if (op < 0) {
            named = -1;
            break;
        }
        for (size_t f = 0; f < map->function_count; f++)
            if (strcmp(map->functions[f].name, function) == 0) {
                function_op[f] = (int8_t)op;
                named++;
            }
    }
    free(bytes);
    return named;
}

int tcc_profile_ops_nodes(const struct tcc_profile *p, const char *objdump, const char *elf, int8_t *node_op,
                          struct tcc_diag *d)
{
    for (size_t n = 0; n < p->node_count; n++)
        node_op[n] = -1;
    char *argv[] = { (char *)objdump, "-s", "-j", ".tc_ops", (char *)elf, NULL };
    struct tcc_proc_result pr = { 0 };
    if (tcc_proc_run(argv, "/dev/null", 60, &pr) != TCC_OK) {
        tcc_diagf(d, "%s not found; run scripts/setup.sh (or make setup) to install it", objdump);
        return TCC_E_SETUP;
    }
    int err = TCC_OK;
    if (pr.exit_code == 0 && pr.output != NULL && strstr(pr.output, "Contents of section") != NULL) {
        int8_t *function_op = malloc(p->map.function_count ? p->map.function_count : 1);
        int named = function_op != NULL ? tcc_profile_ops_parse(pr.output, &p->map, function_op) : -1;
        if (named < 0) {
            tcc_diagf(d, "%s: its .tc_ops section has a line that names no operation; rebuild it with this "
                      "tlscost's harness", elf);
            err = TCC_E_INPUT;
        } else {
            /* Parents come before their children: the outermost bracketing function wins. */
            for (size_t n = 1; n < p->node_count; n++)
                node_op[n] = node_op[p->parent[n]] >= 0 ? node_op[p->parent[n]]
                             : p->function[n] >= 0       ? function_op[p->function[n]]
                                                         : -1;
        }
        free(function_op);
    }
    tcc_proc_free(&pr);
    return err;
}

void tcc_profile_ops_record_cycles(const struct tcc_profile *p, const struct tcc_profile_record *record,
                                   const int8_t *node_op, unsigned refill, uint64_t *cycles)
{
    if (record->begin < 0)
        return;
    for (size_t e = (size_t)record->begin + 1; e < (size_t)record->end + 1 && e < p->epoch_count; e++)
        for (size_t c = p->epoch_first[e]; c < p->epoch_first[e + 1]; c++) {
            int op = node_op[p->counts[c].node];
            if (op >= 0)
                cycles[op] += tcc_profile_cycles(p->counts[c].cycles, p->counts[c].taken, refill);
        }
}
