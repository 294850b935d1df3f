/* tc_profile.c: the QEMU TCG plugin behind `tlscost profile` and `tlscost exec`. It counts every
 * instruction the guest executes (one inline add per instruction, exact even when an I/O access
 * cuts a block) and keeps a shadow call stack, so that each instruction lands on a calling
 * context: a node of the calling-context tree.
 *
 * It knows no instruction set: the tool gives it a map file of the image (tcc_profile_map.c):
 *   F <start> <end> <flags> <name>   a function; flags: e (epoch: its entry starts an epoch),
 *                                    w (write: its entry is one output record), x (an exception
 *                                    handler), - (none)
 *   C <addr> <return address>        a call instruction (BL, BLX, JAL ra ...)
 *   R <addr>                         a return site: the instruction after a call
 *   S                                the image makes semihosting calls (read by the tool only)
 *   I <addr> <first> <follow> <kind> <size> <reads>   with a cycle model: the instruction's
 *                                    static cycles as the first of its block or after the one
 *                                    before it, its kind (0 no branch, 1 always taken, 2
 *                                    conditional), its size and whether it reads memory
 *   N <addr>                         the fall-through of a conditional branch: reached right after
 *                                    it, the branch was not taken
 * With I lines it also counts static cycles and taken branches, each priced by the tool.
 * Entering a function after a call pushes a frame; entering one without a call is a tail call
 * and replaces the top frame's function; reaching a return site pops to the frame that returns
 * there (conditional returns and unwinds need no decoding). A branch back to the running
 * function's own start is a loop, not an entry. An exception handler's frame is popped at the
 * first event outside the handler.
 *
 * Output (plugin argument out=FILE), written as it runs:
 *   N <id> <parent> <function index>   a new node (node 0 is the root, function -1)
 *   C <id> <instructions> <entries> <cycles> <taken>   a node's counts in the epoch that ends at
 *                                      the next T (static cycles and taken branches: 0 without I lines)
 *   T <instructions so far>            an epoch ends (entry of an e function, or the end)
 *   W                                  an output record (entry of a w function)
 *   end <instructions>                 the run ended normally
 * Arguments: map=FILE out=FILE, and with a cycle model flash=... for a part's flash (tc_flash.h),
 * whose stall cycles join the static ones (and "stalls N" before "end"). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <qemu-plugin.h>
#include "tc_flash.h"

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

#define TC_STACK_MAX 4096

struct tc_function {
    uint64_t start, end;
    char flag; /* 'e', 'w', 'x' or '-' */
};

struct tc_node {
    uint32_t parent;
    int32_t function;
    uint64_t instr, entries, cycles, taken; /* in the current epoch */
    uint32_t first_child, next_sibling;
    int dirty;
};

struct tc_frame {
    uint32_t node;
    uint64_t return_to;
    int exception; /* an exception handler's: no return site, popped once outside the handler */
};

struct tc_call {
    uint64_t addr, return_to;
};

struct tc_insn {
    uint64_t addr;
    uint32_t first, follow, kind, reads;
};

static struct tc_function *tc_functions;
static size_t tc_function_count;
static struct tc_call *tc_calls;
static size_t tc_call_count;
static uint64_t *tc_returns;
static size_t tc_return_count;
static struct tc_insn *tc_insns;
static size_t tc_insn_count;
static uint64_t *tc_fallthroughs;
static size_t tc_fallthrough_count;

static struct tc_node *tc_nodes;
static size_t tc_node_count, tc_node_room;
static uint32_t *tc_dirty;
static size_t tc_dirty_count, tc_dirty_room;

static struct tc_frame tc_stack[TC_STACK_MAX];
static size_t tc_depth;             /* frames above the root */
static uint64_t tc_total;           /* every instruction, by the inline counter */
static uint64_t tc_attributed;      /* tc_total at the last event */
static uint64_t tc_cycles, tc_cycles_attributed; /* static cycles, with a cycle model */
static uint64_t tc_taken, tc_taken_attributed;   /* taken branches, with a cycle model */
static uint64_t tc_cond_total;      /* tc_total when the last conditional branch ran */
static uint64_t tc_pending_return;  /* set by a call, used by the next function entry */
static int tc_overflow;
static FILE *tc_out;

