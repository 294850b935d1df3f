/* run_main.c: the run image's driver. Client and server of one library in one program over the
 * memory wire: calibrate the instruction counter, set both up, drive the client one handshake
 * state at a time (the server runs until it waits for the client), then the data phase, then
 * free both, printing a record (tc_out.h) for every measured piece.
 * Arguments (tc_args.h):
 *   cert=<scenario> host=<name> mfl=<bytes> req=<bytes> resp=<bytes>   the scenario (tc_pki.h;
 *                                    the PSK checks are scenarios too)
 *   trust=<scenario>                 the client trusts that scenario's root instead of cert's
 *   heap_limit=<bytes>               refuse client requests past this many live bytes
 *   alloc=count|firstfit|library arena=<bytes>   the client's heap as an arena (tc_arena.h)
 *   resume=id|ticket                 a second connection resumes the first ("rstep" records)
 *   inject=fault|hang|leak|unaligned tlscost's own tests: fault or hang at the client's
 *                                    SERVER_CERTIFICATE step, leave a client block unfreed, or
 *                                    load a word from an odd address (a fault on ARMv6-M)
 * Exit: 0 done, 1 the TLS run failed, 2 bad arguments, 3 a fault. */
#include <string.h>
#include "tc_arena.h"
#include "tc_args.h"
#include "tc_calib.h"
#include "tc_heap.h"
#include "tc_ops.h"
#include "tc_out.h"
#include "tc_pki.h"
#include "tc_platform.h"
#include "tc_stack.h"
#include "tc_wire.h"
#include "tls/tls.h"

#define TC_STEP_GUARD 400
#define TC_PAYLOAD_MAX 16384u
#define TC_WIRE_BYTES 40960u /* room for a whole flight or a 16 KB record with its overhead */

static struct tc_wire_pipe tc_c2s, tc_s2c;
static uint8_t tc_c2s_bytes[TC_WIRE_BYTES], tc_s2c_bytes[TC_WIRE_BYTES];
static uint8_t tc_payload[TC_PAYLOAD_MAX];

static const char *const tc_side_names[TC_SIDE_COUNT] = { "client", "server" };

/* One measured piece of work: who ran, ticks taken, heap and stack reached. */
struct tc_span {
    enum tc_side side;
    uint64_t t0;
};

static struct tc_span tc_span_begin(enum tc_side side)
{
    tc_heap_set_side(side);
    tc_heap_reset_peak(side);
    tc_ops_reset();
    tc_stack_paint();
    return (struct tc_span){ side, tc_plat_ticks() };
}

/* Print a record of the span under kind with its name and result. */
static void tc_span_end(const struct tc_span *span, const char *kind, const char *name, int ret)
{
    uint64_t ticks = tc_plat_ticks() - span->t0;
    const struct tc_heap_side *heap = tc_heap_stats(span->side);
    tc_out_start(kind);
    tc_out_str("side", tc_side_names[span->side]);
    tc_out_str("name", name);
    tc_out_u64("ticks", ticks);
    tc_out_u64("heap_peak", heap->peak);
    tc_out_u64("heap_live", heap->live);
    tc_out_u64("stack", tc_stack_used());
    tc_out_i32("ret", ret);
    const struct tc_op_total *ops = tc_ops_totals();
    for (unsigned op = 0; op < TC_OP_COUNT; op++) {
        if (ops[op].count == 0)
            continue;
        tc_out_u64(tc_op_name((enum tc_op)op), ops[op].ticks);
        tc_out_u64(tc_op_count_name((enum tc_op)op), ops[op].count);
    }
    tc_out_end();
}

/* The client step in which the client's heap first refused a request: when the handshake then
 * fails on either side, that refusal is the cause worth reporting. */
static const char *tc_client_heap_step;

static void tc_note_client_heap(const char *step)
{
    if (tc_client_heap_step == NULL && tc_heap_stats(TC_SIDE_CLIENT)->failures > 0)
        tc_client_heap_step = step;
}

