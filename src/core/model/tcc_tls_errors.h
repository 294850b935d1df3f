/* tcc_tls_errors.h: names and plain meanings of the TLS library error codes the firmware
 * reports, so a failure reads "-0x7100 MBEDTLS_ERR_SSL_BAD_INPUT_DATA: ..." and not a number. */
#ifndef TCC_TLS_ERRORS_H
#define TCC_TLS_ERRORS_H

#include <stddef.h>
#include <stdint.h>

enum {
    TCC_REFUSES_NOTHING,
    TCC_REFUSES_CERTIFICATE, /* the client refused the server's certificate */
    TCC_REFUSES_PSK,         /* a side refused the other's pre-shared key or identity */
    TCC_REFUSES_PSK_HELLO,   /* with a pre-shared key, from the server: a TLS 1.3 server ends the handshake
                              * with it when no offered identity is known or a binder fails */
    TCC_REFUSES_LONG_RECORD, /* the receiving side refused a record longer than its receive buffer (as the
                              * library says it; with some a code that also means other things) */
    TCC_REFUSES_BY_ALERT,    /* the peer refused the handshake with a fatal alert (no suite in common, say) */
};

struct tcc_tls_error {
    int64_t code;
    const char *name;
    const char *meaning;
    int refuses; /* what the code says a side refused: TCC_REFUSES_* */
};

/* Each library's codes, ended by an entry with a NULL name (the library's descriptor,
 * tcc_library.c, points at its table). */
extern const struct tcc_tls_error tcc_mbedtls_errors[];
extern const struct tcc_tls_error tcc_wolfssl_errors[];
extern const struct tcc_tls_error tcc_bearssl_errors[];

/* The entry for a code of the library named library (a combined high+low code of a library
 * whose codes are hex matches its high part), or an entry named "unknown" for codes not in
 * its table. */
const struct tcc_tls_error *tcc_tls_error_lookup(const char *library, int64_t code);

/* The code as the library's own documentation writes it: hex ("-0x7100") or decimal ("-188"),
 * as its descriptor says. */
void tcc_tls_error_format(const char *library, int64_t code, char *out, size_t out_size);

#endif
