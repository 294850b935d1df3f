/* rsa: a BearSSL 0.6 TLS 1.2 client doing the ECDHE-RSA job, as Mbed TLS's rsa profile does
 * against an RSA-2048 server: ECDHE-RSA-AES128-GCM-SHA256, ECDHE on P-256, the server's RSA
 * certificate and chain verified (PKCS#1 v1.5, 31-bit big integers), SNI. min's settings
 * otherwise; the adapter hands the engine the RSA verifier instead of the ECDSA one. */
#include "min.h"

#define TC_BEARSSL_KX_RSA 1
