/* mbedtls4_ops.c: the Mbed TLS 4.x operations whose cost the operation breakdown reports. In 4.x
 * every public-key operation of the TLS layer and X.509 goes through PSA to a driver: the
 * builtin one (tf-psa-crypto/drivers/builtin/src/psa_crypto_*.c) or p256-m. Their entry points
 * are wrapped with the linker's --wrap (list in mk/lib/mbedtls4.mk; run image only). The
 * builtin driver draws a key pair's scalar when it generates it (cheap, left in "everything
 * else") and computes its public point when it is exported: that export is the key-share
 * generation, as in 3.6's TLS 1.3. p256-m computes both when it generates. */
#include "psa/crypto.h"
#include "tc_ops.h"

#define TC_SIGN_PARAMS                                                                                           \
    (const psa_key_attributes_t *attributes, const uint8_t *key, size_t key_size, psa_algorithm_t alg,          \
     const uint8_t *hash, size_t hash_len, uint8_t *sig, size_t sig_size, size_t *sig_len)
#define TC_SIGN_ARGS (attributes, key, key_size, alg, hash, hash_len, sig, sig_size, sig_len)
#define TC_VERIFY_PARAMS                                                                                         \
    (const psa_key_attributes_t *attributes, const uint8_t *key, size_t key_size, psa_algorithm_t alg,          \
     const uint8_t *hash, size_t hash_len, const uint8_t *sig, size_t sig_len)
#define TC_VERIFY_ARGS (attributes, key, key_size, alg, hash, hash_len, sig, sig_len)
#define TC_GENERATE_PARAMS                                                                                       \
    (const psa_key_attributes_t *attributes, uint8_t *key, size_t key_size, size_t *key_len)
#define TC_GENERATE_ARGS (attributes, key, key_size, key_len)
#define TC_EXPORT_PARAMS                                                                                         \
    (const psa_key_attributes_t *attributes, const uint8_t *key, size_t key_size, uint8_t *data,                 \
     size_t data_size, size_t *data_len)
#define TC_EXPORT_ARGS (attributes, key, key_size, data, data_size, data_len)
#define TC_AGREE_PARAMS                                                                                          \
    (const psa_key_attributes_t *attributes, const uint8_t *key, size_t key_size, psa_algorithm_t alg,          \
     const uint8_t *peer, size_t peer_len, uint8_t *secret, size_t secret_size, size_t *secret_len)
#define TC_AGREE_ARGS (attributes, key, key_size, alg, peer, peer_len, secret, secret_size, secret_len)

#if defined(MBEDTLS_PSA_BUILTIN_ALG_ECDSA) || defined(MBEDTLS_PSA_BUILTIN_ALG_DETERMINISTIC_ECDSA)
TC_WRAP(TC_OP_ECDSA_VERIFY, mbedtls_psa_ecdsa_verify_hash, TC_VERIFY_PARAMS, TC_VERIFY_ARGS)
TC_WRAP(TC_OP_ECDSA_SIGN, mbedtls_psa_ecdsa_sign_hash, TC_SIGN_PARAMS, TC_SIGN_ARGS)
#endif
#if defined(MBEDTLS_PSA_BUILTIN_KEY_TYPE_ECC_KEY_PAIR_IMPORT) || \
    defined(MBEDTLS_PSA_BUILTIN_KEY_TYPE_ECC_KEY_PAIR_EXPORT) || defined(MBEDTLS_PSA_BUILTIN_KEY_TYPE_ECC_PUBLIC_KEY)
TC_WRAP(TC_OP_ECDH_KEYGEN, mbedtls_psa_ecp_export_public_key, TC_EXPORT_PARAMS, TC_EXPORT_ARGS)
#endif
#if defined(MBEDTLS_PSA_BUILTIN_ALG_ECDH)
TC_WRAP(TC_OP_ECDH_SHARED, mbedtls_psa_key_agreement_ecdh, TC_AGREE_PARAMS, TC_AGREE_ARGS)
#endif
#if defined(MBEDTLS_PSA_BUILTIN_ALG_RSA_PKCS1V15_SIGN) || defined(MBEDTLS_PSA_BUILTIN_ALG_RSA_PSS)
TC_WRAP(TC_OP_RSA_PUBLIC, mbedtls_psa_rsa_verify_hash, TC_VERIFY_PARAMS, TC_VERIFY_ARGS)
TC_WRAP(TC_OP_RSA_PRIVATE, mbedtls_psa_rsa_sign_hash, TC_SIGN_PARAMS, TC_SIGN_ARGS)
#endif

#if defined(MBEDTLS_PSA_P256M_DRIVER_ENABLED)
TC_WRAP(TC_OP_ECDSA_VERIFY, p256_transparent_verify_hash, TC_VERIFY_PARAMS, TC_VERIFY_ARGS)
TC_WRAP(TC_OP_ECDSA_SIGN, p256_transparent_sign_hash, TC_SIGN_PARAMS, TC_SIGN_ARGS)
TC_WRAP(TC_OP_ECDH_KEYGEN, p256_transparent_generate_key, TC_GENERATE_PARAMS, TC_GENERATE_ARGS)
TC_WRAP(TC_OP_ECDH_SHARED, p256_transparent_key_agreement, TC_AGREE_PARAMS, TC_AGREE_ARGS)
#endif
