# fuzz.mk: libFuzzer targets for the parsers of outside input, one per fuzz/fuzz_<name>.c with its
# corpus in fuzz/corpus/<name>/ (included by the Makefile, after tests/tests.mk).
#   make fuzz-targets          build every target (make test does, then replays each corpus once)
#   make fuzz                  run each target for FUZZ_SECONDS (default 600) from its committed corpus
# A target links the sanitized build's own objects of src/core and src/report, which
# tests/tests.mk compiles with libFuzzer's coverage (-fsanitize=fuzzer-no-link): the same list of
# sources as the tool, none kept by hand. The run works on a scratch copy
# (build/fuzz/corpus-<target>); inputs that add coverage are then merged back into
# fuzz/corpus/<target>/ (libFuzzer -merge=1 keeps the set small). A crash is saved as
# fuzz/crash-* and fails the run; fixed crashes become tests in tests/data/.
FUZZ_SECONDS ?= 600
FUZZ_TARGETS := $(patsubst fuzz/fuzz_%.c,%,$(wildcard fuzz/fuzz_*.c))
FUZZ_OBJECTS := $(patsubst %.c,build/asan/%.o,$(CORE_SOURCES) $(REPORT_SOURCES))

fuzz-targets: $(addprefix build/fuzz/fuzz_,$(FUZZ_TARGETS))

fuzz: fuzz-targets
	@for t in $(FUZZ_TARGETS); do \
	    mkdir -p fuzz/corpus/$$t build/fuzz/corpus-$$t; \
	    cp fuzz/corpus/$$t/* build/fuzz/corpus-$$t/ 2>/dev/null; \
	    echo "fuzz: $$t for $(FUZZ_SECONDS) s"; \
	    if ! build/fuzz/fuzz_$$t -max_total_time=$(FUZZ_SECONDS) -max_len=16384 -artifact_prefix=fuzz/crash-$$t- \
	        -print_final_stats=1 build/fuzz/corpus-$$t > build/fuzz/$$t.log 2>&1; then \
	        grep -E "^(==|SUMMARY)" build/fuzz/$$t.log; echo "fuzz: $$t found a crash (fuzz/crash-$$t-*)"; exit 1; \
	    fi; \
	    grep -E "^stat::number_of_executed_units|cov: " build/fuzz/$$t.log | tail -2; \
	    build/fuzz/fuzz_$$t -merge=1 fuzz/corpus/$$t build/fuzz/corpus-$$t > build/fuzz/$$t-merge.log 2>&1 || exit 1; \
	    echo "fuzz: $$t corpus now $$(ls fuzz/corpus/$$t | wc -l) inputs"; \
	done

build/fuzz/fuzz_%: fuzz/fuzz_%.c $(wildcard fuzz/*.h) $(FUZZ_OBJECTS) fuzz/fuzz.mk
	@mkdir -p $(dir $@)
	$(SAN_CC) $(SAN_CFLAGS) -fsanitize=fuzzer -o $@ $< $(FUZZ_OBJECTS) $(TOOL_LIBS)

.PHONY: fuzz fuzz-targets
