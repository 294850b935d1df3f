/* tcc_accel.h: what a hardware crypto block would buy: an accelerator is a data file,
 * accel/<name>.accel (its time per operation, in µs of its own or in cycles of the MCU's clock,
 * each file with its source), and a projection is arithmetic on a measured result: every
 * operation the device takes replaced by its time, everything else as measured. A projection
 * is derived, never measured, and says so. */
#ifndef TCC_ACCEL_H
#define TCC_ACCEL_H

#include <stddef.h>
#include <stdint.h>
#include "../base/tcc_error.h"
#include "../model/tcc_result.h"

#define TCC_ACCELS_MAX 4

struct tcc_accel {
    char name[64];
    char title[256];
    char source[600];
    double op_us[TCC_OP_COUNT];      /* its time per operation in µs, or -1 */
    double op_cycles[TCC_OP_COUNT];  /* or in cycles of the MCU's clock, or -1 */
    /* The record protection of the data phase (AES-GCM: the block cipher and GHASH), in cycles of
     * the MCU's clock per byte and per record, or -1 when it takes none. */
    double gcm_cycles_per_byte, gcm_cycles_per_record;
};

/* Read <home>/accel/<name>.accel. TCC_E_USAGE naming the known ones when there is none;
 * TCC_E_INPUT naming the file and the field when a field is unknown, not a number, or the source
 * is missing. */
int tcc_accel_load(const char *home, const char *name, struct tcc_accel *accel, struct tcc_diag *d);
/* Parse an accelerator file's text (exposed for tests); 0, or TCC_E_INPUT with why. */
int tcc_accel_parse(const char *text, struct tcc_accel *accel, char *why, size_t size);

struct tcc_projection_step {
    char name[64];
    double measured_ms, projected_ms;
    unsigned replaced;               /* operations the accelerators took in this step */
};

struct tcc_projection {
    double cycles_per_instr;         /* the cycle estimate's, or 1 (the lower bound) */
    unsigned mhz;
    unsigned step_count;
    struct tcc_projection_step steps[TCC_STEPS_MAX];
    double measured_ms, projected_ms;
    unsigned replaced[TCC_OP_COUNT]; /* operations taken, by kind */
};

/* Project the client's handshake of r at mhz with the accelerators (the first that takes an
 * operation takes it); cycles per instruction from r's cycle estimate where it has one. */
void tcc_accel_project(const struct tcc_result *r, const struct tcc_accel *accels, size_t n, unsigned mhz,
                       struct tcc_projection *out);

/* The data phase with a record-protection block: the client's data phase as measured, its
 * record protection (the library's record cipher entry points, attributed by the profiler)
 * replaced by the device's cycles per byte and per record. */
struct tcc_data_projection {
    double cycles_per_instr;
    unsigned mhz;
    uint64_t data_instr;             /* the client's data phase, measured */
    uint64_t cipher_instr;           /* of which record protection, measured by the profiler */
    uint64_t records, bytes;         /* records and payload bytes the client protected */
    double measured_ms, projected_ms;
    const struct tcc_accel *device;  /* the first accelerator with a record-protection rate */
};
/* 1 when any of the accelerators takes a handshake operation. */
int tcc_accel_takes_operations(const struct tcc_accel *accels, size_t n);
/* The first of the accelerators that protects records, or NULL. */
const struct tcc_accel *tcc_accel_record_device(const struct tcc_accel *accels, size_t n);
void tcc_accel_project_data(const struct tcc_result *r, uint64_t cipher_instr, uint64_t records,
                            const struct tcc_accel *device, unsigned mhz, struct tcc_data_projection *out);
/* The client's data-phase instructions in record protection, and the records it protected: the
 * cell run once more under the profiler, the inclusive instructions of the library's record
 * cipher entry points (its descriptor's record_cipher_entries) in the data records. TCC_E_USAGE
 * when the library names none or the target has no profiler. */
struct tcc_cell;
int tcc_accel_record_cipher(const struct tcc_cell *cell, uint64_t *cipher_instr, uint64_t *records);

/* The cell's client flash with the library's hooks for the operations the devices take, each
 * behind a one-call stub: measured from a size image built so. hooks gets the macros defined.
 * TCC_E_USAGE when the library has no hook for any of them. */
struct tcc_cell;
int tcc_accel_flash(const struct tcc_cell *cell, const struct tcc_accel *accels, size_t n, uint64_t *flash,
                    char *hooks, size_t hooks_size);

#endif
