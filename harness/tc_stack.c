/* tc_stack.c: stack painting (see tc_stack.h). The paint stops a small margin below the
 * current stack pointer so that tc_stack_paint's own frame is not painted over. */
#include "tc_stack.h"
#include "tc_platform.h"

#define TC_STACK_PATTERN 0xA5u
#define TC_STACK_MARGIN 64u

static uint8_t *tc_stack_top; /* address the depth is measured from */

__attribute__((noinline)) void tc_stack_paint(void)
{
    uint8_t *limit = tc_plat_stack_limit();
    tc_stack_top = (uint8_t *)((uintptr_t)__builtin_frame_address(0) - TC_STACK_MARGIN);
    for (volatile uint8_t *p = limit; p < tc_stack_top; p++)
        *p = TC_STACK_PATTERN;
}

uint32_t tc_stack_used(void)
{
    uint8_t *p = tc_plat_stack_limit();
    while (p < tc_stack_top && *p == TC_STACK_PATTERN)
        p++;
    return (uint32_t)(tc_stack_top - p) + TC_STACK_MARGIN;
}
