/* tcc_linkmap.c: GNU ld map parser (see tcc_linkmap.h). A line is split into words; an input
 * section is "name addr size file", possibly with the name alone on the line before. */
#include "tcc_linkmap.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_error.h"
#include "../base/tcc_lines.h"

#define TCC_MAP_WORDS 8
#define TCC_MAP_WORD_MAX 512

enum tcc_region { TCC_REGION_NONE, TCC_REGION_TEXT, TCC_REGION_DATA, TCC_REGION_BSS };

struct tcc_map_state {
    enum tcc_region region;
    char pending[TCC_MAP_WORD_MAX]; /* an input section name whose numbers are on the next line */
    int overflow;
};

static enum tcc_region tcc_region_of(const char *output_section)
{
    static const char *const text[] = { ".vectors", ".text", ".rodata", ".ARM.exidx", ".init", ".fini" };
    for (size_t i = 0; i < sizeof text / sizeof text[0]; i++)
        if (strcmp(output_section, text[i]) == 0)
            return TCC_REGION_TEXT;
    if (strcmp(output_section, ".data") == 0)
        return TCC_REGION_DATA;
    if (strcmp(output_section, ".bss") == 0)
        return TCC_REGION_BSS;
    return TCC_REGION_NONE;
}

static int tcc_is_hex(const char *word)
{
    if (strncmp(word, "0x", 2) != 0 || word[2] == '\0')
        return 0;
    for (const char *c = word + 2; *c; c++)
        if (!((*c >= '0' && *c <= '9') || (*c >= 'a' && *c <= 'f') || (*c >= 'A' && *c <= 'F')))
            return 0;
    return 1;
}

/* Name and group of the object a file reference names ("dir/lib.a(aes.o)", "dir/x/y.o"). */
void tcc_linkmap_object_name(const char *file, const char *library_archive, char *name, size_t size,
                             enum tcc_group *group)
{
    const char *paren = strchr(file, '(');
    if (paren != NULL) {
        const char *archive = paren;
        while (archive > file && archive[-1] != '/')
            archive--;
        size_t archive_len = (size_t)(paren - archive);
        int is_library = strlen(library_archive) == archive_len &&
                         strncmp(archive, library_archive, archive_len) == 0;
        *group = is_library ? TCC_GROUP_LIBRARY : TCC_GROUP_LIBC;
        if (is_library)
            snprintf(name, size, "%.*s", (int)strcspn(paren + 1, ")"), paren + 1);
        else
            snprintf(name, size, "%.*s", (int)(strcspn(archive, ")") + 1), archive);
        return;
    }
    /* An object outside any archive: ours, unless it is the toolchain's start-up code. */
    *group = strstr(file, "/gcc/") != NULL || strstr(file, "/lib/gcc") != NULL ? TCC_GROUP_LIBC : TCC_GROUP_OWN;
    const char *base = strrchr(file, '/');
    snprintf(name, size, "%s", base != NULL ? base + 1 : file);
}

static struct tcc_object_size *tcc_find_object(struct tcc_flash *flash, const char *name, enum tcc_group group,
                                               int *overflow)
{
    for (unsigned i = 0; i < flash->object_count; i++)
        if (flash->objects[i].group == group && strcmp(flash->objects[i].name, name) == 0)
            return &flash->objects[i];
    if (flash->object_count >= TCC_OBJECTS_MAX) {
        *overflow = 1;
        return NULL;
    }
    struct tcc_object_size *o = &flash->objects[flash->object_count++];
    memset(o, 0, sizeof *o);
    snprintf(o->name, sizeof o->name, "%s", name);
    o->group = group;
    return o;
}

static void tcc_add_input(struct tcc_map_state *st, struct tcc_flash *flash, const char *library_archive,
                          const char *size_word, const char *file)
{
    if (st->region == TCC_REGION_NONE || file == NULL)
        return;
    uint64_t size = strtoull(size_word, NULL, 16);
    if (size == 0)
        return;
    char name[TCC_NAME_MAX];
    enum tcc_group group;
    tcc_linkmap_object_name(file, library_archive, name, sizeof name, &group);
    struct tcc_object_size *o = tcc_find_object(flash, name, group, &st->overflow);
    if (o == NULL)
        return;
    if (st->region == TCC_REGION_TEXT)
        o->text += size;
    else if (st->region == TCC_REGION_DATA)
        o->data += size;
    else
        o->bss += size;
}

static int tcc_split(char *line, char *words[], int max)
{
    int n = 0;
    char *save = NULL;
    for (char *w = strtok_r(line, " \t\r\n", &save); w != NULL && n < max; w = strtok_r(NULL, " \t\r\n", &save))
        words[n++] = w;
    return n;
}

static void tcc_map_line(struct tcc_map_state *st, char *line, struct tcc_flash *flash, const char *library_archive)
{
    int output = line[0] == '.';
    int input = line[0] == ' ' && line[1] != ' ';
    char *w[TCC_MAP_WORDS];
    int n = tcc_split(line, w, TCC_MAP_WORDS);
    if (n == 0)
        return;
    if (output) {
        st->region = tcc_region_of(w[0]);
        st->pending[0] = '\0';
        return;
    }
    if (input && n == 1 && w[0][0] != '*') {
        snprintf(st->pending, sizeof st->pending, "%s", w[0]);
        return;
    }
    if (input && n >= 4 && tcc_is_hex(w[1]) && tcc_is_hex(w[2])) {
        if (strcmp(w[0], "*fill*") != 0)
            tcc_add_input(st, flash, library_archive, w[2], w[3]);
        st->pending[0] = '\0';
        return;
    }
    if (!input && st->pending[0] != '\0' && n >= 3 && tcc_is_hex(w[0]) && tcc_is_hex(w[1]))
        tcc_add_input(st, flash, library_archive, w[1], w[2]);
    st->pending[0] = '\0';
}

static int tcc_by_flash_desc(const void *a, const void *b)
{
    const struct tcc_object_size *x = a, *y = b;
    uint64_t fx = x->text + x->data, fy = y->text + y->data;
    if (fx != fy)
        return fx < fy ? 1 : -1;
    return strcmp(x->name, y->name);
}

int tcc_linkmap_parse(const char *text, const char *library_archive, struct tcc_flash *flash,
                      char *why, size_t why_size)
{
    memset(flash, 0, sizeof *flash);
    const char *p = strstr(text, "\nLinker script and memory map\n");
    if (p == NULL) {
        snprintf(why, why_size, "no 'Linker script and memory map' section: not a GNU ld map");
        return TCC_E_INPUT;
    }
    struct tcc_map_state st = { TCC_REGION_NONE, "", 0 };
    p += strlen("\nLinker script and memory map\n");
    char line[TCC_MAP_WORD_MAX];
    while (tcc_next_line(&p, line, sizeof line))
        tcc_map_line(&st, line, flash, library_archive);
    if (st.overflow) {
        snprintf(why, why_size, "more than %d objects in the map", TCC_OBJECTS_MAX);
        return TCC_E_INPUT;
    }
    if (flash->object_count == 0) {
        snprintf(why, why_size, "no input sections in .text, .data or .bss: not a map this parser knows");
        return TCC_E_INPUT;
    }
    for (unsigned i = 0; i < flash->object_count; i++) {
        const struct tcc_object_size *o = &flash->objects[i];
        flash->group[o->group] += o->text + o->data;
        flash->text += o->text;
        flash->data += o->data;
        flash->bss += o->bss;
    }
    flash->total = flash->text + flash->data;
    qsort(flash->objects, flash->object_count, sizeof flash->objects[0], tcc_by_flash_desc);
    return TCC_OK;
}
