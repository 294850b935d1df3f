/* mbedtls_run_extra.h: what the run and peer images add to a profile so the same program can
 * also be the server: the server side of the protocol, a session cache (resumption by session
 * ID) and, where the client's profile has session tickets, the server's ticket key. Never part
 * of the size image. */
#define MBEDTLS_SSL_SRV_C
#if defined(MBEDTLS_SSL_PROTO_TLS1_2)
#define MBEDTLS_SSL_CACHE_C
#endif
#if defined(MBEDTLS_SSL_SESSION_TICKETS)
#define MBEDTLS_SSL_TICKET_C
#endif
