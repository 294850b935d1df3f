/* tcc_cell_options.c: options to struct tcc_cell (see tcc_cell_options.h). */
#include "tcc_cell_options.h"
#include <stdio.h>
#include <string.h>
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_file.h"
#include "../core/model/tcc_library.h"
#include "../core/base/tcc_str.h"
#include "../core/model/tcc_target.h"
#include "tcc_say.h"

static int tcc_check_known(const char *what, const char *value, const char *const known[], const char *list)
{
    for (int i = 0; known[i] != NULL; i++)
        if (strcmp(value, known[i]) == 0)
            return 0;
    tcc_msg("%s '%s' unknown; known: %s", what, value, list);
    return TCC_E_USAGE;
}

static const char *const tcc_levels[] = { "Os", "O0", "O1", "O2", "O3", NULL };
#define TCC_LEVEL_LIST "Os, O0, O1, O2, O3"

int tcc_check_library(const char *what, const char *name)
{
    if (tcc_library_named(name) != NULL)
        return 0;
    char known[256];
    tcc_library_known(known, sizeof known);
    tcc_msg("%s '%s' unknown; known: %s", what, name, known);
    return TCC_E_USAGE;
}

/* A target of mk/target/, or one line listing them. */
static int tcc_check_target(const char *home, const char *name)
{
    if (tcc_target_exists(home, name))
        return 0;
    char known[512];
    tcc_target_known(home, known, sizeof known);
    tcc_msg("target '%s' unknown; known: %s (each is mk/target/NAME.mk)", name, known);
    return TCC_E_USAGE;
}

int tcc_cell_build_from_options(const struct tcc_option *options, const char *home, struct tcc_diag *d,
                                struct tcc_cell *cell)
{
    /* "mbedtls@2.28.3": the name is the library table's own string, the version the option's text
     * after the '@' (both outlive the call; nothing is copied). */
    memset(cell, 0, sizeof *cell);
    cell->home = home;
    cell->diag = d;
    const char *spec = tcc_option(options, "library"), *at = strchr(spec, '@');
    char name[TCC_NAME_MAX];
    snprintf(name, sizeof name, "%.*s", at != NULL ? (int)(at - spec) : (int)strlen(spec), spec);
    if (tcc_check_library("library", name) != 0)
        return TCC_E_USAGE;
    cell->build.library = tcc_library_named(name);
    cell->build.version = at != NULL ? at + 1 : NULL;
    cell->build.opt = tcc_option(options, "opt");
    cell->build.target = tcc_option(options, "target");
    cell->options.timeout_s = 120;
    if (tcc_check_target(home, cell->build.target) != 0 || tcc_check_known("--opt", cell->build.opt, tcc_levels, TCC_LEVEL_LIST) != 0)
        return TCC_E_USAGE;
    return TCC_OK;
}

int tcc_cell_apply_spec(char *spec, const char *home, struct tcc_cell *cell)
{
    for (char *save = NULL, *item = strtok_r(spec, ",", &save); item != NULL; item = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(item, '=');
        if (eq == NULL || eq[1] == '\0') {
            tcc_msg("'%s' is not KEY=VALUE; an A/B side is KEY=VALUE pairs joined by commas, keys " TCC_AB_KEYS,
                    item);
            return TCC_E_USAGE;
        }
        *eq = '\0';
        const char *value = eq + 1;
        if (strcmp(item, "library") == 0) {
            if (tcc_check_library("library", value) != 0)
                return TCC_E_USAGE;
            cell->build.library = tcc_library_named(value);
            cell->build.version = NULL; /* that library's default, unless version= follows */
        } else if (strcmp(item, "version") == 0) {
            cell->build.version = value;
        } else if (strcmp(item, "opt") == 0) {
            if (tcc_check_known("opt", value, tcc_levels, TCC_LEVEL_LIST) != 0)
                return TCC_E_USAGE;
            cell->build.opt = value;
        } else if (strcmp(item, "target") == 0) {
            if (tcc_check_target(home, value) != 0)
                return TCC_E_USAGE;
            cell->build.target = value;
        } else if (strcmp(item, "user-config") == 0) {
            if (!tcc_path_exists(value)) {
                tcc_msg("user config header %s not found; give a readable file", value);
                return TCC_E_USAGE;
            }
            cell->build.user_config = value;
        } else {
            tcc_msg("unknown A/B key '%s'; known: " TCC_AB_KEYS, item);
            return TCC_E_USAGE;
        }
    }
    return TCC_OK;
}

/* What only some libraries can do (their descriptors, tcc_library.c): one clear line for the rest. */
static int tcc_check_library_scenario(const struct tcc_cell *cell)
{
    const struct tcc_library *library = cell->build.library;
    if (library->in_len_macro == NULL && (cell->build.in_len != 0 || cell->build.out_len != 0)) {
        char sized[128] = "";
        for (const struct tcc_library *l = tcc_library_default(); l != NULL; l = tcc_library_next(l))
            if (l->in_len_macro != NULL)
                tcc_appendf(sized, sizeof sized, "%s%s's", sized[0] ? " or " : "", l->title);
        tcc_msg("--in-len and --out-len size %s record buffers; %s sizes its own (ask for --mfl, or use a profile "
                "such as %s)", sized, library->name, library->no_record_buffers);
        return TCC_E_USAGE;
    }
    if (cell->scenario.resume != NULL && !tcc_word_in_list(cell->scenario.resume, library->resume_kinds)) {
        tcc_msg("%s", library->no_resume);
        return TCC_E_USAGE;
    }
    if (cell->scenario.server_library != NULL) {
        char name[64];
        snprintf(name, sizeof name, "%.*s", (int)strcspn(cell->scenario.server_library, "@"), cell->scenario.server_library);
        if (tcc_check_library("server library", name) != 0)
            return TCC_E_USAGE;
        if (strcmp(name, cell->build.library->name) == 0) {
            tcc_msg("--server-library %s is the client's own library, which serves anyway; leave it out", name);
            return TCC_E_USAGE;
        }
        if (cell->scenario.resume != NULL) {
            tcc_msg("--resume is measured against the client's own server; leave out --server-library");
            return TCC_E_USAGE;
        }
    }
    return TCC_OK;
}

