/* tcc_svg.c: inline SVG charts (see tcc_svg.h). Fixed widths, no scripts: the page stays one
 * self-contained file that prints and renders anywhere. */
#include "tcc_svg.h"
#include <math.h>

#define TCC_SVG_WIDTH 760
#define TCC_SVG_LABEL 190
#define TCC_SVG_BAR 18
#define TCC_SVG_GAP 6

static const char *const tcc_palette[] = { "#3b6ea8", "#e07b39", "#5aa05a", "#c44e52", "#8172b2", "#937860",
                                           "#da8bc3", "#8c8c8c", "#ccb974", "#64b5cd", "#2f4b7c", "#a05195" };
#define TCC_PALETTE_N (sizeof tcc_palette / sizeof tcc_palette[0])

void tcc_html_text(FILE *out, const char *text)
{
    for (const char *c = text; *c; c++) {
        switch (*c) {
        case '&': fputs("&amp;", out); break;
        case '<': fputs("&lt;", out); break;
        case '>': fputs("&gt;", out); break;
        case '"': fputs("&quot;", out); break;
        default: fputc(*c, out);
        }
    }
}

static void tcc_svg_open(FILE *out, const char *title, int height)
{
    fprintf(out, "<figure><svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                 "viewBox=\"0 0 %d %d\" role=\"img\"><title>", TCC_SVG_WIDTH, height, TCC_SVG_WIDTH, height);
    tcc_html_text(out, title);
    fprintf(out, "</title>\n");
}

static void tcc_svg_close(FILE *out, const char *title)
{
    fprintf(out, "</svg><figcaption>");
    tcc_html_text(out, title);
    fprintf(out, "</figcaption></figure>\n");
}

static void tcc_svg_label(FILE *out, int x, int y, const char *anchor, const char *text)
{
    fprintf(out, "<text x=\"%d\" y=\"%d\" text-anchor=\"%s\" font-size=\"12\">", x, y, anchor);
    tcc_html_text(out, text);
    fprintf(out, "</text>\n");
}

static void tcc_svg_rect(FILE *out, double x, double y, double w, double h, const char *fill, const char *tip,
                         double value, const char *unit)
{
    fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"><title>", x, y, w > 0 ? w : 0,
            h, fill);
    tcc_html_text(out, tip);
    fprintf(out, ": %.0f %s</title></rect>\n", value, unit);
}

void tcc_svg_bars(FILE *out, const char *title, const char *unit, const char *const labels[], const double values[],
                  unsigned n)
{
    double max = 0;
    for (unsigned i = 0; i < n; i++)
        max = values[i] > max ? values[i] : max;
    int height = (int)n * (TCC_SVG_BAR + TCC_SVG_GAP) + 20;
    double scale = max > 0 ? (TCC_SVG_WIDTH - TCC_SVG_LABEL - 120) / max : 0;
    tcc_svg_open(out, title, height);
    for (unsigned i = 0; i < n; i++) {
        int y = (int)i * (TCC_SVG_BAR + TCC_SVG_GAP) + 4;
        tcc_svg_label(out, TCC_SVG_LABEL - 6, y + 13, "end", labels[i]);
        tcc_svg_rect(out, TCC_SVG_LABEL, y, values[i] * scale, TCC_SVG_BAR, tcc_palette[0], labels[i], values[i], unit);
        fprintf(out, "<text x=\"%.1f\" y=\"%d\" font-size=\"11\">%.0f %s</text>\n",
                TCC_SVG_LABEL + values[i] * scale + 4, y + 13, values[i], unit);
    }
    tcc_svg_close(out, title);
}

