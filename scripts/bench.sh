#!/bin/sh
# bench.sh: wall times, on this machine, of what users wait for. A benchmark, not a test: the
# figures depend on the machine and its load.
#   1. a cold build+measure of profile min (its build folders removed first) and a warm rerun
#      (library objects cached by config hash);
#   2. tlscost fit for the reference job (the minimal client's requirement), minimizing flash:
#      candidates already built by an earlier search are cached, so a second search is faster;
#   3. scripts/primitives.sh: crypto primitives, A/Bs and call counts into docs/primitives.md.
# Usage: scripts/bench.sh [--no-fit]   (from make bench)
set -eu
cd "$(dirname "$0")/.."
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

rm -rf build/m4/mbedtls-*/min-*
t0=$(now)
./tlscost run --quiet --profile min > /dev/null
t1=$(now)
./tlscost run --quiet --profile min > /dev/null
t2=$(now)
echo "bench: profile min on m4, $(nproc) cores"
echo "bench: cold build+measure  $(elapsed "$t0" "$t1") s"
echo "bench: warm rerun          $(elapsed "$t1" "$t2") s"
if [ "${1:-}" != "--no-fit" ]; then
out=$(mktemp -d)
t3=$(now)
./tlscost fit --quiet --out "$out" > "$out/fit.txt" || true
t4=$(now)
echo "bench: fit (reference job, minimize flash): $(elapsed "$t3" "$t4") s, $(grep -c '^fit-' "$out/fit.txt") candidates"
grep -A1 '^Answer' "$out/fit.txt" | sed 's/^/bench: /'
rm -rf "$out"
fi

# 3. crypto primitives, A/Bs and call counts into docs/primitives.md.
t5=$(now)
scripts/primitives.sh
echo "bench: primitives, A/Bs and call counts: $(elapsed "$t5" "$(now)") s"