static void tc_fail(const char *what)
{
    fprintf(stderr, "tlscost profile plugin: %s\n", what);
    exit(70);
}

static void *tc_grow(void *array, size_t *room, size_t size)
{
    *room = *room ? *room * 2 : 1024;
    void *grown = realloc(array, *room * size);
    if (grown == NULL)
        tc_fail("out of memory");
    return grown;
}

static uint32_t tc_current(void)
{
    return tc_stack[tc_depth].node;
}

/* The child of parent for function, created on first use. */
static uint32_t tc_child(uint32_t parent, int32_t function)
{
    for (uint32_t c = tc_nodes[parent].first_child; c != 0; c = tc_nodes[c].next_sibling)
        if (tc_nodes[c].function == function)
            return c;
    if (tc_node_count == tc_node_room)
        tc_nodes = tc_grow(tc_nodes, &tc_node_room, sizeof *tc_nodes);
    uint32_t id = (uint32_t)tc_node_count++;
    tc_nodes[id] = (struct tc_node){ parent, function, 0, 0, 0, 0, 0, tc_nodes[parent].first_child, 0 };
    tc_nodes[parent].first_child = id;
    fprintf(tc_out, "N %" PRIu32 " %" PRIu32 " %" PRId32 "\n", id, parent, function);
    return id;
}

static void tc_touch(uint32_t node)
{
    if (tc_nodes[node].dirty)
        return;
    tc_nodes[node].dirty = 1;
    if (tc_dirty_count == tc_dirty_room)
        tc_dirty = tc_grow(tc_dirty, &tc_dirty_room, sizeof *tc_dirty);
    tc_dirty[tc_dirty_count++] = node;
}

/* Give the instructions since the last event to the current node. */
static void tc_attribute(void)
{
    uint32_t node = tc_current();
    tc_nodes[node].instr += tc_total - tc_attributed;
    tc_nodes[node].cycles += tc_cycles - tc_cycles_attributed;
    tc_nodes[node].taken += tc_taken - tc_taken_attributed;
    tc_attributed = tc_total;
    tc_cycles_attributed = tc_cycles;
    tc_taken_attributed = tc_taken;
    tc_touch(node);
}

static void tc_end_epoch(void)
{
    for (size_t i = 0; i < tc_dirty_count; i++) {
        struct tc_node *n = &tc_nodes[tc_dirty[i]];
        fprintf(tc_out, "C %" PRIu32 " %" PRIu64 " %" PRIu64 " %" PRIu64 " %" PRIu64 "\n", tc_dirty[i], n->instr,
                n->entries, n->cycles, n->taken);
        n->instr = n->entries = n->cycles = n->taken = 0;
        n->dirty = 0;
    }
    tc_dirty_count = 0;
    fprintf(tc_out, "T %" PRIu64 "\n", tc_total);
}

/* Pop exception frames once execution is outside their handler. */
static void tc_leave_handlers(uint64_t pc)
{
    while (tc_depth > 0 && tc_stack[tc_depth].exception) {
        const struct tc_function *f = &tc_functions[tc_nodes[tc_current()].function];
        if (pc >= f->start && pc < f->end)
            return;
        tc_depth--;
    }
}

/* A conditional branch ran; if the next instruction is its fall-through, it was not taken. */
static void tc_on_conditional(unsigned int vcpu, void *unused)
{
    (void)vcpu;
    (void)unused;
    tc_cond_total = tc_total;
}

static void tc_on_fallthrough(unsigned int vcpu, void *unused)
{
    (void)vcpu;
    (void)unused;
    if (tc_total == tc_cond_total + 1 && tc_taken > 0)
        tc_taken--;
}

