/* tcc_diagnose_knobs.c: what tlscost diagnose looks for (profiles/<library>/diagnose.knobs, its
 * format at the top of the file), and the fit's knobs made from it and the options the user's
 * config enables (tcc_diagnose_effective.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tcc_diagnose.h"
#include "tcc_diagnose_effective.h"
#include "../base/tcc_file.h"
#include "../base/tcc_key.h"
#include "../base/tcc_lines.h"
#include "../base/tcc_str.h"
#include "../image/tcc_cell.h"
#include "../model/tcc_library.h"
#include "../model/tcc_target.h"

const char *tcc_diagnose_short(const struct tcc_diagnose *dg, const char *name)
{
    size_t n = dg->fit->strip != NULL ? strlen(dg->fit->strip) : 0;
    return n > 0 && strncmp(name, dg->fit->strip, n) == 0 ? name + n : name;
}

/* A knob of the fit from a line of the knob file; 0, or -1 when it does not fit. */
static int tcc_diag_knob(struct tcc_diagnose *dg, enum tcc_diag_kind kind, const char *name, const char *values,
                         const char *what)
{
    struct tcc_fit *fit = dg->fit;
    if (fit->n_knobs == TCC_FIT_KNOBS_MAX)
        return -1;
    struct tcc_fit_knob *k = &fit->knobs[fit->n_knobs];
    memset(k, 0, sizeof *k);
    k->values[k->n_values++] = TCC_FIT_AS_IS;
    if (kind == TCC_DIAG_DROP) {
        /* The listed macros the config enables (or, written +NAME, a macro whose definition takes
         * the option out, that it lacks), the first one first; none when the first is not so. */
        char macros[1024] = "";
        int defining = name[0] == '+';
        for (const char *m = name; *m; m += strcspn(m, " "), m += strspn(m, " ")) {
            size_t n = strcspn(m, " ");
            if ((m[0] == '+') != defining)
                return -1;
            int plus = m[0] == '+';
            if ((tcc_diag_option(dg, m + plus, n - (size_t)plus) != NULL) != defining)
                tcc_appendf(macros, sizeof macros, "%s%.*s", macros[0] ? " " : "", (int)n - plus, m + plus);
            else if (m == name)
                return 0;
        }
        k->name = tcc_fit_pool(fit, macros, strlen(macros));
        k->values[k->n_values++] = defining ? "" : "-";
    } else {
        const struct tcc_diag_option *now = tcc_diag_option(dg, name, strlen(name));
        char list[512];
        snprintf(list, sizeof list, "%s", values);
        unsigned max_len = now != NULL && now->value[0] ? (unsigned)atoi(now->value) : 16384;
        for (char *v = strtok(list, " \t"); v != NULL && k->n_values < TCC_FIT_VALUES_MAX; v = strtok(NULL, " \t")) {
            const char *setting = strcmp(v, "on") == 0 ? "" : strcmp(v, "off") == 0 ? "-" : v;
            int same = now != NULL ? strcmp(setting, "-") != 0 && strcmp(now->value, setting) == 0
                                   : strcmp(setting, "-") == 0;
            if (kind == TCC_DIAG_RECEIVE && (unsigned)atoi(setting) >= max_len)
                same = 1;
            if (!same && (k->values[k->n_values++] = tcc_fit_pool(fit, setting, strlen(setting))) == NULL)
                return -1;
        }
        k->name = tcc_fit_pool(fit, name, strlen(name));
        k->receive = kind == TCC_DIAG_RECEIVE;
        k->send = kind == TCC_DIAG_SEND;
        if (k->send)
            fit->send_as_is = now != NULL && now->value[0] ? (unsigned)atoi(now->value) : 0;
    }
    k->what = tcc_fit_pool(fit, what, strlen(what));
    if (k->name == NULL || k->what == NULL)
        return -1;
    if (k->n_values < 2)
        return 0;
    dg->items[fit->n_knobs] = (struct tcc_diag_item){ kind, k->what, -1, 0 };
    fit->n_knobs++;
    return 0;
}

/* One line of the knob file; 0, or -1 when it is not one diagnose knows. Knobs wait for the
 * effective options (second pass). */
