/* peer_main.c: the peer image (host only): one side of a TLS connection over a real loopback
 * socket, for tlscost peers. role=server listens on 127.0.0.1 on a port the kernel picks,
 * prints it, serves one connection and echoes one message back in a single write (one record,
 * as long as its buffers allow). role=client connects to port=N, runs the handshake, sends a
 * request of req bytes and reads resp bytes. Both print records (tc_out.h), the begin record
 * with the client's buffers (in_len, out_len) as its adapter sizes them; a failure is an
 * error record with the step and the library's code, or code 0 when the peer closed the
 * connection while this side waited. Bounded: an alarm ends a stuck run.
 * The library talks to the memory wire (tc_wire.h) as in every other image; a pump here moves
 * the wire's bytes to and from the socket, so any adapter works unchanged. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include "tc_args.h"
#include "tc_out.h"
#include "tc_pki.h"
#include "tc_platform.h"
#include "tc_wire.h"
#include "tls/tls.h"

#define TC_PEER_MAX 16384u
#define TC_PEER_SECONDS 30u
#define TC_PEER_GUARD 4000
/* Each way, room for the longest record (16 KB content and its expansion) twice over. */
#define TC_PEER_WIRE 40960u
#define TC_PEER_CLOSED 0 /* the code of a connection the peer closed while this side waited */

static uint8_t tc_peer_buffer[TC_PEER_MAX];
static uint8_t tc_peer_tx_storage[TC_PEER_WIRE], tc_peer_rx_storage[TC_PEER_WIRE];
static struct tc_wire_pipe tc_peer_tx, tc_peer_rx;
static int tc_peer_fd = -1;

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

/* Send everything the library has written to the wire; the bytes sent, or -1 when the socket
 * failed. */
static long tc_peer_flush(void)
{
    long sent = 0;
    while (tc_peer_tx.head < tc_peer_tx.tail) {
        ssize_t n = send(tc_peer_fd, tc_peer_tx.data + tc_peer_tx.head, tc_peer_tx.tail - tc_peer_tx.head,
                         MSG_NOSIGNAL);
        if (n <= 0)
            return -1;
        tc_peer_tx.head += (size_t)n;
        sent += n;
    }
    return sent;
}

/* After a library call that returned r, with the wire's read position at read_before when it
 * began: send what it wrote, and when it waits for the peer having neither sent nor taken in
 * anything, receive what the peer sends next into the wire. (Only this pump writes to the
 * wire's read side, so within a call its read position only moves forward.) 0, or -1 when the
 * connection closed or failed. */
static int tc_peer_pump(int r, size_t read_before)
{
    long sent = tc_peer_flush();
    if (sent < 0)
        return -1;
    if (r != TC_TLS_WANT || sent > 0 || tc_peer_rx.head != read_before)
        return 0;
    if (tc_peer_rx.head == tc_peer_rx.tail)
        tc_peer_rx.head = tc_peer_rx.tail = 0;
    size_t room = tc_peer_rx.capacity - tc_peer_rx.tail;
    ssize_t n = room ? recv(tc_peer_fd, tc_peer_rx.data + tc_peer_rx.tail, room, 0) : -1;
    if (n <= 0)
        return -1;
    tc_peer_rx.tail += (size_t)n;
    tc_peer_rx.carried += (uint64_t)n;
    return 0;
}

/* Step a handshake to its end; 0, or -1 with the failing step's name in *where and in *code
 * the library's error, TC_PEER_CLOSED, or -1 when it never ended. */
static int tc_peer_handshake(int (*step)(void), int (*state)(void), const char *(*state_name)(int),
                             const char **where, int *code)
{
    *code = -1;
    for (int guard = 0; guard < TC_PEER_GUARD; guard++) {
        *where = state_name(state());
        size_t read_before = tc_peer_rx.head;
        int r = step();
        int closed = tc_peer_pump(r, read_before) != 0;
        if (r == TC_TLS_DONE)
            return 0;
        if (r < 0 || closed) {
            *code = r < 0 ? r : TC_PEER_CLOSED;
            return -1;
        }
    }
    return -1;
}

/* Read or write application data through the pump: the byte count, the library's error, or
 * TC_PEER_CLOSED. */
static int tc_peer_data(int (*io)(uint8_t *, size_t), uint8_t *buf, size_t len)
{
    for (int guard = 0; guard < TC_PEER_GUARD; guard++) {
        size_t read_before = tc_peer_rx.head;
        int r = io(buf, len);
        int closed = tc_peer_pump(r, read_before) != 0;
        if (r != TC_TLS_WANT)
            return r;
        if (closed)
            return TC_PEER_CLOSED;
    }
    return -1;
}