static void tc_on_call(unsigned int vcpu, void *return_to)
{
    (void)vcpu;
    tc_pending_return = (uint64_t)(uintptr_t)return_to;
}

static void tc_on_return_site(unsigned int vcpu, void *site)
{
    (void)vcpu;
    uint64_t pc = (uint64_t)(uintptr_t)site;
    tc_attribute();
    tc_leave_handlers(pc);
    for (size_t d = tc_depth; d > 0; d--)
        if (tc_stack[d].return_to == pc) {
            tc_depth = d - 1;
            return;
        }
}

static void tc_on_entry(unsigned int vcpu, void *index)
{
    (void)vcpu;
    int32_t function = (int32_t)(intptr_t)index;
    const struct tc_function *f = &tc_functions[function];
    tc_attribute();
    tc_leave_handlers(f->start);
    if (tc_pending_return == 0 && f->flag != 'x' && tc_depth > 0 && tc_nodes[tc_current()].function == function) {
        /* A branch back to the function's own start: a loop, not an entry. */
        return;
    }
    if (f->flag == 'x' || tc_pending_return != 0 || tc_depth == 0) {
        if (tc_depth + 1 < TC_STACK_MAX) {
            uint32_t node = tc_child(tc_current(), function);
            tc_stack[++tc_depth] = (struct tc_frame){ node, tc_pending_return, f->flag == 'x' };
        } else {
            tc_overflow = 1;
        }
    } else {
        /* A tail call: the new function returns where the one it replaces would have. */
        tc_stack[tc_depth].node = tc_child(tc_nodes[tc_current()].parent, function);
    }
    tc_pending_return = 0;
    tc_nodes[tc_current()].entries++;
    tc_touch(tc_current());
    if (f->flag == 'e')
        tc_end_epoch();
    else if (f->flag == 'w')
        fputs("W\n", tc_out);
}

static int tc_compare_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static long tc_find_function(uint64_t addr)
{
    size_t lo = 0, hi = tc_function_count;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (tc_functions[mid].start < addr)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < tc_function_count && tc_functions[lo].start == addr ? (long)lo : -1;
}

static const struct tc_call *tc_find_call(uint64_t addr)
{
    struct tc_call key = { addr, 0 };
    if (tc_call_count == 0)
        return NULL;
    return bsearch(&key, tc_calls, tc_call_count, sizeof *tc_calls, tc_compare_u64);
}

static const struct tc_insn *tc_find_insn(uint64_t addr)
{
    struct tc_insn key = { addr, 0, 0, 0, 0 };
    if (tc_insn_count == 0)
        return NULL;
    return bsearch(&key, tc_insns, tc_insn_count, sizeof *tc_insns, tc_compare_u64);
}

static int tc_is_fallthrough(uint64_t addr)
{
    if (tc_fallthrough_count == 0)
        return 0;
    return bsearch(&addr, tc_fallthroughs, tc_fallthrough_count, sizeof *tc_fallthroughs, tc_compare_u64) != NULL;
}

static int tc_is_return_site(uint64_t addr)
{
    if (tc_return_count == 0)
        return 0;
    return bsearch(&addr, tc_returns, tc_return_count, sizeof *tc_returns, tc_compare_u64) != NULL;
}

