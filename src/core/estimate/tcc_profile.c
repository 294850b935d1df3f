/* tcc_profile.c: run-time side of the per-function profile: the plugin's files, its output, and
 * the records tied to epochs (see tcc_profile.h). */
#include "tcc_profile.h"
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../model/tcc_cycle_model.h"
#include "../base/tcc_file.h"
#include "../base/tcc_key.h"
#include "../base/tcc_proc.h"
#include "../base/tcc_str.h"

#define TCC_PATH_MAX 4096

static void *tcc_push(void *array, size_t count, size_t *room, size_t size)
{
    if (count < *room)
        return array;
    *room = *room ? *room * 2 : 1024;
    return realloc(array, *room * size);
}

/* The plugin's output file: one per process, so two runs of the same image (a report and a run
 * --part at once) never write into each other's. */
static void tcc_profile_out_path(const struct tcc_profile_request *req, char *out, size_t size)
{
    snprintf(out, size, "%s.%ld.out", req->work, (long)getpid());
}

/* The identity of a map: what went into reading it. */
static int tcc_profile_map_key(const char *objdump, const char *elf, const struct tcc_profile_marks *marks,
                               char key[65])
{
    struct tcc_key k;
    tcc_key_begin(&k);
    tcc_key_file(&k, elf);
    tcc_key_file(&k, "/proc/self/exe");
    char version[256] = "";
    char *argv[] = { (char *)objdump, "--version", NULL };
    tcc_proc_first_line(argv, version, sizeof version);
    char marks_text[600];
    snprintf(marks_text, sizeof marks_text, "%s\n%s\n%s\n%d\n%s\n%u\n", version,
             marks->epoch_function ? marks->epoch_function : "", marks->write_function ? marks->write_function : "",
             marks->vector_table, marks->cycle_model ? marks->cycle_model : "", marks->mul_cycles);
    tcc_key_text(&k, marks_text);
    return tcc_key_end(&k, key) == 0 ? TCC_OK : TCC_E_IO;
}

int tcc_profile_begin(const struct tcc_profile_request *req, struct tcc_profile *p, char *plugin_arg, size_t size,
                      struct tcc_diag *d)
{
    memset(p, 0, sizeof *p);
    const struct tcc_target_info *t = req->target;
    if (strcmp(t->profiler, "cortex-m") != 0 && strcmp(t->profiler, "riscv") != 0 && strcmp(t->profiler, "xtensa") != 0) {
        tcc_diagf(d, "target %s has no instruction profile: %s", t->name,
                  strncmp(t->profiler, "none: ", 6) == 0 ? t->profiler + 6 : "its fragment sets no TARGET_PROFILER");
        return TCC_E_USAGE;
    }
    char plugin[TCC_PATH_MAX], map_path[TCC_PATH_MAX + 96], out_path[TCC_PATH_MAX];
    snprintf(plugin, sizeof plugin, "%s/build/plugin/tc_profile.so", req->home);
    if (!tcc_path_exists(plugin)) {
        tcc_diagf(d, "the profiling plugin %s is not built: run make setup, then make", plugin);
        return TCC_E_SETUP;
    }
    tcc_profile_out_path(req, out_path, sizeof out_path);
    if (strchr(plugin, ',') != NULL || strchr(req->work, ',') != NULL) {
        tcc_diagf(d, "QEMU's -plugin option cannot take a path with a comma (%s); work from a folder without one",
                  strchr(plugin, ',') ? plugin : req->work);
        return TCC_E_USAGE;
    }
    struct tcc_profile_marks marks = *req->marks;
    marks.vector_table = strcmp(t->profiler, "cortex-m") == 0;
    const struct tcc_part *part = req->part;
    const struct tcc_cycle_core *core = tcc_cycle_core_named(t->cycle_model);
    int err = part != NULL ? tcc_part_for_target(part, t->name, t->cycle_model, d) : TCC_OK;
    if (err != TCC_OK)
        return err;
    unsigned long long flash_start = 0, flash_end = 0;
    if (part != NULL && part->wait_states > 0 && sscanf(t->flash, "%llx %llx", &flash_start, &flash_end) != 2) {
        tcc_diagf(d, "target %s says nowhere where its flash is (TARGET_FLASH), so part %s's wait states cannot "
                  "apply", t->name, part->name);
        return TCC_E_USAGE;
    }
    marks.cycle_model = part != NULL ? t->cycle_model : NULL;
    marks.mul_cycles = part != NULL ? part->mul_cycles : 0;
    p->cycles = part != NULL;
    snprintf(p->cycle_model, sizeof p->cycle_model, "%s", part != NULL ? t->cycle_model : "");
    if (part != NULL) {
        snprintf(p->cycle_basis, sizeof p->cycle_basis, "%s", core->basis);
        p->refill = core->refill;
        tcc_validation_load(req->home, t->cycle_model, &p->validation);
    }
    snprintf(p->memory, sizeof p->memory, "%s", part != NULL ? part->title : "");
    /* A map is named by its key: the image's bytes, this tool (whose parser and cycle model wrote
     * it), objdump's version and the marks asked for. One read before under the same key is
     * reused; any other image, tool or objdump reads its own. */
    char key[65];
    if (tcc_profile_map_key(t->objdump, req->elf, &marks, key) != TCC_OK) {
        tcc_diagf(d, "cannot read %s to key its profile map", req->elf);
        return TCC_E_IO;
    }
    snprintf(map_path, sizeof map_path, "%s%s.%.16s.map", req->work, part != NULL ? ".cycles" : "", key);
    if (tcc_profile_map_load(map_path, &p->map) != TCC_OK) {
        err = tcc_profile_map_read(t->objdump, req->elf, &marks, &p->map, d);
        if (err == TCC_OK)
            err = tcc_file_write_with(map_path, tcc_profile_map_write, &p->map, d);
        if (err != TCC_OK)
            return err;
    }
    unlink(out_path);
    snprintf(plugin_arg, size, "%s,map=%s,out=%s", plugin, map_path, out_path);
    if (part != NULL && part->wait_states > 0)
        tcc_appendf(plugin_arg, size, ",flash=%llx:%llx:%u:%u:%u:%u:%u:%u:%u", flash_start, flash_end,
                    part->wait_states, part->line_bytes, part->icache_lines, part->dcache_lines, part->prefetch,
                    part->cache_ways, part->unified);
    return TCC_OK;
}

