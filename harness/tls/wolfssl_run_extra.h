/* wolfssl_run_extra.h: what the run image adds to a wolfSSL profile so the same program can
 * also be the server: the server side of the protocol. Never part of the size image. */
#undef NO_WOLFSSL_SERVER
/* The server signs its key exchange, whatever the client's profile leaves out. */
#undef NO_ECC_SIGN
/* An RSA server signs with its private key. */
#undef WOLFSSL_RSA_PUBLIC_ONLY
