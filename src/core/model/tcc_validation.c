/* tcc_validation.c: each cycle model's spread against published hardware timings (see
 * tcc_validation.h): tab-separated lines, # comments. */
#include "tcc_validation.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_file.h"
#include "../base/tcc_lines.h"

int tcc_validation_parse(const char *text, const char *model, struct tcc_validation *v)
{
    *v = (struct tcc_validation){ 0, 0.0, 0.0 };
    char line[600];
    for (const char *p = text; tcc_next_line(&p, line, sizeof line);) {
        if (line[0] == '#' || line[0] == '\0')
            continue;
        char *first_tab = strchr(line, '\t'), *last_tab = strrchr(line, '\t'), *stop;
        if (first_tab == NULL || last_tab == first_tab)
            return -1;
        *first_tab = '\0';
        double error = strtod(last_tab + 1, &stop);
        if (stop == last_tab + 1 || *stop != '\0')
            return -1;
        if (strcmp(line, model) != 0)
            continue;
        if (v->points == 0 || error < v->low_pct)
            v->low_pct = error;
        if (v->points == 0 || error > v->high_pct)
            v->high_pct = error;
        v->points++;
    }
    return 0;
}

void tcc_validation_load(const char *home, const char *model, struct tcc_validation *v)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/docs/cycles-validation.tsv", home);
    char *text = tcc_file_read(path, NULL);
    if (text == NULL || tcc_validation_parse(text, model, v) != 0)
        *v = (struct tcc_validation){ 0, 0.0, 0.0 };
    free(text);
}

void tcc_validation_describe(const char *model, const struct tcc_validation *v, char *out, size_t size)
{
    if (v->points == 0)
        snprintf(out, size, "the %s model has no published hardware timing to compare with", model);
    else
        snprintf(out, size, "the %s model read %+.1f %% to %+.1f %% against %u published hardware timing%s of code built "
                 "here (docs/cycles-validation.tsv): a spread on that code, not a bound on this", model, v->low_pct,
                 v->high_pct, v->points, v->points == 1 ? "" : "s");
}
