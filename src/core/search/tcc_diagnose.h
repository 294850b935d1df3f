/* tcc_diagnose.h: tlscost diagnose: a config of the user's own, measured as it is, with what each
 * of its options costs and which speed and size switches it is missing. The options it looks for
 * are data (profiles/<library>/diagnose.knobs, read by tcc_diagnose_knobs.c). The measuring is
 * fit's: the user's config is the base header, each option to drop or switch to add is a knob
 * whose first setting leaves the config as it is, and every candidate is a real cell run through
 * the job and the security checks (tcc_fit.h). */
#ifndef TCC_DIAGNOSE_H
#define TCC_DIAGNOSE_H

#include <stddef.h>
#include "../base/tcc_error.h"
#include "tcc_fit.h"

#define TCC_DIAG_OPTIONS_MAX 512
#define TCC_DIAG_GROUPS_MAX 12

enum tcc_diag_kind { TCC_DIAG_DROP, TCC_DIAG_ADD, TCC_DIAG_RECEIVE, TCC_DIAG_SEND };

/* One option the config enables after the library's own adjustments, with its value ("" for a
 * flag) and the group it is listed under. */
struct tcc_diag_option {
    char name[64];
    char value[64];
    int group;                   /* index into the groups; the last group is "other" */
};

/* What a knob of the fit is to diagnose. */
struct tcc_diag_item {
    enum tcc_diag_kind kind;
    const char *what;            /* the knob's words */
    int best;                    /* its best measured candidate (the one candidate of a drop), or -1 */
    int taken_back;              /* it paid alone, but the others cost less without it: left out of
                                    the combination */
};

/* How a measured change came out. */
enum tcc_diag_verdict {
    TCC_DIAG_HELD,               /* the job completed and the checks held */
    TCC_DIAG_NEEDED,             /* the job failed without it (or with it, for a switch) */
    TCC_DIAG_INSECURE,           /* the job completed but a security check failed */
    TCC_DIAG_NO_BUILD,           /* the config did not build with the change */
};

struct tcc_diagnose {
    struct tcc_fit *fit;         /* its base: the user's config and the bare-chip adaptation; its knobs */
    const char *config;          /* the user's config file */
    char config_real[4096];
    char knobs_path[4200];
    char preprocess[512];        /* the compiler's words that read the library's config headers with a
                                    config ({config}, {source}, {home} put in) */
    char options_header[256];    /* the library's header listing every option, under its source; "" */
    char ignored[512];           /* names it lists that are not options, " A B " */
    unsigned n_groups;
    char groups[TCC_DIAG_GROUPS_MAX][48];
    char prefixes[TCC_DIAG_GROUPS_MAX][512];
    unsigned n_options;
    struct tcc_diag_option options[TCC_DIAG_OPTIONS_MAX];
    char adapted[1024];          /* what the bare-chip adaptation switched off that the config had */
    struct tcc_diag_item items[TCC_FIT_KNOBS_MAX]; /* one per knob of fit */
    int base;                    /* the config as it is: candidate 0 */
    int combined;                /* every change that held and paid, together; -1: none */
    double seconds;
};

/* Read profiles/<library>/diagnose.knobs, or the knobs file given (TCC_E_USAGE for a library
 * without one, TCC_E_INPUT naming the line of a bad one) and the effective options of the user's config (the library's
 * config headers preprocessed by the target's compiler, with the bare-chip adaptation after the
 * config), and set up the fit's knobs: each drop the config enables, each switch it lacks.
 * TCC_E_BUILD with one line when the config does not preprocess (its #error, file and line). */
int tcc_diagnose_init(struct tcc_diagnose *dg, const char *home, const char *library, const char *knobs,
                      const char *config, const char *target, struct tcc_diag *d);
/* Measure the config as it is, then every change one at a time, then the changes that held and
 * paid, together, then that combination with each change taken back (changes interact), leaving
 * out those whose taking back paid. TCC_E_TLS when the config as it is does not do the job (said in d). */
int tcc_diagnose_run(struct tcc_diagnose *dg, struct tcc_diag *d);
/* How candidate i came out. */
enum tcc_diag_verdict tcc_diagnose_verdict(const struct tcc_diagnose *dg, int i);
/* A verdict's name in the document ("held", "needed", "insecure", "does not build"). */
const char *tcc_diagnose_verdict_name(enum tcc_diag_verdict verdict);
/* Why a change that did not hold is listed apart, in words: for a drop (drops 1) "kept: the job
 * fails without it" and the like, for a switch "the job fails with it". */
const char *tcc_diagnose_verdict_title(enum tcc_diag_verdict verdict, int drops);
/* 1 when the change of candidate i pays against the config as it is: the relative changes of
 * flash, RAM (static and heap) and handshake instructions sum to less than zero. */
int tcc_diagnose_pays(const struct tcc_diagnose *dg, int i);
/* The knobs of one kind (drops with drops 1, switches with 0) whose change held, into order,
 * ranked: by flash for drops, by handshake instructions for switches, the least first; their
 * count. */
unsigned tcc_diagnose_ranked(const struct tcc_diagnose *dg, int drops, unsigned order[]);
/* The option name without the library's prefix. */
const char *tcc_diagnose_short(const struct tcc_diagnose *dg, const char *name);
/* The combined change as lines to apply to the config ("-#define X", "+#define X V"). */
void tcc_diagnose_diff(const struct tcc_diagnose *dg, char *out, size_t size);

#endif
