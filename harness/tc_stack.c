/* tc_stack.c: stack painting (see tc_stack.h). The paint stops a small margin below the
 * current stack pointer so that tc_stack_paint's own frame is not painted over. Paint and scan
 * go a word at a time, eight words a turn, over the aligned middle of the region: they run
 * around every measured span, so their cost is most of the harness's own work; the scan then
 * looks byte by byte inside the first word that lost the pattern, so the depth is the same
 * byte-exact figure a byte-wise scan gives. */
#include "tc_stack.h"
#include "tc_platform.h"

#define TC_STACK_PATTERN 0xA5u
#define TC_STACK_WORD_PATTERN 0xA5A5A5A5u
#define TC_STACK_MARGIN 64u
#define TC_STACK_WORDS_A_TURN 8u

static uint8_t *tc_stack_top; /* address the depth is measured from */

static uint32_t *tc_align_up(uint8_t *p)
{
    return (uint32_t *)(((uintptr_t)p + 3u) & ~(uintptr_t)3u);
}

static uint32_t *tc_align_down(uint8_t *p)
{
    return (uint32_t *)((uintptr_t)p & ~(uintptr_t)3u);
}

/* Paint [from, to). Its own frame stays above to: the margin is wider than this leaf's frame. */
static __attribute__((noinline)) void tc_stack_fill(uint8_t *from, uint8_t *to)
{
    volatile uint32_t *word = tc_align_up(from), *end = tc_align_down(to);
    for (volatile uint8_t *p = from; p < (volatile uint8_t *)word; p++)
        *p = TC_STACK_PATTERN;
    while (end - word >= (long)TC_STACK_WORDS_A_TURN) {
        word[0] = word[1] = word[2] = word[3] = TC_STACK_WORD_PATTERN;
        word[4] = word[5] = word[6] = word[7] = TC_STACK_WORD_PATTERN;
        word += TC_STACK_WORDS_A_TURN;
    }
    for (volatile uint8_t *p = (volatile uint8_t *)word; p < to; p++)
        *p = TC_STACK_PATTERN;
}

/* The depth is measured from this function's frame, which holds no more than the frame pointer
 * and the return address: the fill is a call of its own, so how the fill is written moves no
 * stack figure. */
__attribute__((noinline)) void tc_stack_paint(void)
{
    uint8_t *limit = tc_plat_stack_limit();
    tc_stack_top = (uint8_t *)((uintptr_t)__builtin_frame_address(0) - TC_STACK_MARGIN);
    tc_stack_fill(limit, tc_stack_top);
}

/* The first word at or after word that no longer holds the pattern, or end. */
static const volatile uint32_t *tc_first_touched_word(const volatile uint32_t *word, const volatile uint32_t *end)
{
    while (end - word >= (long)TC_STACK_WORDS_A_TURN) {
        if (word[0] != TC_STACK_WORD_PATTERN || word[1] != TC_STACK_WORD_PATTERN ||
            word[2] != TC_STACK_WORD_PATTERN || word[3] != TC_STACK_WORD_PATTERN ||
            word[4] != TC_STACK_WORD_PATTERN || word[5] != TC_STACK_WORD_PATTERN ||
            word[6] != TC_STACK_WORD_PATTERN || word[7] != TC_STACK_WORD_PATTERN)
            break;
        word += TC_STACK_WORDS_A_TURN;
    }
    while (word < end && *word == TC_STACK_WORD_PATTERN)
        word++;
    return word;
}

uint32_t tc_stack_used(void)
{
    uint8_t *limit = tc_plat_stack_limit();
    const volatile uint8_t *p = limit;
    const volatile uint32_t *word = tc_align_up(limit), *end = tc_align_down(tc_stack_top);
    while (p < (const volatile uint8_t *)word && p < tc_stack_top && *p == TC_STACK_PATTERN)
        p++;
    if (p == (const volatile uint8_t *)word && word < end)
        p = (const volatile uint8_t *)tc_first_touched_word(word, end);
    while (p < tc_stack_top && *p == TC_STACK_PATTERN)
        p++;
    return (uint32_t)(tc_stack_top - p) + TC_STACK_MARGIN;
}
