/* tcc_svg.h: small inline SVG charts for the HTML report: horizontal bars, stacked bars,
 * diverging bars (deltas) and lines. Every shape carries a <title> so a hover shows its figure. */
#ifndef TCC_SVG_H
#define TCC_SVG_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define TCC_SVG_SERIES_MAX 16

/* Write text with &, <, >, " escaped. */
void tcc_html_text(FILE *out, const char *text);

/* One bar per label. */
void tcc_svg_bars(FILE *out, const char *title, const char *unit, const char *const labels[], const double values[],
                  unsigned n);
/* One bar per row made of segments; seg_labels[row][k], seg_values[row][k], k < segs[row]. */
void tcc_svg_stacked(FILE *out, const char *title, const char *unit, const char *const rows[], unsigned n_rows,
                     const char *const seg_labels[][TCC_SVG_SERIES_MAX], const double seg_values[][TCC_SVG_SERIES_MAX],
                     const unsigned segs[]);
/* Bars left or right of zero (percent changes). */
void tcc_svg_diverging(FILE *out, const char *title, const char *const labels[], const double percents[], unsigned n);
/* One line per series over points 0..len-1; point_labels[s][i] names each point for the hover. */
void tcc_svg_lines(FILE *out, const char *title, const char *unit, const char *const series[], unsigned n_series,
                   const double *const values[], const char *const *const point_labels[], const unsigned lens[]);

/* An icicle flame graph of a calling-context tree: node 0 is the root (all of the figure), every
 * parent comes before its children; inclusive[i] is node i's figure with its callees'. */
void tcc_svg_flame(FILE *out, const char *title, const char *unit, size_t n, const uint32_t parent[],
                   const char *const names[], const uint64_t inclusive[]);

/* Points (x, y); highlight[i]: 0 plain, 1 on the front, 2 the answer. */
void tcc_svg_scatter(FILE *out, const char *title, const char *x_unit, const char *y_unit, const double x[],
                     const double y[], const int highlight[], const char *const labels[], unsigned n);

#endif
