# image.mk: build one image (size or run) of one cell. Called by the tlscost tool:
#   make -f mk/image.mk IMAGE=size|run|peer TARGET=m4 LIB=mbedtls LIB_SRC=<source dir>
#        OUT=<cell folder> CONFIG=<cell folder>/config.h
# IMAGE=peer (host only) is one side of a real socket connection, for tlscost peers.
# IMAGE=bench is the crypto primitive benchmark (harness/bench_main.c with the library's
# harness/bench/<LIB>_bench.c), for tlscost bench.
# Interop (a client of one library against a server of another, in one run image):
#   IMAGE=serverpart, in the server library's run-image folder, archives its server adapter as
#   OUT/serverpart.a (its lib.a is beside it); then IMAGE=interop, in the client library's
#   run-image folder, links the run image without its own server, against
#   SERVER_PARTS="<folder>/serverpart.a <folder>/lib.a", as OUT/interop-<SERVER_TAG>.elf.
# mk/target/<TARGET>.mk is the target's descriptor (compiler, board, runner, counter, fault
# names, cycle model: see describe below); mk/lib/<LIB>.mk names the library's sources (LIB_SOURCES, under LIB_SRC), its flags and the
# adapter files; their objects go to OUT/lib/ under the same relative paths.
# Writes OUT/lib/**/*.o, OUT/lib.a, OUT/<IMAGE>.elf and OUT/<IMAGE>.map. OUT is named by the
# hash of everything that changes the library objects, so its lib.a is the cache.
IMAGE ?= run
LIB_OPT ?= -Os
IMAGE_NAME := $(if $(filter interop,$(IMAGE)),interop-$(SERVER_TAG),$(IMAGE))
IMAGE_GOAL := $(if $(filter serverpart,$(IMAGE)),$(OUT)/serverpart.a,$(OUT)/$(IMAGE_NAME).elf)
all: $(IMAGE_GOAL)
comma := ,
include mk/target/$(TARGET).mk
include mk/lib/$(LIB).mk

OWN_CFLAGS := -std=c11 -Os -ffunction-sections -fdata-sections -Wall -Wextra -Werror \
              -Iharness $(LIB_INCLUDES) $(LIB_DEFINES) -DTC_BOARD_NAME='"$(TARGET_BOARD)"'
