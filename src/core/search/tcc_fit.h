/* tcc_fit.h: tlscost fit: the cheapest configuration of a library that still does the job.
 * A requirement (protocol, suite, curve, certificate verification, SNI, MFL, EMS) fixes the
 * options that must be on; every other option is a knob with a few settings. The knobs are data
 * beside the library's profiles (profiles/<library>/fit.knobs, read by tcc_fit_knobs.c), and
 * every candidate is that file's base header with the knobs' settings after it. Each candidate is
 * a real cell, built, run through the handshake and data phase and checked against the pitfall
 * certificates; candidates that fail or stop verifying certificates are never "cheaper".
 * The search: every combination of the knobs' settings when there are few enough (exhaustive),
 * else greedy: measure every single-knob change from the minimal set, combine the winners, then
 * keep taking the best single change until none helps. */
#ifndef TCC_FIT_H
#define TCC_FIT_H

#include <stddef.h>
#include <stdio.h>
#include <stdint.h>
#include "../base/tcc_error.h"
#include "../model/tcc_part.h"
#include "../model/tcc_result.h"
#include "../run/tcc_server.h"

#define TCC_FIT_KNOBS_MAX 96
#define TCC_FIT_VALUES_MAX 5
#define TCC_FIT_CANDIDATES_MAX 160

/* What to minimize; RAM is all of it: static (.data and .bss, where BearSSL keeps its buffers)
 * and the heap peak. */
enum tcc_fit_goal { TCC_GOAL_FLASH, TCC_GOAL_HEAP, TCC_GOAL_RAM, TCC_GOAL_INSTR };
/* How the search goes: exhaustive when the combinations fit within --max-candidates (auto). */
enum tcc_fit_method { TCC_SEARCH_AUTO, TCC_SEARCH_GREEDY, TCC_SEARCH_EXHAUSTIVE };

/* A job fit knows: the words of --need that name it, its knob file (under profiles/<library>/),
 * and whether its client verifies a certificate (else it holds a pre-shared key). */
struct tcc_fit_job {
    const char *title;           /* "TLS 1.2 ECDHE-ECDSA" */
    const char *words[4];        /* the words --need must hold: protocol, suite, and the rest */
    const char *knobs;           /* "fit.knobs" */
    int certificate;
    const char *cert;            /* the test PKI's chain its candidates run against (tc_pki.h): "ec0", "rsa0" */
    unsigned suite, group;       /* its suite's and group's IANA numbers (0: none): the ones the server accepts */
};

struct tcc_server_scenario;

struct tcc_fit_need {
    const struct tcc_fit_job *job;
    int sni, mfl, ems;           /* extensions the job needs */
    int ticket;                  /* a second connection must resume the first by session ticket */
    int peers;                   /* the answer must complete against openssl s_server and gnutls-serv */
    unsigned server_record;      /* the largest record the server may send */
    char waived[128];            /* protections the user waived in so many words ("extended master secret"), or "" */
};

struct tcc_fit_limits {
    uint64_t flash, heap, instr; /* 0: no limit */
    uint64_t cycles;             /* estimated handshake cycles on the fit's part; 0: no limit */
};

/* A knob: an option with its settings; setting 0 is the minimal set's. "-" means not defined,
 * "" defined without a value, TCC_FIT_AS_IS left as the base header has it. */
#define TCC_FIT_AS_IS "="
struct tcc_fit_knob {
    const char *name;
    const char *values[TCC_FIT_VALUES_MAX];
    unsigned n_values;
    const char *what;
    int receive;                 /* the receive buffer: its length is the MFL the candidate asks for */
    int send;                    /* the send buffer: a shorter one lowers that MFL (Mbed TLS asks for no
                                    more than the shorter of its two buffers) */
};

/* One of the job's extensions as the library spells it (a need line of fit.knobs). */
enum { TCC_NEED_SNI, TCC_NEED_MFL, TCC_NEED_EMS, TCC_NEED_TICKET, TCC_NEED_PEERS, TCC_NEEDS };
struct tcc_fit_need_macro {
    const char *macro;           /* NULL: the library's knob file does not say */
    const char *what;            /* the knob's words when the job leaves it free, or NULL: left out */
    const char *cannot;          /* why the library cannot do it at all, or NULL */
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
    uint64_t flash;              /* TLS flash: the library and the C library, without the harness's own code */
    uint64_t own_flash;          /* the harness's own code in the same image, reported apart */
    uint64_t heap, instr;
    uint64_t stack;              /* the client's stack high-water in the handshake */
    char suite[64];              /* the suite the handshake agreed on */
    uint64_t resume_instr;       /* the resumed handshake's instructions, when the job resumes by ticket */
    uint64_t static_ram;         /* .data + .bss of the client-only image */
    uint64_t cycles;             /* estimated on the fit's part (0 without one, or when the estimate failed) */
    double violation;            /* how far outside the limits, summed relative excess */
};

