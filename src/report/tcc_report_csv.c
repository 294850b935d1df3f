/* tcc_report_csv.c: the matrix report as CSV (report.csv), one row per cell. */
#include "tcc_report.h"

/* Quote a text field (RFC 4180: double the quotes). */
static void tcc_csv_text(FILE *out, const char *text)
{
    fputc('"', out);
    for (const char *c = text; *c; c++) {
        if (*c == '"')
            fputc('"', out);
        fputc(*c, out);
    }
    fputc('"', out);
}

void tcc_report_csv(FILE *out, const struct tcc_matrix_run *run)
{
    /* The figures' columns are the table of figures' rows, in its order (tcc_csv_figures). */
    fputs("cell,group,library,server_library,profile,cert,mfl,in_len,out_len,response,status,", out);
    tcc_csv_figures_header(out);
    fputs("bss,suite,error\n", out);
    for (unsigned i = 0; i < run->count; i++) {
        const struct tcc_matrix_cell *c = &run->cells[i];
        const struct tcc_matrix_entry *e = c->entry;
        const char *library = tcc_matrix_entry_library(e);
        fprintf(out, "%s,%s,%s,%s,%s,%s,%u,", e->id, tcc_matrix_group_titles[e->group], library,
                e->server_library != NULL ? e->server_library : library, e->profile ? e->profile : e->example, e->cert,
                e->mfl);
        /* Record buffer lengths are Mbed TLS's settings; the other libraries size their own. */
        if (e->library == NULL)
            fprintf(out, "%u,%u,", e->in_len ? e->in_len : 16384, e->out_len ? e->out_len : 16384);
        else
            fputs(",,", out);
        fprintf(out, "%u,", e->response);
        tcc_csv_text(out, tcc_report_status(c));
        const struct tcc_result *r = c->result;
        fputc(',', out);
        tcc_csv_figures(out, r);
        if (r != NULL)
            fprintf(out, "%llu,", (unsigned long long)r->flash.bss);
        else
            fputc(',', out);
        tcc_csv_text(out, r != NULL ? r->suite : "");
        fputc(',', out);
        tcc_csv_text(out, c->error);
        fputc('\n', out);
    }
}
