/* p256m_main.c: the four public functions of p256-m (Mbed TLS's 3rdparty/p256-m), each called
 * once, as a bare semihosting program for the mps2 boards, so that tlscost exec --cycles can be
 * set beside the p256-m README's timings on an STM32F411 (scripts/validate-cycles.sh). Its own
 * vector table and start-up; the RNG is a fixed LCG (timing does not depend on the values).
 * Built against Mbed TLS's copy (MBEDTLS_PSA_P256M_DRIVER_ENABLED), whose two hooks into Mbed
 * TLS, the RNG and zeroize, are given here. */
#include <stdint.h>
#include <string.h>
#include <stddef.h>
#include "p256-m.h"

extern uint32_t __data_start[], __data_end[], __data_load[], __bss_start[], __bss_end[], __stack_top[];
int main(void);

static void semihost(uint32_t op, const void *arg)
{
    register uint32_t r0 __asm__("r0") = op;
    register const void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
}

void reset_handler(void) __attribute__((noreturn));
void reset_handler(void)
{
    uint32_t *src = __data_load;
    for (uint32_t *dst = __data_start; dst < __data_end;)
        *dst++ = *src++;
    for (uint32_t *dst = __bss_start; dst < __bss_end;)
        *dst++ = 0;
    uint32_t code = (uint32_t)main();
    uint32_t block[2] = { 0x20026u, code }; /* ADP_Stopped_ApplicationExit, code */
    semihost(0x20, block);                 /* SYS_EXIT_EXTENDED */
    for (;;)
        ;
}

__attribute__((section(".vectors"), used)) static const void *const vectors[2] = { __stack_top, reset_handler };

/* Mbed TLS's copy of p256-m draws its randomness from PSA; this program links no Mbed TLS. */
int32_t psa_generate_random(uint8_t *output, size_t output_size)
{
    static uint32_t state = 2463534242u;
    for (size_t i = 0; i < output_size; i++) {
        state = state * 1103515245u + 12345u;
        output[i] = (uint8_t)(state >> 16);
    }
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
    semihost(0x04, ok ? "p256-m: all four functions ok\n" : "p256-m: a function failed\n"); /* SYS_WRITE0 */
    return ok ? 0 : 1;
}

/* p256-m zeroizes through Mbed TLS's platform function; this program links no Mbed TLS. */
void mbedtls_platform_zeroize(void *buf, size_t len)
{
    volatile uint8_t *p = buf;
    while (len--)
        *p++ = 0;
}
