/* tcc_report_files.c: the four report files of a matrix run, each written all or nothing:
 * report.md, report.json, report.csv and report.html (tlscost report and tlscost merge). */
#include <stdio.h>
#include "../core/base/tcc_file.h"
#include "tcc_report.h"

static int tcc_write_md(FILE *out, const void *run)
{
    tcc_report_md(out, run);
    return TCC_OK;
}

static int tcc_write_csv(FILE *out, const void *run)
{
    tcc_report_csv(out, run);
    return TCC_OK;
}

static int tcc_write_html(FILE *out, const void *run)
{
    tcc_report_html(out, run);
    return TCC_OK;
}

static int tcc_write_json(FILE *out, const void *run)
{
    return tcc_report_json(out, run);
}

static const struct {
    const char *name;
    int (*writer)(FILE *out, const void *run);
} tcc_report_files[] = {
    { "report.md", tcc_write_md },
    { "report.json", tcc_write_json },
    { "report.csv", tcc_write_csv },
    { "report.html", tcc_write_html },
};

int tcc_report_write_files(const char *dir, const struct tcc_matrix_run *run, struct tcc_diag *d)
{
    int err = TCC_OK;
    for (size_t i = 0; i < sizeof tcc_report_files / sizeof tcc_report_files[0] && err == TCC_OK; i++) {
        char path[4200];
        snprintf(path, sizeof path, "%s/%s", dir, tcc_report_files[i].name);
        err = tcc_file_write_with(path, tcc_report_files[i].writer, run, d);
    }
    return err;
}
