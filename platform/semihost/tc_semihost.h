/* tc_semihost.h: the one board-specific piece of semihosting: the trap that hands an operation
 * and its argument block to QEMU (bkpt 0xAB on Arm, slli/ebreak/srai on RISC-V). */
#ifndef TC_SEMIHOST_H
#define TC_SEMIHOST_H

#include <stdint.h>

uint32_t tc_semihost_call(uint32_t op, const void *arg);

#endif
