/* tc_calib.h: the counter's calibration, shared by the run and bench images: a loop of a known
 * number of instructions, timed, printed as the "TC calib" record (docs/records.md). */
#ifndef TC_CALIB_H
#define TC_CALIB_H

#include <stdint.h>

#define TC_CALIBRATION_INSTR 200000u

/* Time the calibration loop, print the record, return the ticks it took. */
uint64_t tc_calibrate(void);

#endif
