/* bearssl_engines.c: the size image's P-256 and RSA engines for BearSSL (TC_BEARSSL_EC,
 * TC_BEARSSL_ECDSA_VRFY and TC_BEARSSL_RSA_VRFY, bearssl_common.h: by default the 31-bit implementations, which
 * BearSSL's own defaults pick for a 32-bit core with a constant-time 32x32 multiply such as the
 * Cortex-M4). The run image counts the same engines (bearssl_ops.c). */
#include "bearssl_common.h"

const br_ec_impl *tc_bearssl_ec(void)
{
    return &TC_BEARSSL_EC;
}

br_ecdsa_vrfy tc_bearssl_ecdsa_vrfy(void)
{
    return TC_BEARSSL_ECDSA_VRFY;
}

br_rsa_pkcs1_vrfy tc_bearssl_rsa_vrfy(void)
{
    return TC_BEARSSL_RSA_VRFY;
}
