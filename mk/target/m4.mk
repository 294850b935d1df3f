# m4.mk: the Cortex-M4 target, QEMU mps2-an386 (the default). Included by mk/image.mk.
TARGET_TITLE := Cortex-M4, QEMU mps2-an386
TARGET_CPU   := -mcpu=cortex-m4 -mthumb
TARGET_BOARD := mps2-an386
# Cycle estimates by the Cortex-M4 TRM's timings (src/core/model/tcc_cycle_model.c).
TARGET_CYCLE_MODEL := cortex-m4
include mk/target/shared/cortex-m.mk