# The emulated boards share console, arguments, exit and sbrk over semihosting (platform/semihost).
PLATFORM_SOURCES := $(wildcard platform/$(TARGET_PLATFORM)/*.c) $(if $(filter native,$(TARGET_RUNNER)),,$(wildcard platform/semihost/*.c))
HARNESS_SIZE := harness/size_main.c harness/tc_pki.c harness/tc_wire.c harness/tc_heap.c harness/tc_out.c
HARNESS_RUN  := harness/run_main.c harness/tc_pki.c harness/tc_wire.c harness/tc_heap.c harness/tc_out.c \
                harness/tc_stack.c harness/tc_args.c harness/tc_calib.c harness/tc_ops.c harness/tc_arena.c harness/tc_firstfit.c
IMAGE_LDFLAGS := $(if $(filter run interop,$(IMAGE)),$(addprefix -Wl$(comma)--wrap=,$(LIB_WRAPS)))
HARNESS_PEER := harness/peer_main.c harness/tc_pki.c harness/tc_wire.c harness/tc_heap.c harness/tc_out.c \
                harness/tc_args.c
HARNESS_BENCH := harness/bench_main.c harness/tc_pki.c harness/tc_out.c harness/tc_args.c harness/tc_calib.c
# The adapter's parts (mk/<LIB>.mk): COMMON to both sides, the CLIENT, what only the size image
# or only the run image's client adds, the SERVER, what a server alone needs (SERVER_EXTRA:
# pieces the client part would otherwise bring), and PEER (socket transport).
IMAGE_SOURCES_size  := $(ADAPTER_COMMON) $(ADAPTER_CLIENT) $(ADAPTER_SIZE) $(HARNESS_SIZE)
IMAGE_SOURCES_run   := $(ADAPTER_COMMON) $(ADAPTER_CLIENT) $(ADAPTER_RUN_CLIENT) $(ADAPTER_SERVER) $(HARNESS_RUN)
IMAGE_SOURCES_peer  := $(ADAPTER_COMMON) $(ADAPTER_CLIENT) $(ADAPTER_SERVER) $(ADAPTER_PEER) $(HARNESS_PEER)
IMAGE_SOURCES_bench := $(HARNESS_BENCH) harness/bench/$(LIB)_bench.c
IMAGE_SOURCES_serverpart := $(ADAPTER_COMMON) $(ADAPTER_SERVER) $(ADAPTER_SERVER_EXTRA)
IMAGE_SOURCES_interop := $(ADAPTER_COMMON) $(ADAPTER_CLIENT) $(ADAPTER_RUN_CLIENT) $(HARNESS_RUN)
OWN_SOURCES := $(if $(filter serverpart,$(IMAGE)),,$(PLATFORM_SOURCES)) $(IMAGE_SOURCES_$(IMAGE))
OWN_OBJECTS := $(patsubst %.c,$(OUT)/$(IMAGE)/%.o,$(OWN_SOURCES)) \
               $(if $(filter serverpart,$(IMAGE)),,$(OUT)/$(IMAGE)/tc_pki_blobs.o)
LIB_OBJECTS := $(patsubst $(LIB_SRC)/%.c,$(OUT)/lib/%.o,$(LIB_SOURCES))

$(OUT)/$(IMAGE_NAME).elf: $(OWN_OBJECTS) $(OUT)/lib.a $(SERVER_PARTS) $(TARGET_LDSCRIPT)
	$(TARGET_CC) $(TARGET_CPU) $(if $(TARGET_LDSCRIPT),-T $(TARGET_LDSCRIPT)) -Wl,--gc-sections -Wl,-Map=$(OUT)/$(IMAGE_NAME).map \
	    $(IMAGE_LDFLAGS) -o $@ $(OWN_OBJECTS) -Wl,--start-group $(OUT)/lib.a $(SERVER_PARTS) -Wl,--end-group $(TARGET_LDLIBS)

$(OUT)/serverpart.a: $(OWN_OBJECTS) $(OUT)/lib.a
	rm -f $@.tmp && $(TARGET_AR) rcs $@.tmp $(OWN_OBJECTS) && mv $@.tmp $@

$(OUT)/lib.a: $(LIB_OBJECTS)
	rm -f $@.tmp && $(TARGET_AR) rcs $@.tmp $^ && mv $@.tmp $@

# Every object depends on the headers it included (-MMD -MP, read back below) and on the make
# files that say how it is built.
$(OUT)/lib/%.o: $(LIB_SRC)/%.c $(CONFIG) $(MAKEFILE_LIST)
	@mkdir -p $(dir $@)
	$(TARGET_CC) $(TARGET_CPU) $(LIB_CFLAGS) $(LIB_INCLUDES) $(LIB_DEFINES) -MMD -MP -c $< -o $@

$(OUT)/$(IMAGE)/%.o: %.c $(CONFIG) $(MAKEFILE_LIST)
	@mkdir -p $(dir $@)
	$(TARGET_CC) $(TARGET_CPU) $(OWN_CFLAGS) $(IMAGE_DEFINES) -MMD -MP -c $< -o $@

-include $(OWN_OBJECTS:.o=.d) $(LIB_OBJECTS:.o=.d)

$(OUT)/$(IMAGE)/tc_pki_blobs.o: harness/tc_pki_blobs.S $(wildcard pki/*/*.der)
	@mkdir -p $(dir $@)
	$(TARGET_CC) $(TARGET_CPU) -Wa,-I. -c $< -o $@

# What the tool records about a target and how it runs the run image: the target's descriptor.
describe:
	@echo "title=$(TARGET_TITLE)"
	@echo "counter=$(TARGET_COUNTER)"
	@echo "fault_names=$(TARGET_FAULT_NAMES)"
	@echo "fault_other=$(TARGET_FAULT_OTHER)"
	@echo "cycle_model=$(TARGET_CYCLE_MODEL)"
	@echo "board=$(TARGET_BOARD)"
	@echo "runner=$(TARGET_RUNNER)"
	@echo "cflags=$(TARGET_CPU) $(LIB_CFLAGS)"
	@echo "objdump=$(TARGET_OBJDUMP)"
	@echo "cc=$(TARGET_CC)"
	@echo "runner_flags=$(TARGET_RUNNER_FLAGS)"
.PHONY: describe
