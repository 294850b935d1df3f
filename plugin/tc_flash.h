/* tc_flash.h: the profiling plugin's model of a part's flash: wait states on instruction
 * fetches and data loads, hidden by an instruction cache, a data cache and a prefetch buffer
 * (an STM32F4's ART accelerator: 128-bit lines, 64 for instructions, 8 for data; RP2040's XIP
 * cache: 8-byte lines, 2048 of them in two ways, shared by instructions and data). */
#ifndef TC_FLASH_H
#define TC_FLASH_H

#include <stdint.h>
#include <qemu-plugin.h>

/* flash=START:END:WAIT_STATES:LINE_BYTES:ICACHE_LINES:DCACHE_LINES:PREFETCH:WAYS:UNIFIED (hex
 * addresses; WAYS 0 for fully associative caches, UNIFIED 1 when data reads use the instruction
 * cache);
 * cycles: the counter the stalls are added to. 0, or -1 when the text is not one. */
int tc_flash_setup(const char *spec, uint64_t *cycles);
/* Price the instruction fetches of a translated block (its first instruction gets the callback);
 * costs[i]: the static cycles of its instruction i, which give the prefetch its time. */
void tc_flash_instrument_tb(struct qemu_plugin_tb *tb, const uint64_t *costs);
/* Price the flash reads of an instruction that reads memory. */
void tc_flash_instrument_load(struct qemu_plugin_insn *insn);
/* The stall cycles added so far. */
uint64_t tc_flash_stalls(void);
/* 1 when a flash model was given. */
int tc_flash_on(void);

#endif
