/* mbedtls_accel_stubs.c: what an accelerator's driver gives Mbed TLS behind its *_ALT hooks,
 * reduced to one call each, so that the size image measures the flash left when a device takes
 * those operations (tlscost run --accel). Without the hooks defined this file is empty; the run
 * image never defines them. */
#include "mbedtls/version.h"
#include "mbedtls/ecdh.h"
#include "mbedtls/ecdsa.h"

#if defined(MBEDTLS_ECDSA_VERIFY_ALT) || defined(MBEDTLS_ECDSA_SIGN_ALT) || \
    defined(MBEDTLS_ECDH_GEN_PUBLIC_ALT) || defined(MBEDTLS_ECDH_COMPUTE_SHARED_ALT)
/* The device driver's entry: hand the operation over and wait (here, refuse: never run). */
__attribute__((noinline)) static int tc_accel_device(int operation, const void *in, void *out)
{
    (void)operation;
    (void)in;
    (void)out;
    return MBEDTLS_ERR_ECP_FEATURE_UNAVAILABLE;
}
#endif

#if defined(MBEDTLS_ECDSA_VERIFY_ALT)
int mbedtls_ecdsa_verify(mbedtls_ecp_group *grp, const unsigned char *buf, size_t blen, const mbedtls_ecp_point *Q,
                         const mbedtls_mpi *r, const mbedtls_mpi *s)
{
    (void)grp;
    (void)blen;
    (void)r;
    (void)s;
    return tc_accel_device(1, buf, (void *)Q);
}
#endif

#if defined(MBEDTLS_ECDSA_SIGN_ALT)
int mbedtls_ecdsa_sign(mbedtls_ecp_group *grp, mbedtls_mpi *r, mbedtls_mpi *s, const mbedtls_mpi *d,
                       const unsigned char *buf, size_t blen, mbedtls_f_rng_t *f_rng, void *p_rng)
{
    (void)grp;
    (void)s;
    (void)d;
    (void)blen;
    (void)f_rng;
    (void)p_rng;
    return tc_accel_device(2, buf, r);
}
#endif

#if defined(MBEDTLS_ECDH_GEN_PUBLIC_ALT)
int mbedtls_ecdh_gen_public(mbedtls_ecp_group *grp, mbedtls_mpi *d, mbedtls_ecp_point *Q, mbedtls_f_rng_t *f_rng,
                            void *p_rng)
{
    (void)grp;
    (void)f_rng;
    (void)p_rng;
    return tc_accel_device(3, d, Q);
}
#endif

#if defined(MBEDTLS_ECDH_COMPUTE_SHARED_ALT)
int mbedtls_ecdh_compute_shared(mbedtls_ecp_group *grp, mbedtls_mpi *z, const mbedtls_ecp_point *Q,
                                const mbedtls_mpi *d, mbedtls_f_rng_t *f_rng, void *p_rng)
{
    (void)grp;
    (void)d;
    (void)f_rng;
    (void)p_rng;
    return tc_accel_device(4, Q, z);
}
#endif
