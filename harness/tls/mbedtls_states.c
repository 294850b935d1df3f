/* mbedtls_states.c: names of Mbed TLS 3.6 handshake states, for the run image's records.
 * The order follows mbedtls_ssl_states in mbedtls/ssl.h. */
#include "mbedtls_common.h"

static const char *const tc_state_names[] = {
    "HELLO_REQUEST", "CLIENT_HELLO", "SERVER_HELLO", "SERVER_CERTIFICATE", "SERVER_KEY_EXCHANGE",
    "CERTIFICATE_REQUEST", "SERVER_HELLO_DONE", "CLIENT_CERTIFICATE", "CLIENT_KEY_EXCHANGE",
    "CERTIFICATE_VERIFY", "CLIENT_CHANGE_CIPHER_SPEC", "CLIENT_FINISHED", "SERVER_CHANGE_CIPHER_SPEC",
    "SERVER_FINISHED", "FLUSH_BUFFERS", "HANDSHAKE_WRAPUP", "NEW_SESSION_TICKET",
    "SERVER_HELLO_VERIFY_REQUEST_SENT", "HELLO_RETRY_REQUEST", "ENCRYPTED_EXTENSIONS",
    "END_OF_EARLY_DATA", "CLIENT_CERTIFICATE_VERIFY", "CLIENT_CCS_AFTER_SERVER_FINISHED",
    "CLIENT_CCS_BEFORE_2ND_CLIENT_HELLO", "SERVER_CCS_AFTER_SERVER_HELLO",
    "CLIENT_CCS_AFTER_CLIENT_HELLO", "SERVER_CCS_AFTER_HELLO_RETRY_REQUEST", "HANDSHAKE_OVER",
    "TLS1_3_NEW_SESSION_TICKET", "TLS1_3_NEW_SESSION_TICKET_FLUSH",
};

const char *tc_mbedtls_state_name(int state)
{
    if (state < 0 || (unsigned)state >= sizeof tc_state_names / sizeof tc_state_names[0])
        return "UNKNOWN";
    return tc_state_names[state];
}
