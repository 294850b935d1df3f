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