static int tc_fail(enum tc_side side, const char *step, int code)
{
    if (tc_client_heap_step != NULL) {
        side = TC_SIDE_CLIENT;
        step = tc_client_heap_step;
    }
    const struct tc_heap_side *heap = tc_heap_stats(side);
    tc_out_start("error");
    tc_out_str("side", tc_side_names[side]);
    tc_out_str("step", step);
    tc_out_i32("code", code);
    tc_out_u64("heap_failures", heap->failures);
    tc_out_u64("heap_failed_size", heap->failed_size);
    tc_out_u64("heap_live", heap->live);
    tc_out_end();
    tc_out_start("end");
    tc_out_u64("code", 1);
    tc_out_end();
    return 1;
}

/* Run the server until it waits for the client; returns TC_TLS_WANT, TC_TLS_DONE or an error. */
static int tc_run_server(const char *kind)
{
    for (int guard = 0; guard < TC_STEP_GUARD; guard++) {
        int state = tc_tls_server_state();
        const char *name = tc_tls_server_state_name(state);
        tc_out_set_where("server", name);
        struct tc_span span = tc_span_begin(TC_SIDE_SERVER);
        int r = tc_tls_server_step();
        if (r == TC_TLS_DONE)
            return r;
        tc_span_end(&span, kind, name, r);
        if (r != 0)
            return r;
    }
    return TC_TLS_WANT;
}

/* The self-test hooks: a fault (tc_plat_fault), an endless loop, a client block that is never
 * freed, or a word loaded from an odd address. */
static void tc_inject(const char *what)
{
    static uint32_t words[2];
    static volatile uintptr_t odd; /* volatile, so the compiler cannot see the address is odd */
    if (strcmp(what, "fault") == 0)
        tc_plat_fault();
    if (strcmp(what, "unaligned") == 0) {
        odd = (uintptr_t)words + 1;
        words[0] = *(volatile const uint32_t *)odd;
    }
    while (strcmp(what, "hang") == 0)
        ;
    if (strcmp(what, "leak") == 0) {
        tc_heap_set_side(TC_SIDE_CLIENT);
        (void)tc_heap_calloc(1, 100);
    }
}

/* Drive one handshake; kind names its step records ("step", or "rstep" for a resumption). */
static int tc_handshake(const char *kind, const char *inject)
{
    int client_ret = 0, server_ret = 0;
    for (int guard = 0; guard < TC_STEP_GUARD; guard++) {
        uint64_t moved = tc_c2s.carried + tc_s2c.carried;
        if (client_ret != TC_TLS_DONE) {
            int state = tc_tls_client_state();
            const char *name = tc_tls_client_state_name(state);
            tc_out_set_where("client", name);
            if (strcmp(name, "SERVER_CERTIFICATE") == 0)
                tc_inject(inject);
            struct tc_span span = tc_span_begin(TC_SIDE_CLIENT);
            client_ret = tc_tls_client_step();
            if (client_ret != TC_TLS_DONE)
                tc_span_end(&span, kind, name, client_ret);
            tc_note_client_heap(name);
            if (client_ret < 0)
                return tc_fail(TC_SIDE_CLIENT, name, client_ret);
        }
        if (server_ret != TC_TLS_DONE) {
            server_ret = tc_run_server(kind);
            if (server_ret < 0)
                return tc_fail(TC_SIDE_SERVER, tc_tls_server_state_name(tc_tls_server_state()), server_ret);
        }
        if (client_ret == TC_TLS_DONE && server_ret == TC_TLS_DONE)
            return 0;
        if (client_ret == TC_TLS_WANT && server_ret == TC_TLS_WANT &&
            moved == tc_c2s.carried + tc_s2c.carried)
            return tc_fail(TC_SIDE_CLIENT, "WIRE_STALLED", -1);
    }
    return tc_fail(TC_SIDE_CLIENT, "STEP_LIMIT", -1);
}

