/* tcc_matrix.h: the standard matrix `tlscost report` measures: every profile, the variants
 * of the reference against min (chain length, RSA certificate), the record-buffer table with
 * and without max fragment length, the library's own example configs where they build, and
 * the other libraries (wolfSSL, BearSSL) doing the same job as Mbed TLS's min and tls13. */
#ifndef TCC_MATRIX_H
#define TCC_MATRIX_H

#include "../image/tcc_cell.h"
#include "../run/tcc_peers.h"
#include "../estimate/tcc_profile.h"
#include "../image/tcc_symbols.h"
#include "../model/tcc_part.h"
#include "../model/tcc_target.h"
#include "../model/tcc_result.h"

struct tcc_server_scenario;

enum tcc_matrix_group { TCC_MX_PROFILE, TCC_MX_VARIANT, TCC_MX_BUFFER, TCC_MX_EXAMPLE, TCC_MX_HOST, TCC_MX_RESUME,
                        TCC_MX_LIBRARY, TCC_MX_INTEROP, TCC_MX_GROUP_COUNT };

/* Mbed TLS's own PSK example config's cell: the PSK job beside the other libraries'. */
#define TCC_MATRIX_PSK_EXAMPLE "example-ccm-psk-tls1_2"

struct tcc_matrix_entry {
    const char *id;          /* unique, stable: "min", "min-chain1", "buf-4096-mfl" */
    enum tcc_matrix_group group;
    const char *profile;     /* under profiles/mbedtls/, or NULL with example */
    const char *example;     /* a file under the library source's configs/ */
    const char *cert;
    unsigned mfl, in_len, out_len, response;
    const char *what;        /* one line for the report */
    const char *target;      /* NULL: the report's target; else this one ("host") */
    const char *twin;        /* for a host cell: the id of the same cell on the report's target */
    const char *resume;      /* NULL, or how a second connection resumes the first */
    const char *library;     /* NULL: the default library (tcc_library_default); else another (its default version) */
    const char *server_library; /* NULL: the client's own server; else an interop cell's server library */
    const char *pitfall;     /* NULL, or why this cell fails on purpose: the pitfall it demonstrates */
};

/* One measured entry. */
struct tcc_matrix_cell {
    const struct tcc_matrix_entry *entry;
    int status;              /* 0, or the tcc_error of the measurement */
    char error[1024];        /* the one line the user saw when status != 0 */
    double seconds;          /* wall time to build and run */
    struct tcc_result *result; /* NULL when nothing was built */
};

/* One library at its best for one job (report --fits, tcc_matrix_fits.c): its fit's answer beside
 * its hand profile's cell. */
struct tcc_matrix_fit {
    const char *job;         /* "TLS 1.2 ECDHE-ECDSA", or NULL when the need did not parse */
    const char *need;        /* the fit's --need */
    const char *library;
    const char *note;        /* what the row waives and why, or NULL */
    const struct tcc_matrix_cell *hand; /* the hand profile's cell, or NULL when it was not measured */
    int status;              /* 0, or why there is no answer (error) */
    char error[1024];
    int cached;              /* the answer was read from build/fit-answers/ */
    uint64_t instr_limit;    /* the hand profile's handshake instructions plus 10 % */
    char answer_id[24], change[160], moved[512], method[16];
    uint64_t flash;          /* TLS flash: the library and the C library, the harness's own code apart */
    uint64_t own_flash;      /* that own code */
    uint64_t static_ram, heap, instr;
    unsigned candidates;     /* built and run when it was searched */
    double seconds;
    int feasible;
};

struct tcc_matrix_run {
    struct tcc_target_info target; /* the report's core: every cell's that names none */
    struct tcc_part part;          /* the part the estimates are for ("none": the core at zero wait states) */
    unsigned count;
    struct tcc_matrix_cell *cells;
    unsigned mhz;
    char library_version[TCC_NAME_MAX];
    char library_sha256[80];
    double seconds;
    struct tcc_peers *peers; /* the pitfall table from real servers, or NULL when not run */
    int peers_status;        /* 0, or the error that stopped the peers */
    char peers_error[1024];  /* why, when they were asked for and failed: the report says so */
    struct tcc_profile *profile; /* the per-function profile of one cell (profile_id), or NULL */
    const char *profile_id;
    char profile_error[1024];  /* why, when it was asked for and failed */
    struct tcc_symbols *symbols; /* the per-symbol sizes of the profiled cell's client image, or NULL */
    struct tcc_accel_row *accel_rows; /* projections of the jobs with each shipped accelerator, or NULL */
    unsigned accel_row_count;
    struct tcc_accel *accels;     /* the accelerators, for their sources */
    unsigned accel_count;
    const struct tcc_server_scenario *server; /* NULL, or the probed server of report --server */
    struct tcc_matrix_cell *server_cells;     /* each certificate job's cell against it */
    unsigned server_count;
    struct tcc_matrix_fit *fits;              /* report --fits: each library at its best per job, or NULL */
    unsigned fit_count;
    const struct cJSON *diagnosis;            /* report --diagnose: a tlscost diagnose document, or NULL */
};

