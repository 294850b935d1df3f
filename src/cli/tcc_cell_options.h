/* tcc_cell_options.h: the options that describe a cell (library, profile, target, scenario),
 * shared by the subcommands that measure. */
#ifndef TCC_CELL_OPTIONS_H
#define TCC_CELL_OPTIONS_H

#include "../core/image/tcc_cell.h"
#include "../core/base/tcc_str.h"
#include "../core/model/tcc_target.h"
#include "tcc_options.h"

/* Table entries, to be copied into a subcommand's option table: what builds the library... */
#define TCC_BUILD_OPTIONS \
    { "library", "NAME[@VERSION]", "TLS library (listed below); @VERSION for another unpacked version (mbedtls@2.28.3), @PATH for a source tree of your own (a path with a /), @git:REPO#REV for a revision of a git repository", "mbedtls", NULL }, \
    { "opt", "LEVEL", "the library's optimisation level: Os, O0, O1, O2, O3", "Os", NULL }, \
    { "target", "NAME", "where to run (listed below)", TCC_TARGET_DEFAULT, NULL }

/* ...the whole cell but the limits a search sets itself (heap-fit)... */
#define TCC_CELL_OPTIONS_BUT_LIMITS \
    TCC_BUILD_OPTIONS, \
    { "profile", "NAME", "configuration profile under profiles/<library>/", "min", NULL }, \
    { "config", "FILE", "a whole config header of your own instead of a profile", NULL, NULL }, \
    { "user-config", "FILE", "a header applied on top of the profile", NULL, NULL }, \
    { "cert", "NAME", "server chain: ec0, ec1, ec2 (intermediates), rsa0, rsa1, expired, wronghost, unknown; for a PSK client, psk-wrongkey, psk-unknownid (it holds another key, or names an unknown identity)", TCC_CELL_CERT_DEFAULT, NULL }, \
    { "mfl", "BYTES", "max fragment length the client requests: 0, 512, 1024, 2048, 4096", "0", NULL }, \
    { "in-len", "BYTES", "receive record buffer content length (0: the profile's)", "0", NULL }, \
    { "out-len", "BYTES", "send record buffer content length (0: the profile's)", "0", NULL }, \
    { "request", "BYTES", "request size in the data phase", TCC_TEXT_OF(TCC_CELL_REQUEST_DEFAULT), NULL }, \
    { "response", "BYTES", "response size in the data phase (at most 16384)", TCC_TEXT_OF(TCC_CELL_RESPONSE_DEFAULT), NULL }, \
    { "timeout", "SECONDS", "wall-clock limit for one run of the firmware", "120", NULL }, \
    { "resume", "HOW", "a second connection resumes the first: by session 'id' or by 'ticket'", NULL, NULL }, \
    { "server-library", "NAME[@VERSION]", "interop: the client against this other library's server (its min profile) in the same run image", NULL, NULL }, \
    { "server-suite", "N", "hold the run's own server to this one suite (its IANA number, 49195 for ECDHE-ECDSA-AES128-GCM-SHA256), with its protocol (Mbed TLS's and wolfSSL's servers; 0: its own choice)", "0", NULL }, \
    { "server-group", "N", "and to this key exchange group (its IANA number, 23 for P-256; Mbed TLS's server; 0: its own choice)", "0", NULL }, \
    { "security-checks", NULL, "also run against an unknown root, a wrong host name and an expired certificate (a PSK client: holding the wrong key, naming an unknown identity)", NULL, NULL }

/* ...and the whole cell: the build, the configuration and the scenario. */
#define TCC_CELL_OPTIONS \
    TCC_CELL_OPTIONS_BUT_LIMITS, \
    { "heap-limit", "BYTES", "refuse client heap requests past this many live bytes (0: none)", "0", NULL }, \
    { "inject", "WHAT", "testing tlscost itself: make the firmware 'fault', 'hang', 'leak' or load from an odd address ('unaligned', a fault on m0plus) mid-handshake", NULL, NULL }

/* 0 when name is a library of the table in tcc_library.c; else TCC_E_USAGE and one line listing
 * them ("<what> 'name' unknown; known: ..."). */
int tcc_check_library(const char *what, const char *name);

/* The keys of an A/B side (bench --ab, tcc_cell_apply_spec), for messages and --help. */
#define TCC_AB_KEYS "library, version, opt, target, user-config"

/* Fill the build part of *cell (library, version, opt, target) from TCC_BUILD_OPTIONS, and its
 * diagnostic d; the rest is cleared. TCC_E_USAGE with one line on a bad value. */
int tcc_cell_build_from_options(const struct tcc_option *options, const char *home, struct tcc_diag *d,
                                struct tcc_cell *cell);
/* Apply one A/B side, "version=2.28.3,opt=O2,target=m7,user-config=FILE" (any of them), to
 * *cell; the strings stay in spec. TCC_E_USAGE with one line on a bad key or value. */
int tcc_cell_apply_spec(char *spec, const char *home, struct tcc_cell *cell);
/* Fill *cell from parsed options; TCC_E_USAGE with one line on a bad value. */
int tcc_cell_from_options(const struct tcc_option *options, const char *home, struct tcc_diag *d,
                          struct tcc_cell *cell);

#endif