void tcc_svg_stacked(FILE *out, const char *title, const char *unit, const char *const rows[], unsigned n_rows,
                     const char *const seg_labels[][TCC_SVG_SERIES_MAX], const double seg_values[][TCC_SVG_SERIES_MAX],
                     const unsigned segs[])
{
    double max = 0;
    for (unsigned r = 0; r < n_rows; r++) {
        double sum = 0;
        for (unsigned k = 0; k < segs[r]; k++)
            sum += seg_values[r][k];
        max = sum > max ? sum : max;
    }
    int row_h = TCC_SVG_BAR + 16;
    double scale = max > 0 ? (TCC_SVG_WIDTH - TCC_SVG_LABEL - 90) / max : 0;
    tcc_svg_open(out, title, (int)n_rows * row_h + 20);
    for (unsigned r = 0; r < n_rows; r++) {
        int y = (int)r * row_h + 4;
        double x = TCC_SVG_LABEL, sum = 0;
        tcc_svg_label(out, TCC_SVG_LABEL - 6, y + 13, "end", rows[r]);
        for (unsigned k = 0; k < segs[r]; k++) {
            double w = seg_values[r][k] * scale;
            tcc_svg_rect(out, x, y, w, TCC_SVG_BAR, tcc_palette[k % TCC_PALETTE_N], seg_labels[r][k], seg_values[r][k], unit);
            if (w > 60) {
                fprintf(out, "<text x=\"%.1f\" y=\"%d\" font-size=\"10\" fill=\"#fff\">", x + 3, y + 13);
                tcc_html_text(out, seg_labels[r][k]);
                fprintf(out, "</text>\n");
            }
            x += w;
            sum += seg_values[r][k];
        }
        fprintf(out, "<text x=\"%.1f\" y=\"%d\" font-size=\"11\">%.0f %s</text>\n", x + 4, y + 13, sum, unit);
    }
    tcc_svg_close(out, title);
}

void tcc_svg_diverging(FILE *out, const char *title, const char *const labels[], const double percents[], unsigned n)
{
    double max = 1;
    for (unsigned i = 0; i < n; i++)
        max = fabs(percents[i]) > max ? fabs(percents[i]) : max;
    int height = (int)n * (TCC_SVG_BAR + TCC_SVG_GAP) + 20;
    double half = (TCC_SVG_WIDTH - TCC_SVG_LABEL - 60) / 2.0, zero = TCC_SVG_LABEL + half;
    tcc_svg_open(out, title, height);
    fprintf(out, "<line x1=\"%.1f\" y1=\"0\" x2=\"%.1f\" y2=\"%d\" stroke=\"#444\"/>\n", zero, zero, height);
    for (unsigned i = 0; i < n; i++) {
        int y = (int)i * (TCC_SVG_BAR + TCC_SVG_GAP) + 4;
        double w = fabs(percents[i]) / max * half;
        tcc_svg_label(out, TCC_SVG_LABEL - 6, y + 13, "end", labels[i]);
        tcc_svg_rect(out, percents[i] < 0 ? zero - w : zero, y, w, TCC_SVG_BAR,
                     percents[i] < 0 ? tcc_palette[2] : tcc_palette[3], labels[i], percents[i], "%");
        fprintf(out, "<text x=\"%.1f\" y=\"%d\" font-size=\"11\" text-anchor=\"%s\">%+.1f %%</text>\n",
                percents[i] < 0 ? zero - w - 4 : zero + w + 4, y + 13, percents[i] < 0 ? "end" : "start", percents[i]);
    }
    tcc_svg_close(out, title);
}

