/* size_main.c: the size image: the client alone, as a device would ship it (connect, verify,
 * send a request, read a response, close). Flash is measured on this image after
 * --gc-sections; it is linked, never run. The transport is the memory wire. A PSK client's key
 * and identity (31 B) are provisioning data, like a device's own certificate: not linked here. */
#include "tc_pki.h"
#include "tc_wire.h"
#include "tls/tls.h"

/* The transport's own buffers stay small: a device's TCP/IP stack owns them, not TLS. */
static struct tc_wire_pipe tc_tx, tc_rx;
static uint8_t tc_tx_bytes[64], tc_rx_bytes[64], tc_buffer[64];

int main(void)
{
#if defined(TC_ROOT_RSA)
    struct tc_tls_blob root = tc_pki_rsa_root();
#else
    struct tc_tls_blob root = tc_pki_ec_root();
#endif
    struct tc_tls_client_cfg cfg = { .ca = root, .host = "tlscost.test", .mfl = 4096, .tx = &tc_tx, .rx = &tc_rx };
    tc_wire_init(&tc_tx, tc_tx_bytes, sizeof tc_tx_bytes);
    tc_wire_init(&tc_rx, tc_rx_bytes, sizeof tc_rx_bytes);
    int r = tc_tls_client_setup(&cfg);
    while (r == 0 || r == TC_TLS_WANT)
        r = tc_tls_client_step();
    if (r == TC_TLS_DONE)
        r = tc_tls_client_write(tc_buffer, 37);
    while (r >= 0)
        r = tc_tls_client_read(tc_buffer, sizeof tc_buffer);
    tc_tls_client_free();
    return r == 0 ? 0 : 1;
}
