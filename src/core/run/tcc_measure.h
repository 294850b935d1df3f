/* tcc_measure.h: measure one cell end to end: build both images, read flash from the size
 * image's map, run the run image (QEMU for the Cortex-M targets) under a time limit, parse
 * its records. On failure cell->diag says in one line what happened and what to do. */
#ifndef TCC_MEASURE_H
#define TCC_MEASURE_H

#include "../image/tcc_cell.h"
#include "../image/tcc_prepare.h"
#include "../base/tcc_proc.h"
#include "../model/tcc_result.h"
#include "../model/tcc_target.h"

#define TCC_VERSION "0.1.0"

/* Run the prepared folder's <image>.elf with the argument text (QEMU for the emulated boards,
 * natively for the host), checking QEMU first; *pr holds its output (free with tcc_proc_free). */
int tcc_image_run(const struct tcc_prepared *info, const char *image, const char *args, unsigned timeout_s,
                  struct tcc_proc_result *pr, struct tcc_diag *d);
/* How an ELF is run: QEMU's -plugin argument (or NULL), and whether the board's UART is the
 * console (its output joins semihosting's in *pr) or is left unconnected as in tlscost's runs. */
struct tcc_elf_run_options {
    const char *plugin;
    int uart_console;
};
/* The same for any ELF file of the target. */
int tcc_elf_run(const struct tcc_target_info *target, const char *elf, const char *args,
                const struct tcc_elf_run_options *how, unsigned timeout_s, struct tcc_proc_result *pr,
                struct tcc_diag *d);

/* Build both images and fill the build and flash parts of *r (tcc_measure's first half). */
int tcc_measure_prepare(const struct tcc_cell *cell, struct tcc_result *r, struct tcc_prepared *p);
/* Run the prepared run image with the cell's scenario; fills the run parts of *r (which keeps
 * its build and flash parts). Returns as tcc_measure. */
int tcc_measure_execute(const struct tcc_cell *cell, const struct tcc_prepared *p, struct tcc_result *r);
/* The same, handing the firmware's output text to *output (free it; set even on failure). */
int tcc_measure_execute_output(const struct tcc_cell *cell, const struct tcc_prepared *p, struct tcc_result *r,
                               char **output);

/* Run the prepared image against the pitfall certificates (unknown root, wrong host, expired)
 * and fill r->security; the main run's figures are kept. Returns 0 or a setup error. */
int tcc_measure_security(const struct tcc_cell *cell, const struct tcc_prepared *p, struct tcc_result *r);

/* Both halves. Fill *r. Returns 0; TCC_E_BUILD/TCC_E_SETUP/TCC_E_USAGE before anything ran; TCC_E_RUN when
 * the firmware faulted, hung or printed no result; TCC_E_TLS when the handshake or data phase
 * failed (r->failure says where). */
int tcc_measure(const struct tcc_cell *cell, struct tcc_result *r);

#endif
