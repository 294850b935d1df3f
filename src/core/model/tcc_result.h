/* tcc_result.h: the result model: everything one measured cell produced. Parsers fill it
 * (tcc_records.c from the firmware's records, tcc_linkmap.c from the size image's map),
 * writers only read it. Its JSON form (tcc_json.c) is documented in docs/result-schema.md. */
#ifndef TCC_RESULT_H
#define TCC_RESULT_H

#include <stdint.h>
#include "../../../harness/tc_names.h"

#define TCC_NAME_MAX 64
#define TCC_TEXT_MAX 512
#define TCC_STEPS_MAX 48
#define TCC_OBJECTS_MAX 256
#define TCC_DATA_MAX 4

enum tcc_group { TCC_GROUP_LIBRARY, TCC_GROUP_OWN, TCC_GROUP_LIBC, TCC_GROUP_COUNT };

struct tcc_object_size {
    char name[TCC_NAME_MAX];
    enum tcc_group group;
    uint64_t text;  /* .text + .rodata (+ vectors, exidx): flash only */
    uint64_t data;  /* initialised data: flash and RAM */
    uint64_t bss;   /* zeroed data: RAM only */
};

struct tcc_flash {
    uint64_t total;                    /* text + data over all objects */
    uint64_t group[TCC_GROUP_COUNT];   /* flash per group */
    uint64_t text, data, bss;          /* sums over all objects */
    unsigned object_count;
    struct tcc_object_size objects[TCC_OBJECTS_MAX]; /* sorted by flash, largest first */
};

/* The expensive operations the run image times inside each step (harness/tc_ops.h). */
#define TCC_OP_ENUM(id, name, title) TCC_OP_##id,
enum tcc_op { TC_OPERATIONS(TCC_OP_ENUM) TCC_OP_COUNT };
#undef TCC_OP_ENUM
extern const char *const tcc_op_names[TCC_OP_COUNT];  /* "ecdsa_verify", ... as in the records */
extern const char *const tcc_op_titles[TCC_OP_COUNT]; /* "ECDSA verify", ... for people */

struct tcc_op_cost {
    uint64_t instr;
    uint64_t count;
    uint64_t est_cycles; /* with an estimate, the client's estimated cycles in it; 0: none */
};

/* One handshake state of one side, summed over every call made in that state. */
struct tcc_step {
    char name[TCC_NAME_MAX];
    uint64_t instr;
    uint64_t heap_peak;  /* highest live heap of this side during the step */
    uint64_t heap_live;  /* live heap after the step */
    uint64_t stack;      /* stack high-water of the step, bytes */
    unsigned calls;      /* calls into the library in this state */
    uint64_t bytes;      /* data phase: application bytes moved */
    uint64_t est_cycles; /* with an estimate (struct tcc_estimate), the client handshake step's
                            estimated cycles at the nominal refill; 0: no estimate */
    struct tcc_op_cost ops[TCC_OP_COUNT]; /* part of instr spent in each operation */
};

struct tcc_side {
    struct tcc_step setup;
    unsigned step_count;
    struct tcc_step steps[TCC_STEPS_MAX];
    uint64_t handshake_instr;          /* sum of the steps */
    struct tcc_op_cost ops[TCC_OP_COUNT]; /* sums over the steps */
    uint64_t handshake_stack;          /* max over setup and steps */
    unsigned data_count;
    struct tcc_step data[TCC_DATA_MAX]; /* WRITE_REQUEST, READ_RESPONSE, ... with bytes in calls */
    uint64_t data_instr;
    unsigned resume_count;             /* a second connection resuming the first (resume=id|ticket) */
    struct tcc_step resume[TCC_STEPS_MAX];
    uint64_t resume_instr;
    uint64_t resume_verifies;          /* ECDSA/RSA verifications in it: 0 when it really resumed */
    uint64_t heap_peak;                /* over the whole run */
    uint64_t heap_after_free;
    uint64_t allocations;
};

struct tcc_failure {
    int present;
    char side[16];
    char step[TCC_NAME_MAX];
    int64_t code;
    uint64_t heap_failures, heap_failed_size, heap_live;
};

struct tcc_fault {
    int present;
    char side[16];
    char step[TCC_NAME_MAX];
    uint64_t exception, pc, lr, cfsr, hfsr, bfar, mmfar;
};

/* Security checks: the same client against servers it must refuse (tcc_measure_security; the
 * table of checks is tcc_checks.h). Each answer is TCC_CHECK_REFUSED, TCC_CHECK_ACCEPTED, or
 * TCC_CHECK_UNTESTED when the run could not get as far as the client's decision (the pitfall
 * certificates are P-256: a profile without ECDSA cannot load them) or the check is for the other
 * kind of client. */
