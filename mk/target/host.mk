# host.mk: the host target (x86-64 Linux): the same harness and profiles built with the host's
# compiler, run as a process. Heap and stack figures beside the Cortex-M4 ones (8-byte pointers);
# ticks are instructions from perf where the kernel allows, else wall-clock ns.
TARGET_TITLE   := host, x86-64 process
TARGET_PACKAGES:= build-essential
TARGET_CC      := cc
TARGET_AR      := ar
TARGET_CPU     :=
TARGET_PLATFORM:= host
TARGET_BOARD   := host
TARGET_LDSCRIPT:=
TARGET_LDLIBS  := -lm
TARGET_RUNNER  := native
# The image is a program of this machine: its arguments are its one argument (platform/host/host.c).
TARGET_RUN     := {elf} {args}
TARGET_OBJDUMP := objdump
TARGET_COUNTER := perf instructions where the kernel allows, else wall-clock ns
# A fault is a signal; its number is the signal's.
TARGET_FAULT_OTHER := signal
TARGET_FAULT_NAMES :=
TARGET_CYCLE_MODEL := none
# No QEMU, so no instruction profile: profile the host with perf or callgrind instead.
TARGET_PROFILER := none: the host runs natively, not under QEMU; use perf or valgrind --tool=callgrind
