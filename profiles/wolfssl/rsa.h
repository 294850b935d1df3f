/* rsa: a wolfSSL 5.7 TLS 1.2 client doing the ECDHE-RSA job, as Mbed TLS's rsa profile does
 * against an RSA-2048 server: ECDHE-RSA-AES128-GCM-SHA256, ECDHE on P-256, the server's RSA-2048
 * certificate and chain verified (PKCS#1 v1.5), SNI. min's settings otherwise; RSA runs on the
 * same single-precision code as P-256 (2048-bit only). The client only: the run image adds the
 * server (harness/tls/wolfssl_run_extra.h). */
#include "min.h"

#define TC_WOLFSSL_CIPHERS "ECDHE-RSA-AES128-GCM-SHA256"

#undef NO_RSA
#define WOLFSSL_HAVE_SP_RSA
#define WOLFSSL_SP_NO_3072
#define WC_RSA_BLINDING
#define RSA_MIN_SIZE 2048
#define RSA_MAX_SIZE 2048
