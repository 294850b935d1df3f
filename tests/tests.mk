# tests.mk: the test runner binary (included by the Makefile). It links the tool's core and
# report code and the host-buildable harness pieces with the tests/test_*.c files.
TEST_SOURCES  := $(wildcard tests/*.c) $(CORE_SOURCES) $(REPORT_SOURCES) harness/tc_heap.c harness/tc_args.c harness/tc_wire.c
TEST_OBJECTS  := $(patsubst %.c,build/tool/%.o,$(TEST_SOURCES))

tests: build/tests/tlscost-tests

build/tests/tlscost-tests: $(TEST_OBJECTS)
	@mkdir -p $(dir $@)
	$(CC) $(TOOL_CFLAGS) -o $@ $^ $(TOOL_LIBS)

build/tool/harness/%.o: harness/%.c $(wildcard harness/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(TOOL_CFLAGS) -Iharness -c $< -o $@

.PHONY: tests

# The same tool and runner built with clang's AddressSanitizer (leaks included) and UBSan;
# make test runs the runner against the sanitized tool, so every end-to-end test checks both. Its
# objects also carry libFuzzer's coverage (fuzzer-no-link), so the fuzz targets link them (fuzz/fuzz.mk).
SAN_CC     := clang
SAN_FLAGS  := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -fsanitize=fuzzer-no-link
SAN_CFLAGS := -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -O1 -g $(SAN_FLAGS)
TOOL_SAN_OBJECTS := $(patsubst %.c,build/asan/%.o,$(TOOL_SOURCES))
TEST_SAN_OBJECTS := $(patsubst %.c,build/asan/%.o,$(TEST_SOURCES))

sanitized: build/asan/tlscost build/asan/tlscost-tests

build/asan/tlscost: $(TOOL_SAN_OBJECTS)
	$(SAN_CC) $(SAN_CFLAGS) -o $@ $^ $(TOOL_LIBS)

build/asan/tlscost-tests: $(TEST_SAN_OBJECTS)
	$(SAN_CC) $(SAN_CFLAGS) -o $@ $^ $(TOOL_LIBS)

build/asan/%.o: %.c $(TOOL_HEADERS) $(wildcard harness/*.h) tests/tests.mk
	@mkdir -p $(dir $@)
	$(SAN_CC) $(SAN_CFLAGS) -Iharness -c $< -o $@

.PHONY: sanitized