/* The first line of QEMU's output that mentions the plugin, for a refusal. */
static void tcc_plugin_complaint(const char *output, char *out, size_t size)
{
    snprintf(out, size, "no message");
    const char *hit = output ? strstr(output, "plugin") : NULL;
    if (hit == NULL)
        return;
    const char *start = hit;
    while (start > output && start[-1] != '\n')
        start--;
    size_t len = strcspn(start, "\n");
    snprintf(out, size, "%.*s", (int)(len < 300 ? len : 300), start);
}

int tcc_profile_finish(const struct tcc_profile_request *req, const char *qemu_output, struct tcc_profile *p,
                       struct tcc_diag *d)
{
    char out_path[TCC_PATH_MAX], why[256];
    tcc_profile_out_path(req, out_path, sizeof out_path);
    char *text = tcc_file_read(out_path, NULL);
    unlink(out_path);
    if (text == NULL) {
        char complaint[320];
        tcc_plugin_complaint(qemu_output, complaint, sizeof complaint);
        tcc_diagf(d, "QEMU did not run the profiling plugin (%s); rebuild it with make after make setup, for the "
                  "installed QEMU", complaint);
        return TCC_E_SETUP;
    }
    int err = tcc_profile_parse(text, p, why, sizeof why);
    free(text);
    if (err == TCC_OK && !p->complete) {
        snprintf(why, sizeof why, "it ends before the run did (QEMU was killed or crashed)");
        err = TCC_E_RUN;
    }
    if (err != TCC_OK) {
        tcc_diagf(d, "the profile %s is unusable: %s", out_path, why);
        return err;
    }
    if (qemu_output != NULL && (err = tcc_profile_tie_records(qemu_output, p, why, sizeof why)) != TCC_OK)
        tcc_diagf(d, "the profile %s does not match the run's records: %s", out_path, why);
    return err;
}