/* Move len bytes through write (one side) or read (the other); returns 0 or an error. */
static int tc_transfer(int (*io)(uint8_t *, size_t), enum tc_side side, const char *name, size_t len)
{
    tc_out_set_where(tc_side_names[side], name);
    struct tc_span span = tc_span_begin(side);
    size_t done = 0;
    int r = 0;
    for (int guard = 0; done < len && guard < TC_STEP_GUARD; guard++) {
        r = io(tc_payload + done, len - done);
        if (r < 0)
            break;
        if (r != TC_TLS_WANT)
            done += (size_t)r;
    }
    tc_span_end(&span, "data", name, r < 0 ? r : (int)done);
    if (side == TC_SIDE_CLIENT)
        tc_note_client_heap(name);
    if (r < 0)
        return tc_fail(side, name, r);
    return done == len ? 0 : tc_fail(side, name, -1);
}

static int tc_client_write(uint8_t *buf, size_t len) { return tc_tls_client_write(buf, len); }
static int tc_server_write(uint8_t *buf, size_t len) { return tc_tls_server_write(buf, len); }

static int tc_data_phase(uint32_t request, uint32_t response)
{
    for (uint32_t i = 0; i < TC_PAYLOAD_MAX; i++)
        tc_payload[i] = (uint8_t)('a' + i % 26u);
    int r = tc_transfer(tc_client_write, TC_SIDE_CLIENT, "WRITE_REQUEST", request);
    if (r == 0)
        r = tc_transfer(tc_tls_server_read, TC_SIDE_SERVER, "READ_REQUEST", request);
    if (r == 0)
        r = tc_transfer(tc_server_write, TC_SIDE_SERVER, "WRITE_RESPONSE", response);
    if (r == 0)
        r = tc_transfer(tc_tls_client_read, TC_SIDE_CLIENT, "READ_RESPONSE", response);
    return r;
}

static void tc_report_heap(enum tc_side side, uint64_t live_after_free)
{
    const struct tc_heap_side *heap = tc_heap_stats(side);
    tc_out_start("heap");
    tc_out_str("side", tc_side_names[side]);
    tc_out_u64("peak", heap->total_peak);
    tc_out_u64("allocations", heap->allocations);
    tc_out_u64("failures", heap->failures);
    tc_out_u64("live_after_free", live_after_free);
    tc_out_end();
}

