/* tc_suites.c: suite names by number (see tc_suites.h); only the suites the profiles speak. */
#include "tc_suites.h"

const char *tc_suite_name(uint16_t id)
{
    switch (id) {
    case 0xC02B: return "TLS-ECDHE-ECDSA-WITH-AES-128-GCM-SHA256";
    case 0xC02F: return "TLS-ECDHE-RSA-WITH-AES-128-GCM-SHA256";
    case 0xC0A4: return "TLS-PSK-WITH-AES-128-CCM";
    case 0xC0A8: return "TLS-PSK-WITH-AES-128-CCM-8";
    case 0x1301: return "TLS1-3-AES-128-GCM-SHA256";
    case 0x1302: return "TLS1-3-AES-256-GCM-SHA384";
    case 0x1303: return "TLS1-3-CHACHA20-POLY1305-SHA256";
    default: return "unknown";
    }
}
