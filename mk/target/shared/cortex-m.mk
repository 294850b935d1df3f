# cortex-m.mk: what the Cortex-M boards of QEMU's mps2 family share; each mk/target/<name>.mk
# sets TARGET_TITLE, TARGET_CPU and TARGET_BOARD (and TARGET_LDSCRIPT where its memory map
# differs), then includes this.
TARGET_PACKAGES:= gcc-arm-none-eabi libnewlib-arm-none-eabi qemu-system-arm
TARGET_CC      := arm-none-eabi-gcc
TARGET_AR      := arm-none-eabi-ar
TARGET_PLATFORM:= mps2
TARGET_LDSCRIPT ?= platform/mps2/mps2.ld
TARGET_LDLIBS  := --specs=nano.specs --specs=nosys.specs -nostartfiles -lm -lc -lgcc
TARGET_RUNNER  := qemu-system-arm
TARGET_SEMIHOSTING := yes
TARGET_OBJDUMP := arm-none-eabi-objdump
# SysTick at 25 MHz under -icount shift=0: 40 instructions a tick, calibrated at start-up.
TARGET_COUNTER := SysTick, calibrated to exact instructions
# The exception numbers the fault handler reports, by name (_ for a space), and the word for
# any other number.
TARGET_FAULT_NAMES := 3=HardFault 4=MemManage_fault 5=BusFault 6=UsageFault
TARGET_FAULT_OTHER := unexpected exception
TARGET_CYCLE_MODEL ?= none
# The boards' "flash": code and constants in SSRAM1 (platform/mps2/mps2.ld), for a part's memory model.
TARGET_FLASH ?= 0x0 0x400000
# tlscost profile: the QEMU plugin, with the vector table at address 0 naming exception handlers.
TARGET_PROFILER := cortex-m
include mk/target/shared/qemu.mk
