/* tcc_report_md.c: the matrix report as Markdown (report.md). */
#include <stdio.h>
#include <string.h>
#include "../core/model/tcc_records.h"
#include "../core/model/tcc_checks.h"
#include "../core/matrix/tcc_compare.h"
#include "../core/base/tcc_error.h"
#include "../core/matrix/tcc_library_rows.h"
#include "../core/model/tcc_part.h"
#include "tcc_fmt.h"
#include "tcc_report.h"

const char *tcc_report_status(const struct tcc_matrix_cell *c)
{
    return tcc_error_label(c->status);
}

const char *tcc_report_security(const struct tcc_result *r, int *insecure, char *text, size_t size)
{
    *insecure = 0;
    if (!r->security.checked)
        return "not checked";
    int psk = strcmp(tcc_result_auth(r), "psk") == 0, untested = 0;
    for (int i = 0; i < TCC_SEC_COUNT; i++) {
        if (!tcc_check_applies((enum tcc_check_id)i, r) || !tcc_checks[i].must_refuse)
            continue;
        if (r->security.answer[i] == TCC_CHECK_ACCEPTED) {
            *insecure = 1;
            snprintf(text, size, "INSECURE: %s", tcc_checks[i].accepting);
            return text;
        }
        untested |= r->security.answer[i] == TCC_CHECK_UNTESTED;
    }
    if (untested)
        return psk ? "not tested: a PSK check ended before either side decided"
                   : "not tested: the pitfall certificates are P-256 and this profile cannot load them";
    if (psk)
        return "refuses a wrong key and an unknown identity";
    return r->security.answer[TCC_SEC_EXPIRED] == TCC_CHECK_REFUSED
               ? "refuses unknown root, wrong host, expired"
               : "refuses unknown root and wrong host; accepts expired (no clock)";
}

static int tcc_ok(const struct tcc_matrix_cell *c)
{
    return c->status == TCC_OK && c->result != NULL;
}

