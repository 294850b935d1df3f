/* cmd_run.c: tlscost run: measure one cell and print its tables; --json writes the result. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_file.h"
#include "../core/model/tcc_json.h"
#include "../core/run/tcc_measure.h"
#include "../core/estimate/tcc_accel.h"
#include "../core/model/tcc_part.h"
#include "../core/run/tcc_server.h"
#include "../core/estimate/tcc_profile_cell.h"
#include "../report/tcc_fmt.h"
#include "../report/tcc_text.h"
#include "tcc_cell_options.h"
#include "tcc_commands.h"
#include "tcc_say.h"

static const struct tcc_option tcc_run_options[] = {
    TCC_CELL_OPTIONS,
    { "json", "FILE", "also write the result document (docs/result-schema.md) to FILE", NULL, NULL },
    { "mhz", "MHZ", "clock for the derived time (a lower bound)", TCC_DEFAULT_MHZ_TEXT, NULL },
    { "accel", "NAME[,NAME]", "also project the handshake, or the data phase's record protection, with these crypto accelerators (accel/NAME.accel: atecc608a, pka, aes-gcm): a projection, not a measurement", NULL, NULL },
    { "part", "NAME", "also estimate the handshake's cycles, time and energy on this part (parts/NAME.part, such as rp2040, rp2350, nrf52840, stm32u585; an unknown name lists all) with the core's timing model: one more run under the profiling plugin (docs/cycles.md)", NULL, NULL },
    { "server", "FILE", "against a probed server (tlscost probe --json FILE): its chain re-issued with fresh keys (tlscost standin) presented by the in-image server, its largest record as the response, and its pitfalls checked before the run", NULL, NULL },
    { "top", "N", "how many objects to list by flash", "8", NULL },
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

/* The projections with the accelerators (handshake, data phase), and the flash they leave,
 * measured where the library has hooks for them. */
static void tcc_run_accels(const struct tcc_invocation *inv, const struct tcc_cell *cell, const struct tcc_result *r,
                           const struct tcc_accel *accels, size_t n, unsigned clock)
{
    if (tcc_accel_takes_operations(accels, n)) {
        struct tcc_projection *projection = malloc(sizeof *projection);
        if (projection != NULL) {
            tcc_accel_project(r, accels, n, clock, projection);
            tcc_text_projection(stdout, projection, accels, n);
        }
        free(projection);
    }
    const struct tcc_accel *record_device = tcc_accel_record_device(accels, n);
    uint64_t cipher = 0, records = 0;
    if (record_device != NULL && tcc_accel_record_cipher(cell, &cipher, &records) == TCC_OK) {
        struct tcc_data_projection data;
        tcc_accel_project_data(r, cipher, records, record_device, clock, &data);
        tcc_text_data_projection(stdout, &data);
    } else if (record_device != NULL) {
        fflush(stdout);
        tcc_msg("the data phase is not projected: %s", inv->diag->text);
    }
    uint64_t flash = 0;
    char hooks[400], a[32], b[32], c[32];
    if (tcc_accel_flash(cell, accels, n, &flash, hooks, sizeof hooks) == TCC_OK)
        printf("  flash, measured: %s B in software, %s B with %s behind one-call stubs (%s B)\n",
               tcc_fmt_count(r->flash.total, a, sizeof a), tcc_fmt_count(flash, b, sizeof b), hooks,
               tcc_fmt_delta((int64_t)flash - (int64_t)r->flash.total, c, sizeof c));
    else {
        fflush(stdout);
        tcc_msg("the accelerators' flash is not measured: %s", inv->diag->text);
    }
}

