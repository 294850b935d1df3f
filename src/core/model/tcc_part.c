/* tcc_part.c: part files (see tcc_part.h): "key = value" lines, # comments. */
#include "tcc_part.h"
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_file.h"
#include "../base/tcc_lines.h"
#include "../base/tcc_str.h"

static int tcc_by_name(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

void tcc_part_known(const char *home, char *out, size_t size)
{
    char dir[4200];
    snprintf(dir, sizeof dir, "%s/parts", home);
    out[0] = '\0';
    DIR *d = opendir(dir);
    char names[64][64];
    const char *sorted[64];
    size_t n = 0;
    for (struct dirent *e = d ? readdir(d) : NULL; e != NULL && n < 64; e = readdir(d)) {
        size_t len = strlen(e->d_name);
        if (len > 5 && strcmp(e->d_name + len - 5, ".part") == 0) {
            snprintf(names[n], sizeof names[n], "%.*s", (int)(len - 5), e->d_name);
            sorted[n] = names[n];
            n++;
        }
    }
    if (d != NULL)
        closedir(d);
    qsort(sorted, n, sizeof sorted[0], tcc_by_name);
    for (size_t i = 0; i < n; i++)
        tcc_appendf(out, size, "%s%s", i ? ", " : "", sorted[i]);
}

int tcc_part_parse(const char *text, struct tcc_part *part, char *why, size_t size)
{
    struct { const char *key; char *text; size_t text_size; unsigned *number; int seen; } fields[] = {
        { "title", part->title, sizeof part->title, NULL, 0 },
        { "core", part->core, sizeof part->core, NULL, 0 },
        { "source", part->source, sizeof part->source, NULL, 0 },
        { "clock_mhz", NULL, 0, &part->clock_mhz, 0 },
        { "wait_states", NULL, 0, &part->wait_states, 0 },
        { "line_bytes", NULL, 0, &part->line_bytes, 0 },
        { "icache_lines", NULL, 0, &part->icache_lines, 0 },
        { "dcache_lines", NULL, 0, &part->dcache_lines, 0 },
        { "prefetch", NULL, 0, &part->prefetch, 0 },
    };
    const size_t n_fields = sizeof fields / sizeof fields[0];
    unsigned line_no = 0;
    char buf[800], *key, *value;
    int got;
    for (const char *p = text; (got = tcc_next_setting(&p, buf, sizeof buf, &line_no, &key, &value)) != 0;) {
        if (got < 0) {
            snprintf(why, size, "line %u is not 'key = value'", line_no);
            return TCC_E_INPUT;
        }
        size_t i = 0;
        while (i < n_fields && strcmp(fields[i].key, key) != 0)
            i++;
        if (i == n_fields) {
            snprintf(why, size, "line %u: unknown field '%s'", line_no, key);
            return TCC_E_INPUT;
        }
        fields[i].seen = 1;
        if (fields[i].text != NULL) {
            snprintf(fields[i].text, fields[i].text_size, "%s", value);
            continue;
        }
        char *stop;
        unsigned long number = strcmp(value, "on") == 0 ? 1 : strcmp(value, "off") == 0 ? 0 : strtoul(value, &stop, 10);
        if (strcmp(value, "on") != 0 && strcmp(value, "off") != 0 && (*value == '\0' || *stop != '\0' || number > 100000)) {
            snprintf(why, size, "line %u: %s must be a whole number, not '%s'", line_no, key, value);
            return TCC_E_INPUT;
        }
        *fields[i].number = (unsigned)number;
    }
    for (size_t i = 0; i < n_fields; i++)
        if (!fields[i].seen) {
            snprintf(why, size, "it has no '%s' (a part file sets title, core, clock_mhz, wait_states, line_bytes, "
                     "icache_lines, dcache_lines, prefetch and source)", fields[i].key);
            return TCC_E_INPUT;
        }
    if (part->clock_mhz == 0 || part->line_bytes == 0 || part->icache_lines > 256 || part->dcache_lines > 256) {
        snprintf(why, size, "clock_mhz and line_bytes must be at least 1, the caches at most 256 lines");
        return TCC_E_INPUT;
    }
    return TCC_OK;
}

int tcc_part_load(const char *home, const char *name, struct tcc_part *part, struct tcc_diag *d)
{
    memset(part, 0, sizeof *part);
    char path[4400], known[600], why[300];
    snprintf(path, sizeof path, "%s/parts/%s.part", home, name);
    char *text = strchr(name, '/') == NULL && name[0] != '.' ? tcc_file_read(path, NULL) : NULL;
    if (text == NULL) {
        tcc_part_known(home, known, sizeof known);
        tcc_diagf(d, "part '%s' unknown; known: %s (each is parts/NAME.part)", name, known);
        return TCC_E_USAGE;
    }
    snprintf(part->name, sizeof part->name, "%s", name);
    int err = tcc_part_parse(text, part, why, sizeof why);
    free(text);
    if (err != TCC_OK)
        tcc_diagf(d, "%s: %s", path, why);
    return err;
}
