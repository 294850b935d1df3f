#!/bin/sh
# bench.sh: wall times, on this machine, of what users wait for. A benchmark, not a test: the
# figures depend on the machine and its load.
#   1. a build+measure of profile min with its build folders removed: without the object cache,
#      then through a cold one of its own, then through the cache filled by profile small (the
#      hit rate from the cache's stats.log), and a warm rerun;
#   2. tlscost fit for the reference job (the minimal client's requirement), minimizing flash:
#      candidates already built by an earlier search are cached, so a second search is faster;
#   3. the profiler's cost: a warm run of min against a warm tlscost profile of it, best of 3
#      each (the aim is under 1.3x), and the cycle model against p256-m's figures on an STM32F411
#      (scripts/validate-cycles.sh);
#   4. scripts/primitives.sh: crypto primitives, A/Bs and call counts into docs/primitives.md;
#   5. scripts/speed.sh: the harness's share, cold and warm cell, make report and make test, as a
#      row of docs/speed.md (with the machine and its load).
# Usage: scripts/bench.sh [--no-fit]   (from make bench)
set -eu
cd "$(dirname "$0")/.."
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

cache=$(mktemp -d)
hits() { printf '%s of %s compiles hit' "$(grep -c '^hit ' "$cache/stats.log" || true)" "$(wc -l < "$cache/stats.log")"; }
rm -rf build/m4/mbedtls-*/min-* build/m4/mbedtls-*/small-*
t0=$(now)
TLSCOST_CACHE=off ./tlscost run --quiet --profile min > /dev/null
t1=$(now)
rm -rf build/m4/mbedtls-*/min-*
TLSCOST_CACHE=$cache ./tlscost run --quiet --profile min > /dev/null
t2=$(now)
cold_hits=$(hits)
rm -f "$cache/stats.log"
TLSCOST_CACHE=$cache ./tlscost run --quiet --profile small > /dev/null
t3=$(now)
small_hits=$(hits)
./tlscost run --quiet --profile min > /dev/null
t4=$(now)
echo "bench: profile min on m4, $(nproc) cores"
echo "bench: cold build+measure, no object cache    $(elapsed "$t0" "$t1") s"
echo "bench: cold build+measure, cold object cache  $(elapsed "$t1" "$t2") s ($cold_hits)"
echo "bench: then profile small from that cache     $(elapsed "$t2" "$t3") s ($small_hits)"
echo "bench: warm rerun of min                      $(elapsed "$t3" "$t4") s"
rm -rf "$cache"
if [ "${1:-}" != "--no-fit" ]; then
out=$(mktemp -d)
t3=$(now)
./tlscost fit --quiet --out "$out" > "$out/fit.txt" || true
t4=$(now)
echo "bench: fit (reference job, minimize flash): $(elapsed "$t3" "$t4") s, $(grep -c '^fit-' "$out/fit.txt") candidates"
grep -A1 '^Answer' "$out/fit.txt" | sed 's/^/bench: /'
rm -rf "$out"
fi

# 3. the profiler's cost on min, both warm (built, plugin map written once before).
best_of_3() {
    best=
    for _ in 1 2 3; do
        a=$(now)
        "$@" > /dev/null
        t=$(awk -v a="$a" -v b="$(now)" 'BEGIN { printf "%.3f", b - a }')
        best=$(awk -v b="${best:-$t}" -v t="$t" 'BEGIN { print (t < b ? t : b) }')
    done
    echo "$best"
}
./tlscost profile --quiet --profile min > /dev/null
plain=$(best_of_3 ./tlscost run --quiet --profile min)
profiled=$(best_of_3 ./tlscost profile --quiet --profile min)
echo "bench: tlscost run of min (warm)                 $plain s"
echo "bench: tlscost profile of min (warm)             $profiled s ($(awk -v a="$plain" -v b="$profiled" 'BEGIN { printf "%.2fx", b / a }'))"

# The cycle model against real hardware (docs/cycles.md).
scripts/validate-cycles.sh | sed 's/^/bench: /'

# 4. crypto primitives, A/Bs and call counts into docs/primitives.md.
t5=$(now)
scripts/primitives.sh
echo "bench: primitives, A/Bs and call counts: $(elapsed "$t5" "$(now)") s"

# 5. what a user waits for, one row of docs/speed.md.
scripts/speed.sh
