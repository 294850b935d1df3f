/* tcc_report.h: writers of the matrix report. Each takes the measured matrix and a FILE *,
 * formats, and computes nothing but presentation (deltas come from tcc_compare). */
#ifndef TCC_REPORT_H
#define TCC_REPORT_H

#include <stdio.h>
#include "../core/matrix/tcc_matrix.h"

void tcc_report_md(FILE *out, const struct tcc_matrix_run *run);
void tcc_report_csv(FILE *out, const struct tcc_matrix_run *run);
/* Returns 0, or TCC_E_IO when the document could not be made. */
int tcc_report_json(FILE *out, const struct tcc_matrix_run *run);
/* Write report.md, report.json, report.csv and report.html into dir, each all or nothing. */
struct tcc_diag;
int tcc_report_write_files(const char *dir, const struct tcc_matrix_run *run, struct tcc_diag *d);
/* One cell as report.json holds it: its result document (when it got as far as a build) and a
 * "matrix" object (id, group, status and its code, error, seconds, the run's library); the
 * document tlscost cell writes and tlscost merge reads. */
struct cJSON;
struct cJSON *tcc_report_cell_json(const struct tcc_matrix_cell *c, const struct tcc_matrix_run *run);
void tcc_report_html(FILE *out, const struct tcc_matrix_run *run);

/* The jobs projected with each accelerator, when the run has them. */
void tcc_md_accels(FILE *out, const struct tcc_matrix_run *run);
void tcc_html_accels(FILE *out, const struct tcc_matrix_run *run);

/* The section on a probed server (report --server), when the run has one; json adds its
 * "server" object to the report document. */
void tcc_md_server(FILE *out, const struct tcc_matrix_run *run);
void tcc_html_server(FILE *out, const struct tcc_matrix_run *run);
void tcc_json_server(struct cJSON *doc, const struct tcc_matrix_run *run);

/* Each library at its best for each job (report --fits), when the run has the fits. */
void tcc_md_fits(FILE *out, const struct tcc_matrix_run *run);
void tcc_html_fits(FILE *out, const struct tcc_matrix_run *run);
void tcc_json_fits(struct cJSON *doc, const struct tcc_matrix_run *run);

/* A diagnosis of the user's own config (report --diagnose FILE), when the run has one: read from
 * the document tlscost diagnose --json wrote into *doc (the caller deletes it), TCC_E_INPUT with
 * one line in d when the file is not one. */
int tcc_report_diagnosis_load(const char *path, struct cJSON **doc, struct tcc_diag *d);
/* The --diagnose option's words, for report and merge. */
#define TCC_REPORT_DIAGNOSE_HELP                                                                                   \
    "also show a diagnosis of your own config: the document tlscost diagnose --json FILE wrote (docs/diagnose.md)"
void tcc_md_diagnosis(FILE *out, const struct tcc_matrix_run *run);
void tcc_html_diagnosis(FILE *out, const struct tcc_matrix_run *run);
void tcc_json_diagnosis(struct cJSON *doc, const struct tcc_matrix_run *run);

/* The profiled cell's largest symbols, when the run has them. */
void tcc_md_symbols(FILE *out, const struct tcc_matrix_run *run);
void tcc_html_symbols(FILE *out, const struct tcc_matrix_run *run);

/* The report's core by its short name ("Cortex-M4", from the target's title), into out. */
const char *tcc_report_core(const struct tcc_matrix_run *run, char *out, size_t size);
/* What the cycle estimate prices by, as a clause ("the estimate prices every instruction with the
 * Cortex-M4's documented timings ..."), or that the core has none. */
const char *tcc_report_estimate_basis(const struct tcc_matrix_run *run, char *out, size_t size);
/* A result's projected handshake energy in mJ ("12.3"), or "-" without one. */
const char *tcc_report_estimate_mj(const struct tcc_result *r, char *buf, size_t size);
/* The estimate's memory, for a column's label: "0 wait states", or "on rp2040". */
const char *tcc_report_memory(const struct tcc_matrix_run *run, char *out, size_t size);
/* 1 when the run's part gives its supply current, so the estimates have an energy projection. */
int tcc_report_has_energy(const struct tcc_matrix_run *run);

/* A cell's estimated handshake time at mhz ("979", from its cycle estimate), or "-" without one. */
const char *tcc_report_estimate_ms(const struct tcc_result *r, unsigned mhz, char *buf, size_t size);

/* The first section: per protocol, every profile and library that completed the job (with
 * Chart.js charts in HTML). */
void tcc_md_answer(FILE *out, const struct tcc_matrix_run *run);
void tcc_html_answer(FILE *out, const struct tcc_matrix_run *run);

/* The per-function section (the profiled cell's client handshake), when the run has one. */
void tcc_md_profile(FILE *out, const struct tcc_matrix_run *run);
void tcc_html_profile(FILE *out, const struct tcc_matrix_run *run);

/* Every row of the table of figures (src/core/model/tcc_figures.c) in each writer: the table and
 * each cell's values in report.json, a column each in report.csv, a table in md and html. */
void tcc_json_figures_table(struct cJSON *doc);
void tcc_json_figures(struct cJSON *cell, const struct tcc_result *r);
void tcc_csv_figures_header(FILE *out);
/* The row's values, each followed by a comma; empty fields when r is NULL. */
void tcc_csv_figures(FILE *out, const struct tcc_result *r);
void tcc_md_figures(FILE *out, const struct tcc_matrix_run *run);
void tcc_html_figures(FILE *out, const struct tcc_matrix_run *run);

/* The certificate checks in words (a constant, or written into text); *insecure set when the client
 * accepted a certificate it must refuse. */
const char *tcc_report_security(const struct tcc_result *r, int *insecure, char *text, size_t size);

/* The label of a cell's outcome: "ok", "handshake failed", "does not build", ... */
const char *tcc_report_status(const struct tcc_matrix_cell *c);

#endif
