/* tc_names.h: the names the firmware writes in its records and the tool reads back, in one
 * place for both (harness/ and src/core/ include it): the timed operations and the flights.
 * Each list is an X-macro: X(ID, record name, title for people). */
#ifndef TC_NAMES_H
#define TC_NAMES_H

/* The expensive operations timed inside each step ("ecdsa_verify=TICKS ecdsa_verify_n=COUNT"). */
#define TC_OPERATIONS(X)                                        \
    X(ECDSA_VERIFY, "ecdsa_verify", "ECDSA verify")             \
    X(ECDSA_SIGN, "ecdsa_sign", "ECDSA sign")                   \
    X(ECDH_KEYGEN, "ecdh_keygen", "ECDH key generation")        \
    X(ECDH_SHARED, "ecdh_shared", "ECDH shared secret")         \
    X(RSA_PUBLIC, "rsa_public", "RSA public")                   \
    X(RSA_PRIVATE, "rsa_private", "RSA private")

/* The steps of an adapter that steps by flight (tc_flights.h): the client's three first, then
 * the server's; the client's line up with Mbed TLS's states grouped the same way. */
#define TC_FLIGHT_NAMES(X)                                      \
    X(CLIENT_HELLO, "CLIENT_HELLO", "send ClientHello")                                              \
    X(SERVER_HELLO, "SERVER_HELLO_FLIGHT", "take the server's first flight and answer it")           \
    X(SERVER_FINISHED, "SERVER_FINISHED", "take the server's ChangeCipherSpec and Finished")         \
    X(ANSWER_HELLO, "CLIENT_HELLO_FLIGHT", "server: take ClientHello, answer it")                    \
    X(ANSWER_FINISHED, "CLIENT_FINISHED_FLIGHT", "server: take the client's second flight, answer it") \
    X(OVER, "HANDSHAKE_OVER", "nothing left to step")
#define TC_CLIENT_FLIGHTS 3

#endif
