/* tcc_fit_cli.h: what tlscost fit, tlscost plan fit and tlscost merge share: the options that
 * define a fit, the search they set up (one library or any), and the answer's text and files. */
#ifndef TCC_FIT_CLI_H
#define TCC_FIT_CLI_H

#include "../core/search/tcc_fit.h"
#include "../core/model/tcc_target.h"
#include "tcc_commands.h"

/* The rows of an option table that define a fit's search. */
#define TCC_FIT_OPTIONS                                                                                                \
    { "library", "NAME", "whose configurations to search: mbedtls, wolfssl, bearssl (knobs in profiles/NAME/fit.knobs), or any: each in turn, answering with the cheapest", "mbedtls", NULL }, \
    { "knobs", "FILE", "a knob file of your own instead of profiles/NAME/fit.knobs (one library only)", NULL, NULL }, \
    { "config", "FILE", "start from your own whole config header instead of the knob file's base: the search turns what tlscost diagnose looks for (profiles/NAME/diagnose.knobs) from the config as it is (one library only)", NULL, NULL }, \
    { "search", "HOW", "auto (exhaustive when every combination fits within --max-candidates, else greedy), greedy or exhaustive", "auto", NULL }, \
    { "need", "LIST", "the job: tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify, tls1.2,ECDHE-RSA-AES128-GCM-SHA256,p256,verify, tls1.3,TLS_AES_128_GCM_SHA256,p256,verify, tls1.2,PSK-AES128-CCM8, tls1.3,TLS_AES_128_GCM_SHA256,psk or tls1.3,TLS_AES_128_GCM_SHA256,psk,ecdhe; with sni, mfl, ticket (a second connection resumes by session ticket) and peers (the answer also completes against openssl s_server and gnutls-serv), all optional; the extended master secret is kept unless no-ems waives it", \
      "tls1.2,ECDHE-ECDSA-AES128-GCM-SHA256,p256,verify,sni", NULL },                                                  \
    { "target", "NAME", "the core every candidate is built for and measured on (listed below)", TCC_TARGET_DEFAULT, NULL }, \
    { "server-record", "BYTES", "the largest record the server may send", "16384", NULL },                            \
    { "server", "FILE", "the job's server: a probed server's description (tlscost probe --json FILE); candidates run against its stand-in chain, its largest record bounds the receive buffer instead of --server-record, and a job or a need it cannot meet is refused", NULL, NULL }, \
    { "minimize", "WHAT", "flash, heap, ram (static RAM and heap peak: BearSSL keeps its buffers static) or instr", "flash", NULL }, \
    { "max-flash", "BYTES", "TLS flash limit, own code apart (0: none)", "0", NULL },                                                     \
    { "max-heap", "BYTES", "client heap peak limit (0: none)", "0", NULL },                                             \
    { "max-instr", "N", "handshake instruction limit (0: none)", "0", NULL },                                           \
    { "max-ms", "MS@MHZ", "handshake time limit at a clock, e.g. 700@168MHz (derived: 1 instruction/cycle, or with --part the estimate on that part)", NULL, NULL }, \
    { "part", "NAME", "judge --max-ms by each candidate's estimated time on this part (parts/NAME.part; one more run each under the profiling plugin)", NULL, NULL }, \
    { "max-candidates", "N", "stop after building this many candidates", "60", NULL },                                 \
    { "timeout", "SECONDS", "wall-clock limit for one run of the firmware", "120", NULL }

/* The fit the options describe (everything but where its candidates go); *mhz gets the clock of
 * the derived time. TCC_E_USAGE with one line said. */
int tcc_fit_cli_setup(const struct tcc_invocation *inv, struct tcc_fit *fit, unsigned *mhz);
/* Run the search for the options' library, or for each (--library any); *answer gets the fit to
 * answer with (fit itself, or a copy to free), or NULL when a planned fit waits for documents. */
int tcc_fit_cli_search(const struct tcc_invocation *inv, struct tcc_fit *fit, unsigned mhz, struct tcc_fit **answer);
/* The answer as text, and fit-config.h, fit.json and fit.html in dir; TCC_E_BUDGET when it does
 * not meet every constraint. */
int tcc_fit_cli_answer(const struct tcc_invocation *inv, const struct tcc_fit *answer, unsigned mhz, const char *dir);

/* The file of a planned fit's folder that keeps its options. */
#define TCC_FIT_PLAN_FILE "fit.plan"
/* tlscost plan fit: keep the options in dir/fit.plan (refusing another fit's), and print the
 * command of each candidate the search needs next (tool: this tlscost's path). */
int tcc_fit_cli_plan(const struct tcc_invocation *inv, const char *dir, const char *tool);
/* tlscost merge of a planned fit's folder: the answer from its documents into out, or why not
 * (candidates without documents, a truncated document, documents from different tools). */
int tcc_fit_cli_merge(const struct tcc_invocation *inv, const char *dir, const char *out);

#endif
