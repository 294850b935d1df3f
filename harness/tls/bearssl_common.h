/* bearssl_common.h: what the BearSSL client and server adapters share: moving an engine's
 * records over the memory wire, the handshake step by flight, application data in and out,
 * repeatable entropy, and the engines the suite needs (from bearssl_engines.c in the size
 * image, or bearssl_ops.c in the run image, where they are counted for the operation breakdown). */
#ifndef TC_BEARSSL_COMMON_H
#define TC_BEARSSL_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include "bearssl.h"
#include "tc_flights.h"
#include "tc_wire.h"

/* One side's engine, its wire and its flights. */
struct tc_bearssl_side {
    br_ssl_engine_context *eng;
    struct tc_wire_pipe *tx, *rx;
    struct tc_flight_counter flights;
    int handshake_over;
};

/* The engines, each a build setting a profile (or tlscost fit) may change; the defaults are
 * BearSSL's own picks for a 32-bit core with a constant-time 32x32 multiply, such as the M4. */
#ifndef TC_BEARSSL_EC
#define TC_BEARSSL_EC br_ec_p256_m31 /* or br_ec_p256_m15, br_ec_prime_i31, br_ec_prime_i15 */
#endif
#ifndef TC_BEARSSL_ECDSA_VRFY
#define TC_BEARSSL_ECDSA_VRFY br_ecdsa_i31_vrfy_asn1 /* or br_ecdsa_i15_vrfy_asn1 */
#endif
#ifndef TC_BEARSSL_RSA_VRFY
#define TC_BEARSSL_RSA_VRFY br_rsa_i31_pkcs1_vrfy /* or br_rsa_i15_pkcs1_vrfy, br_rsa_i32_pkcs1_vrfy */
#endif
#ifndef TC_BEARSSL_AES_CTR
#define TC_BEARSSL_AES_CTR br_aes_ct_ctr_vtable /* or br_aes_small_ctr_vtable, br_aes_big_ctr_vtable */
#endif
#ifndef TC_BEARSSL_GHASH
#define TC_BEARSSL_GHASH br_ghash_ctmul /* or br_ghash_ctmul32 */
#endif

/* The job's key exchange: ECDHE-ECDSA, or ECDHE-RSA where a profile sets TC_BEARSSL_KX_RSA
 * (the server's certificate and its ServerKeyExchange signed with RSA, PKCS#1 v1.5). */
#ifndef TC_BEARSSL_KX_RSA
#define TC_BEARSSL_KX_RSA 0
#endif

/* The P-256 implementation and the signature verifiers (ECDSA with ASN.1 signatures, RSA
 * PKCS#1 v1.5) the adapters hand over. */
const br_ec_impl *tc_bearssl_ec(void);
br_ecdsa_vrfy tc_bearssl_ecdsa_vrfy(void);
br_rsa_pkcs1_vrfy tc_bearssl_rsa_vrfy(void);
/* Configure eng for TLS 1.2 and the job's one suite (ECDHE-ECDSA- or ECDHE-RSA-AES128-GCM-SHA256),
 * over buf (bidi: one half for each direction, else one half-duplex buffer). */
void tc_bearssl_engine_setup(br_ssl_engine_context *eng, void *buf, size_t buf_len, int bidi);
/* Give the engine 32 bytes from a counter, so runs repeat instruction for instruction. */
void tc_bearssl_entropy(br_ssl_engine_context *eng, uint32_t counter);

int tc_bearssl_step(struct tc_bearssl_side *side);
int tc_bearssl_write(struct tc_bearssl_side *side, const uint8_t *buf, size_t len);
int tc_bearssl_read(struct tc_bearssl_side *side, uint8_t *buf, size_t len);
int tc_bearssl_state(const struct tc_bearssl_side *side);

#endif
