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
    static const char *const names[TC_OP_COUNT] = { "ecdsa_verify", "ecdsa_sign", "ecdh_keygen", "ecdh_shared",
                                                     "rsa_public", "rsa_private" };
    return names[op];
}

const char *tc_op_count_name(enum tc_op op)
{
    static const char *const names[TC_OP_COUNT] = { "ecdsa_verify_n", "ecdsa_sign_n", "ecdh_keygen_n",
                                                     "ecdh_shared_n", "rsa_public_n", "rsa_private_n" };
    return names[op];
}