static int tcc_parse_line(const char *line, struct tcc_profile *p, size_t rooms[4])
{
    unsigned long long a, b, c, cycles, taken;
    long long function;
    if (sscanf(line, "N %llu %llu %lld", &a, &b, &function) == 3) {
        if (a != p->node_count || b >= p->node_count || function < 0 || (size_t)function >= p->map.function_count)
            return -1;
        size_t room = rooms[0];
        if ((p->parent = tcc_push(p->parent, p->node_count, &room, sizeof *p->parent)) == NULL ||
            (p->function = tcc_push(p->function, p->node_count, &rooms[0], sizeof *p->function)) == NULL)
            return -1;
        p->parent[p->node_count] = (uint32_t)b;
        p->function[p->node_count++] = (int32_t)function;
    } else if (sscanf(line, "C %llu %llu %llu %llu %llu", &a, &b, &c, &cycles, &taken) == 5) {
        if (a >= p->node_count || (p->counts = tcc_push(p->counts, p->count_n, &rooms[1], sizeof *p->counts)) == NULL)
            return -1;
        p->counts[p->count_n++] = (struct tcc_profile_count){ (uint32_t)a, b, c, cycles, taken };
    } else if (sscanf(line, "T %llu", &a) == 1) {
        size_t room = rooms[2];
        if ((p->epoch_total = tcc_push(p->epoch_total, p->epoch_count, &room, sizeof *p->epoch_total)) == NULL ||
            (p->epoch_first = tcc_push(p->epoch_first, p->epoch_count + 1, &rooms[2], sizeof *p->epoch_first)) == NULL)
            return -1;
        p->epoch_total[p->epoch_count++] = a;
        p->epoch_first[p->epoch_count] = p->count_n;
    } else if (strcmp(line, "W") == 0) {
        if ((p->write_reads = tcc_push(p->write_reads, p->write_count, &rooms[3], sizeof *p->write_reads)) == NULL)
            return -1;
        p->write_reads[p->write_count++] = p->epoch_count;
    } else if (sscanf(line, "overflow %llu", &a) == 1) {
        p->overflow = 1;
    } else if (sscanf(line, "stalls %llu", &a) == 1) {
        p->stalls = a;
    } else if (sscanf(line, "end %llu", &a) == 1) {
        p->total = a;
        p->complete = 1;
    } else {
        return -1;
    }
    return 0;
}

int tcc_profile_parse(const char *text, struct tcc_profile *p, char *why, size_t size)
{
    if (strncmp(text, "tlscost-profile 1\n", 18) != 0) {
        snprintf(why, size, "it does not start with 'tlscost-profile 1'");
        return TCC_E_INPUT;
    }
    /* Node 0 is the root; epoch 0 starts at the first count. */
    size_t rooms[4] = { 1024, 0, 1024, 0 };
    p->parent = calloc(1024, sizeof *p->parent);
    p->function = calloc(1024, sizeof *p->function);
    p->epoch_first = calloc(1024, sizeof *p->epoch_first);
    p->epoch_total = calloc(1024, sizeof *p->epoch_total);
    if (p->parent == NULL || p->function == NULL || p->epoch_first == NULL || p->epoch_total == NULL)
        return TCC_E_IO;
    p->function[0] = -1;
    p->node_count = 1;
    unsigned line_no = 1;
    for (const char *line = strchr(text, '\n') + 1; *line; line_no++) {
        const char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) : strlen(line);
        char buf[128];
        if (len >= sizeof buf || (memcpy(buf, line, len), buf[len] = '\0', tcc_parse_line(buf, p, rooms) != 0)) {
            snprintf(why, size, "line %u is not one the plugin writes: %.60s", line_no + 1, line);
            return TCC_E_INPUT;
        }
        line = end ? end + 1 : line + len;
    }
    return TCC_OK;
}

/* The value of " key=" in a record line, as a number; 0 when absent. */
static int tcc_record_u64(const char *line, const char *key, uint64_t *value)
{
    char pattern[40];
    snprintf(pattern, sizeof pattern, " %s=", key);
    const char *at = strstr(line, pattern);
    return at != NULL && sscanf(at + strlen(pattern), "%" SCNu64, value) == 1;
}

static void tcc_record_word(const char *line, const char *key, char *out, size_t size)
{
    char pattern[40];
    snprintf(pattern, sizeof pattern, " %s=", key);
    const char *at = strstr(line, pattern);
    out[0] = '\0';
    if (at != NULL)
        snprintf(out, size, "%.*s", (int)strcspn(at + strlen(pattern), " \n"), at + strlen(pattern));
}

/* How many top-level operations a record's span timed: the sum of its "<op>_n=" fields. Each
 * read the tick counter twice inside the span (harness/tc_ops.c). */
static uint64_t tcc_record_operations(const char *line)
{
    uint64_t sum = 0, n;
    const char *end = line + strcspn(line, "\n");
    for (const char *at = strstr(line, "_n="); at != NULL && at < end; at = strstr(at + 3, "_n="))
        if (sscanf(at + 3, "%" SCNu64, &n) == 1)
            sum += n;
    return sum;
}

