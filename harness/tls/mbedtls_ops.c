/* mbedtls_ops.c: the Mbed TLS functions whose cost the operation breakdown reports, wrapped
 * with the linker's --wrap (list in mk/mbedtls.mk; run image only). --wrap catches calls
 * between objects, which is how the TLS layer, pk_wrap.c and PSA reach these functions. */
#include "mbedtls/ecdh.h"
#include "mbedtls/ecdsa.h"
#include "mbedtls/ecp.h"
#include "mbedtls/rsa.h"
#include "mbedtls/version.h"
#if defined(MBEDTLS_PSA_CRYPTO_C)
#include "psa/crypto.h"
#endif
#include "tc_ops.h"

#if defined(MBEDTLS_ECDSA_C)
TC_WRAP(TC_OP_ECDSA_VERIFY, mbedtls_ecdsa_read_signature,
        (mbedtls_ecdsa_context *ctx, const unsigned char *hash, size_t hlen, const unsigned char *sig, size_t slen),
        (ctx, hash, hlen, sig, slen))
TC_WRAP(TC_OP_ECDSA_VERIFY, mbedtls_ecdsa_read_signature_restartable,
        (mbedtls_ecdsa_context *ctx, const unsigned char *hash, size_t hlen, const unsigned char *sig, size_t slen,
         mbedtls_ecdsa_restart_ctx *rs_ctx),
        (ctx, hash, hlen, sig, slen, rs_ctx))
TC_WRAP(TC_OP_ECDSA_VERIFY, mbedtls_ecdsa_verify,
        (mbedtls_ecp_group *grp, const unsigned char *buf, size_t blen, const mbedtls_ecp_point *Q,
         const mbedtls_mpi *r, const mbedtls_mpi *s),
        (grp, buf, blen, Q, r, s))
TC_WRAP(TC_OP_ECDSA_SIGN, mbedtls_ecdsa_write_signature,
        (mbedtls_ecdsa_context *ctx, mbedtls_md_type_t md_alg, const unsigned char *hash, size_t hlen,
         unsigned char *sig, size_t sig_size, size_t *slen, mbedtls_f_rng_t *f_rng, void *p_rng),
        (ctx, md_alg, hash, hlen, sig, sig_size, slen, f_rng, p_rng))
TC_WRAP(TC_OP_ECDSA_SIGN, mbedtls_ecdsa_write_signature_restartable,
        (mbedtls_ecdsa_context *ctx, mbedtls_md_type_t md_alg, const unsigned char *hash, size_t hlen,
         unsigned char *sig, size_t sig_size, size_t *slen, mbedtls_f_rng_t *f_rng, void *p_rng,
         mbedtls_ecdsa_restart_ctx *rs_ctx),
        (ctx, md_alg, hash, hlen, sig, sig_size, slen, f_rng, p_rng, rs_ctx))
TC_WRAP(TC_OP_ECDSA_SIGN, mbedtls_ecdsa_sign,
        (mbedtls_ecp_group *grp, mbedtls_mpi *r, mbedtls_mpi *s, const mbedtls_mpi *d, const unsigned char *buf,
         size_t blen, mbedtls_f_rng_t *f_rng, void *p_rng),
        (grp, r, s, d, buf, blen, f_rng, p_rng))
#if defined(MBEDTLS_ECDSA_DETERMINISTIC)
TC_WRAP(TC_OP_ECDSA_SIGN, mbedtls_ecdsa_sign_det_ext,
        (mbedtls_ecp_group *grp, mbedtls_mpi *r, mbedtls_mpi *s, const mbedtls_mpi *d, const unsigned char *buf,
         size_t blen, mbedtls_md_type_t md_alg, mbedtls_f_rng_t *f_rng_blind, void *p_rng_blind),
        (grp, r, s, d, buf, blen, md_alg, f_rng_blind, p_rng_blind))
#endif
#endif

