# m3.mk: the Cortex-M3 target, QEMU mps2-an385 (the same memory map as the Cortex-M4's an386).
# Included by mk/image.mk.
TARGET_TITLE := Cortex-M3, QEMU mps2-an385
TARGET_CPU   := -mcpu=cortex-m3 -mthumb
TARGET_BOARD := mps2-an385
# Cycle estimates by the Cortex-M3 TRM's timings (src/core/model/tcc_cycle_model.c).
TARGET_CYCLE_MODEL := cortex-m3
include mk/target/shared/cortex-m.mk
