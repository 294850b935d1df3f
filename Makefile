# Makefile: the tlscost tool and the project's commands.
#   make          build the tlscost command (host)
#   make setup    install missing Debian packages and fetch the TLS library sources
#   make report   setup + build + measure the standard matrix + write report.*
#   make test     setup + build + every test (unit and end-to-end) with the tool and the runner built
#                 with ASan and UBSan; closing line "N passed, N failed"
#   make bench    wall time of a cold and a warm build+measure (not a test)
#   make fuzz     every parser's libFuzzer target for FUZZ_SECONDS each (fuzz/fuzz.mk)
# Firmware images are built by the tool through mk/image.mk, one folder per cell under build/.
CC      ?= cc
CFLAGS  ?= -O2 -g
# snprintf truncation is how the tool bounds its texts, so that warning is off.
TOOL_CFLAGS := -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -Wno-format-truncation $(CFLAGS)
TOOL_LIBS   := -lcjson -lcrypto

CORE_SOURCES   := $(wildcard src/core/*/*.c)
REPORT_SOURCES := $(wildcard src/report/*.c)
CLI_SOURCES    := $(filter-out src/cli/cc_main.c,$(wildcard src/cli/*.c))
# tlscost-cc: the compiler wrapper of the object cache (mk/image.mk runs it).
CC_SOURCES     := src/cli/cc_main.c src/core/image/tcc_objcache.c src/core/base/tcc_key.c src/core/base/tcc_file.c src/core/base/tcc_error.c \
                  src/core/base/tcc_interrupt.c \
                  src/core/base/tcc_proc.c
CC_OBJECTS     := $(patsubst %.c,build/tool/%.o,$(CC_SOURCES))
TOOL_SOURCES   := $(CORE_SOURCES) $(REPORT_SOURCES) $(CLI_SOURCES)
TOOL_OBJECTS   := $(patsubst %.c,build/tool/%.o,$(TOOL_SOURCES))
TOOL_HEADERS   := $(wildcard src/*/*.h src/core/*/*.h)

# The profiler's QEMU plugin, against the plugin header scripts/setup.sh takes from the installed
# QEMU's source package.
PLUGIN_HEADER := $(or $(TLSCOST_SOURCES),.sources)/qemu-plugin/qemu-plugin.h

all: tlscost tlscost-cc plugin

plugin: build/plugin/tc_profile.so

build/plugin/tc_profile.so: $(wildcard plugin/*.c plugin/*.h) $(PLUGIN_HEADER)
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -O2 -g -Wall -Wextra -Werror -shared -fPIC -I$(dir $(PLUGIN_HEADER)) -o $@ $(wildcard plugin/*.c)

$(PLUGIN_HEADER):
	@echo "make: QEMU's plugin header $@ is missing: run make setup" >&2; false

tlscost: $(TOOL_OBJECTS)
	$(CC) $(TOOL_CFLAGS) -o $@ $^ $(TOOL_LIBS)

tlscost-cc: $(CC_OBJECTS)
	$(CC) $(TOOL_CFLAGS) -o $@ $^ $(TOOL_LIBS)

build/tool/%.o: %.c $(TOOL_HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(TOOL_CFLAGS) -c $< -o $@

setup:
	@scripts/setup.sh

report: setup
	@$(MAKE) -s tlscost tlscost-cc plugin
	./tlscost report

test: setup
	@$(MAKE) -s tlscost tlscost-cc plugin tests sanitized fuzz-targets
	@TLSCOST_TEST_TOOL=build/asan/tlscost build/asan/tlscost-tests

bench: setup
	@$(MAKE) -s tlscost tlscost-cc plugin
	@scripts/bench.sh

clean:
	rm -rf build tlscost tlscost-cc

include tests/tests.mk

.PHONY: all plugin setup report test bench clean
include fuzz/fuzz.mk
