# m0.mk: the Cortex-M0 target: ARMv6-M code (-mcpu=cortex-m0) on the Cortex-M3 of mps2-an385,
# with the M0's fault and alignment rules where the board gives them, as m0plus.mk does. Its
# cycle model is the M0's (a three-stage pipeline: taken branches cost one cycle more than on the
# M0+); the target exists to validate the ARMv6-M timing model against published M0 figures
# (docs/cycles.md). Included by mk/image.mk.
TARGET_TITLE := Cortex-M0 (ARMv6-M code), QEMU mps2-an385
TARGET_CPU   := -mcpu=cortex-m0 -mthumb
TARGET_BOARD := mps2-an385
# Cycle estimates by the Cortex-M0 TRM's timings (src/core/model/tcc_cycle_model.c).
TARGET_CYCLE_MODEL := cortex-m0
include mk/target/shared/cortex-m.mk
