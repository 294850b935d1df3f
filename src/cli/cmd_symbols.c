/* cmd_symbols.c: tlscost symbols: the client image's flash and RAM per symbol, largest first,
 * from the size image's link map (code, read-only data, initialised and zeroed data); --json
 * writes every symbol. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_file.h"
#include "../core/model/tcc_json.h"
#include "../core/image/tcc_prepare.h"
#include "../core/image/tcc_symbols.h"
#include "../report/tcc_fmt.h"
#include "tcc_cell_options.h"
#include "tcc_commands.h"
#include "tcc_say.h"

static const struct tcc_option tcc_symbols_options[] = {
    TCC_CELL_OPTIONS,
    { "top", "N", "how many symbols to list", "25", NULL },
    { "json", "FILE", "also write every symbol to FILE", NULL, NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

static const char *const tcc_group_names[TCC_GROUP_COUNT] = { "library", "own", "libc" };

static int tcc_write_symbols(FILE *out, const void *ctx)
{
    const struct tcc_symbols *s = ctx;
    cJSON *doc = cJSON_CreateObject();
    cJSON_AddStringToObject(doc, "schema", "tlscost-symbols/1");
    cJSON *kinds = cJSON_AddObjectToObject(doc, "bytes_by_kind");
    for (int k = 0; k < TCC_SYM_KINDS; k++)
        cJSON_AddNumberToObject(kinds, tcc_symbol_kind_names[k], (double)s->by_kind[k]);
    cJSON *items = cJSON_AddArrayToObject(doc, "symbols");
    for (size_t i = 0; i < s->count; i++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "name", s->items[i].name);
        cJSON_AddStringToObject(o, "kind", tcc_symbol_kind_names[s->items[i].kind]);
        cJSON_AddNumberToObject(o, "bytes", (double)s->items[i].size);
        cJSON_AddStringToObject(o, "object", s->items[i].object);
        cJSON_AddStringToObject(o, "group", tcc_group_names[s->items[i].group]);
        if (s->items[i].stack >= 0) {
            cJSON_AddNumberToObject(o, "stack_bytes", (double)s->items[i].stack);
            cJSON_AddStringToObject(o, "stack_kind", s->items[i].stack_kind);
        }
        cJSON_AddItemToArray(items, o);
    }
    return tcc_json_emit(out, doc);
}

static int tcc_symbols(const struct tcc_invocation *inv)
{
    struct tcc_cell cell;
    unsigned long top;
    int err = tcc_cell_from_options(inv->options, inv->home, inv->diag, &cell);
    if (err != TCC_OK || tcc_option_unsigned(inv->options, "top", &top))
        return err != TCC_OK ? err : TCC_E_USAGE;
    const char *json = tcc_option(inv->options, "json");
    if (json != NULL && (err = tcc_file_check_output(json, "--json", inv->diag)) != TCC_OK)
        return err;
    struct tcc_prepared size;
    if ((err = tcc_prepare(&cell, "size", &size)) != TCC_OK)
        return err;
    char path[4200], why[256];
    snprintf(path, sizeof path, "%s/size.map", size.dir);
    char *map = tcc_file_read(path, NULL);
    struct tcc_symbols s;
    err = map != NULL ? tcc_symbols_parse(map, "lib.a", &s, why, sizeof why) : TCC_E_BUILD;
    free(map);
    if (err != TCC_OK) {
        tcc_diagf(inv->diag, "cannot read the link map %s: %s", path, map == NULL ? "missing" : why);
        return err;
    }
    size_t framed = tcc_symbols_stack(&s, size.dir);
    char a[32], b[32];
    struct tcc_cell_title_text title;
    printf("symbols of %s (%s %s) on %s, largest first: code %s B", tcc_cell_title(&cell, &title), size.src.name,
           size.src.version, cell.build.target, tcc_fmt_count(s.by_kind[TCC_SYM_CODE], a, sizeof a));
    printf(", rodata %s B", tcc_fmt_count(s.by_kind[TCC_SYM_RODATA], a, sizeof a));
    printf(", data %s B", tcc_fmt_count(s.by_kind[TCC_SYM_DATA], a, sizeof a));
    printf(", bss %s B (RAM)\n", tcc_fmt_count(s.by_kind[TCC_SYM_BSS], a, sizeof a));
    printf("stack: each function's own frame by the compiler's -fstack-usage (%zu functions; the C library's "
           "have none), not the deepest call chain\n", framed);
    printf("%4s  %-44s %-7s %10s %8s  %-24s %s\n", "#", "symbol", "kind", "bytes", "stack", "object", "group");
    for (size_t i = 0; i < s.count && i < top; i++) {
        const struct tcc_symbol *sym = &s.items[i];
        tcc_symbol_stack_text(sym, b, sizeof b);
        printf("%4zu  %-44.44s %-7s %10s %8s  %-24.24s %s\n", i + 1, sym->name, tcc_symbol_kind_names[sym->kind],
               tcc_fmt_count(sym->size, a, sizeof a), b, sym->object,
               tcc_group_names[sym->group]);
    }
    if (json != NULL)
        err = tcc_file_write_with(json, tcc_write_symbols, &s, inv->diag);
    tcc_symbols_free(&s);
    return err;
}

/* tlscost symbols */
const struct tcc_command tcc_command_symbols = {
    "symbols",
    "the client image's flash and RAM per symbol, largest first (from its link map)",
    "[options]",
    tcc_symbols_options,
    0,
    tcc_symbols,
    0,
};
