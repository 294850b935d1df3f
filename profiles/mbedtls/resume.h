/* resume: min plus session tickets, so a second connection can skip the certificate and the
 * key exchange by presenting the ticket the server issued (resumption by session ID needs no
 * extra option in the client and works with min itself). */
#include "min.h"

#define MBEDTLS_SSL_SESSION_TICKETS
