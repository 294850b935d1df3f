/* test_help.c: every --help against what the parser takes: the commands tlscost --help lists are
 * the ones the unknown-command message names, and every option a command's --help lists is one
 * its parser accepts (with a value where the help shows one). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tc_test.h"
#include "tests.h"

#define TC_HELP_MAX 64

/* The words of help lines that start with two spaces and then `lead` (a letter, or "--"). */
static int tc_help_words(const char *help, const char *lead, char words[][48], char takes_value[], int max)
{
    int n = 0;
    for (const char *line = help; line != NULL && *line && n < max; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        if (strncmp(line, "  ", 2) != 0 || strncmp(line + 2, lead, strlen(lead)) != 0)
            continue;
        size_t len = strcspn(line + 2, " \n");
        if (strcmp(lead, "--") != 0 && (line[2] < 'a' || line[2] > 'z'))
            continue;
        snprintf(words[n], 48, "%.*s", (int)len, line + 2);
        /* An option with a value shows it one space after its name ("--out DIR", "--flash-cache
         * on|off"); the help text sits further right. */
        const char *after = line + 2 + len;
        takes_value[n] = after[0] == ' ' && after[1] != ' ' && after[1] != '\n' && after[1] != '\0';
        n++;
    }
    return n;
}

void test_e2e_help_matches_parser(void)
{
    char *help = NULL, *unknown = NULL;
    CHECK(tc_test_tool(&help, (const char *[]){ "--help", NULL }) == 0);
    CHECK(tc_test_tool(&unknown, (const char *[]){ "no-such-command", NULL }) == 2);
    static char commands[TC_HELP_MAX][48];
    char unused[TC_HELP_MAX];
    int n = tc_help_words(help ? help : "", "", commands, unused, TC_HELP_MAX);
    CHECK(n >= 16);
    for (int i = 0; i < n; i++) {
        /* Named by the unknown-command message... */
        char named[64];
        snprintf(named, sizeof named, " %s,", commands[i]);
        int listed = unknown != NULL && (strstr(unknown, named) != NULL || strstr(unknown, commands[i]) != NULL);
        CHECK(listed);
        /* ...and every option its --help lists is one its parser takes. */
        char *own = NULL;
        CHECK(tc_test_tool(&own, (const char *[]){ commands[i], "--help", NULL }) == 0);
        static char options[TC_HELP_MAX][48];
        char value[TC_HELP_MAX];
        int m = tc_help_words(own ? own : "", "--", options, value, TC_HELP_MAX);
        CHECK(m >= 1);
        for (int k = 0; k < m; k++) {
            if (strcmp(options[k], "--help") == 0)
                continue;
            char *out = NULL;
            int code = value[k] ? tc_test_tool(&out, (const char *[]){ commands[i], options[k], "x", "--help", NULL })
                                : tc_test_tool(&out, (const char *[]){ commands[i], options[k], "--help", NULL });
            int accepted = code == 0 && out != NULL && strstr(out, "usage: tlscost ") != NULL;
            CHECK(accepted);
            if (!accepted)
                fprintf(stderr, "  tlscost %s %s: %s\n", commands[i], options[k], out ? out : "");
            free(out);
        }
        free(own);
    }
    free(help);
    free(unknown);
}
