/* tcc_budget.c: budget parsing and checking (see tcc_budget.h). */
#include "tcc_budget.h"
#include <stdlib.h>
#include <string.h>

int tcc_budget_parse(const char *text, struct tcc_budget *b)
{
    char *end;
    memset(b, 0, sizeof *b);
    b->growth = text[0] == '+';
    const char *number = text + b->growth;
    if (*number < '0' || *number > '9')
        return -1;
    b->limit = strtod(number, &end);
    if (b->growth && *end == '%') {
        b->percent = 1;
        end++;
    }
    if (*end != '\0')
        return -1;
    b->set = 1;
    return 0;
}

int tcc_budget_exceeded(const struct tcc_budget *b, uint64_t base, uint64_t now)
{
    if (!b->set)
        return 0;
    if (!b->growth)
        return (double)now > b->limit;
    double growth = (double)now - (double)base;
    if (b->percent)
        return base == 0 ? growth > 0 : 100.0 * growth / (double)base > b->limit;
    return growth > b->limit;
}