#if defined(MBEDTLS_ECP_C)
TC_WRAP(TC_OP_ECDH_KEYGEN, mbedtls_ecp_gen_key,
        (mbedtls_ecp_group_id grp_id, mbedtls_ecp_keypair *key, mbedtls_f_rng_t *f_rng, void *p_rng),
        (grp_id, key, f_rng, p_rng))
#endif

#if defined(MBEDTLS_ECDH_C)
TC_WRAP(TC_OP_ECDH_KEYGEN, mbedtls_ecdh_make_params,
        (mbedtls_ecdh_context *ctx, size_t *olen, unsigned char *buf, size_t blen, mbedtls_f_rng_t *f_rng,
         void *p_rng),
        (ctx, olen, buf, blen, f_rng, p_rng))
TC_WRAP(TC_OP_ECDH_KEYGEN, mbedtls_ecdh_make_public,
        (mbedtls_ecdh_context *ctx, size_t *olen, unsigned char *buf, size_t blen, mbedtls_f_rng_t *f_rng,
         void *p_rng),
        (ctx, olen, buf, blen, f_rng, p_rng))
TC_WRAP(TC_OP_ECDH_SHARED, mbedtls_ecdh_calc_secret,
        (mbedtls_ecdh_context *ctx, size_t *olen, unsigned char *buf, size_t blen, mbedtls_f_rng_t *f_rng,
         void *p_rng),
        (ctx, olen, buf, blen, f_rng, p_rng))
#endif

/* TLS 1.3 makes its ephemeral key through PSA: a random scalar, then its public point when the
 * key share is exported, computed here (called from psa_crypto.c; the shared secret goes
 * through mbedtls_ecdh_calc_secret, wrapped above). Internal to 3.x, so declared here. */
#if defined(MBEDTLS_PSA_CRYPTO_C) && MBEDTLS_VERSION_MAJOR >= 3 && defined(MBEDTLS_ECP_C)
TC_WRAP(TC_OP_ECDH_KEYGEN, mbedtls_psa_ecp_export_public_key,
        (const psa_key_attributes_t *attributes, const uint8_t *key_buffer, size_t key_buffer_size,
         uint8_t *data, size_t data_size, size_t *data_length),
        (attributes, key_buffer, key_buffer_size, data, data_size, data_length))
#endif

#if defined(MBEDTLS_RSA_C)
TC_WRAP(TC_OP_RSA_PUBLIC, mbedtls_rsa_pkcs1_verify,
        (mbedtls_rsa_context *ctx, mbedtls_md_type_t md_alg, unsigned int hashlen, const unsigned char *hash,
         const unsigned char *sig),
        (ctx, md_alg, hashlen, hash, sig))
TC_WRAP(TC_OP_RSA_PUBLIC, mbedtls_rsa_pkcs1_encrypt,
        (mbedtls_rsa_context *ctx, mbedtls_f_rng_t *f_rng, void *p_rng, size_t ilen, const unsigned char *input,
         unsigned char *output),
        (ctx, f_rng, p_rng, ilen, input, output))
TC_WRAP(TC_OP_RSA_PRIVATE, mbedtls_rsa_pkcs1_sign,
        (mbedtls_rsa_context *ctx, mbedtls_f_rng_t *f_rng, void *p_rng, mbedtls_md_type_t md_alg,
         unsigned int hashlen, const unsigned char *hash, unsigned char *sig),
        (ctx, f_rng, p_rng, md_alg, hashlen, hash, sig))
TC_WRAP(TC_OP_RSA_PRIVATE, mbedtls_rsa_pkcs1_decrypt,
        (mbedtls_rsa_context *ctx, mbedtls_f_rng_t *f_rng, void *p_rng, size_t *olen, const unsigned char *input,
         unsigned char *output, size_t output_max_len),
        (ctx, f_rng, p_rng, olen, input, output, output_max_len))
#endif