/* A fit planned for other processes (tlscost plan fit, then tlscost merge): its candidates are
 * not measured here but read from the documents in work_dir; one without a document yet is
 * pending, and the command that measures it goes to lines (NULL: only counted). The search stops
 * at the first round with a pending candidate, since the next round depends on its figures. */
struct tcc_fit_plan {
    FILE *lines;
    const char *tool;            /* this tlscost's path, for the lines */
    unsigned pending;
    char conflict[1200];         /* a document that cannot be merged, in one sentence; "" */
    char first_path[4200];       /* the first document read, and what changes figures in it */
    char tool_version[64], compiler[256], runner_version[256], library_sha256[80];
};

#define TCC_FIT_BASE_MAX 8192
#define TCC_FIT_POOL_MAX 16384

struct tcc_fit {
    const char *command;         /* the command its progress lines name; NULL: "fit" */
    unsigned send_as_is;         /* the base's own send buffer length, for a send knob left as it is
                                    (0: the library's default, 16384) */
    const char *base_words;      /* the all-zero candidate's change in words; NULL: "(the minimal set)" */
    const char *library;         /* whose knobs (profiles/<library>/fit.knobs) */
    const char *target;          /* the core candidates run on (mk/target/<target>.mk); NULL: the default */
    char base[TCC_FIT_BASE_MAX]; /* the base header's text, every candidate's first part */
    const char *job;             /* what the base does, in words */
    const char *strip;           /* prefix left out of option names in the list of changes */
    const char *cannot_job;      /* why the library cannot do the job at all, or NULL */
    struct tcc_fit_need_macro needs[TCC_NEEDS];
    char pool[TCC_FIT_POOL_MAX]; /* the knob file's words */
    size_t pool_used;
    struct tcc_fit_need need;
    struct tcc_fit_limits limits;
    enum tcc_fit_goal goal;
    unsigned n_knobs;
    struct tcc_fit_knob knobs[TCC_FIT_KNOBS_MAX];
    unsigned n_candidates;
    struct tcc_fit_candidate candidates[TCC_FIT_CANDIDATES_MAX];
    int best;                    /* index of the answer, -1 when nothing was measured */
    enum tcc_fit_method method;  /* asked for; after the search, the one used */
    unsigned long combinations;  /* of the knobs' settings */
    int attribution[TCC_FIT_KNOBS_MAX]; /* candidate with that knob put back to its other setting, or -1 */
    double seconds;
    unsigned max_candidates, jobs, timeout_s;
    unsigned first_round;        /* the greedy search's first round: the minimal set and every single
                                    change from it (more than max_candidates: it stops inside it) */
    const char *home;
    const struct tcc_part *part; /* NULL, or the part each candidate's handshake time is estimated on */
    char work_dir[4096];         /* where candidate headers and results go */
    struct tcc_fit_plan *plan;   /* NULL: candidates are measured here */
    const struct tcc_server_scenario *server; /* NULL, or the probed server of the job (tcc_server.h) */
    char peers_note[1024];       /* with peers in the need: how the answer did against the real servers */
    const char *server_file;     /* its description, for a plan's lines */
    /* What part, server and server_file point to when the fit was set up from a command's
     * options (tcc_fit_cli_setup): the fit owns them. */
    struct tcc_part part_storage;
    struct tcc_server_scenario server_storage;
    char server_file_storage[4096];
};

/* Parse "tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify,sni" (or another job's words, with
 * sni, mfl, ems and no-ems); TCC_E_USAGE with a message. */
int tcc_fit_parse_need(const char *text, struct tcc_fit_need *need, struct tcc_diag *d);
/* 1 when the need holds one of the job's extensions or requirements (TCC_NEED_SNI ...). */
int tcc_fit_wants(const struct tcc_fit_need *need, int which);
/* The job against a probed server (fit --server): the server's largest record bounds the receive
 * buffer (512 to 16,384 bytes), and a job that cannot talk to it (a suite that does not cover its
 * chain's keys, a PSK job) or a need it does not meet (mfl against a server that ignores it) is
 * TCC_E_USAGE with one line. */
