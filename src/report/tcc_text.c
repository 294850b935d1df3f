/* tcc_text.c: one result as plain-text tables (see tcc_text.h). Reads the model only. */
#include "../core/model/tcc_records.h"
#include "tcc_text.h"
#include "../core/estimate/tcc_accel.h"
#include <string.h>
#include "../core/model/tcc_checks.h"
#include "../core/matrix/tcc_library_rows.h"
#include "tcc_fmt.h"
#include "../core/model/tcc_part.h"
#include "../core/model/tcc_validation.h"

static const char *const tcc_group_titles[TCC_GROUP_COUNT] = { "TLS library", "own code", "C library" };

static void tcc_text_flash(FILE *out, const struct tcc_result *r, unsigned top_objects)
{
    char a[32], b[32], c[32], d[32];
    if (r->native)
        fprintf(out, "\nCode size (client-only host image, --gc-sections; a host figure, not a microcontroller's flash)\n");
    else
        fprintf(out, "\nFlash (client-only size image, --gc-sections)\n");
    fprintf(out, "  total %10s B   (.text+.rodata %s, .data %s; .bss %s B of RAM)\n",
            tcc_fmt_count(r->flash.total, a, sizeof a), tcc_fmt_count(r->flash.text, b, sizeof b),
            tcc_fmt_count(r->flash.data, c, sizeof c), tcc_fmt_count(r->flash.bss, d, sizeof d));
    for (int g = 0; g < TCC_GROUP_COUNT; g++)
        fprintf(out, "  %-12s %8s B\n", tcc_group_titles[g], tcc_fmt_count(r->flash.group[g], a, sizeof a));
    fprintf(out, "  top objects:\n");
    for (unsigned i = 0; i < r->flash.object_count && i < top_objects; i++) {
        const struct tcc_object_size *o = &r->flash.objects[i];
        fprintf(out, "    %-28s %-12s %8s B\n", o->name, tcc_group_titles[o->group],
                tcc_fmt_count(o->text + o->data, a, sizeof a));
    }
}

/* The energy of cycles by the estimate's part (0 when it gives no current). */
static double tcc_text_energy_uj(const struct tcc_estimate *est, uint64_t cycles)
{
    return tcc_energy_uj(est->clock_mhz, est->supply_mv, est->run_current_ua, cycles);
}

/* The estimate columns' header: "est. ms", and "est. uJ" where the part gives its current. */
static const char *tcc_text_est_header(const struct tcc_estimate *est)
{
    if (est == NULL)
        return "";
    return est->run_current_ua ? "  est. ms    est. uJ" : "  est. ms";
}

/* With an estimate (est, else NULL), the estimated time of cycles and, where the part gives its
 * current, their energy ("-" where there is no estimate, such as setup's), then the end of the
 * line. */
static void tcc_text_est_ms(FILE *out, const struct tcc_estimate *est, uint64_t cycles)
{
    if (est != NULL && cycles)
        fprintf(out, " %9.2f", (double)cycles / ((double)est->clock_mhz * 1000.0));
    else if (est != NULL)
        fprintf(out, " %9s", "-");
    if (est != NULL && est->run_current_ua && cycles)
        fprintf(out, " %10.1f", tcc_text_energy_uj(est, cycles));
    else if (est != NULL && est->run_current_ua)
        fprintf(out, " %10s", "-");
    fputc('\n', out);
}

/* Rows of steps; with a title, a header line first. With an estimate (est, else NULL), also
 * each step's estimated time and energy ("-" where the step has no estimate, such as setup). */
static void tcc_text_steps(FILE *out, const char *title, const struct tcc_step *steps, unsigned n, int header,
                           const struct tcc_estimate *est)
{
    char a[32], b[32], c[32], d[32];
    if (header)
        fprintf(out, "  %-28s %14s %10s %10s %7s%s\n", title, "instructions", "heap peak", "heap after", "stack",
                tcc_text_est_header(est));
    for (unsigned i = 0; i < n; i++) {
        fprintf(out, "  %-28s %14s %10s %10s %7s", steps[i].name, tcc_fmt_count(steps[i].instr, a, sizeof a),
                tcc_fmt_count(steps[i].heap_peak, b, sizeof b), tcc_fmt_count(steps[i].heap_live, c, sizeof c),
                tcc_fmt_count(steps[i].stack, d, sizeof d));
        tcc_text_est_ms(out, est, steps[i].est_cycles);
    }
}

/* The energy projection of the handshake, the data phase per KB and a resumption, where the
 * estimate's part gives its supply current. */
