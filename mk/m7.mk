# m7.mk: the Cortex-M7 target, QEMU mps2-an500 (the same memory map as the Cortex-M4's an386).
# Included by mk/image.mk.
TARGET_CC      := arm-none-eabi-gcc
TARGET_AR      := arm-none-eabi-ar
TARGET_CPU     := -mcpu=cortex-m7 -mthumb
TARGET_PLATFORM:= mps2
TARGET_BOARD   := mps2-an500
TARGET_LDSCRIPT:= platform/mps2/mps2.ld
TARGET_LDLIBS  := --specs=nano.specs --specs=nosys.specs -nostartfiles -lc -lgcc
TARGET_RUNNER  := qemu-system-arm
TARGET_OBJDUMP := arm-none-eabi-objdump
