#!/bin/sh
# primitives.sh: the crypto primitive figures of docs/primitives.md, from real runs: Mbed TLS
# on the Cortex-M4 and the host, the A/Bs of 2.28 against 3.6 (and 3.6.6 against 3.6.7) and of
# -Os against -O2, the other cores (the Xtensa LX106 with its own 2.28 against 3.6.7), wolfSSL and
# BearSSL against Mbed TLS, and the calls left into the constant-time helpers.
# Host timings depend on this machine and its load; the emulated cores' counts do not.
# Usage: scripts/primitives.sh [OUT]   (default docs/primitives.md; from make bench)
set -eu
cd "$(dirname "$0")/.."
out=${1:-docs/primitives.md}
tmp="$out.tmp"
trap 'rm -f "$tmp"' EXIT
section() { printf '\n## %s\n\n```\n' "$1" >> "$tmp"; shift; ./tlscost "$@" --quiet >> "$tmp"; printf '```\n' >> "$tmp"; }

{
    echo "# Crypto primitive figures"
    echo
    echo "Written by \`scripts/primitives.sh\` (\`make bench\`) on $(date -u +%Y-%m-%d), $(nproc) cores."
    echo "On the emulated cores every figure is an exact instruction count (QEMU -icount); a time at"
    echo "a clock is derived from it (one instruction per cycle, no wait states). On the host the"
    echo "figures are wall-clock times on a shared machine: compare them only within one A/B."
} > "$tmp"
section "Mbed TLS, Cortex-M4 (mps2-an386), -Os" bench --target m4
section "The same, as benchmark lines (derived at 168 MHz)" bench --target m4 --style ops
section "Mbed TLS, host (x86-64), -Os" bench --target host
section "A/B: Mbed TLS 2.28.3 (bookworm) against 3.6.6 (trixie), Cortex-M4" bench --target m4 --ab version=2.28.3 version=3.6.6
section "A/B: Mbed TLS 3.6.6 (trixie) against 3.6.7 (sid), Cortex-M4" bench --target m4 --ab version=3.6.6 version=3.6.7
section "A/B: -Os against -O2, Mbed TLS 3.6.6, Cortex-M4" bench --target m4 --ab opt=Os opt=O2
section "A/B: Mbed TLS 2.28.3 against 3.6.6, host" bench --target host --ab version=2.28.3 version=3.6.6
section "A/B: -Os against -O2, Mbed TLS 3.6.6, host" bench --target host --ab opt=Os opt=O2
section "A/B: Cortex-M4 against Cortex-M3 (an385)" bench --ab target=m4 target=m3
section "A/B: Cortex-M4 against Cortex-M33 (an505)" bench --ab target=m4 target=m33
section "A/B: Cortex-M4 against Cortex-M7 (an500)" bench --ab target=m4 target=m7
section "A/B: Cortex-M4 against RISC-V RV32IMAC (QEMU virt)" bench --ab target=m4 target=rv32
section "A/B: Cortex-M4 against Xtensa LX106 (the ESP8266's core, not the ESP32's LX6; QEMU sim)" bench --ab target=m4 target=lx106
section "A/B: Mbed TLS 2.28.3 against 3.6.7, Xtensa LX106" bench --target lx106 --ab version=2.28.3 version=3.6.7
section "wolfSSL 5.7.2, Cortex-M4, -Os (profiles/bench/wolfssl.h: min's SP math and GCM_SMALL)" bench --target m4 --library wolfssl
section "BearSSL 0.6, Cortex-M4, -Os (the TLS adapter's engines)" bench --target m4 --library bearssl
section "A/B: Mbed TLS 3.6.6 against wolfSSL 5.7.2, Cortex-M4" bench --target m4 --ab library=mbedtls library=wolfssl
section "A/B: Mbed TLS 3.6.6 against BearSSL 0.6, Cortex-M4" bench --target m4 --ab library=mbedtls library=bearssl
section "Calls into mbedtls_ct_*, Mbed TLS 3.6.6" calls --targets m4,m3,m33,rv32,lx106,host --opts Os,O2 \
    --functions mbedtls_mpi_core_sub,mbedtls_mpi_core_mla,mbedtls_mpi_core_lt_ct,mbedtls_mpi_core_cond_assign
section "Calls into mbedtls_ct_*, Mbed TLS 3.6.7" calls --library mbedtls@3.6.7 --targets m4,lx106,host --opts Os,O2 \
    --functions mbedtls_mpi_core_sub,mbedtls_mpi_core_mla,mbedtls_mpi_core_lt_ct,mbedtls_mpi_core_cond_assign
mv "$tmp" "$out"
trap - EXIT
echo "primitives: wrote $out"
