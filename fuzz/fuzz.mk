# fuzz.mk: libFuzzer targets for the parsers of outside input, one per fuzz/fuzz_<name>.c with its
# corpus in fuzz/corpus/<name>/ (included by the Makefile, after tests/tests.mk).
#   make fuzz-targets          build every target (make test does, then replays each corpus once)
#   make fuzz                  run each target for FUZZ_SECONDS (default 600) from its committed corpus,
#                              FUZZ_JOBS targets at a time (default 1; scripts/fuzz-target.sh runs one)
# A target links the sanitized build's own objects of src/core and src/report, which
# tests/tests.mk compiles with libFuzzer's coverage (-fsanitize=fuzzer-no-link): the same list of
# sources as the tool, none kept by hand. Each run works on a scratch copy
# (build/fuzz/corpus-<target>); inputs that add coverage are then merged back into
# fuzz/corpus/<target>/ (libFuzzer -merge=1 keeps the set small). A crash is saved as
# fuzz/crash-* and fails the run; fixed crashes become tests in tests/data/.
FUZZ_SECONDS ?= 600
FUZZ_JOBS ?= 1
FUZZ_TARGETS := $(patsubst fuzz/fuzz_%.c,%,$(wildcard fuzz/fuzz_*.c))
FUZZ_OBJECTS := $(patsubst %.c,build/asan/%.o,$(CORE_SOURCES) $(REPORT_SOURCES))

fuzz-targets: $(addprefix build/fuzz/fuzz_,$(FUZZ_TARGETS))

fuzz: fuzz-targets
	@echo "fuzz: $(words $(FUZZ_TARGETS)) targets, $(FUZZ_SECONDS) s each, $(FUZZ_JOBS) at a time"
	@parallel --halt now,fail=1 --line-buffer -j $(FUZZ_JOBS) scripts/fuzz-target.sh {} $(FUZZ_SECONDS) ::: $(FUZZ_TARGETS)

build/fuzz/fuzz_%: fuzz/fuzz_%.c $(wildcard fuzz/*.h) $(FUZZ_OBJECTS) fuzz/fuzz.mk
	@mkdir -p $(dir $@)
	$(SAN_CC) $(SAN_CFLAGS) -fsanitize=fuzzer -o $@ $< $(FUZZ_OBJECTS) $(TOOL_LIBS)

.PHONY: fuzz fuzz-targets
