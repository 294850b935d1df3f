/* wolfssl_ops.c: the wolfCrypt functions whose cost the operation breakdown reports, wrapped
 * with the linker's --wrap (list in mk/wolfssl.mk; run image only). The TLS layer (internal.c)
 * and the certificate code (asn.c) reach them from other objects, which --wrap catches. */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/rsa.h>
#include "tc_ops.h"

#if defined(HAVE_ECC) /* a PSK profile (psk.h) has no public-key operation to time */

TC_WRAP(TC_OP_ECDSA_VERIFY, wc_ecc_verify_hash,
        (const byte *sig, word32 siglen, const byte *hash, word32 hashlen, int *res, ecc_key *key),
        (sig, siglen, hash, hashlen, res, key))
TC_WRAP(TC_OP_ECDSA_SIGN, wc_ecc_sign_hash,
        (const byte *in, word32 inlen, byte *out, word32 *outlen, WC_RNG *rng, ecc_key *key),
        (in, inlen, out, outlen, rng, key))
TC_WRAP(TC_OP_ECDH_KEYGEN, wc_ecc_make_key_ex, (WC_RNG *rng, int keysize, ecc_key *key, int curve_id),
        (rng, keysize, key, curve_id))
TC_WRAP(TC_OP_ECDH_SHARED, wc_ecc_shared_secret, (ecc_key *private_key, ecc_key *public_key, byte *out, word32 *outlen),
        (private_key, public_key, out, outlen))
#endif

#if !defined(NO_RSA) /* the ECDHE-RSA client (rsa.h): the server's signature and each RSA link */
TC_WRAP(TC_OP_RSA_PUBLIC, wc_RsaSSL_VerifyInline, (byte *in, word32 inLen, byte **out, RsaKey *key),
        (in, inLen, out, key))
#endif
