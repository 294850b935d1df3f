/* tc_wire.c: memory pipes (see tc_wire.h). Data is compacted to the front when the pipe
 * empties, which keeps the code linear: no wrap-around. */
#include "tc_wire.h"
#include <string.h>

void tc_wire_init(struct tc_wire_pipe *pipe, uint8_t *storage, size_t capacity)
{
    pipe->data = storage;
    pipe->capacity = capacity;
    pipe->head = 0;
    pipe->tail = 0;
    pipe->carried = 0;
}

int tc_wire_write(struct tc_wire_pipe *pipe, const uint8_t *buf, size_t len)
{
    if (pipe->head == pipe->tail)
        pipe->head = pipe->tail = 0;
    size_t room = pipe->capacity - pipe->tail;
    if (room == 0)
        return TC_WIRE_WOULD_BLOCK;
    if (len > room)
        len = room;
    memcpy(pipe->data + pipe->tail, buf, len);
    pipe->tail += len;
    pipe->carried += len;
    return (int)len;
}

int tc_wire_read(struct tc_wire_pipe *pipe, uint8_t *buf, size_t len)
{
    size_t have = pipe->tail - pipe->head;
    if (have == 0)
        return TC_WIRE_WOULD_BLOCK;
    if (len > have)
        len = have;
    memcpy(buf, pipe->data + pipe->head, len);
    pipe->head += len;
    return (int)len;
}
