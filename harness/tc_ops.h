/* tc_ops.h: instructions spent in the expensive operations of a handshake (signature checks,
 * key agreement, RSA), counted inside the current step. Each library's adapter wraps its own
 * functions (linker --wrap) and brackets them with tc_op_begin/tc_op_end; nested wrapped calls
 * count once, in the outermost operation. */
#ifndef TC_OPS_H
#define TC_OPS_H

#include <stdint.h>
#include "tc_names.h"

#define TC_OP_ENUM(id, name, title) TC_OP_##id,
enum tc_op { TC_OPERATIONS(TC_OP_ENUM) TC_OP_COUNT };
#undef TC_OP_ENUM

struct tc_op_total {
    uint64_t ticks;
    uint32_t count;
};

/* Start an operation; returns the start tick (0 inside another operation: not counted). */
uint64_t tc_op_begin(void);
void tc_op_end(enum tc_op op, uint64_t started);
/* Totals since the last reset, and the reset (called at the start of every step). */
const struct tc_op_total *tc_ops_totals(void);
void tc_ops_reset(void);
/* The names the records use: "ecdsa_verify" for the ticks, "ecdsa_verify_n" for the count. */
const char *tc_op_name(enum tc_op op);
const char *tc_op_count_name(enum tc_op op);

/* Name the function that brackets an operation, for the cycle estimate per operation: a line
 * "FUNCTION TC_OP_ID" in the section .tc_ops, which takes no flash and no code (it is not
 * allocated), read by tlscost from the image (tcc_profile_ops.c). */
#define TC_OP_TAG(function, op)                                                          \
    __asm__(".pushsection .tc_ops,\"\",%progbits\n\t.ascii \"" #function " " #op "\\n\"\n\t" \
            ".popsection")

/* For the adapters' ops files: define __wrap_NAME (the linker's --wrap=NAME sends calls from
 * other objects there), which calls __real_NAME between tc_op_begin and tc_op_end. NAME
 * returns an int; params and args are its parameter list and the same names as arguments. */
#define TC_WRAP(op, name, params, args)          \
    TC_OP_TAG(__wrap_##name, op);                \
    int __real_##name params;                    \
    int __wrap_##name params;                    \
    int __wrap_##name params                     \
    {                                            \
        uint64_t started = tc_op_begin();        \
        int ret = __real_##name args;            \
        tc_op_end(op, started);                  \
        return ret;                              \
    }

#endif
