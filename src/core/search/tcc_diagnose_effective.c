/* tcc_diagnose_effective.c: the options a config enables after the library's own adjustments: the
 * library's config headers preprocessed with it by the target's compiler (the knob file's
 * preprocess line says how), kept where the library names them as options, and grouped. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tcc_diagnose_effective.h"
#include "../base/tcc_file.h"
#include "../base/tcc_lines.h"
#include "../base/tcc_proc.h"
#include "../base/tcc_str.h"

const struct tcc_diag_option *tcc_diag_option(const struct tcc_diagnose *dg, const char *name, size_t len)
{
    for (unsigned i = 0; i < dg->n_options; i++)
        if (strlen(dg->options[i].name) == len && strncmp(dg->options[i].name, name, len) == 0)
            return &dg->options[i];
    return NULL;
}

/* The group of an option: the longest prefix of any group's list it starts with. */
static int tcc_diag_group(const struct tcc_diagnose *dg, const char *name)
{
    int group = (int)dg->n_groups; /* "other" */
    size_t longest = 0;
    for (unsigned g = 0; g < dg->n_groups; g++)
        for (const char *p = dg->prefixes[g]; *p; p += strcspn(p, " "), p += strspn(p, " ")) {
            size_t n = strcspn(p, " ");
            if (n > longest && strncmp(name, p, n) == 0) {
                longest = n;
                group = (int)g;
            }
        }
    return group;
}

/* One word of the preprocess line with {config}, {source} and {home} put in. */
static void tcc_diag_word(const char *word, const struct tcc_diag_paths *paths, char *out, size_t size)
{
    out[0] = '\0';
    for (const char *p = word; *p;) {
        const char *names[] = { "{config}", "{source}", "{home}" }, *values[] = { paths->config, paths->source, paths->home };
        int put = 0;
        for (int i = 0; i < 3 && !put; i++)
            if (strncmp(p, names[i], strlen(names[i])) == 0) {
                tcc_appendf(out, size, "%s", values[i]);
                p += strlen(names[i]);
                put = 1;
            }
        if (!put)
            tcc_appendf(out, size, "%c", *p++);
    }
}

char *tcc_diag_preprocess(const struct tcc_diagnose *dg, const struct tcc_target_info *info,
                          const struct tcc_diag_paths *paths, char *why, size_t why_size)
{
    char flags[sizeof info->cflags], line[sizeof dg->preprocess], words[16][4400];
    snprintf(flags, sizeof flags, "%s", info->cflags);
    snprintf(line, sizeof line, "%s", dg->preprocess);
    char *argv[64];
    int n = 0, w = 0;
    argv[n++] = (char *)info->cc;
    for (char *f = strtok(flags, " \t"); f != NULL && n < 40; f = strtok(NULL, " \t"))
        argv[n++] = f;
    argv[n++] = "-E";
    argv[n++] = "-dM";
    for (char *f = strtok(line, " \t"); f != NULL && w < 16; f = strtok(NULL, " \t")) {
        tcc_diag_word(f, paths, words[w], sizeof words[w]);
        argv[n++] = words[w++];
    }
    const char *rest[] = { "-x", "c", "/dev/null", NULL };
    for (int i = 0; rest[i] != NULL; i++)
        argv[n++] = (char *)rest[i];
    argv[n] = NULL;
    struct tcc_proc_result pr;
    int err = tcc_proc_run(argv, paths->log, 60, &pr);
    if (err == TCC_OK && pr.exit_code == 0 && !pr.timed_out)
        return pr.output;
    tcc_proc_free(&pr);
    char *log = tcc_file_read(paths->log, NULL);
    const char *at = log != NULL ? strstr(log, "error") : NULL;
    while (at != NULL && at > log && at[-1] != '\n')
        at--;
    snprintf(why, why_size, "%.*s", at != NULL ? (int)strcspn(at, "\n") : 40,
             at != NULL ? at : err != TCC_OK ? "the compiler could not be started" : "the preprocessor failed");
    free(log);
    return NULL;
}


void tcc_diag_defined_names(const char *text, char *names, size_t size)
{
    const char *p = text;
    char line[1024];
    while (tcc_next_line(&p, line, sizeof line)) {
        const char *q = line + strspn(line, " \t");
        if (strncmp(q, "//", 2) == 0)
            q += 2 + strspn(q + 2, " \t");
        if (strncmp(q, "#define", 7) != 0)
            continue;
        q += 7 + strspn(q + 7, " \t");
        size_t n = strcspn(q, " \t(");
        if (n > 0)
            tcc_appendf(names, size, "%.*s ", (int)n, q);
    }
}

char *tcc_diag_universe(const struct tcc_diagnose *dg, const char *source_dir, const char *knob_text)
{
    size_t size = 1 << 17;
    char *names = malloc(size);
    if (names == NULL)
        return NULL;
    strcpy(names, " ");
    if (dg->options_header[0]) {
        char path[4400];
        snprintf(path, sizeof path, "%s/%s", source_dir, dg->options_header);
        char *text = tcc_file_read(path, NULL);
        if (text == NULL) {
            free(names);
            return NULL;
        }
        tcc_diag_defined_names(text, names, size);
        free(text);
    }
    /* Every macro the knob file's drop, add and receive lines name. */
    const char *p = knob_text;
    char line[1024];
    while (tcc_next_line(&p, line, sizeof line)) {
        const char *q = line + strspn(line, " \t");
        if (strncmp(q, "drop", 4) != 0 && strncmp(q, "add ", 4) != 0 && strncmp(q, "receive ", 8) != 0)
            continue;
        q += strcspn(q, " ");
        for (size_t n; *(q += strspn(q, " =+")) && *q != ':'; q += n) {
            n = strcspn(q, " :");
            if (n > 0 && (*q == '_' || (*q >= 'A' && *q <= 'Z')))
                tcc_appendf(names, size, "%.*s ", (int)n, q);
        }
    }
    return names;
}

void tcc_diag_effective(struct tcc_diagnose *dg, const char *dm, const char *universe, char *names, size_t names_size)
{
    const char *p = dm;
    char line[1024];
    if (names == NULL)
        dg->n_options = 0;
    while (tcc_next_line(&p, line, sizeof line)) {
        char name[64], key[80];
        int at = 0;
        if (sscanf(line, "#define %63s %n", name, &at) != 1 || strchr(name, '(') != NULL)
            continue;
        snprintf(key, sizeof key, " %s ", name);
        if (strstr(universe, key) == NULL || strstr(dg->ignored, key) != NULL)
            continue;
        if (names != NULL) {
            tcc_appendf(names, names_size, "%s ", name);
            continue;
        }
        if (dg->n_options == TCC_DIAG_OPTIONS_MAX)
            break;
        struct tcc_diag_option *o = &dg->options[dg->n_options++];
        snprintf(o->name, sizeof o->name, "%s", name);
        snprintf(o->value, sizeof o->value, "%s", at > 0 && (size_t)at <= strlen(line) ? line + at : "");
        o->group = tcc_diag_group(dg, name);
    }
}
