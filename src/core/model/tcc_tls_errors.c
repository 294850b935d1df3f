/* tcc_tls_errors.c: the tables behind tcc_tls_error_lookup: Mbed TLS 3.6 codes, and the
 * wolfSSL 5.7 and BearSSL 0.6 codes the measured runs and the certificate checks meet. */
#include "tcc_tls_errors.h"
#include "tcc_library.h"
#include <stddef.h>
#include <stdio.h>
#include <string.h>

const struct tcc_tls_error tcc_mbedtls_errors[] = {
    { -0x7100, "MBEDTLS_ERR_SSL_BAD_INPUT_DATA", "bad input data; also: an incoming record did not fit the receive buffer",
      TCC_REFUSES_LONG_RECORD },
    { -0x7780, "MBEDTLS_ERR_SSL_FATAL_ALERT_MESSAGE", "the peer sent a fatal alert and ended the handshake",
      TCC_REFUSES_BY_ALERT },
    { -0x2700, "MBEDTLS_ERR_X509_CERT_VERIFY_FAILED", "the server's certificate did not verify (untrusted root, wrong name, or expired)", TCC_REFUSES_CERTIFICATE },
    { -0x7F00, "MBEDTLS_ERR_SSL_ALLOC_FAILED", "the heap could not give the memory the library asked for", 0 },
    { -0x2880, "MBEDTLS_ERR_X509_ALLOC_FAILED", "the heap could not give memory to the certificate parser", 0 },
    { -0x4D80, "MBEDTLS_ERR_ECP_ALLOC_FAILED", "the heap could not give memory to the curve arithmetic", 0 },
    { -0x0010, "MBEDTLS_ERR_MPI_ALLOC_FAILED", "the heap could not give memory to the bignum arithmetic", 0 },
    { -0x3F80, "MBEDTLS_ERR_PK_ALLOC_FAILED", "the heap could not give memory to the key parser", 0 },
    { -0x7F80, "MBEDTLS_ERR_SSL_HW_ACCEL_FAILED", "the crypto layer failed to start (PSA initialisation)", 0 },
    { -0x6600, "MBEDTLS_ERR_SSL_ILLEGAL_PARAMETER", "a handshake message carried an illegal parameter (from a TLS "
      "1.3 PSK server: no identity it knows)", TCC_REFUSES_PSK_HELLO },
    { -0x6A00, "MBEDTLS_ERR_SSL_BUFFER_TOO_SMALL", "a buffer was too small for the message", 0 },
    { -0x6C00, "MBEDTLS_ERR_SSL_INTERNAL_ERROR", "internal error in the TLS library", 0 },
    { -0x6D00, "MBEDTLS_ERR_SSL_PK_TYPE_MISMATCH", "the certificate's key type does not fit the cipher suite", 0 },
    { -0x6E00, "MBEDTLS_ERR_SSL_HANDSHAKE_FAILURE", "the handshake failed: no cipher suite, curve or signature in "
      "common (from a TLS 1.3 PSK server: a binder that fails, so the peers hold different keys)",
      TCC_REFUSES_PSK_HELLO },
    { -0x6E80, "MBEDTLS_ERR_SSL_BAD_PROTOCOL_VERSION", "no protocol version in common", 0 },
    { -0x7080, "MBEDTLS_ERR_SSL_FEATURE_UNAVAILABLE", "the configuration lacks a feature the handshake needs", 0 },
    { -0x7180, "MBEDTLS_ERR_SSL_INVALID_MAC", "a record failed its integrity check (with a pre-shared key: the "
      "peers hold different keys)", TCC_REFUSES_PSK },
    { -0x6C80, "MBEDTLS_ERR_SSL_UNKNOWN_IDENTITY", "the server has no pre-shared key for the identity the client "
      "named", TCC_REFUSES_PSK },
    { -0x7200, "MBEDTLS_ERR_SSL_INVALID_RECORD", "a record was malformed", 0 },
    { -0x7280, "MBEDTLS_ERR_SSL_CONN_EOF", "the connection was closed", 0 },
    { -0x7300, "MBEDTLS_ERR_SSL_DECODE_ERROR", "a handshake message could not be decoded", 0 },
    { -0x7400, "MBEDTLS_ERR_SSL_NO_RNG", "no random generator configured", 0 },
    { -0x7700, "MBEDTLS_ERR_SSL_UNEXPECTED_MESSAGE", "a message came that the state machine did not expect", 0 },
    { -0x7800, "MBEDTLS_ERR_SSL_UNRECOGNIZED_NAME", "the server did not recognise the name sent in SNI", 0 },
    { -0x7A00, "MBEDTLS_ERR_SSL_BAD_CERTIFICATE", "the peer's certificate is unusable", TCC_REFUSES_CERTIFICATE },
    { -0x2080, "MBEDTLS_ERR_X509_FEATURE_UNAVAILABLE", "the certificate uses an algorithm this configuration lacks", 0 },
    { -0x2180, "MBEDTLS_ERR_X509_INVALID_FORMAT", "a certificate could not be parsed", 0 },
    { -0x2600, "MBEDTLS_ERR_X509_UNKNOWN_SIG_ALG", "the certificate's signature algorithm is not enabled", 0 },
    { -0x3D00, "MBEDTLS_ERR_PK_KEY_INVALID_FORMAT", "the private key could not be parsed", 0 },
    { -0x3C80, "MBEDTLS_ERR_PK_UNKNOWN_PK_ALG", "the key type is not enabled in this configuration", 0 },
    { -0x3980, "MBEDTLS_ERR_PK_FEATURE_UNAVAILABLE", "the key type or curve is not enabled in this configuration", 0 },
    { -0x3F00, "MBEDTLS_ERR_PK_TYPE_MISMATCH", "the key is of the wrong type", 0 },
    { -1, "TLSCOST_HARNESS_STOP", "the harness stopped the run: no progress on the wire, the step limit, or a short transfer", 0 },
    { 0, NULL, NULL, 0 }, /* end */
};