static int tc_peer_server_write(uint8_t *buf, size_t len)
{
    return tc_tls_server_write(buf, len);
}

static int tc_peer_client_write(uint8_t *buf, size_t len)
{
    return tc_tls_client_write(buf, len);
}

static int tc_peer_server(const struct tc_pki_scenario *pki)
{
    struct tc_tls_server_cfg cfg = { .chain_len = pki->chain_len, .key = pki->key, .tx = &tc_peer_tx,
                                     .rx = &tc_peer_rx };
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
    tc_peer_fd = accept(listener, NULL, NULL);
    close(listener);
    if (tc_peer_fd < 0)
        return tc_peer_fail("server", "ACCEPT", -1);
    const char *where = "";
    if (tc_peer_handshake(tc_tls_server_step, tc_tls_server_state, tc_tls_server_state_name, &where, &r) != 0)
        return tc_peer_fail("server", where, r);
    /* Echo one message, a line: read it whole (it may come in several records), write it back in one
     * call, so its records are as long as the server's buffers and the client's MFL allow. */
    size_t got = 0;
    while (got < sizeof tc_peer_buffer && (got == 0 || tc_peer_buffer[got - 1] != '\n')) {
        r = tc_peer_data(tc_tls_server_read, tc_peer_buffer + got, sizeof tc_peer_buffer - got);
        if (r <= 0)
            return tc_peer_fail("server", "READ_REQUEST", r);
        got += (size_t)r;
    }
    for (size_t sent = 0; sent < got; sent += (size_t)r)
        if ((r = tc_peer_data(tc_peer_server_write, tc_peer_buffer + sent, got - sent)) <= 0)
            return tc_peer_fail("server", "WRITE_RESPONSE", r);
    /* Wait for the client to close first: closing with its data unread would reset the connection. */
    while (tc_peer_data(tc_tls_server_read, tc_peer_buffer, sizeof tc_peer_buffer) > 0)
        ;
    close(tc_peer_fd);
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
                                     .psk = &pki->client_psk, .tx = &tc_peer_tx, .rx = &tc_peer_rx };
    int r = tc_tls_client_setup(&cfg);
    if (r != 0)
        return tc_peer_fail("client", "SETUP", r);
    tc_peer_fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in addr = { .sin_family = AF_INET, .sin_port = htons((uint16_t)port) };
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (tc_peer_fd < 0 || connect(tc_peer_fd, (struct sockaddr *)&addr, sizeof addr) != 0)
        return tc_peer_fail("client", "CONNECT", -1);
    const char *where = "";
    if (tc_peer_handshake(tc_tls_client_step, tc_tls_client_state, tc_tls_client_state_name, &where, &r) != 0)
        return tc_peer_fail("client", where, r);
    for (uint32_t i = 0; i < request; i++)
        tc_peer_buffer[i] = i + 1 == request ? '\n' : (uint8_t)('a' + i % 26u);
    for (uint32_t sent = 0; sent < request; sent += (uint32_t)r)
        if ((r = tc_peer_data(tc_peer_client_write, tc_peer_buffer + sent, request - sent)) <= 0)
            return tc_peer_fail("client", "WRITE_REQUEST", r);
    for (uint32_t got = 0; got < response; got += (uint32_t)r)
        if ((r = tc_peer_data(tc_tls_client_read, tc_peer_buffer, sizeof tc_peer_buffer)) <= 0)
            return tc_peer_fail("client", "READ_RESPONSE", r);
    tc_out_start("session");
    tc_out_str("suite", tc_tls_client_suite());
    tc_out_u64("client_to_server", request);
    tc_out_u64("server_to_client", response);
    tc_out_end();
    close(tc_peer_fd);
    return tc_peer_end(0);
}

int main(void)
{
    const char *args = tc_plat_args();
    char role[16] = "", cert[16] = "ec0";
    struct tc_pki_scenario pki;
    tc_plat_clock_init();
    tc_wire_init(&tc_peer_tx, tc_peer_tx_storage, sizeof tc_peer_tx_storage);
    tc_wire_init(&tc_peer_rx, tc_peer_rx_storage, sizeof tc_peer_rx_storage);
    alarm(TC_PEER_SECONDS);
    tc_out_start("begin");
    tc_out_str("platform", tc_plat_name());
    tc_out_str("library", tc_tls_library());
    tc_out_str("version", tc_tls_version());
    unsigned in_len, out_len;
    tc_tls_client_buffers(&in_len, &out_len);
    tc_out_u64("in_len", in_len);
    tc_out_u64("out_len", out_len);
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
