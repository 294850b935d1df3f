/* tcc_cell_spec.h: a cell, resolved: what to build (the library's descriptor, its version or tree,
 * the configuration, the core, the level), the scenario the handshake plays (the chain, the
 * fragment length, the exchange, a probed server) and the options of the run (its limits, its
 * allocator, the profiler). The descriptions only: image/tcc_cell.h builds a cell, run/ runs it. */
#ifndef TCC_CELL_SPEC_H
#define TCC_CELL_SPEC_H

#include "tcc_library.h"

struct tcc_diag;

/* The scenario a cell runs unless told otherwise (the run options' defaults). */
#define TCC_CELL_CERT_DEFAULT "ec0"
#define TCC_CELL_REQUEST_DEFAULT 37
#define TCC_CELL_RESPONSE_DEFAULT 1000

/* What to build: the library and its configuration, the core, the optimisation level. Everything
 * here changes the library objects or the image. */
struct tcc_cell_build {
    const struct tcc_library *library; /* its descriptor, looked up once where the cell is made (tcc_library_named) */
    const char *version;     /* "2.28.3", or NULL for the default version */
    const char *opt;         /* the library's optimisation level ("-O2"), or NULL for the target's -Os */
    const char *profile;     /* a name under profiles/<library>/, or NULL with config_file */
    const char *config_file; /* --config: a whole config header instead of a profile */
    const char *user_config; /* --user-config: a header applied on top */
    const char *target;      /* "m4" */
    unsigned in_len, out_len;/* record buffer content lengths; 0 keeps the profile's */
};

/* What the handshake does: the chain, the fragment length, the exchange, the server. */
struct tcc_cell_scenario {
    const char *cert;        /* tc_pki scenario name */
    const char *trust;       /* NULL, or the scenario whose root the client trusts instead of cert's own
                                (the unknown-root check on a chain other than the EC test PKI's) */
    const char *host;        /* NULL, or the host name the client checks instead of the scenario's
                                (the wrong-host check on such a chain) */
    unsigned mfl, request, response;
    unsigned server_suite;   /* 0: the server's own choice; else the one suite (IANA number) its Mbed TLS
                                server accepts (and wolfSSL's; BearSSL's ignores it) */
    unsigned server_group;   /* the same for the key exchange's group (23: P-256; Mbed TLS's server only) */
    const char *resume;      /* NULL, or "id"/"ticket": a second connection resumes the first */
    int security_checks;     /* also run against the pitfall certificates (tcc_measure_security) */
    const char *server_library; /* NULL: the client's library serves; else "wolfssl" or "wolfssl@5.7.2": an
                                   interop run against that library's server (its min profile) */
    const struct tcc_server_scenario *server; /* NULL, or a probed server (tlscost run --server, tcc_server.h):
                                 its stand-in chain linked into the run image, its name, its records */
};

/* How a run is made and watched: its limits, its allocator, tlscost's own fault tests, the profiler. */
struct tcc_cell_options {
    unsigned long heap_limit;
    const char *alloc;       /* NULL (count requested bytes), "firstfit" or "library": an arena */
    unsigned long arena;     /* the arena's size in bytes, with alloc */
    const char *inject;      /* NULL, or "fault"/"hang"/"leak"/"unaligned": tlscost's own tests of fault handling */
    unsigned timeout_s;
    const char *plugin;      /* NULL, or QEMU's -plugin argument for the run image (tlscost profile) */
};

struct tcc_cell {
    const char *home;        /* the tlscost tree (profiles/, mk/, harness/) */
    struct tcc_cell_build build;
    struct tcc_cell_scenario scenario;
    struct tcc_cell_options options;
    struct tcc_diag *diag;   /* where the core says why a step failed, and its progress (may be NULL) */
};

/* A probed server as a scenario (run/tcc_server.h loads one, tlscost run --server FILE). */
struct tcc_server_scenario {
    char endpoint[300];          /* host:port it was probed at */
    char dir[4096];              /* the stand-in chain's folder */
    char blobs[4200];            /* its server_blobs.S, linked into the run image */
    char host[256];              /* the name the client checks: the probe's SNI, else the leaf's CN */
    unsigned chain_len;          /* certificates it sends */
    char leaf_key[64];           /* "rsaEncryption", "id-ecPublicKey" */
    unsigned leaf_bits;
    int needs_rsa;               /* an RSA key or signature in its chain: the client must verify RSA */
    unsigned largest_record;     /* the largest record it sent (0: not probed with a request) */
    int ignores_mfl;             /* it ignored every max fragment length asked */
    char assumed[300];           /* what the stand-in assumed (a root it did not send), or "" */
};

/* The library's optimisation level without the dash: "Os" unless the cell says otherwise. */
const char *tcc_cell_opt(const struct tcc_cell *cell);
/* The label a cell goes by in tables: the profile name, or the config file's base name. */
const char *tcc_cell_label(const struct tcc_cell *cell);

#endif
