/* tcc_diagnose_effective.h: within diagnose, the options a config enables after the library's own
 * adjustments (tcc_diagnose_effective.c). */
#ifndef TCC_DIAGNOSE_EFFECTIVE_H
#define TCC_DIAGNOSE_EFFECTIVE_H

#include <stddef.h>
#include "tcc_diagnose.h"
#include "../model/tcc_target.h"

/* What the knob file's preprocess line names: the config header, the library's source folder,
 * the tlscost tree; and where the compiler's errors go. */
struct tcc_diag_paths {
    const char *config, *source, *home, *log;
};

/* Read the knob file's text (dg->knobs_path names it in errors) once for its settings (knobs 0:
 * preprocess, options, strip, ignore, groups) or for its knobs (knobs 1: each drop the config's
 * effective options enable, each switch they lack). TCC_E_INPUT naming the line of a bad one
 * (tcc_diagnose_knobs.c). */
int tcc_diag_read(struct tcc_diagnose *dg, const char *text, int knobs, struct tcc_diag *d);
/* The effective option of that name, or NULL. */
const struct tcc_diag_option *tcc_diag_option(const struct tcc_diagnose *dg, const char *name, size_t len);
/* The -dM output of the library's config headers with paths->config as the config, by the
 * target's compiler; NULL with its first error (file:line: error ...) in why. */
char *tcc_diag_preprocess(const struct tcc_diagnose *dg, const struct tcc_target_info *info,
                          const struct tcc_diag_paths *paths, char *why, size_t why_size);
/* The library's option names, " A B ... " (free it): those its options header defines or
 * comments out, and every macro the knob file names; NULL when the header cannot be read. */
char *tcc_diag_universe(const struct tcc_diagnose *dg, const char *source_dir, const char *knob_text);
/* Append "NAME " for each #define (or commented-out //#define) of text to names. */
void tcc_diag_defined_names(const char *text, char *names, size_t size);
/* The options of a -dM output that the universe holds (less the ignored): into dg->options with
 * their values and groups, or with names given, as "NAME " appended to it instead. */
void tcc_diag_effective(struct tcc_diagnose *dg, const char *dm, const char *universe, char *names, size_t names_size);

#endif
