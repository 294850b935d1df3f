/* tcc_report_profile.c: the report's per-function sections: where the profiled cell's client
 * handshake goes (top functions, and in HTML a flame graph), how its plugin counts agree with
 * the SysTick figures of the same run, and its client image's largest symbols. */
#include <stdlib.h>
#include "../core/estimate/tcc_profile.h"
#include "tcc_fmt.h"
#include "tcc_profile_writers.h"
#include "tcc_report.h"
#include "tcc_svg.h"

#define TCC_REPORT_TOP 15

static const struct tcc_profile_scope tcc_client_scope = { "client", "step rstep", "" };

const char *tcc_report_estimate_ms(const struct tcc_result *r, unsigned mhz, char *buf, size_t size)
{
    if (r == NULL || !r->estimate.present || mhz == 0)
        snprintf(buf, size, "-");
    else
        snprintf(buf, size, "%.0f", (double)r->estimate.handshake_cycles / (mhz * 1000.0));
    return buf;
}

const char *tcc_report_estimate_mj(const struct tcc_result *r, char *buf, size_t size)
{
    if (r == NULL || !r->estimate.present || r->estimate.run_current_ua == 0)
        snprintf(buf, size, "-");
    else
        snprintf(buf, size, "%.1f", (double)r->estimate.handshake_energy_uj / 1000.0);
    return buf;
}

static void tcc_agreement_sentence(FILE *out, const struct tcc_matrix_run *run, uint64_t sum)
{
    unsigned tied, within;
    uint64_t largest;
    char a[32];
    tcc_profile_agreement(run->profile, &tied, &within, &largest);
    fprintf(out, "Counted by a QEMU plugin, every executed instruction: %s in the client's handshake steps of %s. "
                 "%u of %u timed records of the same run agree with their SysTick figure within one tick "
                 "(%llu instructions; largest difference %llu).",
            tcc_fmt_count(sum, a, sizeof a), run->profile_id, within, tied,
            (unsigned long long)run->profile->instr_per_tick, (unsigned long long)largest);
}

/* With a cycle model: the estimate, labelled as one, beside the lower bound. */
static void tcc_estimate_sentence(FILE *out, const struct tcc_matrix_run *run, uint64_t instr)
{
    const struct tcc_profile *p = run->profile;
    if (!p->cycles || instr == 0)
        return;
    uint64_t cycles, taken;
    tcc_profile_sum_cycles(p, &tcc_client_scope, &cycles, &taken);
    uint64_t nominal = tcc_profile_cycles(cycles, taken, p->refill.nominal);
    double mhz = run->mhz ? run->mhz : 168;
    char a[32];
    fprintf(out, " Estimated by the %s timing model, %s (an estimate, not a measurement): %s cycles, "
                 "%.2f cycles per instruction, %.0f ms at %.0f MHz (%.0f to %.0f ms for a branch refill of %u to %u "
                 "cycles), where the lower bound at one instruction a cycle is %.0f ms.",
            p->cycle_model, p->memory, tcc_fmt_count(nominal, a, sizeof a), (double)nominal / (double)instr,
            (double)nominal / (mhz * 1000.0),
            mhz, (double)tcc_profile_cycles(cycles, taken, p->refill.low) / (mhz * 1000.0),
            (double)tcc_profile_cycles(cycles, taken, p->refill.high) / (mhz * 1000.0), p->refill.low,
            p->refill.high, (double)instr / (mhz * 1000.0));
}

void tcc_md_profile(FILE *out, const struct tcc_matrix_run *run)
{
    if (run->profile == NULL && run->profile_error[0] == '\0')
        return;
    fprintf(out, "## Where the client's handshake goes, per function (%s)\n\n", run->profile_id);
    if (run->profile == NULL) {
        fprintf(out, "Not profiled: %s\n\n", run->profile_error);
        return;
    }
    struct tcc_profile_top_row rows[TCC_REPORT_TOP];
    uint64_t sum;
    size_t n = tcc_profile_top(run->profile, &tcc_client_scope, TCC_REPORT_TOP, rows, &sum);
    tcc_agreement_sentence(out, run, sum);
    tcc_estimate_sentence(out, run, sum);
    fprintf(out, " Every function and the folded stacks: `tlscost profile --json FILE --folded FILE`.\n\n");
    fprintf(out, "| # | function | exclusive instr | %% | inclusive instr | entries |\n|---:|---|---:|---:|---:|---:|\n");
    char a[32], b[32], c[32];
    for (size_t i = 0; i < n; i++)
        fprintf(out, "| %zu | %s | %s | %.2f | %s | %s |\n", i + 1, rows[i].name,
                tcc_fmt_count(rows[i].exclusive, a, sizeof a), rows[i].percent,
                tcc_fmt_count(rows[i].inclusive, b, sizeof b), tcc_fmt_count(rows[i].entries, c, sizeof c));
    fputc('\n', out);
}