static void tcc_text_energy(FILE *out, const struct tcc_side *s, const struct tcc_estimate *est)
{
    if (est == NULL)
        return;
    if (est->run_current_ua == 0) {
        fprintf(out, "  %-28s %14s  no energy projection: %s\n", "estimated energy", "-", est->current_source);
        return;
    }
    uint64_t bytes = tcc_side_data_bytes(s);
    double handshake = tcc_text_energy_uj(est, est->handshake_cycles), data = tcc_text_energy_uj(est, est->data_cycles);
    fprintf(out, "  %-28s %14.1f  uJ = %.2f mJ: a projection (estimated time x %.1f mA at %.2f V, the part's "
                 "datasheet current: %s)\n", "estimated energy", handshake, handshake / 1000.0,
            (double)est->run_current_ua / 1000.0, (double)est->supply_mv / 1000.0, est->current_source);
    if (bytes > 0)
        fprintf(out, "  %-28s %14.1f  uJ for %llu application bytes = %.1f uJ per KB (projection)\n",
                "data phase energy", data, (unsigned long long)bytes, data * 1024.0 / (double)bytes);
    if (est->resumption_cycles > 0)
        fprintf(out, "  %-28s %14.1f  uJ = %.1f %% of the full handshake's (projection)\n", "resumed handshake energy",
                tcc_text_energy_uj(est, est->resumption_cycles),
                handshake > 0 ? 100.0 * tcc_text_energy_uj(est, est->resumption_cycles) / handshake : 0.0);
}

static void tcc_text_side(FILE *out, const char *name, const struct tcc_side *s, unsigned mhz, const char *library,
                          int nanoseconds, const struct tcc_estimate *estimate)
{
    /* wolfSSL and BearSSL have no per-state stepping: their steps are flights (tc_flights.h). */
    const char *unit = tcc_library_steps_by_flight(library) ? "flight" : "state";
    char a[32], b[32], c[32], d[32], e[32];
    fprintf(out, "\nHeap, %s (requested bytes)\n", name);
    fprintf(out, "  after setup %s, peak %s (+%s over setup), %s allocations, %s left after free\n",
            tcc_fmt_count(s->setup.heap_live, a, sizeof a), tcc_fmt_count(s->heap_peak, b, sizeof b),
            tcc_fmt_count(s->heap_peak - s->setup.heap_live, c, sizeof c),
            tcc_fmt_count(s->allocations, d, sizeof d), tcc_fmt_count(s->heap_after_free, e, sizeof e));
    fprintf(out, "\nHandshake, %s, per %s\n", name, unit);
    const struct tcc_estimate *est = estimate != NULL && estimate->present ? estimate : NULL;
    tcc_text_steps(out, unit, &s->setup, 1, 1, est);
    tcc_text_steps(out, NULL, s->steps, s->step_count, 0, est);
    if (nanoseconds)
        fprintf(out, "  %-28s %14s  ns = %.1f ms of wall time, one run on this machine\n", "handshake total",
                tcc_fmt_count(s->handshake_instr, a, sizeof a), (double)s->handshake_instr / 1e6);
    else
        fprintf(out, "  %-28s %14s  = %s M, at least %.1f ms at %u MHz (derived: 1 instruction/cycle, no wait "
                     "states)\n", "handshake total", tcc_fmt_count(s->handshake_instr, a, sizeof a),
                tcc_fmt_millions(s->handshake_instr, b, sizeof b), tcc_fmt_ms_at(s->handshake_instr, mhz), mhz);
    if (estimate != NULL && estimate->present) {
        double clock = estimate->clock_mhz * 1000.0;
        char range[64] = "";
        if (estimate->handshake_cycles_low != estimate->handshake_cycles_high)
            snprintf(range, sizeof range, " (%.1f to %.1f)", (double)estimate->handshake_cycles_low / clock,
                     (double)estimate->handshake_cycles_high / clock);
        fprintf(out, "  %-28s %14s  cycles = %.1f ms at %llu MHz%s on %s: an estimate by the %s timing "
                     "model, not a measurement (docs/cycles.md)\n", "estimated",
                tcc_fmt_count(estimate->handshake_cycles, a, sizeof a), (double)estimate->handshake_cycles / clock,
                (unsigned long long)estimate->clock_mhz, range, estimate->memory, estimate->model);
        const struct tcc_validation validation = { (unsigned)estimate->validated_points,
                                                   (double)estimate->validated_low_permille / 10.0,
                                                   (double)estimate->validated_high_permille / 10.0 };
        char validated[400];
        tcc_validation_describe(estimate->model, &validation, validated, sizeof validated);
        fprintf(out, "  %-28s %14s  %s\n", "validated", validation.points ? "" : "-", validated);
        tcc_text_energy(out, s, est);
    }
    fprintf(out, "  stack high-water %s B\n", tcc_fmt_count(s->handshake_stack, a, sizeof a));
    fprintf(out, "\nOperations, %s handshake\n", name);
    if (est != NULL)
        fprintf(out, "  %-27s %14s  %7s%s\n", "", "instructions", "share", tcc_text_est_header(est));
    uint64_t in_ops = 0, in_ops_cycles = 0;
    for (int op = 0; op < TCC_OP_COUNT; op++) {
        if (s->ops[op].count == 0)
            continue;
        in_ops += s->ops[op].instr;
        in_ops_cycles += s->ops[op].est_cycles;
        fprintf(out, "  %-22s x%-3llu %14s  %5.1f %%", tcc_op_titles[op], (unsigned long long)s->ops[op].count,
                tcc_fmt_count(s->ops[op].instr, a, sizeof a),
                s->handshake_instr ? 100.0 * (double)s->ops[op].instr / (double)s->handshake_instr : 0.0);
        tcc_text_est_ms(out, est, s->ops[op].est_cycles);
    }
    fprintf(out, "  %-27s %14s  %5.1f %%", "everything else", tcc_fmt_count(s->handshake_instr - in_ops, a, sizeof a),
            s->handshake_instr ? 100.0 * (double)(s->handshake_instr - in_ops) / (double)s->handshake_instr : 0.0);
    tcc_text_est_ms(out, est,
                    estimate != NULL && estimate->handshake_cycles > in_ops_cycles && in_ops_cycles > 0
                        ? estimate->handshake_cycles - in_ops_cycles
                        : 0);
    if (s->resume_count > 0) {
        fprintf(out, "\nSecond connection, resuming the first's session, %s\n", name);
        tcc_text_steps(out, unit, s->resume, s->resume_count, 1, NULL);
        fprintf(out, "  %-28s %14s  = %.2f %% of the full handshake; %s\n", "resumed handshake total",
                tcc_fmt_count(s->resume_instr, a, sizeof a),
                s->handshake_instr ? 100.0 * (double)s->resume_instr / (double)s->handshake_instr : 0.0,
                s->resume_verifies == 0 ? "no certificate or signature checked: resumed"
                                        : "signatures checked again: the server did not resume");
    }
    fprintf(out, "\nData phase, %s\n", name);
    fprintf(out, "  %-28s %14s %10s %10s %7s\n", "operation", "instructions", "bytes", "heap peak", "stack");
    for (unsigned i = 0; i < s->data_count; i++)
        fprintf(out, "  %-28s %14s %10s %10s %7s\n", s->data[i].name, tcc_fmt_count(s->data[i].instr, a, sizeof a),
                tcc_fmt_count(s->data[i].bytes, b, sizeof b), tcc_fmt_count(s->data[i].heap_peak, c, sizeof c),
                tcc_fmt_count(s->data[i].stack, d, sizeof d));
    fprintf(out, "  %-28s %14s\n", "data total", tcc_fmt_count(s->data_instr, a, sizeof a));
}

