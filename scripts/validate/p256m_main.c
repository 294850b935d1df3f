/* p256m_main.c: the four public functions of p256-m (Mbed TLS's 3rdparty/p256-m), each called
 * once, as a bare semihosting program for the mps2 boards (start-up in bare_start.c), so that
 * tlscost exec --cycles can be set beside the p256-m README's timings on an STM32F411
 * (scripts/validate-cycles.sh).
 * Built against Mbed TLS's copy (MBEDTLS_PSA_P256M_DRIVER_ENABLED), whose two hooks into Mbed
 * TLS, the RNG and zeroize, are given here. */
#include <stdint.h>
#include <string.h>
#include <stddef.h>
#include "p256-m.h"
#include "bare_start.h"

/* Mbed TLS's copy of p256-m draws its randomness from PSA; this program links no Mbed TLS. */
int32_t psa_generate_random(uint8_t *output, size_t output_size)
{
    bare_random(output, output_size);
    return 0;
}

int main(void)
{
    uint8_t priv[32], pub[64], peer_priv[32], peer_pub[64], secret[32], sig[64], hash[32];
    memset(hash, 0x5a, sizeof hash);
    int ok = p256_gen_keypair(priv, pub) == P256_SUCCESS;
    ok &= p256_gen_keypair(peer_priv, peer_pub) == P256_SUCCESS;
    ok &= p256_ecdh_shared_secret(secret, priv, peer_pub) == P256_SUCCESS;
    ok &= p256_ecdsa_sign(sig, priv, hash, sizeof hash) == P256_SUCCESS;
    ok &= p256_ecdsa_verify(sig, pub, hash, sizeof hash) == P256_SUCCESS;
    bare_print(ok ? "p256-m: all four functions ok\n" : "p256-m: a function failed\n");
    return ok ? 0 : 1;
}

/* p256-m zeroizes through Mbed TLS's platform function; this program links no Mbed TLS. */
void mbedtls_platform_zeroize(void *buf, size_t len)
{
    volatile uint8_t *p = buf;
    while (len--)
        *p++ = 0;
}