/* A span reads the counter at its start, twice per operation, and at its end, which is the last
 * read before its record is written; so its start is known by counting, not by fitting. */
static void tcc_tie_record(struct tcc_profile *p, struct tcc_profile_record *r, size_t first_read, size_t end_read,
                           uint64_t operations)
{
    r->begin = r->end = -1;
    if (end_read < first_read + 1 + 2 * operations)
        return;
    size_t begin = end_read - 1 - 2 * operations;
    uint64_t expected = r->ticks * p->instr_per_tick, got = p->epoch_total[end_read] - p->epoch_total[begin];
    r->begin = (long)begin;
    r->end = (long)end_read;
    r->instr = got;
    r->difference = (int64_t)got - (int64_t)expected;
}

int tcc_profile_tie_records(const char *output, struct tcc_profile *p, char *why, size_t size)
{
    size_t k = 0, room = 0;
    for (const char *line = strstr(output, "TC "); line != NULL; line = strstr(line + 1, "\nTC ")) {
        if (*line == '\n')
            line++;
        if (k >= p->write_count) {
            snprintf(why, size, "the firmware printed more records than the plugin saw written (%zu)", p->write_count);
            return TCC_E_RUN;
        }
        char kind[16];
        snprintf(kind, sizeof kind, "%.*s", (int)strcspn(line + 3, " \n"), line + 3);
        uint64_t ticks, instr;
        if (strcmp(kind, "calib") == 0 && tcc_record_u64(line, "instr", &instr) && tcc_record_u64(line, "ticks", &ticks) &&
            ticks > 0)
            p->instr_per_tick = (instr + ticks / 2) / ticks;
        size_t end_read = p->write_reads[k], first_read = k > 0 ? p->write_reads[k - 1] : 0;
        k++;
        if (strcmp(kind, "calib") == 0 || !tcc_record_u64(line, "ticks", &ticks) || end_read == 0 ||
            p->instr_per_tick == 0)
            continue;
        if ((p->records = tcc_push(p->records, p->record_count, &room, sizeof *p->records)) == NULL)
            return TCC_E_IO;
        struct tcc_profile_record *r = &p->records[p->record_count++];
        memset(r, 0, sizeof *r);
        snprintf(r->kind, sizeof r->kind, "%s", kind);
        tcc_record_word(line, "side", r->side, sizeof r->side);
        tcc_record_word(line, "name", r->name, sizeof r->name);
        r->ticks = ticks;
        tcc_tie_record(p, r, first_read, end_read - 1, tcc_record_operations(line));
    }
    if (k != p->write_count) {
        snprintf(why, size, "the plugin saw %zu records written, the output has %zu", p->write_count, k);
        return TCC_E_RUN;
    }
    return TCC_OK;
}

static int tcc_in_scope(const struct tcc_profile_record *r, const struct tcc_profile_scope *scope)
{
    if (r->begin < 0 || (scope->side != NULL && strcmp(r->side, scope->side) != 0))
        return 0;
    char kinds[64];
    snprintf(kinds, sizeof kinds, " %s ", scope->kinds);
    char kind[24];
    snprintf(kind, sizeof kind, " %s ", r->kind);
    return strstr(kinds, kind) != NULL;
}

static void tcc_add_epochs(const struct tcc_profile *p, size_t from, size_t to, struct tcc_profile_count *nodes)
{
    for (size_t e = from; e < to && e < p->epoch_count; e++)
        for (size_t c = p->epoch_first[e]; c < p->epoch_first[e + 1]; c++) {
            struct tcc_profile_count *n = &nodes[p->counts[c].node];
            n->instr += p->counts[c].instr;
            n->entries += p->counts[c].entries;
            n->cycles += p->counts[c].cycles;
            n->taken += p->counts[c].taken;
        }
}

/* Each node's counts over the scope (NULL when out of memory). */
static struct tcc_profile_count *tcc_scope_nodes(const struct tcc_profile *p, const struct tcc_profile_scope *scope)
{
    struct tcc_profile_count *nodes = calloc(p->node_count, sizeof *nodes);
    uint8_t *below = scope->under[0] != '\0' ? calloc(p->node_count, 1) : NULL;
    if (nodes == NULL || (scope->under[0] != '\0' && below == NULL)) {
        free(nodes);
        return NULL;
    }
    if (scope->kinds == NULL)
        tcc_add_epochs(p, 0, p->epoch_count, nodes);
    else
        for (size_t i = 0; i < p->record_count; i++)
            if (tcc_in_scope(&p->records[i], scope))
                tcc_add_epochs(p, (size_t)p->records[i].begin + 1, (size_t)p->records[i].end + 1, nodes);
    if (below != NULL) {
        /* A node is below the function when it or its parent is (parents come first). */
        memset(&nodes[0], 0, sizeof nodes[0]);
        for (size_t n = 1; n < p->node_count; n++) {
            below[n] = below[p->parent[n]] || strcmp(tcc_profile_node_name(p, (uint32_t)n), scope->under) == 0;
            if (!below[n])
                memset(&nodes[n], 0, sizeof nodes[n]);
        }
        free(below);
    }
    return nodes;
}

