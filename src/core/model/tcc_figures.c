/* tcc_figures.c: the table of figures (see tcc_figures.h). */
#include "tcc_figures.h"
#include <string.h>
#include "../base/tcc_str.h"
#include <stddef.h>

static uint64_t tcc_flash_total(const struct tcc_result *r) { return r->flash.total; }
static uint64_t tcc_flash_library(const struct tcc_result *r) { return r->flash.group[TCC_GROUP_LIBRARY]; }
static uint64_t tcc_flash_own(const struct tcc_result *r) { return r->flash.group[TCC_GROUP_OWN]; }
static uint64_t tcc_flash_libc(const struct tcc_result *r) { return r->flash.group[TCC_GROUP_LIBC]; }

uint64_t tcc_flash_tls(const struct tcc_result *r)
{
    return r->flash.group[TCC_GROUP_LIBRARY] + r->flash.group[TCC_GROUP_LIBC];
}
static uint64_t tcc_static_ram(const struct tcc_result *r) { return r->flash.data + r->flash.bss; }
static uint64_t tcc_heap_peak(const struct tcc_result *r) { return r->client.heap_peak; }
static uint64_t tcc_heap_setup(const struct tcc_result *r) { return r->client.setup.heap_live; }
static uint64_t tcc_heap_free(const struct tcc_result *r) { return r->client.heap_after_free; }
static uint64_t tcc_stack(const struct tcc_result *r) { return r->client.handshake_stack; }
static uint64_t tcc_handshake(const struct tcc_result *r) { return r->client.handshake_instr; }
static uint64_t tcc_data(const struct tcc_result *r) { return r->client.data_instr; }
static uint64_t tcc_wire(const struct tcc_result *r) { return r->bytes_to_server + r->bytes_to_client; }

const struct tcc_figure tcc_figures[] = {
    { "flash_total", "flash.total", "B", "flash total", TCC_FIG_FLASH, "max-flash",
      "flash of NEW: N bytes at most, +N bytes or +N% growth at most", tcc_flash_total },
    { "flash_library", "flash.library", "B", "flash TLS library", TCC_FIG_FLASH, NULL, NULL, tcc_flash_library },
    { "flash_own", "flash.own", "B", "flash own code", TCC_FIG_FLASH, NULL, NULL, tcc_flash_own },
    { "flash_libc", "flash.libc", "B", "flash C library", TCC_FIG_FLASH, NULL, NULL, tcc_flash_libc },
    { "flash_tls", "derived: flash.library + flash.libc", "B", "flash TLS (without own code)", TCC_FIG_FLASH, NULL,
      NULL, tcc_flash_tls },
    { "static_ram", "derived: flash.data + flash.bss", "B", "static RAM (.data+.bss)", TCC_FIG_RAM, NULL, NULL,
      tcc_static_ram },
    { "heap_peak", "client.heap_peak", "B", "heap peak", TCC_FIG_HEAP, "max-heap",
      "client heap peak of NEW, same forms", tcc_heap_peak },
    { "heap_after_setup", "client.heap_after_setup", "B", "heap after setup", TCC_FIG_HEAP, NULL, NULL,
      tcc_heap_setup },
    { "heap_after_free", "client.heap_after_free", "B", "heap after free", TCC_FIG_HEAP, NULL, NULL, tcc_heap_free },
    { "stack", "client.stack_max", "B", "stack high-water", TCC_FIG_STACK, NULL, NULL, tcc_stack },
    { "handshake_instr", "client.handshake_instr", NULL, "handshake instructions", TCC_FIG_INSTR, "max-instr",
      "client handshake instructions of NEW, same forms", tcc_handshake },
    { "data_instr", "client.data_instr", NULL, "data phase instructions", TCC_FIG_INSTR, NULL, NULL, tcc_data },
    { "wire_bytes", "derived: run.bytes_to_server + run.bytes_to_client", "B", "bytes on the wire", TCC_FIG_WIRE,
      "max-wire", "bytes both sides sent, handshake and data, of NEW, same forms", tcc_wire },
};

const unsigned tcc_figure_count = sizeof tcc_figures / sizeof tcc_figures[0];

const char *tcc_figure_unit(const struct tcc_figure *f, const struct tcc_result *r)
{
    return f->unit != NULL ? f->unit : r->count_unit[0] ? r->count_unit : "instr";
}

const struct tcc_figure *tcc_figure_named(const char *name, char *known, size_t size)
{
    known[0] = '\0';
    for (unsigned i = 0; i < tcc_figure_count; i++)
        tcc_appendf(known, size, "%s%s", i ? ", " : "", tcc_figures[i].name);
    for (unsigned i = 0; i < tcc_figure_count; i++)
        if (strcmp(tcc_figures[i].name, name) == 0)
            return &tcc_figures[i];
    return NULL;
}