void tcc_text_result(FILE *out, const struct tcc_result *r, unsigned mhz, unsigned top_objects)
{
    if (strcmp(r->count_unit, "ns") == 0)
        fprintf(out, "note: this target has no instruction counter here (perf_event_open refused), so the "
                     "\"instructions\" columns below are wall-clock nanoseconds of one run\n");
    char a[32], b[32];
    fprintf(out, "tlscost %s: %s %s, profile %s, target %s (%s)\n", r->tool_version, r->library,
            r->library_version, r->profile, r->target, r->board);
    fprintf(out, "  source sha256 %.16s..., config sha256 %.16s...\n", r->library_sha256, r->config_sha256);
    if (r->library_tree[0])
        fprintf(out, "  source tree %s%s%s%s\n", r->library_tree, r->library_revision[0] ? ", git " : "",
                r->library_revision, r->library_dirty ? " with uncommitted changes" : "");
    fprintf(out, "  compiler %s, flags %s\n", r->compiler, r->cflags);
    fprintf(out, "  scenario %s; record buffers in %s B, out %s B; suite %s\n", r->scenario,
            tcc_fmt_count(r->client_in_len, a, sizeof a), tcc_fmt_count(r->client_out_len, b, sizeof b),
            r->suite[0] ? r->suite : "(none)");
    if (r->user_config[0])
        fprintf(out, "  user config %s (sha256 %.16s...), sets: %s\n", r->user_config, r->user_config_sha256,
                r->user_config_macros[0] ? r->user_config_macros : "nothing");
    if (strcmp(r->count_unit, "ns") == 0)
        fprintf(out, "  calibration: a loop of %s instructions took %s ns\n", tcc_fmt_count(r->calib_instr, a, sizeof a),
                tcc_fmt_count(r->calib_ticks, b, sizeof b));
    else
        fprintf(out, "  calibration: %s instructions took %s ticks, %llu instructions per tick\n",
                tcc_fmt_count(r->calib_instr, a, sizeof a), tcc_fmt_count(r->calib_ticks, b, sizeof b),
                (unsigned long long)r->instr_per_tick);
    tcc_text_flash(out, r, top_objects);
    tcc_text_side(out, "client", &r->client, mhz, r->library, strcmp(r->count_unit, "ns") == 0,
                  &r->estimate);
    if (r->security.checked) {
        fprintf(out, "\n%s checks:", strcmp(tcc_result_auth(r), "psk") == 0 ? "PSK" : "Certificate");
        int first = 1;
        for (int i = 0; i < TCC_SEC_COUNT; i++) {
            if (!tcc_check_applies((enum tcc_check_id)i, r))
                continue;
            int a = r->security.answer[i];
            fprintf(out, "%s %s %s", first ? "" : ",", tcc_checks[i].title,
                    a == TCC_CHECK_UNTESTED ? "not tested"
                    : a == TCC_CHECK_REFUSED ? "rejected"
                    : tcc_checks[i].must_refuse ? "ACCEPTED (insecure)" : "accepted (no clock: dates are not checked)");
            first = 0;
        }
        fputc('\n', out);
    }
    fprintf(out, "\nServer (for reference, %s %s): handshake %s instructions, heap peak %s B\n",
            r->server_library[0] ? r->server_library : r->library, r->server_version[0] ? r->server_version : "",
            tcc_fmt_count(r->server.handshake_instr, a, sizeof a), tcc_fmt_count(r->server.heap_peak, b, sizeof b));
    tcc_text_figures(out, r);
}