static int tcc_diag_line(struct tcc_diagnose *dg, char *key, char *value, int knobs)
{
    char *colon = strchr(value, ':');
    const char *what = colon != NULL ? colon + 1 + strspn(colon + 1, " \t") : NULL;
    if (colon != NULL) {
        char *end = colon;
        while (end > value && (end[-1] == ' ' || end[-1] == '\t'))
            end--;
        *end = '\0';
    }
    if (strcmp(key, "preprocess") == 0)
        return knobs || snprintf(dg->preprocess, sizeof dg->preprocess, "%s", value) > 0 ? 0 : -1;
    if (strcmp(key, "options") == 0)
        return knobs || snprintf(dg->options_header, sizeof dg->options_header, "%s", value) > 0 ? 0 : -1;
    if (strcmp(key, "ignore") == 0)
        return knobs || snprintf(dg->ignored, sizeof dg->ignored, " %s ", value) > 0 ? 0 : -1;
    if (strcmp(key, "strip") == 0)
        return knobs || (dg->fit->strip = tcc_fit_pool(dg->fit, value, strlen(value))) != NULL ? 0 : -1;
    if (strncmp(key, "group ", 6) == 0) {
        if (knobs)
            return 0;
        if (dg->n_groups == TCC_DIAG_GROUPS_MAX - 1)
            return -1;
        snprintf(dg->groups[dg->n_groups], sizeof dg->groups[0], "%s", key + 6 + strspn(key + 6, " "));
        snprintf(dg->prefixes[dg->n_groups++], sizeof dg->prefixes[0], "%s", value);
        return 0;
    }
    enum tcc_diag_kind kind = strcmp(key, "drop") == 0 ? TCC_DIAG_DROP : strncmp(key, "add ", 4) == 0 ? TCC_DIAG_ADD
                              : strncmp(key, "receive ", 8) == 0 ? TCC_DIAG_RECEIVE
                              : strncmp(key, "send ", 5) == 0 ? TCC_DIAG_SEND : (enum tcc_diag_kind)-1;
    if ((int)kind < 0 || what == NULL || !value[0])
        return -1;
    if (!knobs)
        return 0;
    const char *name = kind == TCC_DIAG_DROP ? value : key + strcspn(key, " ") + strspn(key + strcspn(key, " "), " ");
    return tcc_diag_knob(dg, kind, name, value, what);
}

int tcc_diag_read(struct tcc_diagnose *dg, const char *text, int knobs, struct tcc_diag *d)
{
    const char *p = text;
    char line[1024], *key, *value;
    unsigned line_no = 0;
    int got;
    while ((got = tcc_next_setting(&p, line, sizeof line, &line_no, &key, &value)) != 0) {
        if (got < 0 || tcc_diag_line(dg, key, value, knobs) != 0) {
            tcc_diagf(d, "%s:%u: not a line diagnose knows, or too many (preprocess, options, strip, group WORDS = PREFIX..., "
                         "ignore, drop = MACRO... : WORDS, add, send or receive MACRO = V1 ... : WORDS; see "
                         "profiles/mbedtls/diagnose.knobs)", dg->knobs_path, line_no);
            return TCC_E_INPUT;
        }
    }
    return TCC_OK;
}

/* The base header: the user's config by its real path (its contents' hash makes the candidates'
 * ids), then the library's bare-chip adaptation. */
static int tcc_diag_base(struct tcc_diagnose *dg, const char *home, const char *library, struct tcc_diag *d)
{
    char sha[65], adapt_path[4200];
    struct tcc_key key;
    tcc_key_begin(&key);
    if (tcc_key_file(&key, dg->config_real) != 0) {
        tcc_diagf(d, "cannot read %s; give a readable config header to --config", dg->config);
        return TCC_E_USAGE;
    }
    tcc_key_end(&key, sha);
    snprintf(adapt_path, sizeof adapt_path, "%s/profiles/%s/adapt/bare-chip.h", home, library);
    char *adapt = tcc_file_read(adapt_path, NULL);
    /* TC_BARE_CHIP_CLOCK: the config's clock stays, reading the harness's. */
    snprintf(dg->fit->base, sizeof dg->fit->base,
             "/* %s as it is (sha256 %.16s), then %s */\n#include \"%s\"\n#define TC_BARE_CHIP_CLOCK\n%s", dg->config, sha,
             "the bare-chip adaptation", dg->config_real, adapt != NULL ? adapt : "");
    free(adapt);
    return TCC_OK;
}