const struct tcc_tls_error tcc_wolfssl_errors[] = {
    { -188, "ASN_NO_SIGNER_E", "no trusted signer for the server's certificate (unknown root)", TCC_REFUSES_CERTIFICATE },
    { -322, "DOMAIN_NAME_MISMATCH", "the server's certificate does not carry the host name", TCC_REFUSES_CERTIFICATE },
    { -151, "ASN_AFTER_DATE_E", "the server's certificate has expired", TCC_REFUSES_CERTIFICATE },
    { -329, "VERIFY_CERT_ERROR", "the server's certificate did not verify", TCC_REFUSES_CERTIFICATE },
    { -155, "ASN_SIG_CONFIRM_E", "a certificate's signature did not verify; wolfSSL also says this when the heap runs out while verifying", TCC_REFUSES_CERTIFICATE },
    { -140, "ASN_PARSE_E", "a certificate or key could not be parsed", 0 },
    { -4, "WOLFSSL_BAD_FILE", "a certificate or key could not be loaded: this build lacks its type (RSA in min)", 0 },
    { -125, "MEMORY_E", "the heap could not give the memory the library asked for", 0 },
    { -174, "NOT_COMPILED_IN", "the configuration lacks a feature this needs", 0 },
    { -313, "FATAL_ERROR", "the peer sent a fatal alert and ended the handshake", TCC_REFUSES_BY_ALERT },
    { -341, "LENGTH_ERROR", "a record was longer than the connection allows (its receive buffer, or the max "
      "fragment length the peers agreed)", TCC_REFUSES_LONG_RECORD },
    { -328, "BUFFER_ERROR", "a handshake message was malformed, or did not fit", 0 },
    { -501, "MATCH_SUITE_ERROR", "no cipher suite in common", 0 },
    { -305, "VERIFY_MAC_ERROR", "a record failed its integrity check (with a pre-shared key: the peers hold different "
      "keys)", TCC_REFUSES_PSK },
    { -352, "ECC_PEERKEY_ERROR", "the peer's ECC key could not be used (a build without ECC key export cannot "
      "send its own)", 0 },
    { -333, "PSK_KEY_ERROR", "no pre-shared key for the identity the client named", TCC_REFUSES_PSK },
    { -423, "BAD_BINDER", "a TLS 1.3 PSK binder did not match: the peers hold different keys", TCC_REFUSES_PSK },
    { -425, "INVALID_PARAMETER", "a security parameter was invalid (from a TLS 1.3 PSK server: no identity it "
      "knows, and no key share to fall back on)", TCC_REFUSES_PSK_HELLO },
    { -1, "TLSCOST_HARNESS_STOP", "the harness stopped the run: no progress on the wire, the step limit, or a short transfer", 0 },
    { 0, NULL, NULL, 0 }, /* end */
};

