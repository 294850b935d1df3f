/* tcc_target.c: targets from their make fragments (see tcc_target.h). */
#include "tcc_target.h"
#include <dirent.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../base/tcc_answer.h"
#include "../base/tcc_error.h"
#include "../base/tcc_file.h"
#include "../base/tcc_proc.h"
#include "../base/tcc_str.h"

void tcc_target_known(const char *home, char *out, size_t size)
{
    char dir[4200];
    struct dirent **list = NULL;
    snprintf(dir, sizeof dir, "%s/mk/target", home);
    int n = scandir(dir, &list, NULL, alphasort);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        size_t len = strlen(list[i]->d_name);
        if (len > 3 && strcmp(list[i]->d_name + len - 3, ".mk") == 0)
            tcc_appendf(out, size, "%s%.*s", out[0] ? ", " : "", (int)(len - 3), list[i]->d_name);
        free(list[i]);
    }
    free(list);
}

int tcc_target_exists(const char *home, const char *name)
{
    char path[4400];
    if (name[0] == '\0' || strchr(name, '/') != NULL || name[0] == '.')
        return 0;
    snprintf(path, sizeof path, "%s/mk/target/%s.mk", home, name);
    return tcc_path_exists(path);
}

/* One "key=value" line of describe's output into its field. */
static void tcc_target_field(struct tcc_target_info *info, const char *line)
{
    struct { const char *key; char *field; size_t size; } fields[] = {
        { "title", info->title, sizeof info->title },
        { "board", info->board, sizeof info->board },
        { "runner", info->runner, sizeof info->runner },
        { "run", info->run, sizeof info->run },
        { "run_serial", info->run_serial, sizeof info->run_serial },
        { "run_console", info->run_console, sizeof info->run_console },
        { "run_plugin", info->run_plugin, sizeof info->run_plugin },
        { "cflags", info->cflags, sizeof info->cflags },
        { "objdump", info->objdump, sizeof info->objdump },
        { "cc", info->cc, sizeof info->cc },
        { "packages", info->packages, sizeof info->packages },
        { "counter", info->counter, sizeof info->counter },
        { "fault_names", info->fault_names, sizeof info->fault_names },
        { "fault_other", info->fault_other, sizeof info->fault_other },
        { "cycle_model", info->cycle_model, sizeof info->cycle_model },
        { "profiler", info->profiler, sizeof info->profiler },
        { "flash", info->flash, sizeof info->flash },
    };
    size_t key_len = strcspn(line, "=");
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++)
        if (line[key_len] == '=' && strlen(fields[i].key) == key_len && strncmp(line, fields[i].key, key_len) == 0)
            snprintf(fields[i].field, fields[i].size, "%s", line + key_len + 1);
}

/* The first line of argv's answer (tcc_answer) into out; 0, or -1 (out empty) when it gave none. */
static int tcc_target_answer_line(const char *home, char *const argv[], char *out, size_t size)
{
    char *answer = NULL;
    int ok = tcc_answer(home, argv, &answer) == 0;
    snprintf(out, size, "%.*s", ok ? (int)strcspn(answer, "\n") : 0, ok ? answer : "");
    free(answer);
    return ok ? 0 : -1;
}

int tcc_target_describe(const struct tcc_cell *cell, struct tcc_target_info *info)
{
    memset(info, 0, sizeof *info);
    if (!tcc_target_exists(cell->home, cell->build.target)) {
        char known[512];
        tcc_target_known(cell->home, known, sizeof known);
        tcc_diagf(cell->diag, "target '%s' unknown; known: %s (each is mk/target/NAME.mk)", cell->build.target, known);
        return TCC_E_USAGE;
    }
    char v_target[80], v_lib[80], v_opt[32];
    snprintf(v_opt, sizeof v_opt, "LIB_OPT=-%s", tcc_cell_opt(cell));
    snprintf(v_target, sizeof v_target, "TARGET=%s", cell->build.target);
    snprintf(v_lib, sizeof v_lib, "LIB=%s", cell->build.library->name);
    char *argv[] = { "make", "-s", "-C", (char *)cell->home, "-f", "mk/image.mk", v_target, v_lib, v_opt, "describe", NULL };
    struct tcc_proc_result pr;
    if (tcc_proc_run(argv, NULL, 60, &pr) != TCC_OK) {
        tcc_proc_free(&pr);
        tcc_diagf(cell->diag, "make not found; run scripts/setup.sh (or make setup) to install it");
        return TCC_E_SETUP;
    }
    if (pr.exit_code != 0 || pr.timed_out || pr.signal != 0) {
        tcc_diagf(cell->diag, "make cannot describe target '%s' (mk/target/%s.mk): %.*s", cell->build.target, cell->build.target,
                (int)strcspn(pr.output, "\n"), pr.output);
        tcc_proc_free(&pr);
        return TCC_E_SETUP;
    }
    snprintf(info->name, sizeof info->name, "%s", cell->build.target);
    for (char *save = NULL, *line = strtok_r(pr.output, "\n", &save); line != NULL; line = strtok_r(NULL, "\n", &save))
        tcc_target_field(info, line);
    tcc_proc_free(&pr);
    info->native = strcmp(info->runner, "native") == 0;
    /* The runner's version and machines and the compiler's version, asked once per installed
     * program (tcc_answer). */
    char *runner_argv[] = { info->runner, "--version", NULL };
    char *machines_argv[] = { info->runner, "-machine", "help", NULL };
    snprintf(info->runner_version, sizeof info->runner_version, "native");
    if (!info->native) {
        tcc_target_answer_line(cell->home, runner_argv, info->runner_version, sizeof info->runner_version);
        char *machines = NULL;
        info->board_known = tcc_answer(cell->home, machines_argv, &machines) == 0 && strstr(machines, info->board) != NULL;
        free(machines);
    }
    char *version_argv[] = { info->cc, "--version", NULL };
    if (tcc_target_answer_line(cell->home, version_argv, info->compiler, sizeof info->compiler) != 0) {
        tcc_diagf(cell->diag, "%s not found or not working; install Debian's %s (make setup does)", info->cc,
                  info->packages[0] ? info->packages : "packages for this target");
        return TCC_E_SETUP;
    }
    return TCC_OK;
}

