#!/bin/sh
# validate-cycles.sh: the cycle models against real hardware, each beside published timings of
# code built here (docs/cycles.md has the output and says where each figure comes from):
# - Cortex-M4 and M0: p256-m (the copy in Mbed TLS's source package) with
#   scripts/validate/p256m_main.c, run with `tlscost exec --part`, beside the p256-m README's
#   timings on an STM32F411 at 100 MHz and an STM32F091 at 48 MHz (Mbed OS 6, GCC);
# - Cortex-M4: wolfCrypt (wolfSSL's source package) built with the options of two of
#   STM32_Benchmarks.md's NUCLEO-L4A6ZG sections, each operation of its benchmark in
#   scripts/validate/wolfcrypt_main.c, run with `tlscost exec --part stm32l4a6`, beside that
#   section's timings at 80 MHz;
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
    function amount(cycles) { return cycles < 1e6 ? sprintf("%.1f k", cycles / 1e3) : sprintf("%.2f M", cycles / 1e6) }
    function row(label, source, ms, cyc, low, high, mhz, counts) {
        range = low == high ? "" : sprintf(" (%s to %s)", amount(low), amount(high))
        error = (cyc - ms * mhz * 1000) / (ms * mhz * 1000) * 100
        printf "| %s | %s: %.4g ms = %s cycles | %s%s | %.4g ms | %+.1f %% |\n", label, source, ms,
               amount(ms * mhz * 1000), amount(cyc), range, cyc / (mhz * 1000), error
        if (counts)
            printf "%s\t%s, %s\t%.1f\n", model, code, label, error >> points
    }'

# Each function's calls and estimated inclusive cycles (point, low, high) from exec's profile
# document, as "name calls cycles low high" lines.
per_call() {
    awk '/"name":/ { gsub(/[",\t]/, "", $2); name = $2 }
         /"entries":/ { gsub(/,/, "", $2); calls[name] = $2 }
         /"estimated_inclusive_cycles":/ { gsub(/,/, "", $2); c[name] = $2 }
         /"estimated_inclusive_cycles_low":/ { gsub(/,/, "", $2); lo[name] = $2 }
         /"estimated_inclusive_cycles_high":/ { gsub(/,/, "", $2); print name, calls[name], c[name], lo[name], $2 }' "$1"
}

# p256-m built for CPU, each public function's inclusive estimate per call on PART beside the
# README's ms at MHZ (REFS: name:ms ...), then the sum of the four beside SUM_MS (SUM_SOURCE).
# ROWS_COUNT 1: the per-function rows are like-for-like points; 0: only the sum is.
p256m_table() {
    cpu=$1 target=$2 part=$3 mhz=$4 refs=$5 sum_ms=$6 sum_source=$7 rows_count=$8
    arm-none-eabi-gcc -Os -mcpu="$cpu" -mthumb -ffunction-sections -fdata-sections -DMBEDTLS_PSA_P256M_DRIVER_ENABLED \
        -I"$p256m" -I"$mbedtls/include" -nostartfiles -Wl,-e,reset_handler -T platform/mps2/mps2.ld -Wl,--gc-sections \
        --specs=nano.specs --specs=nosys.specs -o "$work/p256m-$cpu.elf" scripts/validate/p256m_main.c scripts/validate/bare_start.c \
        "$p256m/p256-m.c"
    ./tlscost exec --quiet --target "$target" --part "$part" --json "$work/p256m-$cpu.json" "$work/p256m-$cpu.elf" > /dev/null
    echo "| p256-m function ($cpu, $(basename "$mbedtls"), on $part) | at $mhz MHz, reference | estimated cycles (refill range) | estimate | error |"
    echo "|---|---:|---:|---:|---:|"
    per_call "$work/p256m-$cpu.json" | awk -v refs="$refs" -v mhz="$mhz" -v sum_ms="$sum_ms" -v sum_source="$sum_source" -v model="$cpu" \
        -v code="p256-m on $part" -v points="$points" -v rows_count="$rows_count" "$rows_awk"'
        BEGIN { n = split(refs, pairs, " ")
                for (i = 1; i <= n; i++) { split(pairs[i], kv, ":"); names[i] = kv[1]; ref[kv[1]] = kv[2] } }
        $1 in ref { calls[$1] = $2; c[$1] = $3; lo[$1] = $4; hi[$1] = $5 }
        END {
            for (i = 1; i <= n; i++) {
                f = names[i]
                if (!calls[f]) { print "validate-cycles: no estimate for " f > "/dev/stderr"; exit 1 }
                row(f, "README", ref[f], c[f] / calls[f], lo[f] / calls[f], hi[f] / calls[f], mhz, rows_count)
                sc += c[f] / calls[f]; sl += lo[f] / calls[f]; sh += hi[f] / calls[f]
            }
            row("sum of the four", sum_source, sum_ms, sc, sl, sh, mhz, 1 - rows_count)
        }'
    echo
}

