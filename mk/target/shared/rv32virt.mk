# rv32virt.mk: what the 32-bit RISC-V targets on QEMU's riscv32 virt board share (machine mode,
# -bios none, Debian's riscv64-unknown-elf-gcc and picolibc; ticks are minstret: exact
# instructions). Each mk/target/<name>.mk sets TARGET_TITLE, TARGET_CPU and TARGET_RUNNER_FLAGS (for mk/target/shared/qemu.mk),
# then includes this.
TARGET_PACKAGES:= gcc-riscv64-unknown-elf picolibc-riscv64-unknown-elf qemu-system-misc
TARGET_CC      := riscv64-unknown-elf-gcc
TARGET_AR      := riscv64-unknown-elf-ar
TARGET_PLATFORM:= rv32virt
TARGET_BOARD   := virt
TARGET_LDSCRIPT:= platform/rv32virt/virt.ld
TARGET_LDLIBS  := -nostartfiles -lm -lc -lgcc
TARGET_RUNNER  := qemu-system-riscv32
TARGET_SEMIHOSTING := yes
TARGET_OBJDUMP := riscv64-unknown-elf-objdump
TARGET_COUNTER := minstret, exact instructions
# A fault is a trap: its number is mcause (the fault record's cfsr carries mtval).
TARGET_FAULT_OTHER := trap
TARGET_FAULT_NAMES :=
TARGET_CYCLE_MODEL := none
# tlscost profile: the QEMU plugin (no vector table to read).
TARGET_PROFILER := riscv
include mk/target/shared/qemu.mk
