/* tcc_symbols.c: per-symbol sizes from a link map (see tcc_symbols.h). */
#include "tcc_symbols.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ftw.h>
#include "../base/tcc_error.h"
#include "../base/tcc_file.h"
#include "../base/tcc_lines.h"
#include "tcc_linkmap.h"

const char *const tcc_symbol_kind_names[TCC_SYM_KINDS] = { "code", "rodata", "data", "bss" };

static const struct {
    const char *prefix;
    enum tcc_symbol_kind kind;
} tcc_section_kinds[] = {
    { ".text", TCC_SYM_CODE }, { ".vectors", TCC_SYM_CODE }, { ".rodata", TCC_SYM_RODATA },
    { ".data", TCC_SYM_DATA }, { ".bss", TCC_SYM_BSS }, { "COMMON", TCC_SYM_BSS },
};

static int tcc_by_size(const void *a, const void *b)
{
    const struct tcc_symbol *x = a, *y = b;
    return x->size < y->size ? 1 : x->size > y->size ? -1 : strcmp(x->name, y->name);
}

/* The object of a map's file column: "lib.a(bignum.o)" gives bignum.o in the library's group. */
/* The symbol's object and group, named as the flash table names them. */
static void tcc_object_of(const char *file, size_t len, const char *library_archive, struct tcc_symbol *s)
{
    char path[1024];
    enum tcc_group group;
    snprintf(path, sizeof path, "%.*s", (int)(len < sizeof path - 1 ? len : sizeof path - 1), file);
    tcc_linkmap_object_name(path, library_archive, s->object, sizeof s->object, &group);
    s->group = (int)group;
}

int tcc_symbols_parse(const char *map, const char *library_archive, struct tcc_symbols *out, char *why, size_t size)
{
    memset(out, 0, sizeof *out);
    const char *start = strstr(map, "Linker script and memory map");
    if (start == NULL) {
        snprintf(why, size, "no 'Linker script and memory map' part: not a GNU ld map");
        return TCC_E_INPUT;
    }
    size_t room = 0;
    char section[256] = "";
    char buf[2048];
    /* One line at a time, so that no scan runs on into the next. */
    for (const char *next = start; tcc_next_line(&next, buf, sizeof buf);) {
        const char *line = buf;
        size_t len = strlen(buf);
        /* An input section starts with one space and its name; address, size and file follow on
         * the same line or, for a long name, on the next. */
        const char *rest = line;
        if (line[0] == ' ' && line[1] != ' ' && line[1] != '*') {
            size_t name_len = strcspn(line + 1, " \n");
            snprintf(section, sizeof section, "%.*s", (int)(name_len < sizeof section - 1 ? name_len : sizeof section - 1),
                     line + 1);
            rest = line + 1 + name_len;
        } else if (section[0] == '\0' || strncmp(line, "                0x", 18) != 0) {
            if (line[0] != ' ')
                section[0] = '\0';
            continue;
        }
        unsigned long long address, bytes;
        int used = 0;
        if (sscanf(rest, " 0x%llx 0x%llx %n", &address, &bytes, &used) != 2 || used == 0 || bytes == 0) {
            continue;
        }
        const char *file = rest + used;
        size_t file_len = (size_t)(line + len - file);
        size_t k = 0;
        while (k < sizeof tcc_section_kinds / sizeof tcc_section_kinds[0] &&
               strncmp(section, tcc_section_kinds[k].prefix, strlen(tcc_section_kinds[k].prefix)) != 0)
            k++;
        if (k == sizeof tcc_section_kinds / sizeof tcc_section_kinds[0] || file_len == 0) {
            section[0] = '\0';
            continue;
        }
        if (out->count == room) {
            room = room ? room * 2 : 1024;
            void *grown = realloc(out->items, room * sizeof *out->items);
            if (grown == NULL) {
                tcc_symbols_free(out);
                return TCC_E_IO;
            }
            out->items = grown;
        }
        struct tcc_symbol *s = &out->items[out->count++];
        memset(s, 0, sizeof *s);
        s->stack = -1;
        s->kind = tcc_section_kinds[k].kind;
        s->size = bytes;
        tcc_object_of(file, file_len, library_archive, s);
        const char *prefix = tcc_section_kinds[k].prefix;
        const char *name = section + strlen(prefix);
        if (*name == '.')
            name++;
        /* A section without a symbol's name (.text, .rodata.str1.1) is its object's. */
        if (*name == '\0' || strncmp(name, "str1.", 5) == 0 || strcmp(prefix, "COMMON") == 0)
            snprintf(s->name, sizeof s->name, "(%s of %s)", section, s->object);
        else
            snprintf(s->name, sizeof s->name, "%s", name);
        out->by_kind[s->kind] += bytes;
        section[0] = '\0';
    }
    if (out->count > 1)
        qsort(out->items, out->count, sizeof *out->items, tcc_by_size);
    return TCC_OK;
}

void tcc_symbols_free(struct tcc_symbols *s)
{
    free(s->items);
    memset(s, 0, sizeof *s);
}

/* The symbols being given their frames, for the tree walk's callback. */
static struct tcc_symbols *tcc_stack_target;
static size_t tcc_stack_found;

/* One NAME.su file: "FILE:LINE:COLUMN:FUNCTION<tab>BYTES<tab>KIND" lines for the functions of NAME.o. */
static int tcc_stack_file(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)st;
    size_t len = strlen(path);
    if (type != FTW_F || len < 4 || strcmp(path + len - 3, ".su") != 0)
        return 0;
    char object[96];
    const char *base = path + ftw->base;
    snprintf(object, sizeof object, "%.*s.o", (int)(len - 3 - (size_t)ftw->base), base);
    char *text = tcc_file_read(path, NULL);
    const char *p = text;
    char line[512];
    while (p != NULL && tcc_next_line(&p, line, sizeof line)) {
        char *tab = strchr(line, '\t'), *colon;
        long long bytes;
        char kind[12];
        if (tab == NULL || sscanf(tab + 1, "%lld %11s", &bytes, kind) != 2)
            continue;
        *tab = '\0';
        if ((colon = strrchr(line, ':')) == NULL)
            continue;
        for (size_t i = 0; i < tcc_stack_target->count; i++) {
            struct tcc_symbol *sym = &tcc_stack_target->items[i];
            if (sym->kind == TCC_SYM_CODE && sym->stack < 0 && strcmp(sym->name, colon + 1) == 0 &&
                strcmp(sym->object, object) == 0) {
                sym->stack = bytes;
                snprintf(sym->stack_kind, sizeof sym->stack_kind, "%s", kind);
                tcc_stack_found++;
            }
        }
    }
    free(text);
    return 0;
}

size_t tcc_symbols_stack(struct tcc_symbols *s, const char *dir)
{
    tcc_stack_target = s;
    tcc_stack_found = 0;
    nftw(dir, tcc_stack_file, 16, FTW_PHYS);
    tcc_stack_target = NULL;
    return tcc_stack_found;
}

void tcc_symbol_stack_text(const struct tcc_symbol *sym, char *out, size_t size)
{
    if (sym->stack < 0)
        snprintf(out, size, "-");
    else
        snprintf(out, size, "%lld%s", (long long)sym->stack, strcmp(sym->stack_kind, "static") == 0 ? "" : "+");
}