void tcc_html_profile(FILE *out, const struct tcc_matrix_run *run)
{
    if (run->profile == NULL && run->profile_error[0] == '\0')
        return;
    fputs("<h2>Where the client's handshake goes, per function</h2>\n<p>", out);
    if (run->profile == NULL) {
        fputs("Not profiled: ", out);
        tcc_html_text(out, run->profile_error);
        fputs("</p>\n", out);
        return;
    }
    const struct tcc_profile *p = run->profile;
    uint64_t *inclusive = calloc(p->node_count, sizeof *inclusive);
    const char **names = calloc(p->node_count, sizeof *names);
    if (inclusive == NULL || names == NULL) {
        free(inclusive);
        free(names);
        return;
    }
    uint64_t sum = tcc_profile_node_inclusive(p, &tcc_client_scope, inclusive);
    tcc_agreement_sentence(out, run, sum);
    tcc_estimate_sentence(out, run, sum);
    fputs(" Hover a frame for its figure.</p>\n", out);
    for (size_t i = 0; i < p->node_count; i++)
        names[i] = tcc_profile_node_name(p, (uint32_t)i);
    char title[200];
    snprintf(title, sizeof title, "Flame graph of %s's client handshake: callers above callees, width = instructions "
             "(inclusive)", run->profile_id);
    tcc_svg_flame(out, title, "instructions", p->node_count, p->parent, names, inclusive);
    free(inclusive);
    free(names);
    struct tcc_profile_top_row rows[TCC_REPORT_TOP];
    size_t n = tcc_profile_top(p, &tcc_client_scope, TCC_REPORT_TOP, rows, &sum);
    fputs("<table><tr><th>#</th><th>function</th><th>exclusive instr</th><th>%</th><th>inclusive instr</th>"
          "<th>entries</th></tr>\n", out);
    char a[32], b[32], c[32];
    for (size_t i = 0; i < n; i++) {
        fprintf(out, "<tr><td>%zu</td><td>", i + 1);
        tcc_html_text(out, rows[i].name);
        fprintf(out, "</td><td>%s</td><td>%.2f</td><td>%s</td><td>%s</td></tr>\n",
                tcc_fmt_count(rows[i].exclusive, a, sizeof a), rows[i].percent,
                tcc_fmt_count(rows[i].inclusive, b, sizeof b), tcc_fmt_count(rows[i].entries, c, sizeof c));
    }
    fputs("</table>\n", out);
}

#define TCC_REPORT_SYMBOLS 15

static const char *const tcc_symbol_groups[TCC_GROUP_COUNT] = { "library", "own", "libc" };

void tcc_md_symbols(FILE *out, const struct tcc_matrix_run *run)
{
    const struct tcc_symbols *s = run->symbols;
    if (s == NULL)
        return;
    char a[32], b[32], c[32], d[32];
    fprintf(out, "## Largest symbols of min's client image\n\nFrom the size image's link map: code %s B, read-only "
                 "data %s B, initialised data %s B (flash), zeroed data %s B (RAM). Every symbol: `tlscost symbols "
                 "--json FILE`. Stack: a function's own frame by the compiler's -fstack-usage (+: it also "
                 "grows at run time), not its deepest call chain.\n\n| # | symbol | kind | bytes | stack B | object | "
                 "group |\n|---:|---|---|---:|---:|---|---|\n",
            tcc_fmt_count(s->by_kind[TCC_SYM_CODE], a, sizeof a), tcc_fmt_count(s->by_kind[TCC_SYM_RODATA], b, sizeof b),
            tcc_fmt_count(s->by_kind[TCC_SYM_DATA], c, sizeof c), tcc_fmt_count(s->by_kind[TCC_SYM_BSS], d, sizeof d));
    for (size_t i = 0; i < s->count && i < TCC_REPORT_SYMBOLS; i++) {
        tcc_symbol_stack_text(&s->items[i], b, sizeof b);
        fprintf(out, "| %zu | %s | %s | %s | %s | %s | %s |\n", i + 1, s->items[i].name,
                tcc_symbol_kind_names[s->items[i].kind], tcc_fmt_count(s->items[i].size, a, sizeof a), b,
                s->items[i].object, tcc_symbol_groups[s->items[i].group]);
    }
    fputc('\n', out);
}

void tcc_html_symbols(FILE *out, const struct tcc_matrix_run *run)
{
    const struct tcc_symbols *s = run->symbols;
    if (s == NULL)
        return;
    char a[32], b[32], c[32], d[32];
    fprintf(out, "<h2>Largest symbols of min's client image</h2>\n<p>From the size image's link map: code %s B, "
                 "read-only data %s B, initialised data %s B (flash), zeroed data %s B (RAM). Every symbol: tlscost "
                 "symbols --json FILE. Stack: a function's own frame by the compiler's -fstack-usage (+: it also "
                 "grows at run time), not its deepest call chain.</p>\n<table><tr><th>#</th><th>symbol</th>"
                 "<th>kind</th><th>bytes</th><th>stack B</th><th>object</th><th>group</th></tr>\n",
            tcc_fmt_count(s->by_kind[TCC_SYM_CODE], a, sizeof a), tcc_fmt_count(s->by_kind[TCC_SYM_RODATA], b, sizeof b),
            tcc_fmt_count(s->by_kind[TCC_SYM_DATA], c, sizeof c), tcc_fmt_count(s->by_kind[TCC_SYM_BSS], d, sizeof d));
    for (size_t i = 0; i < s->count && i < TCC_REPORT_SYMBOLS; i++) {
        fprintf(out, "<tr><td>%zu</td><td>", i + 1);
        tcc_html_text(out, s->items[i].name);
        tcc_symbol_stack_text(&s->items[i], b, sizeof b);
        fprintf(out, "</td><td>%s</td><td>%s</td><td>%s</td><td>", tcc_symbol_kind_names[s->items[i].kind],
                tcc_fmt_count(s->items[i].size, a, sizeof a), b);
        tcc_html_text(out, s->items[i].object);
        fprintf(out, "</td><td>%s</td></tr>\n", tcc_symbol_groups[s->items[i].group]);
    }
    fputs("</table>\n", out);
}
