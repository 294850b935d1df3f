/* mbedtls_run_extra.h: what the run image adds to a profile so the same program can also be
 * the server: the server side of the protocol. Never part of the size image. */
#define MBEDTLS_SSL_SRV_C
