@ exec-uart.S: a semihosting program for the Cortex-M mps2 boards that prints on the board's
@ UART, as most firmware does, for the test of tlscost exec's console: uart_print sends
@ "hello from uart0\n" through the CMSDK APB UART0 at 0x40004000 (DATA at +0, CTRL at +8 with
@ TX enable in bit 0, BAUDDIV at +0x10; Arm's CMSDK TRM, DDI 0479, section 4.3) and reset
@ exits through semihosting. Built by the test: arm-none-eabi-gcc -nostdlib -Ttext=0.
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
    bl uart_print
    ldr r1, =0x20026            @ ADP_Stopped_ApplicationExit
    movs r0, #0x18              @ SYS_EXIT
    bkpt 0xab
    b .
    .ltorg
    .size reset, . - reset

    .thumb_func
    .type uart_print, %function
uart_print:
    ldr r1, =0x40004000         @ UART0
    movs r2, #16
    str r2, [r1, #0x10]         @ BAUDDIV
    movs r2, #1
    str r2, [r1, #8]            @ CTRL: TX enable
    adr r3, message
next:
    ldrb r2, [r3], #1
    cbz r2, done
    str r2, [r1]                @ DATA
    b next
done:
    bx lr
    .align 2
message:
    .asciz "hello from uart0\n"
    .align 2
    .ltorg
    .size uart_print, . - uart_print
