/* tc_suites.h: the name tables use for a cipher suite, from its IANA number, so every adapter
 * reports the same suite by the same name (Mbed TLS's spelling, which the library reports). */
#ifndef TC_SUITES_H
#define TC_SUITES_H

#include <stdint.h>

const char *tc_suite_name(uint16_t id);

#endif