/* What a run's placeholders stand for. */
struct tcc_command_values {
    const struct tcc_target_info *info;
    const char *elf, *args, *plugin;
    int console;
};

/* Append template's words to cmd: {elf} and {args} become the caller's strings, {serial} and
 * {plugin} the fragment's words for them (inside which {plugin} is the plugin's path). 0, or -1
 * when cmd is full. */
static int tcc_command_words(struct tcc_target_command *cmd, int *n, size_t *used, const char *template,
                             const struct tcc_command_values *v, int inside_plugin)
{
    for (const char *p = template + strspn(template, " "); *p; p += strspn(p, " ")) {
        size_t len = strcspn(p, " ");
        const char *word = p;
        p += len;
        char *value = NULL;
        if (len == 5 && strncmp(word, "{elf}", 5) == 0) {
            value = (char *)v->elf;
        } else if (len == 6 && strncmp(word, "{args}", 6) == 0) {
            value = (char *)v->args;
        } else if (len == 8 && strncmp(word, "{serial}", 8) == 0) {
            if (tcc_command_words(cmd, n, used, v->console ? v->info->run_console : v->info->run_serial, v, 0) != 0)
                return -1;
            continue;
        } else if (len == 8 && strncmp(word, "{plugin}", 8) == 0 && inside_plugin) {
            value = (char *)v->plugin;
        } else if (len == 8 && strncmp(word, "{plugin}", 8) == 0) {
            if (v->plugin != NULL && tcc_command_words(cmd, n, used, v->info->run_plugin, v, 1) != 0)
                return -1;
            continue;
        }
        if (*n >= (int)(sizeof cmd->argv / sizeof cmd->argv[0]) - 1)
            return -1;
        if (value == NULL) {
            if (*used + len + 1 > sizeof cmd->words)
                return -1;
            value = cmd->words + *used;
            memcpy(value, word, len);
            value[len] = '\0';
            *used += len + 1;
        }
        cmd->argv[(*n)++] = value;
    }
    return 0;
}

int tcc_target_command(const struct tcc_target_info *info, const char *elf, const char *args, const char *plugin,
                       int console, struct tcc_target_command *cmd, struct tcc_diag *d)
{
    const struct tcc_command_values values = { info, elf, args, plugin, console };
    int n = 0;
    size_t used = 0;
    if (plugin != NULL && strstr(info->run_plugin, "{plugin}") == NULL) {
        tcc_diagf(d, "target '%s' runs no profiling plugin (mk/target/%s.mk gives no TARGET_RUN_PLUGIN)", info->name,
                  info->name);
        return TCC_E_SETUP;
    }
    if (strstr(info->run, "{elf}") == NULL || tcc_command_words(cmd, &n, &used, info->run, &values, 0) != 0) {
        tcc_diagf(d, "target '%s' has no usable TARGET_RUN in mk/target/%s.mk (a command with {elf}, at most %zu words)",
                  info->name, info->name, sizeof cmd->argv / sizeof cmd->argv[0] - 1);
        return TCC_E_SETUP;
    }
    cmd->argv[n] = NULL;
    return TCC_OK;
}

const char *tcc_target_fault_name(const struct tcc_target_info *info, uint64_t number, char *out, size_t size)
{
    char key[32];
    snprintf(key, sizeof key, "%" PRIu64 "=", number);
    size_t key_len = strlen(key);
    for (const char *p = info->fault_names; *p; p += strspn(p, " ")) {
        size_t len = strcspn(p, " ");
        if (len > key_len && strncmp(p, key, key_len) == 0) {
            snprintf(out, size, "%.*s", (int)(len - key_len), p + key_len);
            for (char *c = out; *c; c++)
                if (*c == '_')
                    *c = ' ';
            return out;
        }
        p += len;
    }
    return info->fault_other;
}
