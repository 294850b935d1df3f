/* tcc_report_figures.c: every row of the table of figures (src/core/model/tcc_figures.c) in
 * every writer: report.json (the table, and each cell's values), report.csv (one column each),
 * report.md and report.html (one table, a column each) and the run's text. The writers take the
 * columns from the table, so a new figure is its one row there. */
#include <cjson/cJSON.h>
#include <string.h>
#include "../core/model/tcc_figures.h"
#include "tcc_fmt.h"
#include "tcc_report.h"
#include "tcc_svg.h"
#include "tcc_text.h"

static int tcc_figures_measured(const struct tcc_matrix_cell *c)
{
    return c->status == TCC_OK && c->result != NULL;
}

void tcc_json_figures_table(cJSON *doc)
{
    cJSON *table = cJSON_AddArrayToObject(doc, "figures");
    for (unsigned i = 0; i < tcc_figure_count; i++) {
        const struct tcc_figure *f = &tcc_figures[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "name", f->name);
        cJSON_AddStringToObject(o, "label", f->label);
        cJSON_AddStringToObject(o, "unit", f->unit != NULL ? f->unit : "count");
        cJSON_AddStringToObject(o, "from", f->json);
        cJSON_AddItemToArray(table, o);
    }
}

void tcc_json_figures(cJSON *cell, const struct tcc_result *r)
{
    cJSON *values = cJSON_AddObjectToObject(cell, "figures");
    for (unsigned i = 0; i < tcc_figure_count; i++)
        cJSON_AddNumberToObject(values, tcc_figures[i].name, (double)tcc_figures[i].get(r));
}

void tcc_csv_figures_header(FILE *out)
{
    for (unsigned i = 0; i < tcc_figure_count; i++)
        fprintf(out, "%s,", tcc_figures[i].name);
}

void tcc_csv_figures(FILE *out, const struct tcc_result *r)
{
    for (unsigned i = 0; i < tcc_figure_count; i++)
        if (r != NULL)
            fprintf(out, "%llu,", (unsigned long long)tcc_figures[i].get(r));
        else
            fputc(',', out);
}

void tcc_md_figures(FILE *out, const struct tcc_matrix_run *run)
{
    char a[32];
    fprintf(out, "## Every figure\n\nEach measured cell, one column per figure compare and budgets know "
                 "(src/core/model/tcc_figures.c); instructions are the client's.\n\n| cell |");
    for (unsigned i = 0; i < tcc_figure_count; i++)
        fprintf(out, " %s |", tcc_figures[i].label);
    fputs("\n|---|", out);
    for (unsigned i = 0; i < tcc_figure_count; i++)
        fputs("---:|", out);
    fputc('\n', out);
    for (unsigned c = 0; c < run->count; c++) {
        const struct tcc_matrix_cell *cell = &run->cells[c];
        if (!tcc_figures_measured(cell))
            continue;
        fprintf(out, "| %s |", cell->entry->id);
        for (unsigned i = 0; i < tcc_figure_count; i++)
            fprintf(out, " %s %s |", tcc_fmt_count(tcc_figures[i].get(cell->result), a, sizeof a),
                    tcc_figure_unit(&tcc_figures[i], cell->result));
        fputc('\n', out);
    }
    fputc('\n', out);
}

void tcc_html_figures(FILE *out, const struct tcc_matrix_run *run)
{
    char a[32], text[64];
    fputs("<h2>Every figure</h2>\n<p>Each measured cell, one column per figure compare and budgets know; "
          "instructions are the client's.</p>\n<table>\n<tr><th>cell</th>", out);
    for (unsigned i = 0; i < tcc_figure_count; i++) {
        fputs("<th>", out);
        tcc_html_text(out, tcc_figures[i].label);
        fputs("</th>", out);
    }
    fputs("</tr>\n", out);
    for (unsigned c = 0; c < run->count; c++) {
        const struct tcc_matrix_cell *cell = &run->cells[c];
        if (!tcc_figures_measured(cell))
            continue;
        fputs("<tr><td>", out);
        tcc_html_text(out, cell->entry->id);
        fputs("</td>", out);
        for (unsigned i = 0; i < tcc_figure_count; i++) {
            snprintf(text, sizeof text, "%s %s", tcc_fmt_count(tcc_figures[i].get(cell->result), a, sizeof a),
                     tcc_figure_unit(&tcc_figures[i], cell->result));
            fputs("<td>", out);
            tcc_html_text(out, text);
            fputs("</td>", out);
        }
        fputs("</tr>\n", out);
    }
    fputs("</table>\n", out);
}

void tcc_text_figures(FILE *out, const struct tcc_result *r)
{
    char a[32];
    fputs("\nFigures (the names compare and its budgets take):\n", out);
    for (unsigned i = 0; i < tcc_figure_count; i++)
        fprintf(out, "  %-18s %-30s %14s %s\n", tcc_figures[i].name, tcc_figures[i].label,
                tcc_fmt_count(tcc_figures[i].get(r), a, sizeof a), tcc_figure_unit(&tcc_figures[i], r));
}
