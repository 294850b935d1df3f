/* tcc_validation.h: how far each cycle model has read from published hardware timings of the
 * same code built here: the points scripts/validate-cycles.sh writes to
 * docs/cycles-validation.tsv, summed up per model as the spread an estimate is printed with. */
#ifndef TCC_VALIDATION_H
#define TCC_VALIDATION_H

#include <stddef.h>

struct tcc_validation {
    unsigned points;          /* 0: the model has no published point */
    double low_pct, high_pct; /* the estimate's error against the reference, lowest and highest */
};

/* The spread of model's points in <home>/docs/cycles-validation.tsv (points 0 when there are
 * none, or no file). */
void tcc_validation_load(const char *home, const char *model, struct tcc_validation *v);
/* The spread as a sentence for an estimate's output ("the cortex-m4 model read +3.3 % to +3.3 %
 * against 1 published hardware timing ..."), or that model has none. */
void tcc_validation_describe(const char *model, const struct tcc_validation *v, char *out, size_t size);
/* The same from the file's text (exposed for tests); -1 when a line is not "model\tpoint\terror". */
int tcc_validation_parse(const char *text, const char *model, struct tcc_validation *v);

#endif