/* BearSSL's codes are positive; the adapter reports them negated. */
const struct tcc_tls_error tcc_bearssl_errors[] = {
    { -62, "BR_ERR_X509_NOT_TRUSTED", "the server's chain does not end at a trusted root", TCC_REFUSES_CERTIFICATE },
    { -56, "BR_ERR_X509_BAD_SERVER_NAME", "the server's certificate does not carry the host name", TCC_REFUSES_CERTIFICATE },
    { -54, "BR_ERR_X509_EXPIRED", "the server's certificate has expired (or is not valid yet) at the fixed day", TCC_REFUSES_CERTIFICATE },
    { -1, "BR_ERR_BAD_PARAM", "a parameter was refused; also tlscost's harness stop (no progress on the wire)", 0 },
    { -8, "BR_ERR_NO_RANDOM", "no entropy: the engine was given none and the chip has no system source", 0 },
    { -14, "BR_ERR_BAD_HANDSHAKE", "a handshake message was malformed", 0 },
    { -15, "BR_ERR_OVERSIZED_ID", "a session ID was too long", 0 },
    { -16, "BR_ERR_BAD_CIPHER_SUITE", "the server chose a cipher suite the client did not offer", 0 },
    { -17, "BR_ERR_BAD_COMPRESSION", "the server chose a compression the client did not offer", 0 },
    { -18, "BR_ERR_BAD_FRAGLEN", "the server's max fragment length does not match", 0 },
    { -6, "BR_ERR_TOO_LARGE", "an incoming record did not fit the I/O buffer", TCC_REFUSES_LONG_RECORD },
    { -31, "BR_ERR_IO", "the transport failed", 0 },
    /* BR_ERR_RECV_FATAL_ALERT (256) plus the alert's number */
    { -296, "BR_ERR_RECV_FATAL_ALERT+40", "the peer ended the handshake with a handshake_failure alert (nothing in "
      "common)", TCC_REFUSES_BY_ALERT },
    { -298, "BR_ERR_RECV_FATAL_ALERT+42", "the peer ended the handshake with a bad_certificate alert",
      TCC_REFUSES_BY_ALERT },
    { 0, NULL, NULL, 0 }, /* end */
};

static const struct tcc_tls_error tcc_unknown_error = { 0, "unknown", "a code tlscost has no name for; see the library's error.h", 0 };

/* The entry for code in a table ended by a NULL name, or NULL. */
static const struct tcc_tls_error *tcc_error_in(const struct tcc_tls_error *table, int64_t code)
{
    for (; table->name != NULL; table++)
        if (table->code == code)
            return table;
    return NULL;
}

const struct tcc_tls_error *tcc_tls_error_lookup(const char *library_name, int64_t code)
{
    const struct tcc_library *library = tcc_library_named(library_name);
    const struct tcc_tls_error *e = NULL;
    if (library != NULL) {
        e = tcc_error_in(library->errors, code);
        /* A combined code is a high-level code (0x80 steps) plus a low-level one (below 0x80). */
        int64_t high = -((-code) & 0xFF80), low = -((-code) & 0x007F);
        if (e == NULL && library->errors_hex)
            e = tcc_error_in(library->errors, high);
        if (e == NULL && library->errors_hex && low != 0)
            e = tcc_error_in(library->errors, low);
    }
    return e != NULL ? e : &tcc_unknown_error;
}

void tcc_tls_error_format(const char *library_name, int64_t code, char *out, size_t out_size)
{
    const struct tcc_library *library = tcc_library_named(library_name);
    if (library != NULL && library->errors_hex)
        snprintf(out, out_size, "%s0x%04llx", code < 0 ? "-" : "", (unsigned long long)(code < 0 ? -code : code));
    else
        snprintf(out, out_size, "%lld", (long long)code);
}
