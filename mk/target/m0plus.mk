# m0plus.mk: the Cortex-M0+ target. QEMU 7.2 has no Cortex-M0+ board with the RAM a TLS stack
# needs, so the code is built for ARMv6-M (-mcpu=cortex-m0plus: the library, the harness and
# newlib's v6-m multilib) and runs on the Cortex-M3 of mps2-an385. The start-up code
# (platform/mps2/startup.c) makes the M3 behave as an M0+ where it can tell: unaligned loads and
# stores trap (CCR.UNALIGN_TRP) and every fault is a HardFault. docs/cycles.md says what else
# differs from a real M0+. Included by mk/image.mk.
TARGET_TITLE := Cortex-M0+ (ARMv6-M code), QEMU mps2-an385
TARGET_CPU   := -mcpu=cortex-m0plus -mthumb
TARGET_BOARD := mps2-an385
# Cycle estimates by the Cortex-M0+ TRM's timings (src/core/model/tcc_cycle_model.c).
TARGET_CYCLE_MODEL := cortex-m0plus
include mk/target/shared/cortex-m.mk
