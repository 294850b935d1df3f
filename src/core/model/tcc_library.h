/* tcc_library.h: one descriptor per TLS library, and the one table of them: what the tool
 * needs to know of a library beyond its make fragment (mk/lib/<name>.mk), its profiles
 * (profiles/<name>/) and its adapter (harness/tls/<name>_*.c). No other code names a library:
 * it reads these fields. The first entry is the default library. */
#ifndef TCC_LIBRARY_H
#define TCC_LIBRARY_H

#include <stddef.h>
#include "tcc_result.h"
#include "tcc_tls_errors.h"

#include "../../../harness/tc_names.h"

/* A library source found for a cell: a fetched release or a tree of the user's own. */
struct tcc_library_source {
    char name[TCC_NAME_MAX];     /* "mbedtls" */
    char version[TCC_NAME_MAX];  /* "3.6.6", or for a tree of one's own "3.6.6-tree-<12 hex of its sha256>" */
    char sha256[80];             /* of the upstream tarball, or of a tree's C sources and headers */
    char dir[4096];
    char tree[4096];             /* --library NAME@PATH: the tree's real path; "" for a fetched source */
    char revision[64];           /* its git commit (12 hex), or "" outside git */
    int dirty;                   /* it has uncommitted changes to tracked files */
};

#define TCC_FLIGHTS TC_CLIENT_FLIGHTS

struct tcc_library {
    const char *name;                /* "mbedtls": the folder and file names above */
    const char *title;               /* "Mbed TLS", for people */
    /* Its error codes (tcc_tls_errors.c), and how its documentation writes them. */
    const struct tcc_tls_error *errors;
    int errors_hex;                  /* written in hex, and a code may be a high-level plus a low-level one */
    /* Its handshake states by the flight they take part in (NULL ended lists), or all NULL when
     * its adapter steps by flight already. */
    const char *const *flight_states[TCC_FLIGHTS];
    /* The heap: 0 when it allocates nothing (its RAM is static), with the reason heap-fit gives. */
    int allocates;
    const char *no_heap;
    int own_allocator;               /* a buffer allocator of its own that heap-fit can size */
    /* Resumption: the --resume kinds it does ("id, ticket"), and why not, for any other. */
    const char *resume_kinds;
    const char *no_resume;
    /* Its record buffers' content lengths as config macros, or NULL when it sizes its own (then
     * no_record_buffers says what to do instead). */
    const char *in_len_macro, *out_len_macro;
    const char *no_record_buffers;
    const char *examples;            /* its example configs under its source tree, or NULL */
    /* A source tree of its own (--library NAME@PATH) has this file, or in older versions the
     * second (NULL: none); its version is the string this macro defines there (NULL: the tree
     * says none). */
    const char *version_header, *version_header_before, *version_macro;
    /* A tree with this path is another library's (Mbed TLS 4.x's tf-psa-crypto), measured as that
     * one; NULL when none. */
    const char *tree_other_marker, *tree_other_library;
    /* Files a tree must have besides its version header, each with what to do when it lacks it. */
    const char *tree_needs[3][2];
    /* A git checkout lacks files a release carries: when tree_generated is missing, this command,
     * run in the tree, makes them; tree_generate_needs names what it needs installed. */
    const char *tree_generated, *tree_generate, *tree_generate_needs;
    /* No source of its own comes with make setup (Debian packages none): why, and what to give. */
    const char *tree_only;
    /* The config macro that hands each operation (tcc_result.h's TCC_OP_*) to an accelerator's
     * driver (stubbed in the size image's adapter), or NULL where it has none. */
    const char *accel_hooks[TCC_OP_COUNT];
    /* The config macros that hand the record protection to an AES-GCM block, or NULL. */
    const char *record_hooks;
    /* The functions that protect a record (encrypt or decrypt it), which never call each other:
     * their inclusive instructions in the data phase are its record protection (run --accel with
     * a record-protection block). NULL: not attributed. */
    const char *record_cipher_entries;
    /* Functions whose presence in a run image means its client can verify an RSA signature
     * (space-separated): a probed server's RSA chain is refused before the run without one. */
    const char *rsa_verify_symbols;
    const char *min_cell;            /* the standard matrix's cell of its min profile */
};

/* The library named name ("mbedtls"), or NULL. */
const struct tcc_library *tcc_library_named(const char *name);
/* The default library (the table's first), and the one after library in the table (NULL
 * after the last). */
const struct tcc_library *tcc_library_default(void);
const struct tcc_library *tcc_library_next(const struct tcc_library *library);
/* The libraries' names, as "mbedtls, wolfssl, bearssl". */
void tcc_library_known(char *out, size_t size);
/* 1 when the named library's adapter steps by flight rather than by state. */
int tcc_library_steps_by_flight(const char *name);
/* The title of a library by name, or the name itself for one not in the table. */
const char *tcc_library_title(const char *name);

#endif
