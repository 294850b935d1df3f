/* tcc_options.h: command-line options from one table per subcommand. The same table parses
 * the arguments and prints --help, so the two never disagree. */
#ifndef TCC_OPTIONS_H
#define TCC_OPTIONS_H

#include <stdio.h>

struct tcc_option {
    const char *name;      /* without the leading "--" */
    const char *value;     /* name of its value ("FILE"), or NULL for a flag */
    const char *help;
    const char *fallback;  /* value when not given (shown in --help), or NULL */
    const char *given;     /* filled by the parser: the value, "1" for a flag, or fallback */
};

/* Parse argv (after the subcommand name) into the table; positional arguments are collected
 * into positional[] (at most max_positional). Returns 0, 1 when --help was asked (help printed),
 * or TCC_E_USAGE with one line printed. */
int tcc_options_parse(const char *command, struct tcc_option *options, int argc, char **argv,
                      const char **positional, int max_positional, int *n_positional, const char *usage);
void tcc_options_help(FILE *out, const char *command, const struct tcc_option *options, const char *usage);
/* 1 when the table has an option of that name. */
int tcc_option_in_table(const struct tcc_option *options, const char *name);
/* The value of option name (NULL when absent and without a fallback). */
const char *tcc_option(const struct tcc_option *options, const char *name);
/* Parse an unsigned number option; TCC_E_USAGE with a message when it is not one. */
int tcc_option_unsigned(const struct tcc_option *options, const char *name, unsigned long *out);

#endif
