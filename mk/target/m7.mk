# m7.mk: the Cortex-M7 target, QEMU mps2-an500 (the same memory map as the Cortex-M4's an386).
# Included by mk/image.mk.
TARGET_TITLE := Cortex-M7, QEMU mps2-an500
TARGET_CPU   := -mcpu=cortex-m7 -mthumb
TARGET_BOARD := mps2-an500
include mk/target/shared/cortex-m.mk