/* One job's client handshake projected with one accelerator (tcc_accel.h): derived, not measured. */
struct tcc_accel_row {
    const struct tcc_matrix_cell *cell;
    unsigned accel;               /* index into the run's accels */
    double software_ms, projected_ms;
    int estimated;                /* at the cycle estimate's cycles per instruction (else one a cycle) */
};

extern const char *const tcc_matrix_group_titles[TCC_MX_GROUP_COUNT];

/* 1 for a cell that does a whole job the answer compares: a profile, another library's cell, or
 * Mbed TLS's own PSK example (the PSK job). */
int tcc_matrix_entry_does_job(const struct tcc_matrix_entry *e);
/* The entry's client library: its library field, or the default library's name. */
const char *tcc_matrix_entry_library(const struct tcc_matrix_entry *e);
/* The standard matrix (count in *n). */
const struct tcc_matrix_entry *tcc_matrix_standard(unsigned *n);
/* Measure every entry on target (mk/target/<target>.mk; an entry naming its own target keeps it),
 * with progress through d; cells that fail are kept with their reason. TCC_E_USAGE for an
 * unknown target. */
int tcc_matrix_measure(const char *home, const char *target, const char *part, const struct tcc_matrix_entry *entries,
                       unsigned n, unsigned timeout_s, struct tcc_matrix_run *run, struct tcc_diag *d);
/* Profile the cell with this id (one of run's) under the QEMU plugin into run->profile; on
 * failure run->profile_error says why (the report says so too). */
int tcc_matrix_profile(const char *home, const char *id, unsigned timeout_s, struct tcc_matrix_run *run,
                       struct tcc_diag *d);
/* Read the per-symbol sizes of the cell with this id (one of run's) into run->symbols; 0, or an
 * error (run->symbols then stays NULL). */
int tcc_matrix_symbols(const char *home, const char *id, struct tcc_matrix_run *run);
/* Project min, tls13 and every library's cells with each accelerator of <home>/accel/ into
 * run->accel_rows, at run->mhz; 0, or an error (then none). */
int tcc_matrix_accels(const char *home, struct tcc_matrix_run *run);
/* Measure every cell that did a certificate job (the profiles and the other libraries' cells that
 * completed, PSK clients left out) again against the probed server's stand-in chain and records,
 * into run->server_cells; a cell refused before it runs (a pitfall: tcc_server_pitfalls) or that
 * fails keeps its reason. 0, or TCC_E_SETUP when a tool is missing. */
int tcc_matrix_server(const char *home, const struct tcc_server_scenario *server, unsigned timeout_s,
                      struct tcc_matrix_run *run, struct tcc_diag *d);
/* Fit each library to each job (TLS 1.2 ECDHE-ECDSA and ECDHE-RSA, TLS 1.3, TLS 1.2 and 1.3 PSK, where
 * its knob files have the job) within its hand profile's handshake instructions plus 10 %,
 * minimizing flash with at most max_candidates each, into run->fits; an answer found before from
 * the same inputs is read from <home>/build/fit-answers/. A row without an answer keeps why. 0,
 * or TCC_E_SETUP. */
int tcc_matrix_fits(const char *home, unsigned timeout_s, unsigned max_candidates, struct tcc_matrix_run *run,
                    struct tcc_diag *d);
/* The answer's fields of f (answer, change, saved_most, flash, static_ram, heap_peak,
 * handshake_instr, feasible, candidates, seconds, search) added to o: the answer file kept in
 * build/fit-answers/ and the report's "fits" rows write the same fields. */
struct cJSON;
void tcc_matrix_fit_answer_json(struct cJSON *o, const struct tcc_matrix_fit *f);
void tcc_matrix_free(struct tcc_matrix_run *run);
/* The cell with this id, or NULL (also NULL when it has no result). */
const struct tcc_matrix_cell *tcc_matrix_find(const struct tcc_matrix_run *run, const char *id);

#endif
