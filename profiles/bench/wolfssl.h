/* profiles/bench/wolfssl.h: the wolfSSL configuration of the bench image (tlscost bench): the
 * crypto of profiles/wolfssl/min.h (SP math for P-256, small stack, GCM_SMALL) without the TLS
 * layer, plus what the other primitives need: RSA-2048 on SP math, AES-CBC, ChaCha20-Poly1305.
 * The bench adapter (harness/bench/wolfssl_bench.c) gives the seed the profile names. */
#include "../wolfssl/min.h"

#define WOLFCRYPT_ONLY
#undef NO_RSA
#define WOLFSSL_HAVE_SP_RSA
#define WC_RSA_BLINDING
#undef NO_AES_CBC
#define HAVE_AES_CBC
#define HAVE_CHACHA
#define HAVE_POLY1305
