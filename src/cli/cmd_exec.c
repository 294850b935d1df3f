/* cmd_exec.c: tlscost exec: run a semihosting ELF of your own on a target under the profiling
 * plugin, pass its output through (semihosting and the board's UART), and print its per-function profile: a firmware engineer's
 * code measured the way tlscost measures TLS. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../core/base/tcc_error.h"
#include "../core/base/tcc_file.h"
#include "../core/run/tcc_measure.h"
#include "../core/estimate/tcc_profile.h"
#include "../core/model/tcc_target.h"
#include "../report/tcc_fmt.h"
#include "tcc_commands.h"
#include "tcc_profile_cli.h"
#include "tcc_say.h"

#define TCC_EXEC_ARGS_MAX 32

static const struct tcc_option tcc_exec_options[] = {
    { "target", "NAME", "the core to run on (listed below)", TCC_TARGET_DEFAULT, NULL },
    { "timeout", "SECONDS", "wall-clock limit for the run", "60", NULL },
    TCC_PROFILE_OUTPUT_OPTIONS,
    { "quiet", NULL, "no progress lines", NULL, NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

/* The program's arguments as one command line (QEMU's -append). */
static void tcc_exec_args(const struct tcc_invocation *inv, char *out, size_t size)
{
    out[0] = '\0';
    for (int i = 1; i < inv->n_positional; i++)
        tcc_appendf(out, size, "%s%s", i > 1 ? " " : "", inv->positional[i]);
}

static int tcc_exec_run(const struct tcc_invocation *inv, const struct tcc_target_info *target, const char *elf,
                        const struct tcc_part *part, unsigned long timeout, struct tcc_profile *p)
{
    char work[4200], plugin[13000], args[2048];
    snprintf(work, sizeof work, "%s/build/exec/%s.profile", inv->home, target->name);
    char folder[4200];
    snprintf(folder, sizeof folder, "%s/build/exec", inv->home);
    if (tcc_mkdirs(folder) != 0) {
        tcc_diagf(inv->diag, "cannot create %s", folder);
        return TCC_E_IO;
    }
    struct tcc_profile_marks no_marks = { NULL, NULL, 0, NULL, 0 };
    struct tcc_profile_request req = { target, inv->home, elf, work, &no_marks, part };
    int err = tcc_profile_begin(&req, p, plugin, sizeof plugin, inv->diag);
    if (err != TCC_OK)
        return err;
    if (!p->map.semihosting) {
        tcc_diagf(inv->diag, "%s makes no semihosting call, so it could neither print nor end under QEMU; link it "
                  "with semihosting (--specs=rdimon.specs for Arm newlib)", elf);
        return TCC_E_INPUT;
    }
    tcc_exec_args(inv, args, sizeof args);
    tcc_progress(inv->diag, "%s: running on %s under the profiling plugin", elf, target->board);
    struct tcc_proc_result pr;
    const struct tcc_elf_run_options how = { plugin, 1 };
    err = tcc_elf_run(target, elf, args, &how, (unsigned)timeout, &pr, inv->diag);
    if (err != TCC_OK)
        return err;
    fputs(pr.output, stdout);
    if (pr.timed_out) {
        tcc_diagf(inv->diag, "%s did not end within %lu s (raise --timeout, or make it exit through semihosting)",
                  elf, timeout);
        err = TCC_E_RUN;
    } else {
        err = tcc_profile_finish(&req, NULL, p, inv->diag);
        if (err == TCC_OK && pr.exit_code != 0)
            tcc_msg("%s exited with code %d", elf, pr.exit_code);
    }
    tcc_proc_free(&pr);
    return err;
}

static int tcc_exec(const struct tcc_invocation *inv)
{
    if (inv->n_positional < 1) {
        tcc_msg("exec needs an ELF file: tlscost exec --target m4 FILE.elf [ARGS...]");
        return TCC_E_USAGE;
    }
    const char *elf = inv->positional[0];
    unsigned long timeout;
    if (tcc_option_unsigned(inv->options, "timeout", &timeout))
        return TCC_E_USAGE;
    int err = tcc_profile_outputs_check(inv->options, inv->diag);
    if (err != TCC_OK)
        return err;
    struct tcc_part part;
    int cycles;
    if ((err = tcc_profile_part_from_options(inv->options, inv->home, &part, &cycles, inv->diag)) != TCC_OK)
        return err;
    /* exec builds nothing of a library: the default one only lets make describe the target. */
    struct tcc_cell cell = { .home = inv->home, .build.library = tcc_library_default(),
                             .build.target = tcc_option(inv->options, "target"), .diag = inv->diag };
    struct tcc_target_info *target = calloc(1, sizeof *target);
    struct tcc_profile p = { 0 };
    if (target == NULL)
        return TCC_E_IO;
    err = tcc_target_describe(&cell, target);
    if (err == TCC_OK && (strcmp(target->profiler, "cortex-m") == 0 || strcmp(target->profiler, "riscv") == 0))
        err = tcc_profile_elf_check(elf, target->profiler, inv->diag);
    if (err == TCC_OK)
        err = tcc_exec_run(inv, target, elf, cycles ? &part : NULL, timeout, &p);
    if (err == TCC_OK) {
        char count[32];
        printf("\n%s on %s (%s): %s instructions, counted by a QEMU plugin\n", elf, target->name, target->title,
               tcc_fmt_count(p.total, count, sizeof count));
        struct tcc_profile_scope all = { NULL, NULL, "" };
        struct tcc_profile_about about = { elf, target->name, "all", "whole run", cycles ? part.clock_mhz : 0 };
        err = tcc_profile_outputs_write(inv->options, &p, &about, &all, inv->diag);
    }
    tcc_profile_free(&p);
    free(target);
    return err;
}

/* tlscost exec */
const struct tcc_command tcc_command_exec = {
    "exec",
    "run your own semihosting ELF on a target and print its exact per-function profile",
    "FILE.elf [ARGS...] [options]",
    tcc_exec_options,
    TCC_EXEC_ARGS_MAX,
    tcc_exec,
    0,
};
