/* tc_flash.c: flash wait states behind caches, for the cycle estimate (see tc_flash.h). A miss
 * stalls the core for the wait states. Instruction lines reached in sequence are fetched ahead
 * by the prefetch buffer while the line before executes, so with prefetch on a line a taken
 * branch lands on stalls for the wait states, and a line reached in sequence for what of its
 * read (1 + the wait states) the line before did not cover: the static cycles of its
 * instructions (short lines at many wait states, such as an STM32L4's 64 bits at 4, outrun the
 * prefetch); every line fetched enters the cache. Caches replace the
 * least recently used line of a set: one set (fully associative) unless the part gives its
 * ways, as most reference manuals give a cache's size, not its organisation. A unified cache
 * (RP2040's XIP cache) serves data reads from the instruction cache. */
#include "tc_flash.h"
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TC_CACHE_MAX 4096

/* sets x ways lines; a set's lines in tags[set * ways ...], most recently used first. */
struct tc_cache {
    uint64_t tags[TC_CACHE_MAX];
    unsigned used[TC_CACHE_MAX];
    unsigned sets, ways;
};

struct tc_block_lines {
    uint64_t start, end; /* the block's bytes */
    uint64_t *line_cycles; /* the static cycles of its instructions in each of its lines */
};

static uint64_t tc_flash_start, tc_flash_end, tc_line_bytes = 16;
static unsigned tc_wait_states, tc_prefetch, tc_unified, tc_enabled;
static struct tc_cache tc_icache, tc_dcache;
static uint64_t *tc_cycle_counter, tc_stalls, tc_next_sequential = UINT64_MAX;
static uint64_t tc_last_line_cycles; /* the cycles of the line the last block ended in */

int tc_flash_on(void)
{
    return tc_enabled;
}

uint64_t tc_flash_stalls(void)
{
    return tc_stalls;
}

/* 1 on a hit; on a miss the line is loaded, pushing out the least recently used. */
static int tc_cache_lookup(struct tc_cache *c, uint64_t line)
{
    if (c->ways == 0)
        return 0;
    unsigned set = (unsigned)(line % c->sets);
    uint64_t *tags = &c->tags[set * c->ways];
    unsigned *used = &c->used[set];
    for (unsigned i = 0; i < *used; i++)
        if (tags[i] == line) {
            memmove(&tags[1], &tags[0], i * sizeof tags[0]);
            tags[0] = line;
            return 1;
        }
    unsigned keep = *used < c->ways ? *used : c->ways - 1;
    memmove(&tags[1], &tags[0], keep * sizeof tags[0]);
    tags[0] = line;
    *used = keep + 1;
    return 0;
}

/* lines in sets of ways (0: one set of all the lines). */
static void tc_cache_shape(struct tc_cache *c, unsigned lines, unsigned ways)
{
    c->ways = ways && lines ? ways : lines;
    c->sets = c->ways ? lines / c->ways : 0;
}

static void tc_stall_for(uint64_t cycles)
{
    tc_stalls += cycles;
    *tc_cycle_counter += cycles;
}

static void tc_stall(void)
{
    tc_stall_for(tc_wait_states);
}

/* A line the prefetch read while the line before ran CYCLES: the part of its read not covered. */
static void tc_stall_prefetched(uint64_t cycles)
{
    if (tc_wait_states + 1 > cycles)
        tc_stall_for(tc_wait_states + 1 - cycles);
}

static void tc_on_block(unsigned int vcpu, void *data)
{
    (void)vcpu;
    const struct tc_block_lines *b = data;
    int sequential = b->start == tc_next_sequential;
    uint64_t first_line = b->start / tc_line_bytes, last_line = (b->end - 1) / tc_line_bytes;
    for (uint64_t line = first_line; line <= last_line; line++) {
        if (tc_cache_lookup(&tc_icache, line))
            continue;
        /* The block's first line waits unless it follows on from the block before; later lines
         * were prefetched while the one before ran. */
        int first = line == first_line;
        if (!tc_prefetch || (first && !sequential))
            tc_stall();
        else if (!first)
            tc_stall_prefetched(b->line_cycles[line - first_line - 1]);
        else if (b->start % tc_line_bytes == 0)
            tc_stall_prefetched(tc_last_line_cycles);
    }
    tc_last_line_cycles = b->line_cycles[last_line - first_line];
    tc_next_sequential = b->end;
}

void tc_flash_instrument_tb(struct qemu_plugin_tb *tb, const uint64_t *costs)
{
    size_t n = qemu_plugin_tb_n_insns(tb);
    if (!tc_enabled || n == 0)
        return;
    struct qemu_plugin_insn *first = qemu_plugin_tb_get_insn(tb, 0), *last = qemu_plugin_tb_get_insn(tb, n - 1);
    uint64_t start = qemu_plugin_insn_vaddr(first);
    uint64_t end = qemu_plugin_insn_vaddr(last) + qemu_plugin_insn_size(last);
    if (start < tc_flash_start || end > tc_flash_end)
        return;
    size_t lines = (size_t)((end - 1) / tc_line_bytes - start / tc_line_bytes + 1);
    /* Both live as long as the translation. */
    struct tc_block_lines *b = malloc(sizeof *b);
    uint64_t *line_cycles = calloc(lines, sizeof *line_cycles);
    if (b == NULL || line_cycles == NULL) {
        free(b);
        free(line_cycles);
        return;
    }
    for (size_t i = 0; i < n; i++) {
        uint64_t pc = qemu_plugin_insn_vaddr(qemu_plugin_tb_get_insn(tb, i));
        line_cycles[pc / tc_line_bytes - start / tc_line_bytes] += costs[i];
    }
    *b = (struct tc_block_lines){ start, end, line_cycles };
    qemu_plugin_register_vcpu_insn_exec_cb(first, tc_on_block, QEMU_PLUGIN_CB_NO_REGS, b);
}

static void tc_on_access(unsigned int vcpu, qemu_plugin_meminfo_t info, uint64_t vaddr, void *unused)
{
    (void)vcpu;
    (void)unused;
    /* Registered for reads and writes (reads alone never fire in QEMU 7.2): keep the reads. */
    if (qemu_plugin_mem_is_store(info) || vaddr < tc_flash_start || vaddr >= tc_flash_end)
        return;
    if (!tc_cache_lookup(tc_unified ? &tc_icache : &tc_dcache, vaddr / tc_line_bytes))
        tc_stall();
}

void tc_flash_instrument_load(struct qemu_plugin_insn *insn)
{
    if (tc_enabled)
        qemu_plugin_register_vcpu_mem_cb(insn, tc_on_access, QEMU_PLUGIN_CB_NO_REGS, QEMU_PLUGIN_MEM_RW, NULL);
}

int tc_flash_setup(const char *spec, uint64_t *cycles)
{
    unsigned icache, dcache, line, ways;
    if (sscanf(spec, "%" SCNx64 ":%" SCNx64 ":%u:%u:%u:%u:%u:%u:%u", &tc_flash_start, &tc_flash_end, &tc_wait_states,
               &line, &icache, &dcache, &tc_prefetch, &ways, &tc_unified) != 9 || line == 0 || icache > TC_CACHE_MAX ||
        dcache > TC_CACHE_MAX || (ways && (icache % ways || dcache % ways)))
        return -1;
    tc_line_bytes = line;
    tc_cache_shape(&tc_icache, icache, ways);
    tc_cache_shape(&tc_dcache, dcache, ways);
    tc_cycle_counter = cycles;
    tc_enabled = 1;
    return 0;
}
