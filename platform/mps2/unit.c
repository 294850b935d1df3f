/* unit.c: what one tick of tc_plat_ticks counts on the mps2 boards: SysTick ticks, converted to
 * instructions by the calibration (40 per tick under QEMU -icount shift=0). */
#include "tc_platform.h"

const char *tc_plat_tick_unit(void)
{
    return "instr";
}
