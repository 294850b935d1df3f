# m33.mk: the Cortex-M33 target, QEMU mps2-an505 (Armv8-M with TrustZone). The program runs in
# the secure state from the secure aliases: code at 0x10000000, data at 0x38000000.
# Included by mk/image.mk.
TARGET_TITLE    := Cortex-M33, QEMU mps2-an505 (secure state)
TARGET_CPU      := -mcpu=cortex-m33 -mthumb
TARGET_BOARD    := mps2-an505
TARGET_LDSCRIPT := platform/mps2/mps2-an505.ld
# Cycle estimates by an assumed model: the M4's timings, as Arm publishes none for the M33
# (src/core/model/tcc_cycle_model.c; docs/cycles.md validates it).
TARGET_CYCLE_MODEL := cortex-m33
# Code and constants in the secure alias of SSRAM1 (platform/mps2/mps2-an505.ld), for a part's flash.
TARGET_FLASH := 0x10000000 0x10400000
include mk/target/shared/cortex-m.mk
