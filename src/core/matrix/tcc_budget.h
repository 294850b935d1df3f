/* tcc_budget.h: budgets a firmware CI gates on: "60000" (the new figure may not exceed 60,000),
 * "+512" (may not grow by more than 512) or "+2%" (may not grow by more than 2 %). */
#ifndef TCC_BUDGET_H
#define TCC_BUDGET_H

#include <stdint.h>

struct tcc_budget {
    int set;
    int growth;      /* a limit on the increase, not on the value */
    int percent;     /* the growth is in percent */
    double limit;
};

/* Parse text into *b; 0, or -1 when it is none of the three forms. */
int tcc_budget_parse(const char *text, struct tcc_budget *b);
/* 1 when base -> now breaks the budget. */
int tcc_budget_exceeded(const struct tcc_budget *b, uint64_t base, uint64_t now);

#endif