# wolfCrypt built for the Cortex-M4 with SETTINGS (scripts/validate/wolfcrypt-*.h), plus the
# Thumb-2 port files when ARMASM is 1, its operations run under exec on PART, each op_*
# function's estimate per call beside REFS: "function|label|reference" lines, the reference in
# ms per call or, for the 1024-byte blocks, in KiB/s or MiB/s. COUNTS 1: each row is a point of
# the M4 model; 0: shown only.
wolfcrypt_table() {
    settings=$1 armasm=$2 part=$3 mhz=$4 title=$5 counts=$6 refs=$7
    wolfssl="$sources/$(cat "$sources/.wolfssl.default")"
    objects="$work/wolfcrypt-$settings"
    mkdir -p "$objects"
    echo "#include \"$settings.h\"" > "$objects/user_settings.h"
    flags="-Os -mcpu=cortex-m4 -mthumb -ffunction-sections -fdata-sections -DWOLFSSL_USER_SETTINGS -I$objects -Iscripts/validate -I$wolfssl"
    files="$wolfssl/wolfcrypt/src/*.c"
    [ "$armasm" = 1 ] && files="$files $wolfssl/wolfcrypt/src/port/arm/thumb2-*_c.c $wolfssl/wolfcrypt/src/port/arm/armv8-aes.c
        $wolfssl/wolfcrypt/src/port/arm/armv8-sha256.c $wolfssl/wolfcrypt/src/port/arm/armv8-sha512.c"
    for file in $files; do
        arm-none-eabi-gcc $flags -c "$file" -o "$objects/$(basename "$file" .c).o"
    done
    # No sibling calls, so that each op_* function's inclusive count holds the call it wraps.
    arm-none-eabi-gcc $flags -fno-optimize-sibling-calls -nostartfiles -Wl,-e,reset_handler -T platform/mps2/mps2.ld \
        -Wl,--gc-sections --specs=nano.specs --specs=nosys.specs -o "$objects/wolfcrypt.elf" \
        scripts/validate/wolfcrypt_main.c scripts/validate/bare_start.c "$objects"/*.o 2> "$objects/link.log" ||
        { cat "$objects/link.log" >&2; exit 1; }
    ./tlscost exec --quiet --target m4 --part "$part" --json "$objects/wolfcrypt.json" "$objects/wolfcrypt.elf" > /dev/null
    echo "| wolfCrypt operation ($title) | at $mhz MHz, reference | estimated cycles (refill range) | estimate | error |"
    echo "|---|---:|---:|---:|---:|"
    per_call "$objects/wolfcrypt.json" | awk -v refs="$refs" -v mhz="$mhz" -v model=cortex-m4 -v counts="$counts" \
        -v code="wolfCrypt $settings on $part" -v points="$points" "$rows_awk"'
        BEGIN { n = split(refs, lines, "\n")
                for (i = 1; i <= n; i++) { split(lines[i], f, "|"); fn[i] = f[1]; label[i] = f[2]; ref[i] = f[3] } }
        { calls[$1] = $2; c[$1] = $3; lo[$1] = $4; hi[$1] = $5 }
        END {
            for (i = 1; i <= n; i++) {
                if (fn[i] == "") continue
                if (!calls[fn[i]]) { print "validate-cycles: no estimate for " fn[i] > "/dev/stderr"; exit 1 }
                split(ref[i], r, " ")
                ms = r[2] == "KiB/s" ? 1000 / r[1] : r[2] == "MiB/s" ? 1000 / (r[1] * 1024) : r[1]
                row(label[i], r[2] == "" ? "STM32_Benchmarks.md" : "STM32_Benchmarks.md, " ref[i], ms, c[fn[i]] / calls[fn[i]], lo[fn[i]] / calls[fn[i]],
                    hi[fn[i]] / calls[fn[i]], mhz, counts)
            }
        }'
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
# Cortex-M4: STM32_Benchmarks.md's NUCLEO-L4A6ZG (80 MHz) section "No HW Crypto, SP Math All
# (sp_int.c) NO ASM" (wolfSSL 5.6.4): every line is software, so each is a point.
wolfcrypt_table wolfcrypt-l4a6-sp-math-all 0 stm32l4a6 80 \
    "Cortex-M4, wolfCrypt SP math all without assembly, on stm32l4a6" 1 "$(cat <<'REFS'
op_ecc_keygen|ECC P-256 key generation|452.000
op_ecdhe_agree|ECDHE P-256 agree|451.750
op_ecdsa_sign|ECDSA P-256 sign|457.000
op_ecdsa_verify|ECDSA P-256 verify|306.000
op_x25519_agree|Curve25519 agree|692.000
op_ed25519_sign|Ed25519 sign|717.500
op_ed25519_verify|Ed25519 verify|1474.500
op_rsa2048_public|RSA-2048 public|44.458
op_sha256_block|SHA-256, a 1 KiB block|847.458 KiB/s
op_sha512_block|SHA-512, a 1 KiB block|337.838 KiB/s
op_aes128_cbc_enc_block|AES-128-CBC encrypt, a 1 KiB block|425.000 KiB/s
op_aes128_gcm_enc_block|AES-128-GCM encrypt without AAD, a 1 KiB block|306.893 KiB/s
op_chacha_block|ChaCha20, a 1 KiB block|2.832 MiB/s
op_poly1305_block|Poly1305, a 1 KiB block|7.104 MiB/s
REFS
)"
# The same board's "STM Crypto/Hash Acceleration, SP-ASM Cortex-M Small and ARM ASM Thumb
# speedups" section: its hashes and ciphers ran on the accelerators, its P-256 lines are set
# beside the build of its options but not counted (docs/cycles.md says why).
wolfcrypt_table wolfcrypt-l4a6-sp-asm 1 stm32l4a6 80 \
    "Cortex-M4, wolfCrypt SP Cortex-M assembly, small, on stm32l4a6; not counted" 0 "$(cat <<'REFS'
op_ecc_keygen|ECC P-256 key generation|31.250
op_ecdhe_agree|ECDHE P-256 agree|68.812
op_ecdsa_sign|ECDSA P-256 sign|42.500
op_ecdsa_verify|ECDSA P-256 verify|94.417
REFS
)"
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
