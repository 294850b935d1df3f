/* tc_calib.c: the counter's calibration (see tc_calib.h). */
#include "tc_calib.h"
#include "tc_out.h"
#include "tc_platform.h"

uint64_t tc_calibrate(void)
{
    uint64_t t0 = tc_plat_ticks();
    tc_plat_spin(TC_CALIBRATION_INSTR);
    uint64_t ticks = tc_plat_ticks() - t0;
    tc_out_start("calib");
    tc_out_u64("instr", TC_CALIBRATION_INSTR);
    tc_out_u64("ticks", ticks);
    tc_out_str("unit", tc_plat_tick_unit());
    tc_out_end();
    return ticks;
}
