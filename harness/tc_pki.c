/* tc_pki.c: scenario table over the embedded PKI blobs (see tc_pki.h). */
#include "tc_pki.h"
#include <string.h>

#define TC_BLOB_DECLARE(n) extern const uint8_t tc_blob_##n[], tc_blob_##n##_end[];
/* Start and end are two symbols (two objects for C), so the length is taken from addresses. */
#define TC_BLOB(n) { tc_blob_##n, (size_t)((uintptr_t)tc_blob_##n##_end - (uintptr_t)tc_blob_##n) }

TC_BLOB_DECLARE(ec_root)
TC_BLOB_DECLARE(ec_int1)
TC_BLOB_DECLARE(ec_int2)
TC_BLOB_DECLARE(ec_server0_crt)
TC_BLOB_DECLARE(ec_server0_key)
TC_BLOB_DECLARE(ec_server1_crt)
TC_BLOB_DECLARE(ec_server1_key)
TC_BLOB_DECLARE(ec_server2_crt)
TC_BLOB_DECLARE(ec_server2_key)
TC_BLOB_DECLARE(ec_expired_crt)
TC_BLOB_DECLARE(ec_expired_key)
TC_BLOB_DECLARE(ec_wronghost_crt)
TC_BLOB_DECLARE(ec_wronghost_key)
TC_BLOB_DECLARE(ec_unknown_crt)
TC_BLOB_DECLARE(ec_unknown_key)
TC_BLOB_DECLARE(rsa_root)
TC_BLOB_DECLARE(rsa_int1)
TC_BLOB_DECLARE(rsa_server0_crt)
TC_BLOB_DECLARE(rsa_server0_key)
TC_BLOB_DECLARE(rsa_server1_crt)
TC_BLOB_DECLARE(rsa_server1_key)
TC_BLOB_DECLARE(rsa_unknown_root)

/* The stand-in chain of a probed server (tlscost run --server): its blobs come from an object the
 * tool writes for that run image (server_blobs.S); weak, so images without one link, and the
 * "server" scenario is unknown there. */
#define TC_SERVER_BLOB_DECLARE(n) \
    extern const uint8_t tc_blob_##n[] __attribute__((weak)), tc_blob_##n##_end[] __attribute__((weak));
TC_SERVER_BLOB_DECLARE(server_root)
TC_SERVER_BLOB_DECLARE(server_chain1)
TC_SERVER_BLOB_DECLARE(server_chain2)
TC_SERVER_BLOB_DECLARE(server_chain3)
TC_SERVER_BLOB_DECLARE(server_key)

static int tc_pki_server(struct tc_pki_scenario *out)
{
    if (tc_blob_server_root == NULL || tc_blob_server_chain1 == NULL || tc_blob_server_key == NULL)
        return -1;
    *out = (struct tc_pki_scenario){ .name = "server", .root = TC_BLOB(server_root), .key = TC_BLOB(server_key) };
    out->chain[out->chain_len++] = (struct tc_tls_blob)TC_BLOB(server_chain1);
    if (tc_blob_server_chain2 != NULL)
        out->chain[out->chain_len++] = (struct tc_tls_blob)TC_BLOB(server_chain2);
    if (tc_blob_server_chain3 != NULL)
        out->chain[out->chain_len++] = (struct tc_tls_blob)TC_BLOB(server_chain3);
    return 0;
}

struct tc_tls_blob tc_pki_ec_root(void)
{
    return (struct tc_tls_blob)TC_BLOB(ec_root);
}

struct tc_tls_blob tc_pki_rsa_root(void)
{
    return (struct tc_tls_blob)TC_BLOB(rsa_root);
}

/* The test pre-shared keys: 128 bits, the size Mbed TLS's PSK example config allows. */
static const uint8_t tc_psk_key[16] = { 0x74, 0x6c, 0x73, 0x63, 0x6f, 0x73, 0x74, 0x2d,
                                        0x70, 0x73, 0x6b, 0x2d, 0x6b, 0x65, 0x79, 0x31 };
static const uint8_t tc_psk_other_key[16] = { 0x74, 0x6c, 0x73, 0x63, 0x6f, 0x73, 0x74, 0x2d,
                                              0x6f, 0x74, 0x68, 0x65, 0x72, 0x6b, 0x65, 0x79 };
#define TC_PSK_IDENTITY "tlscost-device"

int tc_pki_scenario(const char *name, struct tc_pki_scenario *out)
{
    if (strcmp(name, "server") == 0)
        return tc_pki_server(out);
#define TC_SCENARIO(n, r, k, count, ...) \
    { .name = n, .root = TC_BLOB(r), .chain = { __VA_ARGS__ }, .chain_len = count, .key = TC_BLOB(k) }
    const struct tc_pki_scenario table[] = {
        TC_SCENARIO("ec0", ec_root, ec_server0_key, 1, TC_BLOB(ec_server0_crt)),
        TC_SCENARIO("ec1", ec_root, ec_server1_key, 2, TC_BLOB(ec_server1_crt), TC_BLOB(ec_int1)),
        TC_SCENARIO("ec2", ec_root, ec_server2_key, 3, TC_BLOB(ec_server2_crt), TC_BLOB(ec_int2),
                    TC_BLOB(ec_int1)),
        TC_SCENARIO("rsa0", rsa_root, rsa_server0_key, 1, TC_BLOB(rsa_server0_crt)),
        TC_SCENARIO("rsa1", rsa_root, rsa_server1_key, 2, TC_BLOB(rsa_server1_crt), TC_BLOB(rsa_int1)),
        TC_SCENARIO("expired", ec_root, ec_expired_key, 1, TC_BLOB(ec_expired_crt)),
        TC_SCENARIO("wronghost", ec_root, ec_wronghost_key, 1, TC_BLOB(ec_wronghost_crt)),
        TC_SCENARIO("unknown", ec_root, ec_unknown_key, 1, TC_BLOB(ec_unknown_crt)),
        TC_SCENARIO("rsa-unknown", rsa_unknown_root, rsa_server0_key, 1, TC_BLOB(rsa_server0_crt)),
        TC_SCENARIO("psk-wrongkey", ec_root, ec_server0_key, 1, TC_BLOB(ec_server0_crt)),
        TC_SCENARIO("psk-unknownid", ec_root, ec_server0_key, 1, TC_BLOB(ec_server0_crt)),
    };
#undef TC_SCENARIO
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        if (strcmp(table[i].name, name) == 0) {
            *out = table[i];
            out->server_psk = (struct tc_tls_psk){ { tc_psk_key, sizeof tc_psk_key }, TC_PSK_IDENTITY };
            out->client_psk = out->server_psk;
            if (strcmp(name, "psk-wrongkey") == 0)
                out->client_psk.key = (struct tc_tls_blob){ tc_psk_other_key, sizeof tc_psk_other_key };
            if (strcmp(name, "psk-unknownid") == 0)
                out->client_psk.identity = "tlscost-stranger";
            return 0;
        }
    }
    return -1;
}
