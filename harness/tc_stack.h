/* tc_stack.h: stack high-water by painting. tc_stack_paint fills the unused stack below the
 * caller with a pattern; tc_stack_used then says how deep the stack went below the point of
 * the paint, by finding the lowest byte that no longer holds the pattern. */
#ifndef TC_STACK_H
#define TC_STACK_H

#include <stdint.h>

void tc_stack_paint(void);
uint32_t tc_stack_used(void);

#endif
