@ exec-spin.S: a tiny semihosting program for the Cortex-M boards whose instruction counts are
@ known by construction, for the test of tlscost exec: spin runs 2 instructions per round and
@ one to return, so spin(250) is 501 instructions and spin(100) is 201; reset runs 7 of its own
@ before the exit call. Built by the test: arm-none-eabi-gcc -nostdlib -Ttext=0, with -DWITH_EXIT,
@ or -DWITHOUT_EXIT for a program that makes no semihosting call; -DWITH_UNLOADED_WORDS adds a
@ section that is not loaded, at address 0 like the .debug_* sections, whose words look like a
@ vector table naming spin as a handler.
    .syntax unified
    .cpu cortex-m4
    .thumb
    .text
vectors:
    .word 0x20010000            @ initial stack pointer
    .word reset + 1             @ reset vector (Thumb)

    .thumb_func
    .type reset, %function
reset:
    movs r0, #250
    bl spin
    movs r0, #100
    bl spin
    ldr r1, =0x20026            @ ADP_Stopped_ApplicationExit
    movs r0, #0x18              @ SYS_EXIT
#ifdef WITH_EXIT
    bkpt 0xab
#endif
    b .
    .ltorg
    .size reset, . - reset

    .thumb_func
    .type spin, %function
spin:
    subs r0, r0, #1
    bne spin
    bx lr
    .size spin, . - spin

#ifdef WITH_UNLOADED_WORDS
    .section .tc_unloaded_words, "", %progbits
    .word 0x20010000, reset + 1, spin + 1, spin + 1
#endif
