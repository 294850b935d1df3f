/* tcc_profile_cell.c: one cell run under the profiling plugin (see tcc_profile_cell.h). */
#include "tcc_profile_cell.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../run/tcc_measure.h"
#include "tcc_profile_ops.h"

/* The harness's functions that mark epochs (each tick read) and records (each output line). */
static const struct tcc_profile_marks tcc_harness_marks = { "tc_plat_ticks", "tc_plat_write", 0, NULL, 0 };

/* A percentage in tenths, rounded half away from zero. */
static int64_t tcc_permille(double pct)
{
    return (int64_t)(pct * 10.0 + (pct < 0 ? -0.5 : 0.5));
}

int tcc_profile_measure(const struct tcc_cell *cell, const struct tcc_part *part, struct tcc_result *r,
                        struct tcc_profile *p, struct tcc_target_info *target)
{
    struct tcc_prepared prepared;
    int err = tcc_measure_prepare(cell, r, &prepared);
    if (err != TCC_OK)
        return err;
    *target = prepared.target;
    char elf[4200], work[4200], plugin[13000];
    snprintf(elf, sizeof elf, "%s/%s.elf", prepared.dir, prepared.image);
    snprintf(work, sizeof work, "%s/%s.profile", prepared.dir, prepared.image);
    struct tcc_profile_request req = { &prepared.target, cell->home, elf, work, &tcc_harness_marks, part };
    if ((err = tcc_profile_begin(&req, p, plugin, sizeof plugin, cell->diag)) != TCC_OK)
        return err;
    struct tcc_cell profiled = *cell;
    profiled.options.plugin = plugin;
    tcc_progress(cell->diag, "%s: running on %s under the profiling plugin (%s)", r->profile, prepared.target.board,
                 r->scenario);
    char *output = NULL;
    err = tcc_measure_execute_output(&profiled, &prepared, r, &output);
    if (err == TCC_OK)
        err = tcc_profile_finish(&req, output, p, cell->diag);
    free(output);
    if (err != TCC_OK) {
        tcc_profile_free(p);
        return err;
    }
    if (part != NULL) {
        /* The client's handshake steps, as handshake_instr counts them. */
        static const struct tcc_profile_scope handshake = { "client", "step", "" };
        uint64_t cycles, taken;
        tcc_profile_sum_cycles(p, &handshake, &cycles, &taken);
        r->estimate.present = 1;
        snprintf(r->estimate.model, sizeof r->estimate.model, "%s", p->cycle_model);
        snprintf(r->estimate.memory, sizeof r->estimate.memory, "%s", p->memory);
        r->estimate.clock_mhz = part->clock_mhz;
        r->estimate.handshake_cycles = tcc_profile_cycles(cycles, taken, p->refill.nominal);
        r->estimate.handshake_cycles_low = tcc_profile_cycles(cycles, taken, p->refill.low);
        r->estimate.handshake_cycles_high = tcc_profile_cycles(cycles, taken, p->refill.high);
        static const struct tcc_profile_scope data = { "client", "data", "" }, resumed = { "client", "rstep", "" };
        tcc_profile_sum_cycles(p, &data, &cycles, &taken);
        r->estimate.data_cycles = tcc_profile_cycles(cycles, taken, p->refill.nominal);
        tcc_profile_sum_cycles(p, &resumed, &cycles, &taken);
        r->estimate.resumption_cycles = tcc_profile_cycles(cycles, taken, p->refill.nominal);
        r->estimate.supply_mv = part->supply_mv;
        r->estimate.run_current_ua = part->run_current_ua;
        snprintf(r->estimate.current_source, sizeof r->estimate.current_source, "%s", part->current_source);
        r->estimate.handshake_energy_uj = (uint64_t)(tcc_part_energy_uj(part, r->estimate.handshake_cycles) + 0.5);
        r->estimate.data_energy_uj = (uint64_t)(tcc_part_energy_uj(part, r->estimate.data_cycles) + 0.5);
        r->estimate.resumption_energy_uj = (uint64_t)(tcc_part_energy_uj(part, r->estimate.resumption_cycles) + 0.5);
        /* The model's spread, read once by tcc_profile_begin. */
        r->estimate.validated_points = p->validation.points;
        r->estimate.validated_low_permille = tcc_permille(p->validation.low_pct);
        r->estimate.validated_high_permille = tcc_permille(p->validation.high_pct);
        /* Each client step's share, and each operation's within it. The client's step records
         * come in the result's order of steps, a state called again (it waited for the server)
         * adding to the same step. */
        int8_t *node_op = malloc(p->node_count ? p->node_count : 1);
        if (node_op == NULL) {
            tcc_profile_free(p);
            return TCC_E_IO;
        }
        if ((err = tcc_profile_ops_nodes(p, prepared.target.objdump, elf, node_op, cell->diag)) != TCC_OK) {
            free(node_op);
            tcc_profile_free(p);
            return err;
        }
        unsigned k = 0;
        for (size_t i = 0; i < p->record_count && k < r->client.step_count; i++) {
            const struct tcc_profile_record *rec = &p->records[i];
            if (strcmp(rec->kind, "step") != 0 || strcmp(rec->side, "client") != 0)
                continue;
            while (k < r->client.step_count && strcmp(rec->name, r->client.steps[k].name) != 0)
                k++;
            if (k == r->client.step_count)
                break;
            tcc_profile_record_cycles(p, rec, &cycles, &taken);
            r->client.steps[k].est_cycles += tcc_profile_cycles(cycles, taken, p->refill.nominal);
            uint64_t op_cycles[TCC_OP_COUNT] = { 0 };
            tcc_profile_ops_record_cycles(p, rec, node_op, p->refill.nominal, op_cycles);
            for (int op = 0; op < TCC_OP_COUNT; op++) {
                r->client.steps[k].ops[op].est_cycles += op_cycles[op];
                r->client.ops[op].est_cycles += op_cycles[op];
            }
        }
        free(node_op);
    }
    return TCC_OK;
}

int tcc_profile_estimate(const struct tcc_cell *cell, const struct tcc_part *part, struct tcc_result *r)
{
    struct tcc_result *scratch = calloc(1, sizeof *scratch);
    struct tcc_target_info *target = calloc(1, sizeof *target);
    struct tcc_profile p = { 0 };
    struct tcc_cell again = *cell;
    again.scenario.security_checks = 0;
    int err = scratch != NULL && target != NULL ? tcc_profile_measure(&again, part, scratch, &p, target) : TCC_E_IO;
    if (err == TCC_OK) {
        r->estimate = scratch->estimate;
        for (unsigned k = 0; k < r->client.step_count && k < scratch->client.step_count; k++)
            if (strcmp(r->client.steps[k].name, scratch->client.steps[k].name) == 0) {
                r->client.steps[k].est_cycles = scratch->client.steps[k].est_cycles;
                for (int op = 0; op < TCC_OP_COUNT; op++)
                    r->client.steps[k].ops[op].est_cycles = scratch->client.steps[k].ops[op].est_cycles;
            }
        for (int op = 0; op < TCC_OP_COUNT; op++)
            r->client.ops[op].est_cycles = scratch->client.ops[op].est_cycles;
    }
    tcc_profile_free(&p);
    free(scratch);
    free(target);
    return err;
}