static void tcc_md_profiles(FILE *out, const struct tcc_matrix_run *run, unsigned mhz)
{
    char a[32], b[32], c[32], d[32], e[32], f[32], g[32], h[32], k[32], m[32], basis[TCC_TEXT_MAX], memory[80];
    fprintf(out, "## Profiles\n\nFlash of the client-only image; heap, stack and instructions of the client in the run "
                 "image (server certificate signed by the root unless the profile needs RSA). Times are derived at "
                 "%u MHz: the lower bound runs one instruction per cycle; %s.\n\n", mhz,
            tcc_report_estimate_basis(run, basis, sizeof basis));
    fprintf(out, "| profile | flash B | library | own | C lib | .bss B | heap after setup | heap peak | stack | "
                 "handshake M instr | ms at %u MHz (lower bound) | est. ms at %u MHz (%s) | data instr | "
                 "suite | certificate checks |\n", mhz, mhz, tcc_report_memory(run, memory, sizeof memory));
    fprintf(out, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|\n");
    for (unsigned i = 0; i < run->count; i++) {
        const struct tcc_matrix_cell *cell = &run->cells[i];
        if (cell->entry->group != TCC_MX_PROFILE && cell->entry->group != TCC_MX_EXAMPLE)
            continue;
        if (!tcc_ok(cell)) {
            fprintf(out, "| %s | %s: see below | | | | | | | | | | | | | |\n", cell->entry->id, tcc_report_status(cell));
            continue;
        }
        const struct tcc_result *r = cell->result;
        int insecure;
        char security_text[160];
        const char *security = tcc_report_security(r, &insecure, security_text, sizeof security_text);
        char st[32];
        fprintf(out, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %.0f | %s | %s | %s | %s%s%s |\n", cell->entry->id,
                tcc_fmt_count(r->flash.total, a, sizeof a), tcc_fmt_count(r->flash.group[TCC_GROUP_LIBRARY], b, sizeof b),
                tcc_fmt_count(r->flash.group[TCC_GROUP_OWN], c, sizeof c),
                tcc_fmt_count(r->flash.group[TCC_GROUP_LIBC], d, sizeof d), tcc_fmt_count(r->flash.bss, e, sizeof e),
                tcc_fmt_count(r->client.setup.heap_live, f, sizeof f), tcc_fmt_count(r->client.heap_peak, g, sizeof g),
                tcc_fmt_count(r->client.handshake_stack, st, sizeof st), tcc_fmt_millions(r->client.handshake_instr, h, sizeof h),
                tcc_fmt_ms_at(r->client.handshake_instr, mhz), tcc_report_estimate_ms(r, mhz, m, sizeof m),
                tcc_fmt_count(r->client.data_instr, k, sizeof k), r->suite, insecure ? "**" : "", security,
                insecure ? "**" : "");
    }
    fputc('\n', out);
}

static void tcc_md_libraries(FILE *out, const struct tcc_matrix_run *run)
{
    struct tcc_library_row rows[TCC_LIBRARY_ROWS_MAX];
    unsigned n = tcc_library_rows(run, rows, TCC_LIBRARY_ROWS_MAX);
    if (n == 0)
        return;
    char a[32], b[32], c[32], d[32], e[32], f[32], g[32], h[32], core[TCC_NAME_MAX], memory[80];
    fprintf(out, "## Libraries side by side\n\nThe same job for every library: a TLS 1.2 client with "
                 "ECDHE-ECDSA-AES128-GCM-SHA256 on P-256 only (tls13: TLS 1.3 with AES-128-GCM), the server's "
                 "certificate verified against the embedded root, SNI, 37 bytes out and 1000 in; the same harness, "
                 "server chain and %s. Static RAM is .data + .bss of the client-only image: for BearSSL, which "
                 "allocates nothing, that is its context and its I/O buffer; for the others it is mostly the harness "
                 "and the C library, and their buffers are in the heap peak. BearSSL 0.6 has no TLS 1.3.\n\n",
            tcc_report_core(run, core, sizeof core));
    fprintf(out, "| library | version | source sha256 | profile | protocol | flash B | static RAM B | heap peak B | "
                 "stack B | handshake M instr | est. ms at %u MHz (%s) | ECDSA verify M | ECDH M | data instr | "
                 "certificate checks |\n"
                 "|---|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|\n", run->mhz,
            tcc_report_memory(run, memory, sizeof memory));
    for (unsigned i = 0; i < n; i++) {
        const struct tcc_library_row *row = &rows[i];
        const struct tcc_matrix_cell *cell = row->cell;
        const char *library = tcc_matrix_entry_library(cell->entry);
        if (!row->measured) {
            fprintf(out, "| %s | | | %s | | %s: see below | | | | | | | | | |\n", tcc_library_title(library),
                    cell->entry->profile, tcc_report_status(cell));
            continue;
        }
        const struct tcc_result *r = cell->result;
        const struct tcc_side *s = &r->client;
        int insecure;
        char security_text[160];
        const char *security = tcc_report_security(r, &insecure, security_text, sizeof security_text);
        char m[32];
        fprintf(out, "| %s | %s | `%.12s` | %s | %s | %s | %s | %s | %s | %s | %s | %s (x%llu) | %s (x%llu) | %s | %s |\n",
                tcc_library_title(library), r->library_version, r->library_sha256, r->profile, row->protocol,
                tcc_fmt_count(r->flash.total, a, sizeof a), tcc_fmt_count(row->static_ram, b, sizeof b),
                tcc_fmt_count(s->heap_peak, c, sizeof c), tcc_fmt_count(s->handshake_stack, d, sizeof d),
                tcc_fmt_millions(s->handshake_instr, e, sizeof e), tcc_report_estimate_ms(r, run->mhz, m, sizeof m),
                tcc_fmt_millions(row->verify_instr, f, sizeof f),
                (unsigned long long)row->verify_count, tcc_fmt_millions(row->ecdh_instr, g, sizeof g),
                (unsigned long long)row->ecdh_count, tcc_fmt_count(s->data_instr, h, sizeof h), security);
    }
    fprintf(out, "\nThe TLS 1.2 handshakes by client flight (M instructions). wolfSSL and BearSSL run until they wait "
                 "for the server, once per flight; Mbed TLS's states are summed into the same flights "
                 "(docs/libraries.md).\n\n| library | profile | CLIENT_HELLO | SERVER_HELLO_FLIGHT | SERVER_FINISHED | "
                 "total |\n|---|---|---:|---:|---:|---:|\n");
    for (unsigned i = 0; i < n; i++) {
        const struct tcc_library_row *row = &rows[i];
        if (!row->has_flights)
            continue;
        const char *library = tcc_matrix_entry_library(row->cell->entry);
        fprintf(out, "| %s | %s | %s | %s | %s | %s |\n", tcc_library_title(library), row->cell->result->profile,
                tcc_fmt_millions(row->flights[0], a, sizeof a), tcc_fmt_millions(row->flights[1], b, sizeof b),
                tcc_fmt_millions(row->flights[2], c, sizeof c),
                tcc_fmt_millions(row->cell->result->client.handshake_instr, d, sizeof d));
    }
    fputc('\n', out);
}

static void tcc_md_interop(FILE *out, const struct tcc_matrix_run *run)
{
    struct tcc_interop_row rows[TCC_LIBRARY_ROWS_MAX];
    unsigned n = tcc_interop_rows(run, rows, TCC_LIBRARY_ROWS_MAX);
    if (n == 0)
        return;
    char a[32], b[32], c[32], d[32];
    fprintf(out, "### Interop: each client against the other libraries' servers\n\nOne run image holds one library's "
                 "client and another library's server (its min profile); the client's figures beside the same client "
                 "against its own library's server show how much they depend on the server.\n\n"
                 "| client | server | handshake instr | against its own server | ECDSA verify | data instr | "
                 "against its own server | outcome |\n|---|---|---:|---:|---:|---:|---:|---|\n");
    for (unsigned i = 0; i < n; i++) {
        const struct tcc_interop_row *row = &rows[i];
        if (!row->measured) {
            fprintf(out, "| %s | %s | | | | | | %s: %s |\n", tcc_library_title(row->client),
                    tcc_library_title(row->server), tcc_report_status(row->cell), row->cell->error);
            continue;
        }
        const struct tcc_side *s = &row->cell->result->client;
        double base = row->own != NULL ? (double)row->own->result->client.handshake_instr : 0.0;
        fprintf(out, "| %s | %s %s | %s | %s (%+.2f %%) | x%llu | %s | %s | ok |\n", tcc_library_title(row->client),
                tcc_library_title(row->server), row->cell->result->server_version,
                tcc_fmt_count(s->handshake_instr, a, sizeof a),
                row->own != NULL ? tcc_fmt_delta(row->handshake_delta, b, sizeof b) : "-",
                base > 0 ? 100.0 * (double)row->handshake_delta / base : 0.0,
                (unsigned long long)s->ops[TCC_OP_ECDSA_VERIFY].count, tcc_fmt_count(s->data_instr, c, sizeof c),
                row->own != NULL ? tcc_fmt_delta(row->data_delta, d, sizeof d) : "-");
    }
    fputc('\n', out);
}

static void tcc_md_against_min(FILE *out, const struct tcc_matrix_run *run)
{
    const struct tcc_matrix_cell *min = tcc_matrix_find(run, "min");
    if (min == NULL || !tcc_ok(min))
        return;
    struct tcc_comparison cmp;
    char a[32], b[32], c[32], d[32], e[32];
    fprintf(out, "## Each cell against min\n\n| cell | what | flash | .bss | heap peak | handshake instr | "
                 "SERVER_CERTIFICATE step M instr |\n|---|---|---:|---:|---:|---:|---:|\n");
    for (unsigned i = 0; i < run->count; i++) {
        const struct tcc_matrix_cell *cell = &run->cells[i];
        if (!tcc_ok(cell) || cell == min || cell->entry->group == TCC_MX_HOST)
            continue;
        tcc_compare_results(min->result, cell->result, &cmp);
        const struct tcc_compare_row *flash = tcc_compare_row(&cmp, "flash total");
        const struct tcc_compare_row *heap = tcc_compare_row(&cmp, "heap peak");
        const struct tcc_compare_row *instr = tcc_compare_row(&cmp, "handshake instructions");
        const struct tcc_compare_row *cert = tcc_compare_row(&cmp, "step SERVER_CERTIFICATE instructions");
        int64_t bss = (int64_t)cell->result->flash.bss - (int64_t)min->result->flash.bss;
        fprintf(out, "| %s | %s | %s | %s | %s | %s (%+.1f %%) | %s |\n", cell->entry->id, cell->entry->what,
                tcc_fmt_delta(flash->delta, a, sizeof a), tcc_fmt_delta(bss, b, sizeof b),
                tcc_fmt_delta(heap->delta, c, sizeof c), tcc_fmt_delta(instr->delta, d, sizeof d), instr->percent,
                cert != NULL ? tcc_fmt_millions(cert->now, e, sizeof e) : "-");
    }
    fputc('\n', out);
}

static void tcc_md_ops(FILE *out, const struct tcc_matrix_run *run)
{
    char m[32];
    fprintf(out, "## Where the handshake's instructions go (client, millions)\n\nWhere a cell has a cycle "
                 "estimate, each operation's estimated time follows its count: an estimate by the core's timing "
                 "model (%s) at the estimate's clock, not a measurement (docs/cycles.md).\n\n| cell |",
            tcc_report_memory(run, m, sizeof m));
    for (int op = 0; op < TCC_OP_COUNT; op++)
        fprintf(out, " %s |", tcc_op_titles[op]);
    fprintf(out, " everything else | share in operations |\n|---|");
    for (int op = 0; op <= TCC_OP_COUNT + 1; op++)
        fprintf(out, "---:|");
    fputc('\n', out);
    for (unsigned i = 0; i < run->count; i++) {
        const struct tcc_matrix_cell *cell = &run->cells[i];
        if (!tcc_ok(cell) || cell->entry->group == TCC_MX_BUFFER || cell->entry->group == TCC_MX_HOST)
            continue;
        const struct tcc_side *s = &cell->result->client;
        uint64_t in_ops = 0;
        fprintf(out, "| %s |", cell->entry->id);
        for (int op = 0; op < TCC_OP_COUNT; op++) {
            in_ops += s->ops[op].instr;
            if (s->ops[op].count == 0)
                fprintf(out, " - |");
            else if (cell->result->estimate.present && s->ops[op].est_cycles > 0)
                fprintf(out, " %s (x%llu, est. %.1f ms) |", tcc_fmt_millions(s->ops[op].instr, m, sizeof m),
                        (unsigned long long)s->ops[op].count,
                        (double)s->ops[op].est_cycles / ((double)cell->result->estimate.clock_mhz * 1000.0));
            else
                fprintf(out, " %s (x%llu) |", tcc_fmt_millions(s->ops[op].instr, m, sizeof m),
                        (unsigned long long)s->ops[op].count);
        }
        fprintf(out, " %s | %.1f %% |\n", tcc_fmt_millions(s->handshake_instr - in_ops, m, sizeof m),
                s->handshake_instr ? 100.0 * (double)in_ops / (double)s->handshake_instr : 0.0);
    }
    fputc('\n', out);
}

static void tcc_md_buffers(FILE *out, const struct tcc_matrix_run *run)
{
    char a[32], b[32];
    fprintf(out, "## Record buffers\n\nIN/OUT are the content lengths of the receive and send buffers "
                 "(MBEDTLS_SSL_IN/OUT_CONTENT_LEN); MFL is the max fragment length the client asks for. The send "
                 "buffer can shrink freely (the client chooses its record size); a receive buffer below 16 KB needs "
                 "MFL and a server that honours it, or the first long record breaks the connection.\n\n");
    fprintf(out, "| cell | IN | OUT | MFL | heap after setup | heap peak | result |\n|---|---:|---:|---:|---:|---:|---|\n");
    for (unsigned i = 0; i < run->count; i++) {
        const struct tcc_matrix_cell *cell = &run->cells[i];
        const struct tcc_matrix_entry *e = cell->entry;
        if (e->group != TCC_MX_BUFFER && strcmp(e->id, "min") != 0)
            continue;
        if (cell->result == NULL) {
            fprintf(out, "| %s | %u | %u | %u | | | %s |\n", e->id, e->in_len ? e->in_len : 16384,
                    e->out_len ? e->out_len : 16384, e->mfl, tcc_report_status(cell));
            continue;
        }
        fprintf(out, "| %s | %u | %u | %s | %s | %s | %s |\n", e->id, e->in_len ? e->in_len : 16384,
                e->out_len ? e->out_len : 16384, e->mfl ? "requested" : "no",
                tcc_fmt_count(cell->result->client.setup.heap_live, a, sizeof a),
                tcc_fmt_count(cell->result->client.heap_peak, b, sizeof b),
                cell->status == TCC_OK ? "ok" : cell->error);
    }
    fputc('\n', out);
}

static void tcc_md_steps(FILE *out, const struct tcc_matrix_run *run)
{
    char a[32], b[32];
    fprintf(out, "## Handshake step by step (client)\n\nest. ms: each step's estimated time by the core's timing "
                 "model on the part the answer names (docs/cycles.md), an estimate, not a measurement.%s\n\n",
            tcc_report_has_energy(run) ? " est. uJ: its energy, a projection (estimated time x the part's datasheet "
                                         "current)." : "");
    for (unsigned i = 0; i < run->count; i++) {
        const struct tcc_matrix_cell *cell = &run->cells[i];
        if (!tcc_ok(cell) || cell->entry->group != TCC_MX_PROFILE)
            continue;
        const struct tcc_side *s = &cell->result->client;
        const struct tcc_estimate *est = &cell->result->estimate;
        int energy = est->present && est->run_current_ua > 0;
        fprintf(out, "### %s\n\n| state | instructions | heap peak | stack |%s%s\n|---|---:|---:|---:|%s%s\n",
                cell->entry->id, est->present ? " est. ms |" : "", energy ? " est. uJ |" : "",
                est->present ? "---:|" : "", energy ? "---:|" : "");
        for (unsigned k = 0; k < s->step_count; k++) {
            fprintf(out, "| %s | %s | %s | %llu |", s->steps[k].name, tcc_fmt_count(s->steps[k].instr, a, sizeof a),
                    tcc_fmt_count(s->steps[k].heap_peak, b, sizeof b), (unsigned long long)s->steps[k].stack);
            if (est->present)
                fprintf(out, " %.2f |", (double)s->steps[k].est_cycles / ((double)est->clock_mhz * 1000.0));
            if (energy)
                fprintf(out, " %.1f |", tcc_energy_uj(est->clock_mhz, est->supply_mv, est->run_current_ua,
                                                        s->steps[k].est_cycles));
            fputc('\n', out);
        }
        uint64_t bytes = tcc_side_data_bytes(s);
        if (energy) {
            fprintf(out, "\nProjected energy: the handshake %.2f mJ; the data phase %.1f uJ for %llu application bytes "
                         "(%.1f uJ per KB)", (double)est->handshake_energy_uj / 1000.0, (double)est->data_energy_uj,
                    (unsigned long long)bytes, bytes ? (double)est->data_energy_uj * 1024.0 / (double)bytes : 0.0);
            if (est->resumption_energy_uj > 0 && est->handshake_energy_uj > 0)
                fprintf(out, "; a resumed handshake %llu uJ (%.1f %% of the full one's)",
                        (unsigned long long)est->resumption_energy_uj,
                        100.0 * (double)est->resumption_energy_uj / (double)est->handshake_energy_uj);
            fputs(".\n", out);
        }
        fputc('\n', out);
    }
}

static void tcc_md_objects(FILE *out, const struct tcc_matrix_run *run)
{
    char a[32];
    fprintf(out, "## Largest objects in flash\n\n| profile | top five objects (bytes) |\n|---|---|\n");
    for (unsigned i = 0; i < run->count; i++) {
        const struct tcc_matrix_cell *cell = &run->cells[i];
        if (!tcc_ok(cell) || cell->entry->group != TCC_MX_PROFILE)
            continue;
        fprintf(out, "| %s |", cell->entry->id);
        for (unsigned k = 0; k < 5 && k < cell->result->flash.object_count; k++) {
            const struct tcc_object_size *o = &cell->result->flash.objects[k];
            fprintf(out, "%s %s %s", k ? "," : "", o->name, tcc_fmt_count(o->text + o->data, a, sizeof a));
        }
        fprintf(out, " |\n");
    }
    fputc('\n', out);
}

static void tcc_md_host(FILE *out, const struct tcc_matrix_run *run)
{
    char a[32], b[32], c[32], d[32], core[TCC_NAME_MAX];
    tcc_report_core(run, core, sizeof core);
    fprintf(out, "## The host beside the %s\n\nThe same client built for x86-64 and run as a process: pointers "
                 "and many structure fields are 8 bytes there, so the heap is larger.\n\n| host cell | heap after "
                 "setup | heap peak | %s heap peak | host - %s | stack host / %s |\n|---|---:|---:|---:|---:|---|\n",
            core, core, core, core);
    for (unsigned i = 0; i < run->count; i++) {
        const struct tcc_matrix_cell *cell = &run->cells[i];
        if (cell->entry->group != TCC_MX_HOST || !tcc_ok(cell))
            continue;
        const struct tcc_matrix_cell *twin = tcc_matrix_find(run, cell->entry->twin);
        const struct tcc_side *h = &cell->result->client;
        if (twin == NULL) {
            fprintf(out, "| %s | %s | %s | (not measured) | | |\n", cell->entry->id,
                    tcc_fmt_count(h->setup.heap_live, a, sizeof a), tcc_fmt_count(h->heap_peak, b, sizeof b));
            continue;
        }
        const struct tcc_side *m = &twin->result->client;
        fprintf(out, "| %s | %s | %s | %s | %s | %llu / %llu |\n", cell->entry->id,
                tcc_fmt_count(h->setup.heap_live, a, sizeof a), tcc_fmt_count(h->heap_peak, b, sizeof b),
                tcc_fmt_count(m->heap_peak, c, sizeof c), tcc_fmt_delta((int64_t)h->heap_peak - (int64_t)m->heap_peak, d, sizeof d),
                (unsigned long long)h->handshake_stack, (unsigned long long)m->handshake_stack);
    }
    fputc('\n', out);
}

static void tcc_md_peers(FILE *out, const struct tcc_matrix_run *run)
{
    const struct tcc_peers *p = run->peers;
    if (p == NULL && run->peers_error[0] != '\0')
        fprintf(out, "## Against real servers (host, loopback sockets)\n\nNot measured: the peers failed: %s\n\n",
                run->peers_error);
    if (p == NULL)
        return;
    fprintf(out, "## Against real servers (host, loopback sockets)\n\nThe %s client with a %u-byte receive buffer, as a "
                 "process, against servers tlscost started on free loopback ports; each server echoes one %u-byte "
                 "message.\n\n| server | certificate | client asks MFL | outcome | what happened |\n|---|---|---|---|---|\n",
            p->profile, p->in_len ? p->in_len : 16384, TCC_PEER_MESSAGE);
    for (unsigned i = 0; i < p->count; i++) {
        const struct tcc_peer_outcome *o = &p->outcomes[i];
        char outcome[24];
        snprintf(outcome, sizeof outcome, o->ok ? "ok" : "%s0x%04llx", o->code < 0 ? "-" : "",
                 (unsigned long long)(o->code < 0 ? -o->code : o->code));
        fprintf(out, "| %s | %s | %s | %s | %s |\n", o->server, strncmp(o->server_cert, "rsa", 3) == 0 ? "RSA-2048" : "P-256",
                o->mfl ? "yes" : "no", o->ran ? outcome : "not run", o->words);
    }
    fputc('\n', out);
}

static void tcc_md_resume(FILE *out, const struct tcc_matrix_run *run)
{
    char a[32], b[32], c[32];
    fprintf(out, "## Resumption\n\nA second connection offering the first one's session, against the full handshake "
                 "of the same run.\n\n| cell | how | full handshake instr | resumed instr | share | heap peak | "
                 "resumed? |\n|---|---|---:|---:|---:|---:|---|\n");
    for (unsigned i = 0; i < run->count; i++) {
        const struct tcc_matrix_cell *cell = &run->cells[i];
        if (cell->entry->group != TCC_MX_RESUME || !tcc_ok(cell))
            continue;
        const struct tcc_side *s = &cell->result->client;
        fprintf(out, "| %s | %s | %s | %s | %.2f %% | %s | %s |\n", cell->entry->id,
                strcmp(cell->entry->resume, "id") == 0 ? "session ID" : "session ticket",
                tcc_fmt_count(s->handshake_instr, a, sizeof a), tcc_fmt_count(s->resume_instr, b, sizeof b),
                s->handshake_instr ? 100.0 * (double)s->resume_instr / (double)s->handshake_instr : 0.0,
                tcc_fmt_count(s->heap_peak, c, sizeof c),
                s->resume_count == 0 ? "no second connection"
                                     : s->resume_verifies == 0 ? "yes: no certificate or signature checked"
                                                               : "no: the full handshake ran again");
    }
    fputc('\n', out);
}

static void tcc_md_failures(FILE *out, const struct tcc_matrix_run *run)
{
    int any = 0;
    for (unsigned i = 0; i < run->count; i++) {
        const struct tcc_matrix_cell *cell = &run->cells[i];
        if (cell->status == TCC_OK)
            continue;
        if (!any)
            fprintf(out, "## Cells that did not complete\n\nEach is reported, not hidden; the rest of the matrix "
                         "does not depend on them.\n\n| cell | outcome | what tlscost saw |\n|---|---|---|\n");
        any = 1;
        if (cell->entry->pitfall != NULL)
            fprintf(out, "| %s | %s | pitfall shown on purpose: %s. %s |\n", cell->entry->id, tcc_report_status(cell),
                    cell->entry->pitfall, cell->error);
        else
            fprintf(out, "| %s | %s | %s |\n", cell->entry->id, tcc_report_status(cell), cell->error);
    }
    if (any)
        fputc('\n', out);
}

void tcc_report_md(FILE *out, const struct tcc_matrix_run *run)
{
    const struct tcc_matrix_cell *min = tcc_matrix_find(run, "min");
    fprintf(out, "# tlscost report\n\nMbed TLS %s (source sha256 `%s`), built for and run on %s (mk/target/%s.mk); "
                 "ticks: %s; the wolfSSL and BearSSL cells name their own version and checksum (Libraries side by "
                 "side). %u cells measured in %.0f s.\n",
            run->library_version, run->library_sha256, run->target.title, run->target.name, run->target.counter,
            run->count, run->seconds);
    if (min != NULL)
        fprintf(out, "Compiler: %s, flags `%s`. tlscost %s.\n", min->result->compiler, min->result->cflags,
                min->result->tool_version);
    fputc('\n', out);
    tcc_md_answer(out, run);
    tcc_md_profiles(out, run, run->mhz);
    tcc_md_libraries(out, run);
    tcc_md_fits(out, run);
    tcc_md_diagnosis(out, run);
    tcc_md_interop(out, run);
    tcc_md_accels(out, run);
    tcc_md_against_min(out, run);
    tcc_md_ops(out, run);
    tcc_md_profile(out, run);
    tcc_md_symbols(out, run);
    tcc_md_buffers(out, run);
    tcc_md_resume(out, run);
    tcc_md_peers(out, run);
    tcc_md_server(out, run);
    tcc_md_host(out, run);
    tcc_md_objects(out, run);
    tcc_md_steps(out, run);
    tcc_md_figures(out, run);
    tcc_md_failures(out, run);
    fprintf(out, "How each figure is measured: docs/measurement.md. Result schema: docs/result-schema.md.\n");
}