static void tc_on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
    (void)id;
    size_t n = qemu_plugin_tb_n_insns(tb);
    /* Each instruction's timing and static cycles, looked up once; an instruction the map does
     * not list (none should run) is priced at one cycle. The flash's callback goes first, as the
     * fetch comes first. */
    uint64_t *costs = NULL;
    const struct tc_insn **timings = NULL;
    if (tc_insn_count > 0) {
        costs = calloc(n ? n : 1, sizeof *costs);
        timings = calloc(n ? n : 1, sizeof *timings);
        if (costs == NULL || timings == NULL)
            tc_fail("out of memory");
        for (size_t i = 0; i < n; i++) {
            timings[i] = tc_find_insn(qemu_plugin_insn_vaddr(qemu_plugin_tb_get_insn(tb, i)));
            costs[i] = timings[i] == NULL ? 1 : i == 0 ? timings[i]->first : timings[i]->follow;
        }
        tc_flash_instrument_tb(tb, costs);
    }
    for (size_t i = 0; i < n; i++) {
        struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
        uint64_t pc = qemu_plugin_insn_vaddr(insn);
        /* Callbacks run before the inline add of the same instruction, so an event's own
         * instruction goes to the context the event enters. A not-taken branch is settled
         * first, before any event attributes its count. */
        if (tc_is_fallthrough(pc))
            qemu_plugin_register_vcpu_insn_exec_cb(insn, tc_on_fallthrough, QEMU_PLUGIN_CB_NO_REGS, NULL);
        if (tc_is_return_site(pc))
            qemu_plugin_register_vcpu_insn_exec_cb(insn, tc_on_return_site, QEMU_PLUGIN_CB_NO_REGS,
                                                   (void *)(uintptr_t)pc);
        long function = tc_find_function(pc);
        if (function >= 0)
            qemu_plugin_register_vcpu_insn_exec_cb(insn, tc_on_entry, QEMU_PLUGIN_CB_NO_REGS,
                                                   (void *)(intptr_t)function);
        const struct tc_call *call = tc_find_call(pc);
        if (call != NULL)
            qemu_plugin_register_vcpu_insn_exec_cb(insn, tc_on_call, QEMU_PLUGIN_CB_NO_REGS,
                                                   (void *)(uintptr_t)call->return_to);
        const struct tc_insn *timing = timings != NULL ? timings[i] : NULL; /* NULL: no map */
        if (timing != NULL && timing->kind == 2)
            qemu_plugin_register_vcpu_insn_exec_cb(insn, tc_on_conditional, QEMU_PLUGIN_CB_NO_REGS, NULL);
        qemu_plugin_register_vcpu_insn_exec_inline(insn, QEMU_PLUGIN_INLINE_ADD_U64, &tc_total, 1);
        if (tc_insn_count > 0) {
            if (costs[i] > 0)
                qemu_plugin_register_vcpu_insn_exec_inline(insn, QEMU_PLUGIN_INLINE_ADD_U64, &tc_cycles, costs[i]);
            if (timing != NULL && timing->kind != 0)
                qemu_plugin_register_vcpu_insn_exec_inline(insn, QEMU_PLUGIN_INLINE_ADD_U64, &tc_taken, 1);
            if (timing != NULL && timing->reads)
                tc_flash_instrument_load(insn);
        }
    }
    free(costs);
    free(timings);
}

static void tc_on_exit(qemu_plugin_id_t id, void *unused)
{
    (void)id;
    (void)unused;
    tc_attribute();
    tc_end_epoch();
    if (tc_overflow)
        fprintf(tc_out, "overflow %d\n", TC_STACK_MAX);
    if (tc_flash_on())
        fprintf(tc_out, "stalls %" PRIu64 "\n", tc_flash_stalls());
    fprintf(tc_out, "end %" PRIu64 "\n", tc_total);
    fclose(tc_out);
}