void tcc_svg_lines(FILE *out, const char *title, const char *unit, const char *const series[], unsigned n_series,
                   const double *const values[], const char *const *const point_labels[], const unsigned lens[])
{
    double max = 0;
    unsigned longest = 1;
    for (unsigned s = 0; s < n_series; s++) {
        longest = lens[s] > longest ? lens[s] : longest;
        for (unsigned i = 0; i < lens[s]; i++)
            max = values[s][i] > max ? values[s][i] : max;
    }
    int plot_h = 240, left = 70, height = plot_h + 40 + 16 * (int)n_series;
    double dx = longest > 1 ? (TCC_SVG_WIDTH - left - 20) / (double)(longest - 1) : 0, sy = max > 0 ? plot_h / max : 0;
    tcc_svg_open(out, title, height);
    for (int t = 0; t <= 4; t++) {
        double v = max * t / 4, y = 10 + plot_h - v * sy;
        fprintf(out, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>"
                     "<text x=\"%d\" y=\"%.1f\" font-size=\"10\" text-anchor=\"end\">%.0f</text>\n",
                left, y, TCC_SVG_WIDTH - 20, y, left - 4, y + 3, v);
    }
    for (unsigned s = 0; s < n_series; s++) {
        const char *color = tcc_palette[s % TCC_PALETTE_N];
        fprintf(out, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\" points=\"", color);
        for (unsigned i = 0; i < lens[s]; i++)
            fprintf(out, "%.1f,%.1f ", left + i * dx, 10 + plot_h - values[s][i] * sy);
        fprintf(out, "\"/>\n");
        for (unsigned i = 0; i < lens[s]; i++) {
            fprintf(out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"><title>", left + i * dx,
                    10 + plot_h - values[s][i] * sy, color);
            tcc_html_text(out, series[s]);
            fputs(" ", out);
            tcc_html_text(out, point_labels[s][i]);
            fprintf(out, ": %.0f %s</title></circle>\n", values[s][i], unit);
        }
        int ly = plot_h + 30 + 16 * (int)s;
        fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"10\" fill=\"%s\"/>", left, ly - 9, color);
        tcc_svg_label(out, left + 18, ly, "start", series[s]);
    }
    tcc_svg_close(out, title);
}

void tcc_svg_scatter(FILE *out, const char *title, const char *x_unit, const char *y_unit, const double x[],
                     const double y[], const int highlight[], const char *const labels[], unsigned n)
{
    double x0 = 0, x1 = 1, y0 = 0, y1 = 1;
    for (unsigned i = 0; i < n; i++) {
        if (i == 0 || x[i] < x0)
            x0 = x[i];
        if (i == 0 || x[i] > x1)
            x1 = x[i];
        if (i == 0 || y[i] < y0)
            y0 = y[i];
        if (i == 0 || y[i] > y1)
            y1 = y[i];
    }
    double pad_x = (x1 - x0) * 0.05 + 1, pad_y = (y1 - y0) * 0.05 + 1;
    x0 -= pad_x, x1 += pad_x, y0 -= pad_y, y1 += pad_y;
    int left = 90, top = 10, w = TCC_SVG_WIDTH - left - 20, h = 300;
    tcc_svg_open(out, title, h + 60);
    fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#999\"/>\n", left, top, w, h);
    fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"10\" text-anchor=\"end\">%.0f</text>", left - 4, top + 10, y1);
    fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"10\" text-anchor=\"end\">%.0f</text>", left - 4, top + h, y0);
    fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"10\">%.0f</text>", left, top + h + 14, x0);
    fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"10\" text-anchor=\"end\">%.0f</text>\n", left + w, top + h + 14, x1);
    tcc_svg_label(out, left + w / 2, top + h + 30, "middle", x_unit);
    tcc_svg_label(out, 12, top + h / 2, "start", y_unit);
    for (unsigned i = 0; i < n; i++) {
        double cx = left + (x[i] - x0) / (x1 - x0) * w, cy = top + h - (y[i] - y0) / (y1 - y0) * h;
        const char *fill = highlight[i] == 2 ? tcc_palette[3] : highlight[i] == 1 ? tcc_palette[0] : "#bbb";
        fprintf(out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%d\" fill=\"%s\"><title>", cx, cy, highlight[i] ? 6 : 4, fill);
        tcc_html_text(out, labels[i]);
        fprintf(out, ": %.0f %s, %.0f %s</title></circle>\n", x[i], x_unit, y[i], y_unit);
    }
    tcc_svg_close(out, title);
}