static int tcc_run(const struct tcc_invocation *inv)
{
    const char *home = inv->home;
    const struct tcc_option *options = inv->options;
    int err = TCC_OK;
    struct tcc_cell cell;
    unsigned long mhz, top;
    if ((err = tcc_cell_from_options(options, home, inv->diag, &cell)) != TCC_OK)
        return err;
    if (tcc_option_unsigned(options, "mhz", &mhz) || tcc_option_unsigned(options, "top", &top))
        return TCC_E_USAGE;
    if (mhz == 0) {
        tcc_msg("--mhz must be at least 1");
        return TCC_E_USAGE;
    }
    const char *json = tcc_option(options, "json"), *part_name = tcc_option(options, "part");
    if (json != NULL && (err = tcc_file_check_output(json, "--json", inv->diag)) != TCC_OK)
        return err;
    struct tcc_part part;
    if (part_name != NULL && (err = tcc_part_load(home, part_name, &part, inv->diag)) != TCC_OK)
        return err;
    struct tcc_accel accels[TCC_ACCELS_MAX];
    size_t n_accels = 0;
    char accel_list[400];
    snprintf(accel_list, sizeof accel_list, "%s", tcc_option(options, "accel") ? tcc_option(options, "accel") : "");
    for (char *save = NULL, *name = strtok_r(accel_list, ",", &save); name != NULL; name = strtok_r(NULL, ",", &save)) {
        if (n_accels == TCC_ACCELS_MAX) {
            tcc_msg("--accel takes at most %d accelerators", TCC_ACCELS_MAX);
            return TCC_E_USAGE;
        }
        if ((err = tcc_accel_load(home, name, &accels[n_accels++], inv->diag)) != TCC_OK)
            return err;
    }
    struct tcc_server_scenario server;
    const char *server_file = tcc_option(options, "server");
    if (server_file != NULL) {
        if ((err = tcc_server_load(home, server_file, &server, inv->diag)) != TCC_OK)
            return err;
        cell.scenario.server = &server;
        cell.scenario.cert = "server";
        if (server.largest_record > 0)
            cell.scenario.response = tcc_server_response(&server);
        tcc_progress(inv->diag, "server %s: its %u certificates re-issued in %s, checked as %s, a response of %u "
                     "bytes (its largest record)%s%s", server.endpoint, server.chain_len, server.dir, server.host,
                     cell.scenario.response, server.assumed[0] ? "; " : "", server.assumed);
    }
    if (cell.build.in_len != 0 && cell.build.in_len < 16384 && cell.scenario.mfl == 0 && cell.scenario.server == NULL)
        tcc_msg("warning: a %u-byte receive buffer without max fragment length: a server may send records up to "
                "16,384 bytes and the first long one breaks the connection (add --mfl, see tlscost peers)",
                cell.build.in_len);
    struct tcc_result *r = calloc(1, sizeof *r);
    if (r == NULL)
        return TCC_E_IO;
    err = tcc_measure(&cell, r);
    if (err == TCC_OK && part_name != NULL)
        err = tcc_profile_estimate(&cell, &part, r);
    if (err == TCC_OK)
        tcc_text_result(stdout, r, (unsigned)mhz, (unsigned)top);
    if (err == TCC_OK && n_accels > 0)
        tcc_run_accels(inv, &cell, r, accels, n_accels, part_name != NULL ? part.clock_mhz : (unsigned)mhz);
    if (err == TCC_OK && r->client.heap_after_free != 0)
        tcc_msg("warning: %s: the client's heap is not empty after it was freed: %llu bytes leaked", r->profile,
                (unsigned long long)r->client.heap_after_free);
    /* A failed TLS run is still a result worth keeping (it says where it failed). */
    if (json != NULL && (err == TCC_OK || err == TCC_E_TLS)) {
        int werr = tcc_json_write_result(json, r, inv->diag);
        if (werr != TCC_OK && err == TCC_OK)
            err = werr;
    }
    free(r);
    return err;
}

/* tlscost run */
const struct tcc_command tcc_command_run = {
    "run",
    "measure one configuration: flash, heap, stack, instructions per step",
    "[options]",
    tcc_run_options,
    0,
    tcc_run,
    0,
};