/* Read the map file; functions arrive sorted by start address. */
static void tc_read_map(const char *path)
{
    FILE *f = fopen(path, "r");
    if (f == NULL)
        tc_fail("cannot open the map file");
    size_t function_room = 0, call_room = 0, return_room = 0, insn_room = 0, fallthrough_room = 0;
    char line[512];
    while (fgets(line, sizeof line, f) != NULL) {
        uint64_t a = 0, b = 0;
        uint32_t first, follow, kind, size, reads;
        char flag = '-';
        if (line[0] == 'F' && sscanf(line, "F %" SCNx64 " %" SCNx64 " %c", &a, &b, &flag) == 3) {
            if (tc_function_count == function_room)
                tc_functions = tc_grow(tc_functions, &function_room, sizeof *tc_functions);
            tc_functions[tc_function_count++] = (struct tc_function){ a, b, flag };
        } else if (line[0] == 'C' && sscanf(line, "C %" SCNx64 " %" SCNx64, &a, &b) == 2) {
            if (tc_call_count == call_room)
                tc_calls = tc_grow(tc_calls, &call_room, sizeof *tc_calls);
            tc_calls[tc_call_count++] = (struct tc_call){ a, b };
        } else if (line[0] == 'R' && sscanf(line, "R %" SCNx64, &a) == 1) {
            if (tc_return_count == return_room)
                tc_returns = tc_grow(tc_returns, &return_room, sizeof *tc_returns);
            tc_returns[tc_return_count++] = a;
        } else if (line[0] == 'I' &&
                   sscanf(line, "I %" SCNx64 " %" SCNu32 " %" SCNu32 " %" SCNu32 " %" SCNu32 " %" SCNu32, &a, &first,
                          &follow, &kind, &size, &reads) == 6) {
            if (tc_insn_count == insn_room)
                tc_insns = tc_grow(tc_insns, &insn_room, sizeof *tc_insns);
            tc_insns[tc_insn_count++] = (struct tc_insn){ a, first, follow, kind, reads };
        } else if (line[0] == 'N' && sscanf(line, "N %" SCNx64, &a) == 1) {
            if (tc_fallthrough_count == fallthrough_room)
                tc_fallthroughs = tc_grow(tc_fallthroughs, &fallthrough_room, sizeof *tc_fallthroughs);
            tc_fallthroughs[tc_fallthrough_count++] = a;
        } else if (line[0] != 'S') { /* S: the image makes semihosting calls (for the tool) */
            tc_fail("bad line in the map file");
        }
    }
    fclose(f);
    if (tc_call_count > 1)
        qsort(tc_calls, tc_call_count, sizeof *tc_calls, tc_compare_u64);
    if (tc_return_count > 1)
        qsort(tc_returns, tc_return_count, sizeof *tc_returns, tc_compare_u64);
    if (tc_insn_count > 1)
        qsort(tc_insns, tc_insn_count, sizeof *tc_insns, tc_compare_u64);
    if (tc_fallthrough_count > 1)
        qsort(tc_fallthroughs, tc_fallthrough_count, sizeof *tc_fallthroughs, tc_compare_u64);
}

QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc, char **argv)
{
    (void)info;
    const char *map = NULL, *out = NULL;
    for (int i = 0; i < argc; i++) {
        if (strncmp(argv[i], "map=", 4) == 0)
            map = argv[i] + 4;
        else if (strncmp(argv[i], "out=", 4) == 0)
            out = argv[i] + 4;
        else if (strncmp(argv[i], "flash=", 6) == 0 && tc_flash_setup(argv[i] + 6, &tc_cycles) != 0) {
            fprintf(stderr, "tlscost profile plugin: bad flash=%s\n", argv[i] + 6);
            return -1;
        }
    }
    if (map == NULL || out == NULL) {
        fprintf(stderr, "tlscost profile plugin: needs map=FILE and out=FILE\n");
        return -1;
    }
    tc_read_map(map);
    tc_out = fopen(out, "w");
    if (tc_out == NULL) {
        fprintf(stderr, "tlscost profile plugin: cannot write %s\n", out);
        return -1;
    }
    setvbuf(tc_out, NULL, _IOFBF, 1 << 20);
    tc_nodes = tc_grow(NULL, &tc_node_room, sizeof *tc_nodes);
    tc_nodes[0] = (struct tc_node){ 0, -1, 0, 0, 0, 0, 0, 0, 0 };
    tc_node_count = 1;
    fputs("tlscost-profile 1\n", tc_out);
    qemu_plugin_register_vcpu_tb_trans_cb(id, tc_on_translate);
    qemu_plugin_register_atexit_cb(id, tc_on_exit, NULL);
    return 0;
}
