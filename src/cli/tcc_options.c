/* tcc_options.c: the option table parser (see tcc_options.h). */
#include "tcc_options.h"
#include <stdlib.h>
#include <string.h>
#include "../core/base/tcc_error.h"
#include "tcc_say.h"

static struct tcc_option *tcc_find_option(struct tcc_option *options, const char *name, size_t len)
{
    for (struct tcc_option *o = options; o->name != NULL; o++)
        if (strlen(o->name) == len && strncmp(o->name, name, len) == 0)
            return o;
    return NULL;
}

void tcc_options_help(FILE *out, const char *command, const struct tcc_option *options, const char *usage)
{
    fprintf(out, "usage: tlscost %s %s\n\n", command, usage);
    for (const struct tcc_option *o = options; o->name != NULL; o++) {
        char left[64];
        snprintf(left, sizeof left, "--%s%s%s", o->name, o->value ? " " : "", o->value ? o->value : "");
        fprintf(out, "  %-24s %s", left, o->help);
        if (o->fallback != NULL)
            fprintf(out, " (default %s)", o->fallback);
        fputc('\n', out);
    }
    fprintf(out, "  %-24s %s\n", "--help", "show this help");
}

int tcc_options_parse(const char *command, struct tcc_option *options, int argc, char **argv,
                      const char **positional, int max_positional, int *n_positional, const char *usage)
{
    *n_positional = 0;
    for (struct tcc_option *o = options; o->name != NULL; o++)
        o->given = o->fallback;
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            tcc_options_help(stdout, command, options, usage);
            return 1;
        }
        if (strncmp(arg, "--", 2) != 0) {
            if (*n_positional >= max_positional) {
                tcc_msg("unexpected argument '%s' for '%s'; see tlscost %s --help", arg, command, command);
                return TCC_E_USAGE;
            }
            positional[(*n_positional)++] = arg;
            continue;
        }
        const char *name = arg + 2, *eq = strchr(name, '=');
        size_t len = eq ? (size_t)(eq - name) : strlen(name);
        struct tcc_option *o = tcc_find_option(options, name, len);
        if (o == NULL) {
            tcc_msg("unknown option '--%.*s' for '%s'; see tlscost %s --help", (int)len, name, command, command);
            return TCC_E_USAGE;
        }
        if (o->value == NULL) {
            if (eq != NULL) {
                tcc_msg("option '--%s' takes no value", o->name);
                return TCC_E_USAGE;
            }
            o->given = "1";
        } else if (eq != NULL) {
            o->given = eq + 1;
        } else if (i + 1 < argc) {
            o->given = argv[++i];
        } else {
            tcc_msg("option '--%s' needs a value (%s); see tlscost %s --help", o->name, o->value, command);
            return TCC_E_USAGE;
        }
    }
    return 0;
}

int tcc_option_in_table(const struct tcc_option *options, const char *name)
{
    for (const struct tcc_option *o = options; o->name != NULL; o++)
        if (strcmp(o->name, name) == 0)
            return 1;
    return 0;
}

const char *tcc_option(const struct tcc_option *options, const char *name)
{
    for (const struct tcc_option *o = options; o->name != NULL; o++)
        if (strcmp(o->name, name) == 0)
            return o->given;
    return NULL;
}

int tcc_option_unsigned(const struct tcc_option *options, const char *name, unsigned long *out)
{
    const char *v = tcc_option(options, name);
    char *end;
    *out = 0;
    if (v == NULL)
        return 0;
    unsigned long n = strtoul(v, &end, 10);
    if (v[0] == '\0' || v[0] == '-' || *end != '\0') {
        tcc_msg("--%s wants a whole number, not '%s'", name, v);
        return TCC_E_USAGE;
    }
    *out = n;
    return 0;
}
