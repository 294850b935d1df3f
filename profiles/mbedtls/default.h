/* default: the library's shipped mbedtls_config.h with only what a bare chip lacks removed
 * (adapt/bare-chip.h: sockets, files, the clock, the platform's entropy source, the x86 and ARMv8
 * accelerators). Everything else stays: all curves, TLS 1.2 and 1.3, client and server, RSA,
 * DTLS, PSA. The "start with everything" baseline a trimmed profile is measured against. */
#include "mbedtls/mbedtls_config.h"
#include "adapt/bare-chip.h"