uint64_t tcc_profile_sum(const struct tcc_profile *p, const struct tcc_profile_scope *scope,
                         struct tcc_profile_function_total *totals, uint64_t *node_instr_out)
{
    struct tcc_profile_count *nodes = tcc_scope_nodes(p, scope);
    size_t *seen = calloc(p->map.function_count ? p->map.function_count : 1, sizeof *seen);
    uint64_t sum = 0;
    memset(totals, 0, p->map.function_count * sizeof *totals);
    if (nodes == NULL || seen == NULL)
        goto done;
    for (size_t n = 1; n < p->node_count; n++) {
        const struct tcc_profile_count *c = &nodes[n];
        int32_t f = p->function[n];
        totals[f].exclusive += c->instr;
        totals[f].entries += c->entries;
        totals[f].cycles += c->cycles;
        totals[f].taken += c->taken;
        sum += c->instr;
        if (c->instr == 0)
            continue;
        /* Inclusive: once per function on the path, however deep the recursion. */
        for (size_t up = n; up != 0; up = p->parent[up]) {
            int32_t g = p->function[up];
            if (seen[g] == n)
                continue;
            seen[g] = n;
            totals[g].inclusive += c->instr;
            totals[g].inclusive_cycles += c->cycles;
            totals[g].inclusive_taken += c->taken;
        }
    }
    sum += nodes[0].instr;
    if (node_instr_out != NULL)
        for (size_t n = 0; n < p->node_count; n++)
            node_instr_out[n] = nodes[n].instr;
done:
    free(nodes);
    free(seen);
    return sum;
}

void tcc_profile_record_cycles(const struct tcc_profile *p, const struct tcc_profile_record *record,
                               uint64_t *cycles, uint64_t *taken)
{
    *cycles = *taken = 0;
    if (record->begin < 0)
        return;
    for (size_t e = (size_t)record->begin + 1; e < (size_t)record->end + 1 && e < p->epoch_count; e++)
        for (size_t c = p->epoch_first[e]; c < p->epoch_first[e + 1]; c++) {
            *cycles += p->counts[c].cycles;
            *taken += p->counts[c].taken;
        }
}

void tcc_profile_sum_cycles(const struct tcc_profile *p, const struct tcc_profile_scope *scope, uint64_t *cycles,
                            uint64_t *taken)
{
    struct tcc_profile_count *nodes = tcc_scope_nodes(p, scope);
    *cycles = *taken = 0;
    for (size_t n = 0; nodes != NULL && n < p->node_count; n++) {
        *cycles += nodes[n].cycles;
        *taken += nodes[n].taken;
    }
    free(nodes);
}

uint64_t tcc_profile_node_inclusive(const struct tcc_profile *p, const struct tcc_profile_scope *scope,
                                    uint64_t *inclusive)
{
    struct tcc_profile_function_total *totals = calloc(p->map.function_count ? p->map.function_count : 1,
                                                       sizeof *totals);
    memset(inclusive, 0, p->node_count * sizeof *inclusive);
    if (totals == NULL)
        return 0;
    tcc_profile_sum(p, scope, totals, inclusive);
    free(totals);
    for (size_t n = p->node_count; n-- > 1;)
        inclusive[p->parent[n]] += inclusive[n];
    return inclusive[0];
}

const char *tcc_profile_node_name(const struct tcc_profile *p, uint32_t node)
{
    return p->function[node] < 0 ? "[root]" : p->map.functions[p->function[node]].name;
}

void tcc_profile_free(struct tcc_profile *p)
{
    tcc_profile_map_free(&p->map);
    free(p->parent);
    free(p->function);
    free(p->counts);
    free(p->epoch_first);
    free(p->epoch_total);
    free(p->write_reads);
    free(p->records);
    memset(p, 0, sizeof *p);
}
