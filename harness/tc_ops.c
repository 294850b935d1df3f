/* tc_ops.c: operation accounting (see tc_ops.h). */
#include "tc_ops.h"
#include "tc_platform.h"

static struct tc_op_total tc_op_totals[TC_OP_COUNT];
static unsigned tc_op_depth;

uint64_t tc_op_begin(void)
{
    return tc_op_depth++ == 0 ? tc_plat_ticks() : 0;
}

void tc_op_end(enum tc_op op, uint64_t started)
{
    if (--tc_op_depth != 0)
        return;
    tc_op_totals[op].ticks += tc_plat_ticks() - started;
    tc_op_totals[op].count++;
}

const struct tc_op_total *tc_ops_totals(void)
{
    return tc_op_totals;
}

void tc_ops_reset(void)
{
    for (unsigned i = 0; i < TC_OP_COUNT; i++)
        tc_op_totals[i] = (struct tc_op_total){ 0, 0 };
}

const char *tc_op_name(enum tc_op op)
{
#define TC_OP_NAME(id, name, title) name,
    static const char *const names[TC_OP_COUNT] = { TC_OPERATIONS(TC_OP_NAME) };
#undef TC_OP_NAME
    return names[op];
}

const char *tc_op_count_name(enum tc_op op)
{
#define TC_OP_COUNT_NAME(id, name, title) name "_n",
    static const char *const names[TC_OP_COUNT] = { TC_OPERATIONS(TC_OP_COUNT_NAME) };
#undef TC_OP_COUNT_NAME
    return names[op];
}
