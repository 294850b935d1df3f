/* tls13: a TLS 1.3-only wolfSSL client doing the same job as Mbed TLS's tls13 profile:
 * TLS_AES_128_GCM_SHA256, ephemeral ECDHE on P-256, ECDSA server signature, the server's
 * certificate verified against the embedded root, SNI. min's settings otherwise. */
#include "min.h"

#undef WOLFSSL_NO_TLS13
#define WOLFSSL_TLS13
#define WOLFSSL_NO_TLS12
#define HAVE_HKDF
