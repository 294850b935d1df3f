/* psk13: a wolfSSL 5.7 TLS 1.3 client that holds a pre-shared key and nothing else, the job of
 * Mbed TLS's psk13: TLS13-AES128-GCM-SHA256 resting on the key alone (no certificate, no key
 * share, so no forward secrecy). wolfSSL hands the TLS 1.2 PSK callback's key and identity to TLS
 * 1.3 as an external PSK. The psk profile with TLS 1.3 in place of TLS 1.2 and AES-GCM in place
 * of AES-CCM. */
#include "psk.h"

#undef TC_WOLFSSL_CIPHERS
#define TC_WOLFSSL_CIPHERS "TLS13-AES128-GCM-SHA256"

/* protocol: TLS 1.3 client only, external pre-shared key (psk.h's WOLFSSL_STATIC_PSK stays: without
 * it, or a curve, wolfSSL's build refuses a configuration without public-key suites) */
#undef WOLFSSL_NO_TLS13
#define WOLFSSL_TLS13
#define WOLFSSL_NO_TLS12
#define HAVE_TLS_EXTENSIONS
#define HAVE_HKDF

/* record protection: AES-128-GCM */
#undef HAVE_AESCCM
#define HAVE_AESGCM
