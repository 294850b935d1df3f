#!/bin/sh
# validate-cycles.sh: the cycle model against real hardware. Builds p256-m (the copy in Mbed TLS's
# source package) with scripts/validate/p256m_main.c for the M4, runs it with
# `tlscost exec --part stm32f411`, and sets the estimate per call beside the p256-m README's timings on an
# STM32F411 at 100 MHz (Mbed OS 6, GCC). Prints a Markdown table (docs/cycles.md has its output).
# Usage: scripts/validate-cycles.sh   (from make bench; needs make setup)
set -eu
cd "$(dirname "$0")/.."
sources=${TLSCOST_SOURCES:-.sources}
mbedtls="$sources/$(cat "$sources/.mbedtls.default")"
p256m="$mbedtls/3rdparty/p256-m/p256-m"
[ -f "$p256m/p256-m.c" ] || { echo "validate-cycles: no p256-m in $mbedtls; run make setup" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
arm-none-eabi-gcc -Os -mcpu=cortex-m4 -mthumb -ffunction-sections -fdata-sections -DMBEDTLS_PSA_P256M_DRIVER_ENABLED \
    -I"$p256m" -I"$mbedtls/include" -nostartfiles -Wl,-e,reset_handler -T platform/mps2/mps2.ld -Wl,--gc-sections \
    --specs=nano.specs --specs=nosys.specs -o "$work/p256m.elf" scripts/validate/p256m_main.c "$p256m/p256-m.c"
./tlscost exec --quiet --part stm32f411 --json "$work/p256m.json" "$work/p256m.elf" > /dev/null
echo "| p256-m function (Cortex-M4, $(basename "$mbedtls")) | STM32F411 at 100 MHz, README | estimated cycles (refill 1 to 3) | estimate | error |"
echo "|---|---:|---:|---:|---:|"
# name and the README's ms at 100 MHz
for pair in p256_gen_keypair:145 p256_ecdh_shared_secret:144 p256_ecdsa_sign:155 p256_ecdsa_verify:309; do
    name=${pair%%:*} ms=${pair#*:}
    # One function's object in the profile document: its inclusive estimate per call.
    awk -v name="$name" -v ms="$ms" '
        /"name":/ { gsub(/[",\t]/, "", $2); current = $2 }
        current == name && /"entries":/ { gsub(/,/, "", $2); calls = $2 }
        current == name && /"estimated_inclusive_cycles":/ { gsub(/,/, "", $2); c = $2 }
        current == name && /"estimated_inclusive_cycles_low":/ { gsub(/,/, "", $2); lo = $2 }
        current == name && /"estimated_inclusive_cycles_high":/ { gsub(/,/, "", $2); hi = $2 }
        END {
            ref = ms * 100000
            printf "| %s | %d ms = %.1f M cycles | %.1f M (%.1f to %.1f) | %.0f ms | %+.1f %% |\n", name, ms, ref / 1e6,
                   c / calls / 1e6, lo / calls / 1e6, hi / calls / 1e6, c / calls / 100000, (c / calls - ref) / ref * 100
        }' "$work/p256m.json"
done
