# rv32imc.mk: a 32-bit RISC-V core without atomics (RV32IMC, the ESP32-C3's class) on QEMU's
# riscv32 virt board with its A extension switched off, so an atomic instruction would trap.
# Debian's picolibc has no rv32imc library: GCC picks its rv32im one (no compressed
# instructions in the C library, none of the A extension), which runs on an IMC core.
# Included by mk/image.mk.
TARGET_TITLE   := RISC-V RV32IMC (no atomics), QEMU virt
TARGET_CPU     := -march=rv32imc -misa-spec=2.2 -mabi=ilp32 -mcmodel=medany --specs=picolibc.specs
TARGET_RUNNER_FLAGS := -bios none -cpu rv32,a=false
include mk/target/shared/rv32virt.mk
