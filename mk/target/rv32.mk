# rv32.mk: a 32-bit RISC-V core (RV32IMAC), QEMU's riscv32 virt board in machine mode.
# Included by mk/image.mk.
TARGET_TITLE   := RISC-V RV32IMAC, QEMU virt
TARGET_CPU     := -march=rv32imac -misa-spec=2.2 -mabi=ilp32 -mcmodel=medany --specs=picolibc.specs
TARGET_RUNNER_FLAGS := -bios none
include mk/target/shared/rv32virt.mk