int tcc_diagnose_init(struct tcc_diagnose *dg, const char *home, const char *library, const char *knobs,
                      const char *config, const char *target, struct tcc_diag *d)
{
    struct tcc_fit *fit = dg->fit;
    fit->library = library;
    fit->home = home;
    fit->target = target;
    fit->command = "diagnose";
    fit->base_words = "(your config as it is)";
    fit->job = "the user's own config, from it as it is";
    dg->config = config;
    dg->base = 0;
    dg->combined = -1;
    if (knobs != NULL)
        snprintf(dg->knobs_path, sizeof dg->knobs_path, "%s", knobs);
    else
        snprintf(dg->knobs_path, sizeof dg->knobs_path, "%s/profiles/%s/diagnose.knobs", home, library);
    char *text = tcc_file_read(dg->knobs_path, NULL);
    if (text == NULL && knobs != NULL) {
        tcc_diagf(d, "cannot read the knob file %s; give a readable file to --knobs", knobs);
        return TCC_E_USAGE;
    }
    if (text == NULL) {
        tcc_diagf(d, "diagnose knows no options of %s (no %s); it reads Mbed TLS and wolfSSL configs: give --library mbedtls or wolfssl",
                  library, dg->knobs_path);
        return TCC_E_USAGE;
    }
    if (realpath(config, dg->config_real) == NULL) {
        free(text);
        tcc_diagf(d, "cannot read %s; give a readable config header to --config", config);
        return TCC_E_USAGE;
    }
    int err = tcc_diag_read(dg, text, 0, d);
    if (err == TCC_OK)
        err = tcc_diag_base(dg, home, library, d);
    /* The effective options, and what the adaptation took away. */
    struct tcc_library_source src;
    struct tcc_target_info info;
    const struct tcc_cell described = { .home = home, .build.library = tcc_library_named(library), .build.target = target, .diag = d };
    if (err == TCC_OK)
        err = tcc_library_find(home, library, NULL, &src, d);
    if (err == TCC_OK)
        err = tcc_target_describe(&described, &info);
    if (err == TCC_OK && !dg->preprocess[0]) {
        tcc_diagf(d, "%s has no preprocess line: diagnose cannot read what a config enables", dg->knobs_path);
        err = TCC_E_INPUT;
    }
    char header[4300], log[4300], why[512] = "";
    snprintf(header, sizeof header, "%s/diagnose-base.h", fit->work_dir);
    snprintf(log, sizeof log, "%s/diagnose-base.log", fit->work_dir);
    char *universe = err == TCC_OK ? tcc_diag_universe(dg, src.dir, text) : NULL;
    if (err == TCC_OK && universe == NULL) {
        tcc_diagf(d, "%s names %s, which the library's source (%s) lacks", dg->knobs_path, dg->options_header, src.dir);
        err = TCC_E_INPUT;
    }
    if (err == TCC_OK)
        err = tcc_file_write(header, fit->base, d);
    struct tcc_diag_paths paths = { header, src.dir, home, log };
    char *dm = err == TCC_OK ? tcc_diag_preprocess(dg, &info, &paths, why, sizeof why) : NULL;
    if (err == TCC_OK && dm == NULL) {
        tcc_diagf(d, "%s does not build for %s: %s", config, target, why);
        err = TCC_E_BUILD;
    }
    /* The config is the library's when it sets one of the library's options: by its own lines,
     * or after the library's adjustments. */
    static char names[1 << 17];
    char *own_text = err == TCC_OK ? tcc_file_read(dg->config_real, NULL) : NULL;
    strcpy(names, " ");
    if (own_text != NULL)
        tcc_diag_defined_names(own_text, names, sizeof names);
    int own = 0;
    for (const char *p = names + 1; *p && !own; p += strcspn(p, " "), p += strspn(p, " ")) {
        char key[80];
        snprintf(key, sizeof key, " %.*s ", (int)strcspn(p, " "), p);
        own = universe != NULL && strstr(universe, key) != NULL && strstr(dg->ignored, key) == NULL;
    }
    if (err == TCC_OK) {
        /* The config's own names are options too (a library without an options header). */
        size_t used = strlen(universe);
        char *wider = realloc(universe, used + strlen(names) + 2);
        if (wider != NULL) {
            universe = wider;
            strcpy(universe + used, names + 1);
        }
        tcc_diag_effective(dg, dm, universe, NULL, 0);
        /* The options the config had before the adaptation, less those it has after. */
        paths.config = dg->config_real;
        char *before = tcc_diag_preprocess(dg, &info, &paths, why, sizeof why);
        strcpy(names, " ");
        if (before != NULL)
            tcc_diag_effective(dg, before, universe, names, sizeof names);
        dg->adapted[0] = '\0';
        for (const char *p = names + 1; *p; p += strcspn(p, " "), p += strspn(p, " "))
            if (tcc_diag_option(dg, p, strcspn(p, " ")) == NULL) {
                const char *shown = tcc_diagnose_short(dg, p);
                tcc_appendf(dg->adapted, sizeof dg->adapted, "%s%.*s", dg->adapted[0] ? " " : "",
                            (int)strcspn(shown, " "), shown);
            }
        free(before);
        fit->n_knobs = 0;
        err = tcc_diag_read(dg, text, 1, d);
    }
    free(own_text);
    if (err == TCC_OK && !own) {
        tcc_diagf(d, "%s sets none of %s's options (none that %s names): it is not a %s config; give --library with "
                     "the library it configures", config, library, dg->options_header[0] ? dg->options_header : dg->knobs_path,
                  library);
        err = TCC_E_USAGE;
    }
    fit->combinations = 1;
    for (unsigned k = 0; k < fit->n_knobs && err == TCC_OK; k++) {
        if (fit->knobs[k].receive)
            fit->need.mfl = 1; /* a shorter receive buffer asks for max fragment length */
        if (fit->combinations <= 1000000)
            fit->combinations *= fit->knobs[k].n_values;
    }
    free(dm);
    free(universe);
    free(text);
    return err;
}
