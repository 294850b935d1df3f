/* tcc_part.c: part files (see tcc_part.h): "key = value" lines, # comments. */
#include "tcc_part.h"
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_file.h"
#include "../base/tcc_lines.h"
#include "../base/tcc_str.h"
#include "tcc_cycle_model.h"

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

double tcc_energy_uj(unsigned long long clock_mhz, unsigned long long supply_mv, unsigned long long run_current_ua,
                     unsigned long long cycles)
{
    if (run_current_ua == 0 || supply_mv == 0 || clock_mhz == 0)
        return 0.0;
    /* t = cycles / (MHz x 1e6) s; P = mV x uA x 1e-9 W; E = t x P, in uJ. */
    return (double)cycles / (double)clock_mhz * (double)supply_mv * (double)run_current_ua * 1e-9;
}

double tcc_part_energy_uj(const struct tcc_part *part, unsigned long long cycles)
{
    return tcc_energy_uj(part->clock_mhz, part->supply_mv, part->run_current_ua, cycles);
}

/* A number field's value: a whole number, on (1), off (0), or none (0) where allowed. */
static int tcc_part_number(const char *value, int none_allowed, unsigned *out)
{
    if (strcmp(value, "on") == 0 || (none_allowed && strcmp(value, "none") == 0) || strcmp(value, "off") == 0) {
        *out = strcmp(value, "on") == 0;
        return 0;
    }
    char *stop;
    unsigned long number = strtoul(value, &stop, 10);
    if (*value == '\0' || *stop != '\0' || number > 100000)
        return -1;
    *out = (unsigned)number;
    return 0;
}

int tcc_part_parse(const char *text, struct tcc_part *part, char *why, size_t size)
{
    struct {
        const char *key;
        char *text;
        size_t text_size;
        unsigned *number;
        int optional, none_allowed, seen;
    } fields[] = {
        { "title", part->title, sizeof part->title, NULL, 0, 0, 0 },
        { "core", part->core, sizeof part->core, NULL, 0, 0, 0 },
        { "source", part->source, sizeof part->source, NULL, 0, 0, 0 },
        { "clock_mhz", NULL, 0, &part->clock_mhz, 0, 0, 0 },
        { "wait_states", NULL, 0, &part->wait_states, 0, 0, 0 },
        { "line_bytes", NULL, 0, &part->line_bytes, 0, 0, 0 },
        { "icache_lines", NULL, 0, &part->icache_lines, 0, 0, 0 },
        { "dcache_lines", NULL, 0, &part->dcache_lines, 0, 0, 0 },
        { "prefetch", NULL, 0, &part->prefetch, 0, 0, 0 },
        { "supply_mv", NULL, 0, &part->supply_mv, 0, 1, 0 },
        { "run_current_ua", NULL, 0, &part->run_current_ua, 0, 1, 0 },
        { "current_source", part->current_source, sizeof part->current_source, NULL, 0, 0, 0 },
        { "cache_ways", NULL, 0, &part->cache_ways, 1, 0, 0 },
        { "unified", NULL, 0, &part->unified, 1, 0, 0 },
        { "mul_cycles", NULL, 0, &part->mul_cycles, 1, 0, 0 },
    };
    const size_t n_fields = sizeof fields / sizeof fields[0];
    part->cache_ways = part->unified = part->mul_cycles = 0; /* the optional fields' defaults */
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
        if (fields[i].text != NULL)
            snprintf(fields[i].text, fields[i].text_size, "%s", value);
        else if (tcc_part_number(value, fields[i].none_allowed, fields[i].number) != 0) {
            snprintf(why, size, "line %u: %s must be a whole number%s, not '%s'", line_no, key,
                     fields[i].none_allowed ? " or none" : "", value);
            return TCC_E_INPUT;
        }
    }
    for (size_t i = 0; i < n_fields; i++)
        if (!fields[i].seen && !fields[i].optional) {
            snprintf(why, size, "it has no '%s' (a part file sets title, core, clock_mhz, wait_states, line_bytes, "
                     "icache_lines, dcache_lines, prefetch, source, supply_mv, run_current_ua and current_source; "
                     "none where the datasheet gives no current)", fields[i].key);
            return TCC_E_INPUT;
        }
    if (part->clock_mhz == 0 || part->line_bytes == 0 || part->icache_lines > 4096 || part->dcache_lines > 256) {
        snprintf(why, size, "clock_mhz and line_bytes must be at least 1, the instruction cache at most 4096 lines "
                 "and the data cache at most 256");
        return TCC_E_INPUT;
    }
    if (part->cache_ways == 0 && part->icache_lines > 256) {
        snprintf(why, size, "a fully associative cache has at most 256 lines; give a larger one its cache_ways");
        return TCC_E_INPUT;
    }
    if (part->cache_ways > 0 && (part->icache_lines % part->cache_ways != 0 || part->dcache_lines % part->cache_ways)) {
        snprintf(why, size, "cache_ways (%u) must divide the caches' lines", part->cache_ways);
        return TCC_E_INPUT;
    }
    if (part->unified && part->dcache_lines > 0) {
        snprintf(why, size, "a unified cache has no data cache of its own: set dcache_lines = 0");
        return TCC_E_INPUT;
    }
    if ((part->supply_mv == 0) != (part->run_current_ua == 0)) {
        snprintf(why, size, "supply_mv and run_current_ua go together: both numbers, or both none");
        return TCC_E_INPUT;
    }
    return TCC_OK;
}

int tcc_part_for_target(const struct tcc_part *part, const char *target, const char *cycle_model,
                        struct tcc_diag *d)
{
    if (tcc_cycle_core_named(cycle_model) == NULL) {
        char models[200];
        tcc_cycle_core_names(models, sizeof models);
        tcc_diagf(d, "target %s has no cycle model: instructions only, no time or energy (cycle models: %s; each "
                  "target's fragment names its own)", target, models);
        return TCC_E_USAGE;
    }
    if (strcmp(part->core, "any") != 0 && strcmp(part->core, cycle_model) != 0) {
        tcc_diagf(d, "part %s has a %s core, target %s a %s: choose the target of the part's core", part->name,
                  part->core, target, cycle_model);
        return TCC_E_USAGE;
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