int tcc_fit_need_server(struct tcc_fit_need *need, const struct tcc_server_scenario *s, struct tcc_diag *d);
/* Read the library's knob file (knobs, or by default profiles/<library>/fit.knobs; its base
 * header is always the library's) and set up the knobs the
 * requirement leaves free; TCC_E_USAGE for a library without one, TCC_E_INPUT naming the line
 * of a bad one. */
int tcc_fit_init(struct tcc_fit *fit, const char *home, const char *library, const char *knobs, struct tcc_diag *d);
/* A copy of text in the fit's pool (knob names, settings and words), or NULL when it is full. */
const char *tcc_fit_pool(struct tcc_fit *fit, const char *text, size_t len);
/* The config header of a candidate. */
void tcc_fit_config_text(const struct tcc_fit *fit, const struct tcc_fit_candidate *c, char *out, size_t size);
/* The objective of a candidate (flash, heap peak or instructions). */
uint64_t tcc_fit_objective(const struct tcc_fit *fit, const struct tcc_fit_candidate *c);
/* The index of the candidate with these settings, added when new; -1 when the table is full. */
int tcc_fit_add_candidate(struct tcc_fit *fit, const unsigned setting[]);
/* Measure the listed candidates, fit->jobs at a time (*done_before: how many came before, for
 * the progress lines; counted on). */
void tcc_fit_measure(struct tcc_fit *fit, const int list[], unsigned n, unsigned *done_before, struct tcc_diag *d);
/* Run the search (tcc_fit_search.c); progress and the reason it stopped through d. */
int tcc_fit_search(struct tcc_fit *fit, struct tcc_diag *d);
/* A candidate's documents in work_dir (ext "h", "json" or "why"). */
void tcc_fit_path(const struct tcc_fit *fit, const struct tcc_fit_candidate *c, const char *ext, char *out, size_t size);
/* The core the candidates run on: fit->target, or the default target. */
const char *tcc_fit_target(const struct tcc_fit *fit);
/* 1 when the greedy search's first round alone is larger than its budget, so the answer is the
 * best single change; the budget to give for changes together is then 2 * fit->first_round. */
int tcc_fit_stops_in_first_round(const struct tcc_fit *fit);
/* The chain the candidates run against: "server" (the probed server's stand-in), else the job's. */
const char *tcc_fit_cert(const struct tcc_fit *fit);
/* The receive buffer a candidate asks the server to respect (0: no MFL request). */
unsigned tcc_fit_mfl(const struct tcc_fit *fit, const struct tcc_fit_candidate *c);
/* Read a measured candidate's documents into it and judge it (status: its worker's, or 0). */
void tcc_fit_collect(struct tcc_fit *fit, struct tcc_fit_candidate *c, int status);
/* Planned fits (tcc_fit_plan.c): collect the listed candidates whose documents exist, and write
 * the command of each other one. */
void tcc_fit_plan_measure(struct tcc_fit *fit, const int list[], unsigned n);
/* Refuse (in plan->conflict) a document that is not a result (r NULL) or that was measured with
 * other tools or sources than the first one read. */
void tcc_fit_plan_check(struct tcc_fit_plan *plan, const char *path, const struct tcc_result *r);
/* 1 when a planned fit waits for documents. */
int tcc_fit_waiting(const struct tcc_fit *fit);
/* 1 when candidate a is a better answer than b: feasible first, then the objective, then the
 * sum of flash, heap and thousands of instructions (tcc_fit_search.c). */
int tcc_fit_better(const struct tcc_fit *fit, const struct tcc_fit_candidate *a, const struct tcc_fit_candidate *b);
/* The peers need (tcc_fit_peers.c): run the answer against the real servers, and while it fails
 * there, set it aside with what happened and take the next best; the outcome in fit->peers_note.
 * 0, or an error that stopped the check (the servers' programs missing, a build that failed). */
int tcc_fit_check_peers(struct tcc_fit *fit, struct tcc_diag *d);
/* 1 when candidate i is on the Pareto front of (flash, heap, instructions) among the ok and secure. */
int tcc_fit_on_front(const struct tcc_fit *fit, unsigned i);

#endif
