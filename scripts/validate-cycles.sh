#!/bin/sh
# validate-cycles.sh: the cycle models against real hardware, each beside published timings of
# code built here (docs/cycles.md has the output and says where each figure comes from):
# - Cortex-M4 and M0: p256-m (the copy in Mbed TLS's source package) with
#   scripts/validate/p256m_main.c, run with `tlscost exec --part`, beside the p256-m README's
#   timings on an STM32F411 at 100 MHz and an STM32F091 at 48 MHz (Mbed OS 6, GCC);
# - Cortex-M0+ and M33 (the M33's model is an assumption): wolfSSL's P-256 operations in a
#   handshake (`tlscost run --part`, per operation), beside wolfSSL's STM32_Benchmarks.md on an
#   STM32G071 at 64 MHz and an STM32H563 at 150 MHz.
# Prints Markdown tables, and writes each like-for-like point's error to docs/cycles-validation.tsv,
# which the tool reads for the spread it prints beside an estimate ("validated: ... on N points").
# Usage: scripts/validate-cycles.sh   (from make bench; needs make setup)
set -eu
cd "$(dirname "$0")/.."
sources=${TLSCOST_SOURCES:-.sources}
mbedtls="$sources/$(cat "$sources/.mbedtls.default")"
p256m="$mbedtls/3rdparty/p256-m/p256-m"
[ -f "$p256m/p256-m.c" ] || { echo "validate-cycles: no p256-m in $mbedtls; run make setup" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
points="$work/points.tsv"

# The table's row: label, source, reference ms, estimated cycles, low, high, at mhz; a point that
# counts (like for like: the same code as the reference's) also goes to the points file as
# "model, point, error in %".
rows_awk='
    function row(label, source, ms, cyc, low, high, mhz, counts) {
        range = low == high ? "" : sprintf(" (%.2f to %.2f)", low / 1e6, high / 1e6)
        error = (cyc - ms * mhz * 1000) / (ms * mhz * 1000) * 100
        printf "| %s | %s: %g ms = %.2f M cycles | %.2f M%s | %.1f ms | %+.1f %% |\n", label, source, ms,
               ms * mhz / 1000, cyc / 1e6, range, cyc / (mhz * 1000), error
        if (counts)
            printf "%s\t%s, %s\t%.1f\n", model, code, label, error >> points
    }'

# p256-m built for CPU, each public function's inclusive estimate per call on PART beside the
# README's ms at MHZ (REFS: name:ms ...), then the sum of the four beside SUM_MS (SUM_SOURCE).
# ROWS_COUNT 1: the per-function rows are like-for-like points; 0: only the sum is.
p256m_table() {
    cpu=$1 target=$2 part=$3 mhz=$4 refs=$5 sum_ms=$6 sum_source=$7 rows_count=$8
    arm-none-eabi-gcc -Os -mcpu="$cpu" -mthumb -ffunction-sections -fdata-sections -DMBEDTLS_PSA_P256M_DRIVER_ENABLED \
        -I"$p256m" -I"$mbedtls/include" -nostartfiles -Wl,-e,reset_handler -T platform/mps2/mps2.ld -Wl,--gc-sections \
        --specs=nano.specs --specs=nosys.specs -o "$work/p256m-$cpu.elf" scripts/validate/p256m_main.c "$p256m/p256-m.c"
    ./tlscost exec --quiet --target "$target" --part "$part" --json "$work/p256m-$cpu.json" "$work/p256m-$cpu.elf" > /dev/null
    echo "| p256-m function ($cpu, $(basename "$mbedtls"), on $part) | at $mhz MHz, reference | estimated cycles (refill range) | estimate | error |"
    echo "|---|---:|---:|---:|---:|"
    awk -v refs="$refs" -v mhz="$mhz" -v sum_ms="$sum_ms" -v sum_source="$sum_source" -v model="$cpu" \
        -v code="p256-m on $part" -v points="$points" -v rows_count="$rows_count" "$rows_awk"'
        BEGIN { n = split(refs, pairs, " ")
                for (i = 1; i <= n; i++) { split(pairs[i], kv, ":"); names[i] = kv[1]; ref[kv[1]] = kv[2] } }
        /"name":/ { gsub(/[",\t]/, "", $2); current = $2 }
        current in ref && /"entries":/ { gsub(/,/, "", $2); calls[current] = $2 }
        current in ref && /"estimated_inclusive_cycles":/ { gsub(/,/, "", $2); c[current] = $2 }
        current in ref && /"estimated_inclusive_cycles_low":/ { gsub(/,/, "", $2); lo[current] = $2 }
        current in ref && /"estimated_inclusive_cycles_high":/ { gsub(/,/, "", $2); hi[current] = $2 }
        END {
            for (i = 1; i <= n; i++) {
                f = names[i]
                if (!calls[f]) { print "validate-cycles: no estimate for " f > "/dev/stderr"; exit 1 }
                row(f, "README", ref[f], c[f] / calls[f], lo[f] / calls[f], hi[f] / calls[f], mhz, rows_count)
                sc += c[f] / calls[f]; sl += lo[f] / calls[f]; sh += hi[f] / calls[f]
            }
            row("sum of the four", sum_source, sum_ms, sc, sl, sh, mhz, 1 - rows_count)
        }' "$work/p256m-$cpu.json"
    echo
}

# wolfSSL's client operations in a handshake on TARGET and PART (profile PROFILE, user config
# USER or ""), each operation's estimate per call at the part's clock beside REFS (op:ms,...) at
# MHZ; each a point of MODEL.
# Reads the "Operations, client handshake" lines: name, xN, instructions, share, est. ms.
wolfssl_table() {
    target=$1 part=$2 profile=$3 user=$4 mhz=$5 refs=$6 title=$7 model=$8
    ./tlscost run --quiet --library wolfssl --profile "$profile" --target "$target" --part "$part" \
        ${user:+--user-config "$user"} > "$work/wolfssl-$target.txt"
    echo "| wolfSSL operation ($title) | at $mhz MHz, reference | estimated cycles (nominal refill) | estimate | error |"
    echo "|---|---:|---:|---:|---:|"
    awk -v refs="$refs" -v mhz="$mhz" -v part_mhz="$(awk '/^clock_mhz/ { print $3 }' "parts/$part.part")" \
        -v model="$model" -v code="wolfSSL $profile on $part" -v points="$points" "$rows_awk"'
        BEGIN { n = split(refs, pairs, ",")
                for (i = 1; i <= n; i++) { split(pairs[i], kv, ":"); names[i] = kv[1]; ref[kv[1]] = kv[2] } }
        /^Operations, client handshake/ { ops = 1; next }
        ops && /^$/ { ops = 0 }
        ops && /x[0-9]/ {
            for (i = 1; i <= NF && $i !~ /^x[0-9]+$/; i++) name = (i == 1 ? $i : name " " $i)
            count = substr($i, 2); ms = $NF
            cycles[name] = ms * part_mhz * 1000 / count
        }
        END {
            for (i = 1; i <= n; i++) {
                f = names[i]
                if (!(f in cycles)) { print "validate-cycles: no estimate for " f > "/dev/stderr"; exit 1 }
                row(f, "STM32_Benchmarks.md", ref[f], cycles[f], cycles[f], cycles[f], mhz, 1)
            }
        }' "$work/wolfssl-$target.txt"
    echo
}

# Cortex-M4: the README's per-function rows predate the unrolling of u288_muladd (upstream commit
# bf89286, "Cortex-M4: 753 -> 621 ms"), which is the code Mbed TLS ships on DSP cores; its sum
# after it is the like-for-like point.
p256m_table cortex-m4 m4 stm32f411 100 \
    "p256_gen_keypair:145 p256_ecdh_shared_secret:144 p256_ecdsa_sign:155 p256_ecdsa_verify:309" \
    621 "commit bf89286 (after the unrolling)" 0
# Cortex-M0: upstream commit 0211adc keeps the loop on cores without DSP, so the README's M0
# column (its revision b30f793) is the code built here.
p256m_table cortex-m0 m0 stm32f091 48 \
    "p256_gen_keypair:921 p256_ecdh_shared_secret:922 p256_ecdsa_sign:990 p256_ecdsa_verify:1976" \
    4809 "README" 1
# Cortex-M0+: wolfSSL 5.6.0's STM32G071 section (WOLFSSL_SP_ARM_THUMB_ASM, WOLFSSL_SP_SMALL,
# WOLFSSL_SP_MATH): ECC key gen 112.200 ms, ECDHE agree 250.000 ms, ECDSA verify 349.000 ms.
wolfssl_table m0plus stm32g071 min scripts/validate/wolfssl-thumb-asm.h 64 \
    "ECDH key generation:112.2,ECDH shared secret:250.0,ECDSA verify:349.0" \
    "Cortex-M0+, wolfSSL min + Thumb assembly, on stm32g071" cortex-m0plus
# Cortex-M33, the assumed model: wolfSSL 5.6.0's STM32H563 section ("SP Math ASM Cortex M"):
# key gen 4.902 ms, ECDHE agree 10.713 ms, ECDSA verify 15.333 ms at 150 MHz; the estimate at zero
# wait states (part none, whose 168 MHz clock the awk converts back to cycles).
wolfssl_table m33 none fast "" 150 \
    "ECDH key generation:4.902,ECDH shared secret:10.713,ECDSA verify:15.333" \
    "Cortex-M33 (assumed: the M4's timings), wolfSSL fast, zero wait states" cortex-m33
{
    echo "# docs/cycles-validation.tsv: written by scripts/validate-cycles.sh (make bench). Each line: a cycle"
    echo "# model, a published hardware timing of the same code built here, and the estimate's error"
    echo "# against it in %. The tool prints each model's spread beside its estimates (docs/cycles.md)."
    cat "$points"
} > docs/cycles-validation.tsv
