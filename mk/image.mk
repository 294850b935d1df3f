# image.mk: build one image of one cell. Called by the tlscost tool:
#   make -f mk/image.mk IMAGE=size|run|peer|bench TARGET=m4 LIB=mbedtls LIB_SRC=<source dir>
#        OUT=<cell folder> CONFIG=<cell folder>/config.h
# size is the client alone (for flash), run the client and its server in one program, peer one
# side of a real socket connection (host only, tlscost peers), bench the crypto primitives
# (harness/bench_main.c with harness/bench/<LIB>_bench.c, or the ADAPTER_BENCH the library's fragment names).
# A run against another library's server is a run image too: given SERVER_PARTS="<folder>/serverpart.a
# <folder>/lib.a" (that library's run-image folder, after its goal serverpart) it links them instead
# of its own server, as OUT/interop-<SERVER_TAG>.elf. The goal serverpart archives this folder's
# server side (COMMON, SERVER and SERVER_EXTRA) as OUT/serverpart.a.
# mk/target/<TARGET>.mk is the target's descriptor (compiler, board, runner, counter, fault
# names, cycle model: see describe below); mk/lib/<LIB>.mk names the library's sources
# (LIB_SOURCES, under LIB_SRC), its flags and the adapter's parts. Library objects go to OUT/lib/,
# our own to OUT/own/, under their relative paths; OUT is named by the hash of everything that
# changes them, so it is the cache.
IMAGE ?= run
LIB_OPT ?= -Os
IMAGE_NAME := $(if $(SERVER_PARTS),interop-$(SERVER_TAG),$(IMAGE))
all: $(OUT)/$(IMAGE_NAME).elf
serverpart: $(OUT)/serverpart.a
comma := ,
include mk/target/$(TARGET).mk
include mk/lib/$(LIB).mk

OWN_CFLAGS := -std=c11 -Os -ffunction-sections -fdata-sections -Wall -Wextra -Werror \
              -Iharness $(LIB_INCLUDES) $(LIB_DEFINES) -DTC_BOARD_NAME='"$(TARGET_BOARD)"'
