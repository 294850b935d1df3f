#!/bin/sh
# fuzz-target.sh: one libFuzzer target's long run (make fuzz runs one per target, FUZZ_JOBS at a time).
# Usage: scripts/fuzz-target.sh TARGET SECONDS
# Works on a scratch copy of fuzz/corpus/TARGET, then merges what adds coverage back; a crash is
# saved as fuzz/crash-TARGET-* and exits 1. Prints one line of executions, coverage and corpus size.
set -u
t=$1
seconds=$2
log=build/fuzz/$t.log
mkdir -p "fuzz/corpus/$t" "build/fuzz/corpus-$t"
cp "fuzz/corpus/$t/"* "build/fuzz/corpus-$t/" 2>/dev/null
before=$(ls "fuzz/corpus/$t" | wc -l)
if ! "build/fuzz/fuzz_$t" -max_total_time="$seconds" -max_len=16384 -artifact_prefix="fuzz/crash-$t-" \
    -print_final_stats=1 "build/fuzz/corpus-$t" > "$log" 2>&1; then
    grep -E "^(==|SUMMARY)" "$log"
    echo "fuzz: $t found a crash (fuzz/crash-$t-*)"
    exit 1
fi
if ! "build/fuzz/fuzz_$t" -merge=1 "fuzz/corpus/$t" "build/fuzz/corpus-$t" > "build/fuzz/$t-merge.log" 2>&1; then
    echo "fuzz: $t: merging the corpus failed (build/fuzz/$t-merge.log)"
    exit 1
fi
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
echo "fuzz: $t $seconds s: $runs executions, $cov, corpus $before -> $(ls "fuzz/corpus/$t" | wc -l) inputs"
