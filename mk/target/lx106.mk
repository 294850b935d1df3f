# lx106.mk: the Xtensa LX106, the ESP8266's core, on QEMU's sim machine (-cpu lx106). It is not
# the ESP32's LX6: the same instruction set family, another configuration. Debian's
# gcc-xtensa-lx106 and picolibc; console, arguments and exit by simcall (platform/lx106sim);
# ticks are CCOUNT, calibrated at start-up. Included by mk/image.mk.
TARGET_TITLE   := Xtensa LX106 (the ESP8266's core, not the ESP32's LX6), QEMU sim
TARGET_PACKAGES:= gcc-xtensa-lx106 picolibc-xtensa-lx106-elf qemu-system-misc
TARGET_CC      := xtensa-lx106-elf-gcc
TARGET_AR      := xtensa-lx106-elf-ar
TARGET_CPU     := -mlongcalls -mtext-section-literals --specs=/usr/lib/xtensa-lx106-elf/picolibc.specs
TARGET_PLATFORM:= lx106sim
TARGET_BOARD   := sim
TARGET_LDSCRIPT:= platform/lx106sim/sim.ld
TARGET_LDLIBS  := -nostartfiles -lm -lc -lgcc
TARGET_RUNNER  := qemu-system-xtensa
TARGET_RUNNER_FLAGS := -cpu lx106
TARGET_OBJDUMP := xtensa-lx106-elf-objdump
TARGET_COUNTER := CCOUNT at 40 MHz under -icount shift=0: 25 instructions a tick, calibrated at start-up
# A fault is an exception: its number is EXCCAUSE (the fault record's cfsr carries EXCVADDR).
TARGET_FAULT_NAMES := 0=IllegalInstruction 3=LoadStoreError 6=IntegerDivideByZero 9=LoadStoreAlignment 28=LoadProhibited 29=StoreProhibited
TARGET_FAULT_OTHER := exception
TARGET_CYCLE_MODEL := none
# tlscost profile: the QEMU plugin (calls are call0 and callx0).
TARGET_PROFILER := xtensa
include mk/target/shared/qemu.mk