int main(void)
{
    const char *args = tc_plat_args();
    char cert[16], trust[16], host[64], inject[16] = "", resume[8] = "";
    struct tc_pki_scenario pki, trusted;
    tc_plat_clock_init();
    tc_out_start("begin");
    tc_out_str("platform", tc_plat_name());
    tc_out_str("library", tc_tls_library());
    tc_out_str("version", tc_tls_version());
    tc_out_str("server_library", tc_tls_server_library());
    tc_out_str("server_version", tc_tls_server_version());
    tc_out_str("auth", tc_tls_client_auth());
    tc_out_end();
    if (tc_args_get(args, "cert", cert, sizeof cert) != 0)
        strcpy(cert, "ec0");
    tc_args_get(args, "inject", inject, sizeof inject);
    tc_args_get(args, "resume", resume, sizeof resume);
    if (tc_args_get(args, "host", host, sizeof host) != 0)
        strcpy(host, "tlscost.test");
    uint32_t request = tc_args_u32(args, "req", 37), response = tc_args_u32(args, "resp", 1000);
    if (tc_args_get(args, "trust", trust, sizeof trust) != 0)
        strcpy(trust, cert);
    if (tc_pki_scenario(cert, &pki) != 0 || tc_pki_scenario(trust, &trusted) != 0 || request > TC_PAYLOAD_MAX ||
        response > TC_PAYLOAD_MAX) {
        tc_out_start("badargs");
        tc_out_str("args", args);
        tc_out_end();
        return 2;
    }
    tc_heap_set_limit(TC_SIDE_CLIENT, tc_args_u32(args, "heap_limit", 0));
    char alloc[16] = "count";
    tc_args_get(args, "alloc", alloc, sizeof alloc);
    if (strcmp(alloc, "count") != 0) {
        const struct tc_arena_allocator *a = strcmp(alloc, "firstfit") == 0 ? &tc_arena_firstfit
                                             : strcmp(alloc, "library") == 0 ? &tc_tls_arena_allocator : NULL;
        if (a == NULL || tc_arena_start(a, tc_args_u32(args, "arena", 0)) != 0) {
            tc_out_start("badargs");
            tc_out_str("args", args);
            tc_out_end();
            return 2;
        }
        tc_tls_use_allocator(tc_arena_calloc, tc_arena_free);
    }
    tc_wire_init(&tc_c2s, tc_c2s_bytes, sizeof tc_c2s_bytes);
    tc_wire_init(&tc_s2c, tc_s2c_bytes, sizeof tc_s2c_bytes);
    tc_calibrate();

    struct tc_tls_server_cfg scfg = { .chain_len = pki.chain_len, .key = pki.key, .tx = &tc_s2c, .rx = &tc_c2s,
                                      .suite = (uint16_t)tc_args_u32(args, "suite", 0),
                                      .group = (uint16_t)tc_args_u32(args, "group", 0) };
    memcpy(scfg.chain, pki.chain, sizeof scfg.chain);
    /* The server expects a pre-shared key only from a PSK client, so a certificate client's
     * server is set up as it always was. */
    if (strcmp(tc_tls_client_auth(), "psk") == 0)
        scfg.psk = &pki.server_psk;
    struct tc_tls_client_cfg ccfg = { .ca = trusted.root, .host = host, .mfl = tc_args_u32(args, "mfl", 0),
                                      .psk = &pki.client_psk,
                                      .tickets = strcmp(resume, "id") != 0, .tx = &tc_c2s, .rx = &tc_s2c };
    tc_out_set_where("server", "SETUP");
    struct tc_span span = tc_span_begin(TC_SIDE_SERVER);
    int r = tc_tls_server_setup(&scfg);
    tc_span_end(&span, "setup", "SETUP", r);
    if (r != 0)
        return tc_fail(TC_SIDE_SERVER, "SETUP", r);
    tc_out_set_where("client", "SETUP");
    span = tc_span_begin(TC_SIDE_CLIENT);
    r = tc_tls_client_setup(&ccfg);
    tc_span_end(&span, "setup", "SETUP", r);
    tc_note_client_heap("SETUP");
    if (r != 0)
        return tc_fail(TC_SIDE_CLIENT, "SETUP", r);

    if (tc_handshake("step", inject) != 0 || tc_data_phase(request, response) != 0)
        return 1;
    if (resume[0] != '\0') {
        /* A second connection over a fresh wire, offering the first one's session. */
        tc_heap_set_side(TC_SIDE_CLIENT);
        r = tc_tls_client_prepare_resume();
        if (r != 0)
            return tc_fail(TC_SIDE_CLIENT, "RESUME_SETUP", r);
        tc_heap_set_side(TC_SIDE_SERVER);
        if ((r = tc_tls_server_reset()) != 0)
            return tc_fail(TC_SIDE_SERVER, "RESUME_SETUP", r);
        tc_wire_init(&tc_c2s, tc_c2s_bytes, sizeof tc_c2s_bytes);
        tc_wire_init(&tc_s2c, tc_s2c_bytes, sizeof tc_s2c_bytes);
        if (tc_handshake("rstep", "") != 0)
            return 1;
    }
    /* Printed after every measured span, so the records before keep their tick phase. */
    unsigned in_len, out_len;
    tc_tls_client_buffers(&in_len, &out_len);
    tc_out_start("session");
    tc_out_str("suite", tc_tls_client_suite());
    tc_out_u64("in_len", in_len);
    tc_out_u64("out_len", out_len);
    tc_out_u64("client_to_server", tc_c2s.carried);
    tc_out_u64("server_to_client", tc_s2c.carried);
    tc_out_end();

    tc_heap_set_side(TC_SIDE_CLIENT);
    tc_tls_client_free();
    tc_report_heap(TC_SIDE_CLIENT, tc_heap_stats(TC_SIDE_CLIENT)->live);
    tc_heap_set_side(TC_SIDE_SERVER);
    tc_tls_server_free();
    tc_report_heap(TC_SIDE_SERVER, tc_heap_stats(TC_SIDE_SERVER)->live);
    tc_out_start("end");
    tc_out_u64("code", 0);
    tc_out_end();
    return 0;
}
