/* peer_main.c: the peer image (host only): one side of a TLS connection over a real loopback
 * socket, for tlscost peers. role=server listens on 127.0.0.1 on a port the kernel picks,
 * prints it, serves one connection and echoes one message back in a single write (one record,
 * as long as its buffers allow). role=client connects to port=N, runs the handshake, sends a
 * request of req bytes and reads resp bytes. Both print records (tc_out.h); a failure is an
 * error record with the step and the library's code. Bounded: an alarm ends a stuck run. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include "tc_args.h"
#include "tc_out.h"
#include "tc_pki.h"
#include "tc_platform.h"
#include "tls/tls.h"

#define TC_PEER_MAX 16384u
#define TC_PEER_SECONDS 30u
#define TC_PEER_GUARD 400

static uint8_t tc_peer_buffer[TC_PEER_MAX];

static int tc_peer_end(int code)
{
    tc_out_start("end");
    tc_out_u64("code", (uint64_t)code);
    tc_out_end();
    return code;
}

static int tc_peer_fail(const char *side, const char *step, int code)
{
    tc_out_start("error");
    tc_out_str("side", side);
    tc_out_str("step", step);
    tc_out_i32("code", code);
    tc_out_u64("heap_failures", 0);
    tc_out_u64("heap_failed_size", 0);
    tc_out_u64("heap_live", 0);
    tc_out_end();
    return tc_peer_end(1);
}

/* Step a handshake to its end; returns 0 or the failing step's error (name in *where). */
static int tc_peer_handshake(int (*step)(void), int (*state)(void), const char *(*state_name)(int),
                             const char **where)
{
    for (int guard = 0; guard < TC_PEER_GUARD; guard++) {
        *where = state_name(state());
        int r = step();
        if (r == TC_TLS_DONE)
            return 0;
        if (r < 0)
            return r;
    }
    return -1;
}

static int tc_peer_server(const struct tc_pki_scenario *pki)
{
    struct tc_tls_server_cfg cfg = { .chain_len = pki->chain_len, .key = pki->key };
    memcpy(cfg.chain, pki->chain, sizeof cfg.chain);
    int r = tc_tls_server_setup(&cfg);
    if (r != 0)
        return tc_peer_fail("server", "SETUP", r);
    int listener = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in addr = { .sin_family = AF_INET, .sin_port = 0 };
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof addr;
    if (listener < 0 || bind(listener, (struct sockaddr *)&addr, sizeof addr) != 0 || listen(listener, 1) != 0 ||
        getsockname(listener, (struct sockaddr *)&addr, &len) != 0)
        return tc_peer_fail("server", "LISTEN", -1);
    tc_out_start("listening");
    tc_out_u64("port", ntohs(addr.sin_port));
    tc_out_end();
    int fd = accept(listener, NULL, NULL);
    close(listener);
    if (fd < 0)
        return tc_peer_fail("server", "ACCEPT", -1);
    tc_tls_server_use_socket(fd);
    const char *where = "";
    r = tc_peer_handshake(tc_tls_server_step, tc_tls_server_state, tc_tls_server_state_name, &where);
    if (r != 0)
        return tc_peer_fail("server", where, r);
    /* Echo one message, a line: read it whole (it may come in several records), write it back in one
     * call, so its records are as long as the server's buffers and the client's MFL allow. */
    size_t got = 0;
    while (got < sizeof tc_peer_buffer && (got == 0 || tc_peer_buffer[got - 1] != '\n')) {
        r = tc_tls_server_read(tc_peer_buffer + got, sizeof tc_peer_buffer - got);
        if (r <= 0)
            return tc_peer_fail("server", "READ_REQUEST", r == 0 ? -0x7280 : r);
        got += (size_t)r;
    }
    for (size_t sent = 0; sent < got; sent += (size_t)r)
        if ((r = tc_tls_server_write(tc_peer_buffer + sent, got - sent)) <= 0)
            return tc_peer_fail("server", "WRITE_RESPONSE", r);
    /* Wait for the client to close first: closing with its data unread would reset the connection. */
    while (tc_tls_server_read(tc_peer_buffer, sizeof tc_peer_buffer) > 0)
        ;
    close(fd);
    return tc_peer_end(0);
}

static int tc_peer_client(const struct tc_pki_scenario *pki, const char *args)
{
    uint32_t port = tc_args_u32(args, "port", 0), request = tc_args_u32(args, "req", 37);
    uint32_t response = tc_args_u32(args, "resp", request);
    if (port == 0 || port > 65535 || request == 0 || request > TC_PEER_MAX || response > TC_PEER_MAX) {
        tc_out_start("badargs");
        tc_out_str("args", args);
        tc_out_end();
        return tc_peer_end(2);
    }
    struct tc_tls_client_cfg cfg = { .ca = pki->root, .host = "tlscost.test", .mfl = tc_args_u32(args, "mfl", 0),
                                     .psk = &pki->client_psk };
    int r = tc_tls_client_setup(&cfg);
    if (r != 0)
        return tc_peer_fail("client", "SETUP", r);
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in addr = { .sin_family = AF_INET, .sin_port = htons((uint16_t)port) };
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (fd < 0 || connect(fd, (struct sockaddr *)&addr, sizeof addr) != 0)
        return tc_peer_fail("client", "CONNECT", -1);
    tc_tls_client_use_socket(fd);
    const char *where = "";
    r = tc_peer_handshake(tc_tls_client_step, tc_tls_client_state, tc_tls_client_state_name, &where);
    if (r != 0)
        return tc_peer_fail("client", where, r);
    for (uint32_t i = 0; i < request; i++)
        tc_peer_buffer[i] = i + 1 == request ? '\n' : (uint8_t)('a' + i % 26u);
    for (uint32_t sent = 0; sent < request; sent += (uint32_t)r)
        if ((r = tc_tls_client_write(tc_peer_buffer + sent, request - sent)) <= 0)
            return tc_peer_fail("client", "WRITE_REQUEST", r);
    for (uint32_t got = 0; got < response; got += (uint32_t)r)
        if ((r = tc_tls_client_read(tc_peer_buffer, sizeof tc_peer_buffer)) <= 0)
            return tc_peer_fail("client", "READ_RESPONSE", r == 0 ? -0x7280 : r);
    tc_out_start("session");
    tc_out_str("suite", tc_tls_client_suite());
    tc_out_u64("client_to_server", request);
    tc_out_u64("server_to_client", response);
    tc_out_end();
    close(fd);
    return tc_peer_end(0);
}

int main(void)
{
    const char *args = tc_plat_args();
    char role[16] = "", cert[16] = "ec0";
    struct tc_pki_scenario pki;
    tc_plat_clock_init();
    alarm(TC_PEER_SECONDS);
    tc_out_start("begin");
    tc_out_str("platform", tc_plat_name());
    tc_out_str("library", tc_tls_library());
    tc_out_str("version", tc_tls_version());
    tc_out_end();
    tc_args_get(args, "role", role, sizeof role);
    tc_args_get(args, "cert", cert, sizeof cert);
    if (tc_pki_scenario(cert, &pki) != 0 || (strcmp(role, "server") != 0 && strcmp(role, "client") != 0)) {
        tc_out_start("badargs");
        tc_out_str("args", args);
        tc_out_end();
        return tc_peer_end(2);
    }
    return strcmp(role, "server") == 0 ? tc_peer_server(&pki) : tc_peer_client(&pki, args);
}
