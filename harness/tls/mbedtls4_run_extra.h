/* mbedtls4_run_extra.h: what the run and peer images add to an Mbed TLS 4.x profile so the same
 * program can also be the server: the same as for 3.6. */
#include "mbedtls_run_extra.h"
