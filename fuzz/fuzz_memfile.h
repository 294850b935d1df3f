/* fuzz_memfile.h: for the readers that take a path: libFuzzer's bytes as an anonymous file
 * (memfd), named by its /proc/self/fd path; -1 when it cannot be made. */
#ifndef FUZZ_MEMFILE_H
#define FUZZ_MEMFILE_H

#include <stdint.h>
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

static inline int fuzz_memfile(const uint8_t *data, size_t size, char *path, size_t path_size)
{
    int fd = memfd_create("fuzz-input", 0);
    if (fd < 0)
        return -1;
    if (write(fd, data, size) != (ssize_t)size) {
        close(fd);
        return -1;
    }
    snprintf(path, path_size, "/proc/self/fd/%d", fd);
    return fd;
}

#endif
