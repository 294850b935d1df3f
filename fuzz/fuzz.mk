# fuzz.mk: libFuzzer targets for the parsers (included by the Makefile).
#   make fuzz                  run each target for FUZZ_SECONDS (default 60) from its committed corpus
# The run works on a scratch copy (build/fuzz/corpus-<target>); inputs that add coverage are then
# merged back into fuzz/corpus/<target>/ (libFuzzer -merge=1 keeps the set small). A crash is
# saved as fuzz/crash-* and fails the run; fixed crashes become tests in tests/data/.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := linkmap records json
FUZZ_CFLAGS  := -std=c11 -D_GNU_SOURCE -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
FUZZ_CORE    := src/core/tcc_linkmap.c src/core/tcc_records.c src/core/tcc_json.c src/core/tcc_json_fields.c \
                src/core/tcc_error.c src/core/tcc_file.c src/core/tcc_interrupt.c \
                src/core/tcc_lines.c src/core/tcc_str.c

fuzz: $(addprefix build/fuzz/fuzz_,$(FUZZ_TARGETS))
	@for t in $(FUZZ_TARGETS); do \
	    mkdir -p fuzz/corpus/$$t build/fuzz/corpus-$$t; \
	    cp fuzz/corpus/$$t/* build/fuzz/corpus-$$t/; \
	    echo "fuzz: $$t for $(FUZZ_SECONDS) s"; \
	    if ! build/fuzz/fuzz_$$t -max_total_time=$(FUZZ_SECONDS) -max_len=16384 -artifact_prefix=fuzz/crash-$$t- \
	        -print_final_stats=1 build/fuzz/corpus-$$t > build/fuzz/$$t.log 2>&1; then \
	        grep -E "^(==|SUMMARY)" build/fuzz/$$t.log; echo "fuzz: $$t found a crash (fuzz/crash-$$t-*)"; exit 1; \
	    fi; \
	    grep -E "^stat::number_of_executed_units" build/fuzz/$$t.log; \
	    build/fuzz/fuzz_$$t -merge=1 fuzz/corpus/$$t build/fuzz/corpus-$$t > build/fuzz/$$t-merge.log 2>&1 || exit 1; \
	    echo "fuzz: $$t corpus now $$(ls fuzz/corpus/$$t | wc -l) inputs"; \
	done

build/fuzz/fuzz_%: fuzz/fuzz_%.c $(FUZZ_CORE) $(TOOL_HEADERS)
	@mkdir -p $(dir $@)
	clang $(FUZZ_CFLAGS) -o $@ $< $(FUZZ_CORE) $(TOOL_LIBS)

.PHONY: fuzz
