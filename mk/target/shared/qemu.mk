# qemu.mk: how tlscost runs an image on a QEMU board; the emulated targets' shared fragments
# include it after setting TARGET_RUNNER, TARGET_BOARD and (optionally) TARGET_RUNNER_FLAGS.
# TARGET_RUN is the command, word by word: tlscost puts the image's path for {elf}, the run's
# arguments as one word for {args}, TARGET_RUN_SERIAL (or TARGET_RUN_CONSOLE, when exec shows the
# board's UART) for {serial}, and TARGET_RUN_PLUGIN for {plugin} when a run is profiled.
# -icount shift=0 makes one instruction one tick of QEMU's clock: the counts are exact.
TARGET_RUN = $(TARGET_RUNNER) -M $(TARGET_BOARD) $(TARGET_RUNNER_FLAGS) -nographic -monitor none {serial} \
             -semihosting-config enable=on,target=native -icount shift=0,sleep=off -kernel {elf} -append {args} {plugin}
TARGET_RUN_SERIAL  := -serial none
TARGET_RUN_CONSOLE := -serial stdio
TARGET_RUN_PLUGIN  := -plugin {plugin}
