/* tc_wire.h: the memory wire between the client and the server in one program.
 * Two one-way pipes of fixed size; a read of an empty pipe or a write to a full one
 * returns TC_WIRE_WOULD_BLOCK, which each adapter turns into its library's "want read/write". */
#ifndef TC_WIRE_H
#define TC_WIRE_H

#include <stddef.h>
#include <stdint.h>

#define TC_WIRE_WOULD_BLOCK (-1)

struct tc_wire_pipe {
    uint8_t *data;    /* caller-owned storage */
    size_t capacity;
    size_t head;      /* next byte to read */
    size_t tail;      /* next free byte */
    uint64_t carried; /* bytes that went through this pipe */
};

/* Start an empty pipe over storage of capacity bytes. */
void tc_wire_init(struct tc_wire_pipe *pipe, uint8_t *storage, size_t capacity);
int tc_wire_write(struct tc_wire_pipe *pipe, const uint8_t *buf, size_t len);
int tc_wire_read(struct tc_wire_pipe *pipe, uint8_t *buf, size_t len);

#endif