enum { TCC_CHECK_UNTESTED = -1, TCC_CHECK_ACCEPTED = 0, TCC_CHECK_REFUSED = 1 };
enum tcc_check_id {
    TCC_SEC_UNKNOWN_ROOT,     /* a chain to a root the client does not trust */
    TCC_SEC_WRONG_HOST,       /* a certificate for another name than the one sent in SNI */
    TCC_SEC_EXPIRED,          /* a certificate whose validity ended in 2021 (needs a clock) */
    TCC_SEC_WRONG_KEY,        /* a PSK client holding another key than the server's */
    TCC_SEC_UNKNOWN_IDENTITY, /* a PSK client naming an identity the server does not know */
    TCC_SEC_COUNT
};
struct tcc_security {
    int checked;
    int answer[TCC_SEC_COUNT];
};

/* An estimate of the client handshake's cycles by a core's timing model and a part's memory
 * (tlscost profile --part, docs/cycles.md): derived, not measured, and labelled so. */
struct tcc_estimate {
    int present;
    char model[TCC_NAME_MAX];          /* "cortex-m4" */
    char memory[TCC_TEXT_MAX];         /* the part: "no part (zero wait states)" */
    uint64_t clock_mhz;                /* the part's clock */
    uint64_t handshake_cycles;         /* at the nominal branch refill */
    uint64_t handshake_cycles_low, handshake_cycles_high; /* at the manual's shortest and longest refill */
    uint64_t data_cycles;              /* the client's data phase (its data records) */
    uint64_t resumption_cycles;        /* the client's resumed handshake (its rstep records); 0: none */
    uint64_t supply_mv, run_current_ua;/* the part's, for the energy projection; 0: it gives none */
    char current_source[TCC_TEXT_MAX]; /* the datasheet figure they came from */
    uint64_t handshake_energy_uj, data_energy_uj, resumption_energy_uj; /* projections, rounded; 0: none */
    uint64_t validated_points;         /* the model's published hardware points (docs/cycles-validation.tsv) */
    int64_t validated_low_permille, validated_high_permille; /* its error against them, lowest and highest */
};

struct tcc_result {
    /* what was measured */
    char profile[TCC_NAME_MAX];
    char library[TCC_NAME_MAX];
    char library_version[TCC_NAME_MAX];
    char library_sha256[80];           /* of the upstream tarball, or of a source tree's C sources and headers */
    char library_tree[TCC_TEXT_MAX];   /* --library NAME@PATH: the tree's real path, else "" */
    char library_revision[TCC_NAME_MAX]; /* its git commit, or "" */
    int library_dirty;                 /* it had uncommitted changes */
    char config_sha256[80];
    char target[TCC_NAME_MAX];
    char board[TCC_NAME_MAX];
    int native;                        /* the target runs images as processes of the host: code size, not flash */
    char compiler[TCC_TEXT_MAX];
    char runner_version[TCC_TEXT_MAX]; /* QEMU's --version line, or "native" */
    char cflags[TCC_TEXT_MAX];
    char scenario[TCC_TEXT_MAX];       /* the run's arguments */
    char user_config[TCC_TEXT_MAX];    /* --user-config: the header's path, or "" */
    char user_config_sha256[80];       /* of its contents */
    char user_config_macros[TCC_TEXT_MAX]; /* the macros it #defines or #undefs, in order ("A B -C") */
    char tool_version[TCC_NAME_MAX];
    /* the size image */
    struct tcc_flash flash;
    /* the run image */
    uint64_t calib_instr, calib_ticks;
    uint64_t instr_per_tick;           /* from the calibration: 40 on the mps2 boards */
    char count_unit[8];                /* what the instr figures count: "instr", or "ns" (wall time) */
    int run_complete;                  /* the firmware printed "end code=0" */
    int exit_code;                     /* the firmware's own code (0 ok, 1 TLS error, 2 args, 3 fault) */
    /* the run image's server: the same library, or another one in an interop run */
    char server_library[TCC_NAME_MAX], server_version[TCC_NAME_MAX];
    char client_auth[16];              /* "certificate" or "psk": how the client authenticated the server */
    uint64_t client_in_len, client_out_len; /* record content the client's buffers take in and send */
    char suite[TCC_NAME_MAX];
    uint64_t bytes_to_server, bytes_to_client;
    struct tcc_side client, server;
    struct tcc_failure failure;
    struct tcc_fault fault;
    struct tcc_security security;
    struct tcc_estimate estimate;
};

#endif