# The emulated boards share sbrk (platform/heap); those with Arm-style semihosting (TARGET_SEMIHOSTING
# = yes) share console, arguments and exit over it (platform/semihost); others bring their own.
PLATFORM_SOURCES := $(wildcard platform/$(TARGET_PLATFORM)/*.c) \
                    $(if $(filter native,$(TARGET_RUNNER)),,$(wildcard platform/heap/*.c)) \
                    $(if $(filter yes,$(TARGET_SEMIHOSTING)),$(wildcard platform/semihost/*.c))
HARNESS_SIZE := harness/size_main.c harness/tc_pki.c harness/tc_wire.c harness/tc_heap.c harness/tc_out.c
HARNESS_RUN  := harness/run_main.c harness/tc_pki.c harness/tc_wire.c harness/tc_heap.c harness/tc_out.c \
                harness/tc_stack.c harness/tc_args.c harness/tc_calib.c harness/tc_ops.c harness/tc_arena.c harness/tc_firstfit.c
HARNESS_PEER := harness/peer_main.c harness/tc_pki.c harness/tc_wire.c harness/tc_heap.c harness/tc_out.c \
                harness/tc_args.c
HARNESS_BENCH := harness/bench_main.c harness/tc_pki.c harness/tc_out.c harness/tc_args.c harness/tc_calib.c
# An image is the platform, the adapter's parts it needs (mk/lib/<LIB>.mk: COMMON to both sides,
# the CLIENT, what only the size image or only the run image's client adds, the SERVER, what a
# server alone needs) and the harness's main with its helpers, in this order,
# then the library archive.
IMAGE_SOURCES_size  := $(ADAPTER_COMMON) $(ADAPTER_CLIENT) $(ADAPTER_SIZE) $(HARNESS_SIZE)
IMAGE_SOURCES_run   := $(ADAPTER_COMMON) $(ADAPTER_CLIENT) $(ADAPTER_RUN_CLIENT) \
                       $(if $(SERVER_PARTS),,$(ADAPTER_SERVER)) $(HARNESS_RUN)
IMAGE_SOURCES_peer  := $(ADAPTER_COMMON) $(ADAPTER_CLIENT) $(ADAPTER_SERVER) $(ADAPTER_SERVER_EXTRA) $(HARNESS_PEER)
ADAPTER_BENCH ?= harness/bench/$(LIB)_bench.c
IMAGE_SOURCES_bench := $(HARNESS_BENCH) $(ADAPTER_BENCH)
SERVER_PART_SOURCES := $(ADAPTER_COMMON) $(ADAPTER_SERVER) $(ADAPTER_SERVER_EXTRA)
# The run image times the library's expensive operations through the linker's --wrap.
IMAGE_LDFLAGS := $(if $(filter run,$(IMAGE)),$(addprefix -Wl$(comma)--wrap=,$(LIB_WRAPS)))
own = $(patsubst %.c,$(OUT)/own/%.o,$(1))
# A run against a probed server's stand-in chain (tlscost run --server) links its blobs: given
# SERVER_BLOBS=<its server_blobs.S>.
OWN_OBJECTS := $(call own,$(PLATFORM_SOURCES) $(IMAGE_SOURCES_$(IMAGE))) $(OUT)/own/tc_pki_blobs.o \
               $(if $(and $(SERVER_BLOBS),$(filter run,$(IMAGE))),$(OUT)/own/tc_server_blobs.o)
SERVER_PART_OBJECTS := $(call own,$(SERVER_PART_SOURCES))
LIB_OBJECTS := $(patsubst $(LIB_SRC)/%.c,$(OUT)/lib/%.o,$(LIB_SOURCES))

$(OUT)/$(IMAGE_NAME).elf: $(OWN_OBJECTS) $(OUT)/lib.a $(SERVER_PARTS) $(TARGET_LDSCRIPT)
	$(TARGET_CC) $(TARGET_CPU) $(if $(TARGET_LDSCRIPT),-T $(TARGET_LDSCRIPT)) -Wl,--gc-sections -Wl,-Map=$(OUT)/$(IMAGE_NAME).map \
	    $(IMAGE_LDFLAGS) -o $@ $(OWN_OBJECTS) -Wl,--start-group $(OUT)/lib.a $(SERVER_PARTS) -Wl,--end-group $(TARGET_LDLIBS)

$(OUT)/serverpart.a: $(SERVER_PART_OBJECTS) $(OUT)/lib.a
	rm -f $@.tmp && $(TARGET_AR) rcs $@.tmp $(SERVER_PART_OBJECTS) && mv $@.tmp $@

$(OUT)/lib.a: $(LIB_OBJECTS)
	rm -f $@.tmp && $(TARGET_AR) rcs $@.tmp $^ && mv $@.tmp $@

# Every object depends on the make files that say how it is built; our own objects also on the
# headers they included (-MMD -MP, read back below). Each object's static stack per function goes
# beside it (-fstack-usage: NAME.su), for tlscost symbols. The library's headers are covered by its
# source checksum, part of OUT's name. Library objects go through the object cache when the
# tool gives one: CC_CACHE is tlscost-cc and its folder (src/core/image/tcc_objcache.h). __FILE__
# names a library file from the library's own root (-fmacro-prefix-map), so a library that keeps
# file names (Mbed TLS's debug messages) has the same flash wherever its sources are unpacked.
$(OUT)/lib/%.o: $(LIB_SRC)/%.c $(CONFIG) $(MAKEFILE_LIST)
	@mkdir -p $(dir $@)
	$(CC_CACHE) $(TARGET_CC) $(TARGET_CPU) $(LIB_CFLAGS) -fstack-usage -fmacro-prefix-map=$(LIB_SRC)/= $(LIB_INCLUDES) \
	    $(LIB_DEFINES) -c $< -o $@

$(OUT)/own/%.o: %.c $(CONFIG) $(MAKEFILE_LIST)
	@mkdir -p $(dir $@)
	$(TARGET_CC) $(TARGET_CPU) $(OWN_CFLAGS) -fstack-usage -MMD -MP -c $< -o $@

-include $(OWN_OBJECTS:.o=.d) $(SERVER_PART_OBJECTS:.o=.d)

$(OUT)/own/tc_pki_blobs.o: harness/tc_pki_blobs.S $(wildcard pki/*/*.der)
	@mkdir -p $(dir $@)
	$(TARGET_CC) $(TARGET_CPU) -Wa,-I. -c $< -o $@

$(OUT)/own/tc_server_blobs.o: $(SERVER_BLOBS)
	@mkdir -p $(dir $@)
	$(TARGET_CC) $(TARGET_CPU) -c $< -o $@

# What the tool records about a target and how it runs the run image: the target's descriptor,
# printed by make itself ($(info), no shell per line: this runs before every cell).
describe:
	$(info title=$(TARGET_TITLE))
	$(info counter=$(TARGET_COUNTER))
	$(info fault_names=$(TARGET_FAULT_NAMES))
	$(info fault_other=$(TARGET_FAULT_OTHER))
	$(info cycle_model=$(TARGET_CYCLE_MODEL))
	$(info profiler=$(TARGET_PROFILER))
	$(info flash=$(TARGET_FLASH))
	$(info board=$(TARGET_BOARD))
	$(info runner=$(TARGET_RUNNER))
	$(info cflags=$(TARGET_CPU) $(LIB_CFLAGS))
	$(info objdump=$(TARGET_OBJDUMP))
	$(info cc=$(TARGET_CC))
	$(info packages=$(TARGET_PACKAGES))
	$(info run=$(TARGET_RUN))
	$(info run_serial=$(TARGET_RUN_SERIAL))
	$(info run_console=$(TARGET_RUN_CONSOLE))
	$(info run_plugin=$(TARGET_RUN_PLUGIN))
	@:
.PHONY: all serverpart describe
