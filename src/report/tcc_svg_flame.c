/* tcc_svg_flame.c: an icicle flame graph as inline SVG (see tcc_svg.h): the root's children on
 * the top row, each frame as wide as its inclusive figure, callees below their callers. A
 * function keeps its colour wherever it appears (the colour is a hash of its name). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "tcc_svg.h"

#define TCC_FLAME_WIDTH 1060.0
#define TCC_FLAME_ROW 17
#define TCC_FLAME_CHAR 6.6

static unsigned tcc_flame_hue(const char *name)
{
    uint32_t h = 2166136261u;
    for (const char *c = name; *c; c++)
        h = (h ^ (uint8_t)*c) * 16777619u;
    return 10u + h % 45u; /* reds to yellows */
}

void tcc_svg_flame(FILE *out, const char *title, const char *unit, size_t n, const uint32_t parent[],
                   const char *const names[], const uint64_t inclusive[])
{
    double *x = calloc(n ? n : 1, sizeof *x), *cursor = calloc(n ? n : 1, sizeof *cursor);
    unsigned *depth = calloc(n ? n : 1, sizeof *depth);
    if (x == NULL || cursor == NULL || depth == NULL || n == 0 || inclusive[0] == 0) {
        free(x);
        free(cursor);
        free(depth);
        return;
    }
    double scale = TCC_FLAME_WIDTH / (double)inclusive[0];
    unsigned deepest = 0;
    /* Parents come before their children, so one pass lays every frame out. */
    for (size_t i = 1; i < n; i++) {
        x[i] = cursor[parent[i]];
        cursor[parent[i]] += (double)inclusive[i] * scale;
        cursor[i] = x[i];
        depth[i] = depth[parent[i]] + 1;
        if (inclusive[i] * scale >= 1.0 && depth[i] > deepest)
            deepest = depth[i];
    }
    int height = (int)deepest * TCC_FLAME_ROW + 4;
    fprintf(out, "<figure><figcaption>");
    tcc_html_text(out, title);
    fprintf(out, "</figcaption><svg class=\"flame\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%d\" "
                 "viewBox=\"0 0 %.0f %d\" role=\"img\" font-size=\"11\"><title>", TCC_FLAME_WIDTH, height,
            TCC_FLAME_WIDTH, height);
    tcc_html_text(out, title);
    fputs("</title>\n", out);
    for (size_t i = 1; i < n; i++) {
        double w = (double)inclusive[i] * scale;
        if (w < 1.0)
            continue;
        double y = (depth[i] - 1) * TCC_FLAME_ROW;
        fprintf(out, "<g><rect x=\"%.1f\" y=\"%.0f\" width=\"%.1f\" height=\"%d\" fill=\"hsl(%u,75%%,62%%)\" "
                     "stroke=\"#fff\" stroke-width=\"0.5\"><title>", x[i], y, w, TCC_FLAME_ROW - 1,
                tcc_flame_hue(names[i]));
        tcc_html_text(out, names[i]);
        fprintf(out, ": %llu %s (%.2f %%)</title></rect>", (unsigned long long)inclusive[i], unit,
                100.0 * (double)inclusive[i] / (double)inclusive[0]);
        size_t fits = (size_t)((w - 4) / TCC_FLAME_CHAR);
        if (fits >= 3) {
            char label[160];
            size_t len = strlen(names[i]);
            if (len > fits)
                snprintf(label, sizeof label, "%.*s..", (int)(fits > 2 ? fits - 2 : 0), names[i]);
            else
                snprintf(label, sizeof label, "%s", names[i]);
            fprintf(out, "<text x=\"%.1f\" y=\"%.0f\" pointer-events=\"none\">", x[i] + 2, y + TCC_FLAME_ROW - 5);
            tcc_html_text(out, label);
            fputs("</text>", out);
        }
        fputs("</g>\n", out);
    }
    fputs("</svg></figure>\n", out);
    free(x);
    free(cursor);
    free(depth);
}
