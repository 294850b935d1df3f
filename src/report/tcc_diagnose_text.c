/* tcc_diagnose_text.c: a diagnosis on the terminal: the config as it is, its enabled options by
 * group, what it pays for, what it is missing, and every change that held and paid, together. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tcc_diagnose_text.h"
#include "tcc_fmt.h"

/* One row: the change and its figures against the config as it is. */
static void tcc_diag_row(FILE *out, const struct tcc_diagnose *dg, unsigned k, int i, const struct tcc_part *part)
{
    const struct tcc_fit_candidate *c = &dg->fit->candidates[i], *b = &dg->fit->candidates[dg->base];
    char flash[32], ram[32], heap[32], instr[32];
    tcc_fmt_delta((int64_t)c->flash - (int64_t)b->flash, flash, sizeof flash);
    tcc_fmt_delta((int64_t)(c->static_ram + c->heap) - (int64_t)(b->static_ram + b->heap), ram, sizeof ram);
    tcc_fmt_delta((int64_t)c->heap - (int64_t)b->heap, heap, sizeof heap);
    tcc_fmt_delta((int64_t)c->instr - (int64_t)b->instr, instr, sizeof instr);
    double pct = b->instr ? 100.0 * ((double)c->instr - (double)b->instr) / (double)b->instr : 0;
    fprintf(out, "  %-40s %9s B %9s B %9s B %13s %+6.1f %%", c->change, flash, ram, heap, instr, pct);
    if (part != NULL && c->cycles && b->cycles)
        fprintf(out, " %+9.1f", tcc_fmt_ms_at(c->cycles, part->clock_mhz) - tcc_fmt_ms_at(b->cycles, part->clock_mhz));
    int same = c->flash == b->flash && c->static_ram + c->heap == b->static_ram + b->heap && c->instr == b->instr;
    fprintf(out, "  %s%s\n", dg->items[k].what,
            tcc_diagnose_pays(dg, i) ? "" : same ? " (changes nothing measured)" : " (costs more than it saves)");
}

static void tcc_diag_header(FILE *out, const struct tcc_part *part)
{
    fprintf(out, "  %-40s %11s %11s %11s %13s %8s", "change", "flash", "RAM", "heap", "handshake", "");
    if (part != NULL)
        fprintf(out, " %9s", "est. ms");
    fprintf(out, "\n");
}

/* The changes of a kind that did not hold, by how they failed. */
static void tcc_diag_failed(FILE *out, const struct tcc_diagnose *dg, int drops)
{
    for (int verdict = TCC_DIAG_NEEDED; verdict <= TCC_DIAG_NO_BUILD; verdict++) {
        int any = 0;
        for (unsigned k = 0; k < dg->fit->n_knobs; k++) {
            int i = dg->items[k].best;
            if (i < 0 || (dg->items[k].kind == TCC_DIAG_DROP) != drops || (int)tcc_diagnose_verdict(dg, i) != verdict)
                continue;
            /* A change alone: its candidate's change is that knob's, in short names. */
            fprintf(out, "%s%s", any ? ", " : "  ", dg->fit->candidates[i].change);
            any = 1;
        }
        if (any)
            fprintf(out, "  <- %s\n", tcc_diagnose_verdict_title((enum tcc_diag_verdict)verdict, drops));
    }
}

static void tcc_diag_figures(FILE *out, const char *title, const struct tcc_fit_candidate *c, const struct tcc_part *part)
{
    char flash[32], ram[32], heap[32], stack[32], instr[32];
    fprintf(out, "%s: flash %s B, static RAM %s B, heap peak %s B, stack %s B, handshake %s M instructions", title,
            tcc_fmt_count(c->flash, flash, sizeof flash), tcc_fmt_count(c->static_ram, ram, sizeof ram),
            tcc_fmt_count(c->heap, heap, sizeof heap), tcc_fmt_count(c->stack, stack, sizeof stack),
            tcc_fmt_millions(c->instr, instr, sizeof instr));
    if (part != NULL && c->cycles)
        fprintf(out, ", est. %.1f ms on %s at %u MHz (a projection by the core's timing model)",
                tcc_fmt_ms_at(c->cycles, part->clock_mhz), part->name, part->clock_mhz);
    fprintf(out, "\n");
}