int tcc_cell_from_options(const struct tcc_option *options, const char *home, struct tcc_diag *d,
                          struct tcc_cell *cell)
{
    static const char *const certs[] = { "ec0", "ec1", "ec2", "rsa0", "rsa1", "expired", "wronghost", "unknown",
                                         "psk-wrongkey", "psk-unknownid", NULL };
    unsigned long mfl, in_len, out_len, request, response, heap_limit, timeout, suite, group;
    int err = tcc_cell_build_from_options(options, home, d, cell);
    if (err != TCC_OK)
        return err;
    cell->build.profile = tcc_option(options, "profile");
    cell->build.config_file = tcc_option(options, "config");
    cell->build.user_config = tcc_option(options, "user-config");
    cell->scenario.cert = tcc_option(options, "cert");
    cell->options.inject = tcc_option(options, "inject");
    cell->scenario.security_checks = tcc_option(options, "security-checks") != NULL;
    cell->scenario.resume = tcc_option(options, "resume");
    cell->scenario.server_library = tcc_option(options, "server-library");
    static const char *const resumptions[] = { "id", "ticket", NULL };
    if (cell->scenario.resume != NULL && tcc_check_known("--resume", cell->scenario.resume, resumptions, "id, ticket") != 0)
        return TCC_E_USAGE;
    static const char *const injections[] = { "fault", "hang", "leak", "unaligned", NULL };
    if (cell->options.inject != NULL && tcc_check_known("--inject", cell->options.inject, injections,
                                                          "fault, hang, leak, unaligned") != 0)
        return TCC_E_USAGE;
    if (tcc_check_known("cert", cell->scenario.cert, certs,
                        "ec0, ec1, ec2, rsa0, rsa1, expired, wronghost, unknown, psk-wrongkey, psk-unknownid") != 0)
        return TCC_E_USAGE;
    if (tcc_option_unsigned(options, "mfl", &mfl) || tcc_option_unsigned(options, "in-len", &in_len) ||
        tcc_option_unsigned(options, "out-len", &out_len) || tcc_option_unsigned(options, "request", &request) ||
        tcc_option_unsigned(options, "response", &response) ||
        tcc_option_unsigned(options, "heap-limit", &heap_limit) || tcc_option_unsigned(options, "timeout", &timeout) ||
        tcc_option_unsigned(options, "server-suite", &suite) || tcc_option_unsigned(options, "server-group", &group))
        return TCC_E_USAGE;
    if (suite > 0xffff || group > 0xffff) {
        tcc_msg("--server-suite and --server-group are IANA numbers, at most 65535");
        return TCC_E_USAGE;
    }
    cell->scenario.server_suite = (unsigned)suite;
    cell->scenario.server_group = (unsigned)group;
    if (mfl != 0 && mfl != 512 && mfl != 1024 && mfl != 2048 && mfl != 4096) {
        tcc_msg("--mfl %lu is not a length TLS can request; use 0, 512, 1024, 2048 or 4096", mfl);
        return TCC_E_USAGE;
    }
    if (request > 16384 || response > 16384) {
        tcc_msg("--request and --response are at most 16384 bytes");
        return TCC_E_USAGE;
    }
    if ((in_len != 0 && (in_len < 512 || in_len > 16384)) || (out_len != 0 && (out_len < 512 || out_len > 16384))) {
        tcc_msg("--in-len and --out-len are between 512 and 16384 bytes (or 0 for the profile's)");
        return TCC_E_USAGE;
    }
    if (timeout == 0) {
        tcc_msg("--timeout must be at least 1 second");
        return TCC_E_USAGE;
    }
    cell->scenario.mfl = (unsigned)mfl;
    cell->build.in_len = (unsigned)in_len;
    cell->build.out_len = (unsigned)out_len;
    cell->scenario.request = (unsigned)request;
    cell->scenario.response = (unsigned)response;
    cell->options.heap_limit = heap_limit;
    cell->options.timeout_s = (unsigned)timeout;
    if (cell->build.user_config != NULL && !tcc_path_exists(cell->build.user_config)) {
        tcc_msg("user config header %s not found; give a readable file to --user-config", cell->build.user_config);
        return TCC_E_USAGE;
    }
    if (tcc_check_library_scenario(cell) != TCC_OK)
        return TCC_E_USAGE;
    if (cell->build.config_file == NULL)
        return tcc_profile_check(home, cell->build.library->name, cell->build.profile, d);
    if (!tcc_path_exists(cell->build.config_file)) {
        tcc_msg("config header %s not found; give a readable file to --config", cell->build.config_file);
        return TCC_E_USAGE;
    }
    return 0;
}
