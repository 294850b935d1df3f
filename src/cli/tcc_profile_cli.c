/* tcc_profile_cli.c: output options shared by tlscost profile and tlscost exec (see
 * tcc_profile_cli.h). */
#include "tcc_profile_cli.h"
#include <stdio.h>
#include <string.h>
#include "../core/base/tcc_str.h"
#include "../core/base/tcc_file.h"
#include "tcc_say.h"

int tcc_profile_outputs_check(const struct tcc_option *options, struct tcc_diag *d)
{
    const char *names[] = { "folded", "json" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const char *path = tcc_option(options, names[i]);
        char option[16];
        snprintf(option, sizeof option, "--%s", names[i]);
        int err = path != NULL ? tcc_file_check_output(path, option, d) : TCC_OK;
        if (err != TCC_OK)
            return err;
    }
    unsigned long top, mhz;
    if (tcc_option_unsigned(options, "top", &top) || tcc_option_unsigned(options, "mhz", &mhz))
        return TCC_E_USAGE;
    if (mhz == 0 && tcc_option(options, "mhz") != NULL) {
        tcc_diagf(d, "--mhz must be at least 1");
        return TCC_E_USAGE;
    }
    return TCC_OK;
}

/* The caches and prefetch of a part in words: "64-line instruction cache, 8-line data cache,
 * prefetch", or "no cache or prefetch". */
static void tcc_part_memory_words(const struct tcc_part *p, char *out, size_t size)
{
    out[0] = '\0';
    if (p->icache_lines)
        tcc_appendf(out, size, "%u-line instruction cache", p->icache_lines);
    if (p->dcache_lines)
        tcc_appendf(out, size, "%s%u-line data cache", out[0] ? ", " : "", p->dcache_lines);
    if (p->prefetch)
        tcc_appendf(out, size, "%sprefetch", out[0] ? ", " : "");
    if (out[0] == '\0')
        snprintf(out, size, "no cache or prefetch");
}

/* The memory a run is estimated on when options changed the part: what it is now, each changed
 * setting beside the part's own, so the label never says both. */
static void tcc_part_overridden_title(const struct tcc_part *own, struct tcc_part *part)
{
    char now[160], before[160];
    tcc_part_memory_words(part, now, sizeof now);
    tcc_part_memory_words(own, before, sizeof before);
    snprintf(part->title, sizeof part->title, "%s (parts/%s.part) at %u MHz with %u flash wait states", part->name,
             part->name, part->clock_mhz, part->wait_states);
    if (part->wait_states != own->wait_states)
        tcc_appendf(part->title, sizeof part->title, " (the part's own: %u)", own->wait_states);
    tcc_appendf(part->title, sizeof part->title, ", %s", now);
    if (strcmp(now, before) != 0)
        tcc_appendf(part->title, sizeof part->title, " (the part's own: %s)", before);
}

int tcc_profile_part_from_options(const struct tcc_option *options, const char *home, struct tcc_part *part,
                                  int *wanted, struct tcc_diag *d)
{
    const char *name = tcc_option(options, "part"), *cache = tcc_option(options, "flash-cache");
    const char *wait = tcc_option(options, "wait-states");
    *wanted = name != NULL || tcc_option(options, "cycles") != NULL;
    if (!*wanted && (cache != NULL || wait != NULL)) {
        tcc_diagf(d, "--wait-states and --flash-cache change a part: give --part NAME too");
        return TCC_E_USAGE;
    }
    if (!*wanted)
        return TCC_OK;
    int err = tcc_part_load(home, name != NULL ? name : TCC_PART_DEFAULT, part, d);
    if (err != TCC_OK)
        return err;
    const struct tcc_part own = *part;
    unsigned long states;
    if (wait != NULL) {
        if (tcc_option_unsigned(options, "wait-states", &states) != 0 || states > 255) {
            tcc_diagf(d, "--wait-states wants 0 to 255, not '%s'", wait);
            return TCC_E_USAGE;
        }
        part->wait_states = (unsigned)states;
    }
    if (cache != NULL && strcmp(cache, "on") != 0 && strcmp(cache, "off") != 0) {
        tcc_diagf(d, "--flash-cache wants on or off, not '%s'", cache);
        return TCC_E_USAGE;
    }
    if (cache != NULL && strcmp(cache, "off") == 0) {
        part->icache_lines = part->dcache_lines = 0;
        part->prefetch = 0;
    }
    if (wait != NULL || cache != NULL)
        tcc_part_overridden_title(&own, part);
    return TCC_OK;
}

int tcc_profile_outputs_write(const struct tcc_option *options, const struct tcc_profile *p,
                              const struct tcc_profile_about *about, const struct tcc_profile_scope *scope,
                              struct tcc_diag *d)
{
    unsigned long top = 0, mhz = 0;
    tcc_option_unsigned(options, "top", &top);
    tcc_option_unsigned(options, "mhz", &mhz);
    if (mhz == 0)
        mhz = about->clock_mhz ? about->clock_mhz : 168;
    tcc_profile_write_top(stdout, p, scope, about->scope_title, (unsigned)top);
    tcc_profile_write_estimate(stdout, p, scope, (unsigned)mhz);
    if (p->overflow)
        tcc_msg("warning: the call stack went deeper than the plugin follows; the deepest contexts are merged");
    const char *folded = tcc_option(options, "folded"), *json = tcc_option(options, "json");
    int err = TCC_OK;
    if (folded != NULL)
        err = tcc_profile_write_folded(folded, p, scope, d);
    if (err == TCC_OK && json != NULL)
        err = tcc_profile_write_json(json, p, about, scope, d);
    return err;
}
