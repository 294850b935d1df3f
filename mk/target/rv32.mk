# rv32.mk: a 32-bit RISC-V core (RV32IMAC), QEMU's riscv32 virt board in machine mode, with
# Debian's riscv64-unknown-elf-gcc and picolibc. Ticks are minstret: exact instructions.
# Included by mk/image.mk.
TARGET_TITLE   := RISC-V RV32IMAC, QEMU virt
TARGET_CC      := riscv64-unknown-elf-gcc
TARGET_AR      := riscv64-unknown-elf-ar
TARGET_CPU     := -march=rv32imac -misa-spec=2.2 -mabi=ilp32 -mcmodel=medany --specs=picolibc.specs
TARGET_PLATFORM:= rv32virt
TARGET_BOARD   := virt
TARGET_LDSCRIPT:= platform/rv32virt/virt.ld
TARGET_LDLIBS  := -nostartfiles -lc -lgcc
TARGET_RUNNER  := qemu-system-riscv32
TARGET_SEMIHOSTING := yes
TARGET_RUNNER_FLAGS := -bios none
TARGET_OBJDUMP := riscv64-unknown-elf-objdump
TARGET_COUNTER := minstret, exact instructions
# A fault is a trap: its number is mcause (the fault record's cfsr carries mtval).
TARGET_FAULT_OTHER := trap
TARGET_FAULT_NAMES :=
TARGET_CYCLE_MODEL := none
# tlscost profile: the QEMU plugin (no vector table to read).
TARGET_PROFILER := riscv
