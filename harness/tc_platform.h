/* tc_platform.h: what the harness needs from a board (mps2 under QEMU, or the host).
 * One implementation per folder under platform/; the harness never touches hardware itself. */
#ifndef TC_PLATFORM_H
#define TC_PLATFORM_H

#include <stddef.h>
#include <stdint.h>

/* Start the tick counter; called once before any measurement. */
void tc_plat_clock_init(void);
/* Monotonic ticks since tc_plat_clock_init (SysTick ticks on mps2, ns on the host). */
uint64_t tc_plat_ticks(void);
/* What the ticks measure once calibrated: "instr" (instructions) or "ns" (wall time). */
const char *tc_plat_tick_unit(void);
/* Run a loop of exactly n_instr instructions (n_instr a multiple of 2); used to calibrate. */
void tc_plat_spin(uint32_t n_instr);
/* Write a NUL-terminated text to the console. */
void tc_plat_write(const char *text);
/* The run's argument text ("key=value key=value"), or "" when there is none. */
const char *tc_plat_args(void);
/* End the program with the given exit code; never returns. */
void tc_plat_exit(int code) __attribute__((noreturn));
/* Lowest address the stack may grow to (for painting), or NULL where unknown. */
uint8_t *tc_plat_stack_limit(void);
/* The platform's name as it appears in the result ("mps2-an386", "host"). */
const char *tc_plat_name(void);
/* Make the core fault the way this board does (tlscost's own tests, inject=fault): a write to
 * memory that is not there, or an illegal instruction where such writes are ignored. */
void tc_plat_fault(void);

#endif