void tcc_text_projection(FILE *out, const struct tcc_projection *p, const struct tcc_accel *accels, size_t n)
{
    fprintf(out, "\nProjection of the client handshake with ");
    for (size_t i = 0; i < n; i++)
        fprintf(out, "%s%s", i ? " and " : "", accels[i].name);
    fprintf(out, " at %u MHz (a projection, not a measurement: the measured steps, %s, with every operation a "
                 "device takes replaced by its published time)\n",
            p->mhz, p->cycles_per_instr > 1.0 ? "at the cycle estimate's cycles per instruction"
                                               : "at one instruction a cycle (a lower bound; add --part for the estimate)");
    fprintf(out, "  %-28s %12s %12s %10s\n", "step", "software ms", "projected ms", "taken ops");
    for (unsigned i = 0; i < p->step_count; i++) {
        const struct tcc_projection_step *s = &p->steps[i];
        if (s->replaced == 0 && s->measured_ms < 0.05)
            continue;
        fprintf(out, "  %-28s %12.1f %12.1f %10u\n", s->name, s->measured_ms, s->projected_ms, s->replaced);
    }
    fprintf(out, "  %-28s %12.1f %12.1f   (%.0f %% of software)\n", "handshake", p->measured_ms, p->projected_ms,
            p->measured_ms > 0 ? 100.0 * p->projected_ms / p->measured_ms : 0.0);
    fprintf(out, "  taken:");
    for (int op = 0; op < TCC_OP_COUNT; op++)
        if (p->replaced[op] > 0)
            fprintf(out, " %s x%u", tcc_op_titles[op], p->replaced[op]);
    fprintf(out, "; the rest stays in software\n");
    for (size_t i = 0; i < n; i++)
        fprintf(out, "  %s: %s; source: %s\n", accels[i].name, accels[i].title, accels[i].source);
}

void tcc_text_data_projection(FILE *out, const struct tcc_data_projection *d)
{
    char a[32], b[32], c[32];
    fprintf(out, "\nProjection of the client's data phase with %s at %u MHz (a projection, not a measurement: the "
                 "measured data phase, %s, with its record protection replaced by the device's cycles)\n",
            d->device->name, d->mhz, d->cycles_per_instr > 1.0 ? "at the cycle estimate's cycles per instruction"
                                                               : "at one instruction a cycle");
    fprintf(out, "  measured: %s instructions, of which record protection %s (%.1f %%, %s records; the "
                 "profiler's count of the library's record cipher functions)\n",
            tcc_fmt_count(d->data_instr, a, sizeof a), tcc_fmt_count(d->cipher_instr, b, sizeof b),
            d->data_instr ? 100.0 * (double)d->cipher_instr / (double)d->data_instr : 0.0,
            tcc_fmt_count(d->records, c, sizeof c));
    fprintf(out, "  %-28s %12.3f ms in software, %.3f ms projected (%.0f %%) for %llu bytes\n", "data phase",
            d->measured_ms, d->projected_ms, d->measured_ms > 0 ? 100.0 * d->projected_ms / d->measured_ms : 0.0,
            (unsigned long long)d->bytes);
    fprintf(out, "  %s: %s; source: %s\n", d->device->name, d->device->title, d->device->source);
}