void tcc_diagnose_text(FILE *out, const struct tcc_diagnose *dg)
{
    const struct tcc_fit *fit = dg->fit;
    const struct tcc_fit_candidate *b = &fit->candidates[dg->base];
    fprintf(out, "Diagnosis of %s (%s on %s), job: %s\n", dg->config, fit->library, tcc_fit_target(fit),
            fit->need.job->title);
    if (dg->adapted[0])
        fprintf(out, "Switched off for a bare chip (profiles/%s/adapt/bare-chip.h): %s\n", fit->library, dg->adapted);
    tcc_diag_figures(out, "As it is", b, fit->part);
    fprintf(out, "  suite agreed: %s\n", b->suite[0] ? b->suite : "(not reported)");
    fprintf(out, "\nEnabled, after the library's own adjustments (%u options):\n", dg->n_options);
    for (unsigned g = 0; g <= dg->n_groups; g++) {
        unsigned count = 0, col = 0;
        for (unsigned i = 0; i < dg->n_options; i++)
            count += dg->options[i].group == (int)g;
        if (count == 0)
            continue;
        const char *group = g < dg->n_groups ? dg->groups[g] : "other";
        fprintf(out, "  %s (%u):", group, count);
        col = (unsigned)strlen(group) + 8;
        for (unsigned i = 0; i < dg->n_options; i++) {
            if (dg->options[i].group != (int)g)
                continue;
            const char *name = tcc_diagnose_short(dg, dg->options[i].name);
            size_t w = strlen(name) + 1 + (dg->options[i].value[0] ? strlen(dg->options[i].value) + 1 : 0);
            if (col + w > 100) {
                fprintf(out, "\n     ");
                col = 5;
            }
            fprintf(out, " %s%s%s", name, dg->options[i].value[0] ? "=" : "", dg->options[i].value);
            col += (unsigned)w;
        }
        fprintf(out, "\n");
    }
    unsigned order[TCC_FIT_KNOBS_MAX];
    for (int drops = 1; drops >= 0; drops--) {
        fprintf(out, drops ? "\nWhat your config pays for (each taken out alone, the job and its security checks run "
                             "again; by flash saved):\n"
                           : "\nWhat it is missing (each switch added alone, the job run again; by handshake "
                             "instructions saved):\n");
        unsigned n = tcc_diagnose_ranked(dg, drops, order);
        if (n > 0)
            tcc_diag_header(out, fit->part);
        for (unsigned r = 0; r < n; r++)
            tcc_diag_row(out, dg, order[r], dg->items[order[r]].best, fit->part);
        if (n == 0)
            fprintf(out, "  (nothing %s)\n", drops ? "it enables can go" : "it lacks helps");
        tcc_diag_failed(out, dg, drops);
    }
    if (dg->combined >= 0) {
        const struct tcc_fit_candidate *c = &fit->candidates[dg->combined];
        fprintf(out, "\nTogether (every change that held and whose relative savings in flash, RAM and handshake "
                     "outweigh its costs):\n");
        if (c->ok && c->secure)
            tcc_diag_figures(out, "  all applied", c, fit->part);
        else
            fprintf(out, "  all applied: %s\n", c->error[0] ? c->error : "the job failed");
        int any = 0;
        for (unsigned k = 0; k < fit->n_knobs; k++)
            if (dg->items[k].taken_back) {
                fprintf(out, "%s%s", any ? ", " : "  taken back (each paid alone; the others cost less without it): ",
                        fit->candidates[dg->items[k].best].change);
                any = 1;
            }
        if (any)
            fprintf(out, "\n");
    } else
        fprintf(out, "\nNo change both held and paid: the config is as cheap as these options make it.\n");
    unsigned measured = 0;
    for (unsigned i = 0; i < fit->n_candidates; i++)
        measured += fit->candidates[i].measured;
    fprintf(out, "Diagnosed in %.0f s (%u configs built and run).\n", dg->seconds, measured);
}
