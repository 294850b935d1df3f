#!/bin/sh
# speed.sh: how long a user waits, on this machine, appended as one row to docs/speed.md so runs
# can be compared: the harness's share of min's instructions (tlscost profile --scope all), a
# cold cell (build folders and object cache of its own removed) and a warm one (median of 5),
# a cold make report and a warm one, and a cold make test. The cold ones run in a clone of this
# checkout's commit under a temporary folder (the library sources linked in, nothing fetched), so
# this tree's build/ is left as it is. A benchmark, not a test: the figures depend on the
# machine and its load, which the row says.
# Usage: scripts/speed.sh [--no-suite]   (from make bench; --no-suite skips the cold make test)
set -eu
cd "$(dirname "$0")/.."
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
load=$(cut -d' ' -f1-3 /proc/loadavg)
cpu=$(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -1)

# The harness: its functions (harness/tc_stack.c, tc_calib.c, the platform's spin) in the whole run.
./tlscost profile --quiet --profile min --scope all --top 100000 > "$work/profile.txt"
harness=$(awk '/^whole run/ { total = $(NF-1); gsub(",", "", total) }
               $2 ~ /^tc_(stack_|calib|plat_spin)/ { n = $3; gsub(",", "", n); sum += n }
               END { printf "%.2f M of %.1f M (%.1f %%)", sum / 1e6, total / 1e6, 100 * sum / total }' "$work/profile.txt")
echo "speed: harness on min: $harness"

# A cold cell: its folders and an object cache of its own gone; then warm, median of 5.
rm -rf build/m4/mbedtls-*/min-*
t=$(now)
TLSCOST_CACHE="$work/objcache" ./tlscost run --quiet --profile min > /dev/null
cold_cell=$(elapsed "$t")
for i in 1 2 3 4 5; do
    t=$(now)
    ./tlscost run --quiet --profile min > /dev/null
    elapsed "$t"
    echo
done | sort -n > "$work/warm.txt"
warm_cell=$(sed -n 3p "$work/warm.txt")
echo "speed: cell min on m4: cold $cold_cell s, warm $warm_cell s (median of 5)"

# make report and make test, cold, in clones of this commit sharing the unpacked sources.
clone() {
    git clone -q . "$1"
    ln -s "$(pwd)/.sources" "$1/.sources"
}
clone "$work/report"
t=$(now)
make -C "$work/report" -s report > "$work/report.log" 2>&1
cold_report=$(elapsed "$t")
t=$(now)
make -C "$work/report" -s report > "$work/report-warm.log" 2>&1
warm_report=$(elapsed "$t")
rm -rf "$work/report"
echo "speed: make report: cold $cold_report s, warm $warm_report s"
cold_test="not run"
if [ "${1:-}" != "--no-suite" ]; then
    clone "$work/test"
    t=$(now)
    make -C "$work/test" -s test > "$work/test.log" 2>&1 || true
    cold_test="$(elapsed "$t") s, $(tail -1 "$work/test.log")"
    rm -rf "$work/test"
    echo "speed: cold make test: $cold_test"
fi

[ -f docs/speed.md ] || printf '%s\n' "# Speed, run to run" "" \
    "Rows appended by scripts/speed.sh (make bench). Times are wall seconds on the machine the row names, with" \
    "the load average when the run began; the harness share is of the whole run of min on m4. The cold" \
    "make report and make test run in a fresh clone of the commit with the library sources already" \
    "unpacked and the packages installed (no apt, no fetch): a first run on a new machine adds those." "" \
    "| date | commit | machine | load at start | harness on min | cold cell | warm cell | cold make report | warm make report | cold make test |" \
    "|---|---|---|---|---|---|---|---|---|---|" > docs/speed.md
echo "| $(date -u +%Y-%m-%d) | $(git rev-parse --short HEAD) | $(nproc) cores, $cpu | $load | $harness | $cold_cell s | $warm_cell s | $cold_report s | $warm_report s | $cold_test |" >> docs/speed.md
echo "speed: a row added to docs/speed.md"
