# m55.mk: the Cortex-M55 target, QEMU mps3-an547 (Armv8.1-M with TrustZone and MVE). The program
# runs in the secure state from the secure aliases: code in the ITCM at 0x10000000, data in the
# SRAM at 0x11000000. Included by mk/image.mk.
TARGET_TITLE    := Cortex-M55, QEMU mps3-an547 (secure state)
TARGET_CPU      := -mcpu=cortex-m55 -mthumb
TARGET_BOARD    := mps3-an547
TARGET_LDSCRIPT := platform/mps2/mps3-an547.ld
# Code and constants in the ITCM (platform/mps2/mps3-an547.ld), for a part's flash.
TARGET_FLASH    := 0x10000000 0x10080000
include mk/target/shared/cortex-m.mk
