/* min: the minimal wolfSSL 5.7 TLS 1.2 client, doing the same job as the Mbed TLS and BearSSL
 * min profiles: ECDHE-ECDSA-AES128-GCM-SHA256 only, P-256 only, the server's certificate
 * verified against one embedded root, SNI and max fragment length, no files, sockets or clock
 * (so certificate dates are not checked). The client only: the run image adds the server
 * (harness/tls/wolfssl_run_extra.h).
 * P-256 runs on wolfSSL's single-precision code (SP math, small variant, portable C, no
 * assembly) and no other big-number code is built. Small stack moves the large temporaries of
 * the crypto code to the heap. */

/* platform: our own heap hooks, no files, sockets, threads or clock, a repeatable seed */
#include "adapt/bare-chip.h"

/* protocol: TLS 1.2 client only */
#define NO_WOLFSSL_SERVER
#define WOLFSSL_NO_TLS13
#define NO_OLD_TLS
#define HAVE_TLS_EXTENSIONS
#define HAVE_SNI
#define HAVE_MAX_FRAGMENT
#define HAVE_SUPPORTED_CURVES
#define HAVE_EXTENDED_MASTER
#define NO_PSK

/* key exchange and signature: ECDHE and ECDSA on P-256, single-precision math */
#define HAVE_ECC
#define ECC_USER_CURVES
#define ECC_TIMING_RESISTANT
#define WOLFSSL_SP_MATH
#define WOLFSSL_SP_SMALL
#define WOLFSSL_HAVE_SP_ECC
#define NO_RSA
#define NO_DH
#define NO_DSA

/* record protection and hash: AES-128-GCM, SHA-256 */
#define HAVE_AESGCM
#define GCM_SMALL
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
