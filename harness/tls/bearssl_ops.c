/* bearssl_ops.c: the run image's P-256 and RSA engines for BearSSL: the same ones as the size image
 * (bearssl_engines.c), each call bracketed for the operation breakdown (tc_ops.h). BearSSL
 * reaches them through the pointers the adapter hands over, so no --wrap is needed: ECDSA
 * verification (the X.509 engine and the ServerKeyExchange signature), the ECDHE key pair
 * (mulgen) and the shared secret (mul), and RSA verification (each RSA link and, for ECDHE-RSA,
 * the ServerKeyExchange signature). muladd only runs inside a verification. */
#include "bearssl_common.h"
#include "tc_ops.h"

static const br_ec_impl *tc_bearssl_inner(void)
{
    return &TC_BEARSSL_EC;
}

static uint32_t tc_bearssl_mul(unsigned char *G, size_t Glen, const unsigned char *x, size_t xlen, int curve)
{
    uint64_t started = tc_op_begin();
    uint32_t r = tc_bearssl_inner()->mul(G, Glen, x, xlen, curve);
    tc_op_end(TC_OP_ECDH_SHARED, started);
    return r;
}
TC_OP_TAG(tc_bearssl_mul, TC_OP_ECDH_SHARED);

static size_t tc_bearssl_mulgen(unsigned char *R, const unsigned char *x, size_t xlen, int curve)
{
    uint64_t started = tc_op_begin();
    size_t r = tc_bearssl_inner()->mulgen(R, x, xlen, curve);
    tc_op_end(TC_OP_ECDH_KEYGEN, started);
    return r;
}
TC_OP_TAG(tc_bearssl_mulgen, TC_OP_ECDH_KEYGEN);

static const unsigned char *tc_bearssl_generator(int curve, size_t *len)
{
    return tc_bearssl_inner()->generator(curve, len);
}

static const unsigned char *tc_bearssl_order(int curve, size_t *len)
{
    return tc_bearssl_inner()->order(curve, len);
}

static size_t tc_bearssl_xoff(int curve, size_t *len)
{
    return tc_bearssl_inner()->xoff(curve, len);
}

static uint32_t tc_bearssl_muladd(unsigned char *A, const unsigned char *B, size_t len, const unsigned char *x,
                                  size_t xlen, const unsigned char *y, size_t ylen, int curve)
{
    return tc_bearssl_inner()->muladd(A, B, len, x, xlen, y, ylen, curve);
}

static const br_ec_impl tc_bearssl_counted_ec = {
    (uint32_t)1 << BR_EC_secp256r1, tc_bearssl_generator, tc_bearssl_order, tc_bearssl_xoff,
    tc_bearssl_mul, tc_bearssl_mulgen, tc_bearssl_muladd,
};

static uint32_t tc_bearssl_vrfy(const br_ec_impl *impl, const void *hash, size_t hash_len,
                                const br_ec_public_key *pk, const void *sig, size_t sig_len)
{
    uint64_t started = tc_op_begin();
    uint32_t r = TC_BEARSSL_ECDSA_VRFY(impl, hash, hash_len, pk, sig, sig_len);
    tc_op_end(TC_OP_ECDSA_VERIFY, started);
    return r;
}
TC_OP_TAG(tc_bearssl_vrfy, TC_OP_ECDSA_VERIFY);

const br_ec_impl *tc_bearssl_ec(void)
{
    return &tc_bearssl_counted_ec;
}

br_ecdsa_vrfy tc_bearssl_ecdsa_vrfy(void)
{
    return tc_bearssl_vrfy;
}

static uint32_t tc_bearssl_rsa_counted(const unsigned char *x, size_t xlen, const unsigned char *hash_oid,
                                       size_t hash_len, const br_rsa_public_key *pk, unsigned char *hash_out)
{
    uint64_t started = tc_op_begin();
    uint32_t r = TC_BEARSSL_RSA_VRFY(x, xlen, hash_oid, hash_len, pk, hash_out);
    tc_op_end(TC_OP_RSA_PUBLIC, started);
    return r;
}
TC_OP_TAG(tc_bearssl_rsa_counted, TC_OP_RSA_PUBLIC);

br_rsa_pkcs1_vrfy tc_bearssl_rsa_vrfy(void)
{
    return tc_bearssl_rsa_counted;
}
