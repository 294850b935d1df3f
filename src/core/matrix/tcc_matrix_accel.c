/* tcc_matrix_accel.c: the report's accelerator projections (see tcc_matrix_accels): every job
 * of min and tls13 in each library, with each device file of accel/, projected from its
 * measured steps at the cycle estimate where the cell has one. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include "../estimate/tcc_accel.h"
#include "tcc_matrix.h"

#define TCC_REPORT_ACCELS 8

static int tcc_by_name(const void *a, const void *b)
{
    return strcmp(((const struct tcc_accel *)a)->name, ((const struct tcc_accel *)b)->name);
}

/* The cells whose jobs the section projects: Mbed TLS's min and tls13, and the library cells. */
static int tcc_projected_job(const struct tcc_matrix_cell *c)
{
    if (c->status != 0 || c->result == NULL || !c->result->run_complete)
        return 0;
    return c->entry->group == TCC_MX_LIBRARY ||
           (c->entry->group == TCC_MX_PROFILE && (strcmp(c->entry->id, "min") == 0 || strcmp(c->entry->id, "tls13") == 0));
}

int tcc_matrix_accels(const char *home, struct tcc_matrix_run *run)
{
    char dir[4200];
    snprintf(dir, sizeof dir, "%s/accel", home);
    DIR *folder = opendir(dir);
    if (folder == NULL)
        return TCC_E_SETUP;
    run->accels = calloc(TCC_REPORT_ACCELS, sizeof *run->accels);
    run->accel_count = 0;
    for (struct dirent *e = readdir(folder); run->accels != NULL && e != NULL && run->accel_count < TCC_REPORT_ACCELS;
         e = readdir(folder)) {
        size_t len = strlen(e->d_name);
        if (len <= 6 || strcmp(e->d_name + len - 6, ".accel") != 0)
            continue;
        char name[64];
        snprintf(name, sizeof name, "%.*s", (int)(len - 6), e->d_name);
        /* The report projects handshakes: devices that take none of their operations (a record
         * protection block) are left to run --accel. */
        if (tcc_accel_load(home, name, &run->accels[run->accel_count], NULL) == TCC_OK &&
            tcc_accel_takes_operations(&run->accels[run->accel_count], 1))
            run->accel_count++;
    }
    closedir(folder);
    if (run->accels == NULL || run->accel_count == 0)
        return TCC_E_SETUP;
    qsort(run->accels, run->accel_count, sizeof *run->accels, tcc_by_name);
    run->accel_rows = calloc((size_t)run->count * run->accel_count, sizeof *run->accel_rows);
    if (run->accel_rows == NULL)
        return TCC_E_IO;
    struct tcc_projection *p = malloc(sizeof *p);
    if (p == NULL)
        return TCC_E_IO;
    for (unsigned i = 0; i < run->count; i++) {
        const struct tcc_matrix_cell *c = &run->cells[i];
        if (!tcc_projected_job(c))
            continue;
        for (unsigned a = 0; a < run->accel_count; a++) {
            tcc_accel_project(c->result, &run->accels[a], 1, run->mhz, p);
            run->accel_rows[run->accel_row_count++] =
                (struct tcc_accel_row){ c, a, p->measured_ms, p->projected_ms, c->result->estimate.present };
        }
    }
    free(p);
    return TCC_OK;
}
