/* psk: a wolfSSL 5.7 TLS 1.2 pre-shared-key client for the job of Mbed TLS's
 * config-ccm-psk-tls1_2.h: static PSK with AES-128-CCM-8 (no certificates, no public-key
 * arithmetic), the server authenticated by the key alone. wolfSSL builds both AES-128-CCM suites
 * and would prefer the 16-byte tag, so the client offers CCM-8 alone (TC_WOLFSSL_CIPHERS, the
 * adapter's cipher list). No files, sockets or clock. The client only: the run image adds the
 * server (harness/tls/wolfssl_run_extra.h). */
#define TC_WOLFSSL_CIPHERS "PSK-AES128-CCM-8"

/* platform: our own heap hooks, no files, sockets, threads or clock, a repeatable seed */
#include "adapt/bare-chip.h"

/* protocol: TLS 1.2 client only, static pre-shared key, no certificates */
#define NO_WOLFSSL_SERVER
#define WOLFSSL_NO_TLS13
#define NO_OLD_TLS
#define WOLFSSL_STATIC_PSK
#define NO_CERTS
#define NO_ASN
#define NO_CODING

/* no public-key arithmetic at all */
#define NO_RSA
#define NO_DH
#define NO_DSA
#define WOLFSSL_SP_MATH

/* record protection and hash: AES-128-CCM with an 8-byte tag, SHA-256 */
#define HAVE_AESCCM
#define WOLFSSL_AES_128
#define NO_AES_192
#define NO_AES_256
#define NO_AES_CBC
#define NO_DES3
#define NO_RC4
#define NO_MD4
#define NO_MD5
#define NO_SHA
#define WOLFSSL_NO_SHAKE128
#define WOLFSSL_NO_SHAKE256
#define NO_HC128
#define NO_RABBIT
#define NO_PWDBASED
#define NO_PKCS12
#define NO_PKCS8
#define NO_SIG_WRAPPER
#define NO_CHECK_PRIVATE_KEY
#define HAVE_HASHDRBG
