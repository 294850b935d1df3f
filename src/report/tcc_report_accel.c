/* tcc_report_accel.c: the report's accelerator section: each job's client handshake in
 * software and projected with each device of accel/ (tcc_matrix_accels), labelled as a
 * projection, with each device's source. */
#include "../core/estimate/tcc_accel.h"
#include "../core/model/tcc_library.h"
#include "tcc_report.h"
#include "tcc_svg.h"

static void tcc_accel_job(const struct tcc_accel_row *row, char *out, size_t size)
{
    snprintf(out, size, "%s %s", tcc_library_title(row->cell->result->library), row->cell->result->profile);
}

void tcc_md_accels(FILE *out, const struct tcc_matrix_run *run)
{
    if (run->accel_row_count == 0)
        return;
    fprintf(out, "## With a crypto accelerator (a projection, not a measurement)\n\nEach job's client handshake as "
                 "measured, step by step, with every operation a device takes replaced by its published time, at %u MHz "
                 "and the cycle estimate's cycles per instruction at zero wait states (docs/accelerators.md). The flash "
                 "a device leaves is measured by `tlscost run --accel NAME`.\n\n| job | device | software ms | "
                 "projected ms | projected / software |\n|---|---|---:|---:|---:|\n", run->mhz);
    char job[160];
    for (unsigned i = 0; i < run->accel_row_count; i++) {
        const struct tcc_accel_row *r = &run->accel_rows[i];
        tcc_accel_job(r, job, sizeof job);
        fprintf(out, "| %s | %s | %.0f | %.0f | %.0f %% |\n", job, run->accels[r->accel].name, r->software_ms,
                r->projected_ms, r->software_ms > 0 ? 100.0 * r->projected_ms / r->software_ms : 0.0);
    }
    fputc('\n', out);
    for (unsigned a = 0; a < run->accel_count; a++)
        fprintf(out, "- %s: %s. Source: %s\n", run->accels[a].name, run->accels[a].title, run->accels[a].source);
    fputc('\n', out);
}

void tcc_html_accels(FILE *out, const struct tcc_matrix_run *run)
{
    if (run->accel_row_count == 0)
        return;
    fprintf(out, "<h2>With a crypto accelerator (a projection)</h2>\n<p>Each job's client handshake as measured, step "
                 "by step, with every operation a device takes replaced by its published time, at %u MHz and the cycle "
                 "estimate's cycles per instruction at zero wait states: a projection, not a measurement "
                 "(docs/accelerators.md).</p>\n<table><tr><th>job</th><th>device</th><th>software ms</th>"
                 "<th>projected ms</th><th>projected / software</th></tr>\n", run->mhz);
    char job[160];
    for (unsigned i = 0; i < run->accel_row_count; i++) {
        const struct tcc_accel_row *r = &run->accel_rows[i];
        tcc_accel_job(r, job, sizeof job);
        fputs("<tr><td>", out);
        tcc_html_text(out, job);
        fputs("</td><td>", out);
        tcc_html_text(out, run->accels[r->accel].name);
        fprintf(out, "</td><td>%.0f</td><td>%.0f</td><td>%.0f %%</td></tr>\n", r->software_ms, r->projected_ms,
                r->software_ms > 0 ? 100.0 * r->projected_ms / r->software_ms : 0.0);
    }
    fputs("</table>\n<ul>\n", out);
    for (unsigned a = 0; a < run->accel_count; a++) {
        fputs("<li>", out);
        tcc_html_text(out, run->accels[a].name);
        fputs(": ", out);
        tcc_html_text(out, run->accels[a].title);
        fputs(". Source: ", out);
        tcc_html_text(out, run->accels[a].source);
        fputs("</li>\n", out);
    }
    fputs("</ul>\n", out);
}
