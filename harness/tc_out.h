/* tc_out.h: the records the measured program prints for the tool to parse.
 * One record per line: "TC <kind> key=value key=value ...", between "TC begin" and
 * "TC end code=N". Numbers go through a small integer formatter, not printf, so newlib's
 * printf does not enter the flash or stack figures. Format documented in docs/records.md. */
#ifndef TC_OUT_H
#define TC_OUT_H

#include <stdint.h>

void tc_out_start(const char *kind);
void tc_out_str(const char *key, const char *value);
void tc_out_u64(const char *key, uint64_t value);
void tc_out_i32(const char *key, int32_t value);
void tc_out_end(void);

/* The step the firmware is in, printed with a fault ("client CLIENT_HELLO"). */
void tc_out_set_where(const char *side, const char *step);
void tc_out_fault(uint32_t exception, uint32_t pc, uint32_t lr, uint32_t cfsr, uint32_t hfsr,
                  uint32_t bfar, uint32_t mmfar, uint32_t exc_return);

#endif
