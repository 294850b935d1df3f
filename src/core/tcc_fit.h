/* tcc_fit.h: tlscost fit: the cheapest Mbed TLS configuration that still does the job.
 * A requirement (protocol, suite, curve, certificate verification, SNI, MFL, EMS) fixes the
 * options that must be on; every other option is a knob with a few settings. Each candidate is a
 * real cell, built, run through the handshake and data phase and checked against the pitfall
 * certificates; candidates that fail or stop verifying certificates are never "cheaper".
 * The search: measure every single-knob change from the minimal set, combine the winners, then
 * keep taking the best single change until none helps. */
#ifndef TCC_FIT_H
#define TCC_FIT_H

#include <stddef.h>
#include <stdint.h>
#include "tcc_error.h"
#include "tcc_part.h"
#include "tcc_result.h"

#define TCC_FIT_KNOBS_MAX 16
#define TCC_FIT_VALUES_MAX 5
#define TCC_FIT_CANDIDATES_MAX 160

enum tcc_fit_goal { TCC_GOAL_FLASH, TCC_GOAL_HEAP, TCC_GOAL_INSTR };

struct tcc_fit_need {
    int sni, mfl, ems;           /* extensions the job needs */
    unsigned server_record;      /* the largest record the server may send */
    char waived[128];            /* protections the user waived in so many words ("extended master secret"), or "" */
};

struct tcc_fit_limits {
    uint64_t flash, heap, instr; /* 0: no limit */
    uint64_t cycles;             /* estimated handshake cycles on the fit's part; 0: no limit */
};

/* A knob: an option with its settings; setting 0 is the minimal set's. "-" means not defined,
 * "" defined without a value. */
struct tcc_fit_knob {
    const char *name;
    const char *values[TCC_FIT_VALUES_MAX];
    unsigned n_values;
    const char *what;
};

struct tcc_fit_candidate {
    unsigned setting[TCC_FIT_KNOBS_MAX];
    char id[24];                 /* short hash of the config text */
    char change[160];            /* the knobs that differ from the minimal set, in words */
    int measured;
    int ok;                      /* built, handshake and data phase completed */
    int secure;                  /* refused the unknown root and the wrong host */
    int feasible;                /* ok, secure and within every limit */
    char error[512];
    uint64_t flash, heap, instr;
    uint64_t cycles;             /* estimated on the fit's part (0 without one, or when the estimate failed) */
    double violation;            /* how far outside the limits, summed relative excess */
};

struct tcc_fit {
    struct tcc_fit_need need;
    struct tcc_fit_limits limits;
    enum tcc_fit_goal goal;
    unsigned n_knobs;
    struct tcc_fit_knob knobs[TCC_FIT_KNOBS_MAX];
    unsigned n_candidates;
    struct tcc_fit_candidate candidates[TCC_FIT_CANDIDATES_MAX];
    int best;                    /* index of the answer, -1 when nothing was measured */
    int attribution[TCC_FIT_KNOBS_MAX]; /* candidate with that knob put back to its other setting, or -1 */
    double seconds;
    unsigned max_candidates, jobs, timeout_s;
    const char *home;
    const struct tcc_part *part; /* NULL, or the part each candidate's handshake time is estimated on */
    char work_dir[4096];         /* where candidate headers and results go */
};

/* Parse "tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify,sni"; TCC_E_USAGE with a message. */
int tcc_fit_parse_need(const char *text, struct tcc_fit_need *need, struct tcc_diag *d);
/* Set up the knobs the requirement leaves free. */
void tcc_fit_init(struct tcc_fit *fit);
/* The config header of a candidate. */
void tcc_fit_config_text(const struct tcc_fit *fit, const struct tcc_fit_candidate *c, char *out, size_t size);
/* The objective of a candidate (flash, heap peak or instructions). */
uint64_t tcc_fit_objective(const struct tcc_fit *fit, const struct tcc_fit_candidate *c);
/* Run the search (tcc_fit_search.c); progress and the reason it stopped through d. */
int tcc_fit_search(struct tcc_fit *fit, struct tcc_diag *d);
/* 1 when candidate i is on the Pareto front of (flash, heap, instructions) among the ok and secure. */
int tcc_fit_on_front(const struct tcc_fit *fit, unsigned i);

#endif
