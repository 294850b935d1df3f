#!/bin/sh
# bench.sh: wall time of a cold build+measure of profile min (its build folders removed first)
# and of a warm rerun (library objects cached by config hash). A benchmark, not a test: the
# figures depend on the machine and its load. Usage: scripts/bench.sh (from make bench).
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
