#!/bin/sh
# setup.sh: make a fresh Debian 12 machine ready for tlscost.
# Installs the Debian packages that are missing (no recommends), adds a deb-src-only
# apt entry for the suites whose TLS library sources we need (the mirror URI is taken
# from this machine's own apt sources), and fetches and unpacks the library sources
# into the ignored folder .sources/ (override with TLSCOST_SOURCES).
# Usage: scripts/setup.sh [--no-sources]   Idempotent; quiet when nothing is missing.
set -eu

top=$(cd "$(dirname "$0")/.." && pwd)
sources_dir=${TLSCOST_SOURCES:-$top/.sources}
packages="build-essential libcjson-dev libssl-dev gcc-arm-none-eabi libnewlib-arm-none-eabi qemu-system-arm gcc-riscv64-unknown-elf picolibc-riscv64-unknown-elf qemu-system-misc openssl dpkg-dev chromium clang libclang-rt-14-dev valgrind gnutls-bin parallel git libjs-chart.js gcc-xtensa-lx106 picolibc-xtensa-lx106-elf"

say() { printf 'setup: %s\n' "$*" >&2; }
die() { printf 'setup: %s\n' "$*" >&2; exit 1; }

as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

missing=""
for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing="$missing $p"
done

apt_updated=no
apt_update() {
    [ "$apt_updated" = yes ] && return 0
    say "apt-get update"
    as_root apt-get update -qq || die "apt-get update failed; check the network and /etc/apt/sources.list.d"
    apt_updated=yes
}

if [ -n "$missing" ]; then
    apt_update
    say "installing:$missing"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing \
        >/dev/null || die "apt-get install failed for:$missing"
fi

[ "${1:-}" = "--no-sources" ] && exit 0

# --- library sources -------------------------------------------------------
# One line per source package: name, suite that carries the wanted version. Mbed TLS comes
# from three suites (2.28 from bookworm, 3.6.x from trixie and sid) for version A/B; BearSSL
# from bookworm (the same upstream 0.6 as trixie, whose files this mirror lacks).
wanted="mbedtls trixie
wolfssl trixie
bearssl bookworm
mbedtls bookworm
mbedtls sid"

mirror_uri() {
    # The first Debian archive URI of this machine's own sources (deb822 or one-line style).
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] || continue
        awk '/^URIs:/ { for (i = 2; i <= NF; i++) if ($i ~ /\/debian\/?$/) { print $i; exit } }' "$f"
    done | head -n 1
    if [ -f /etc/apt/sources.list ]; then
        awk '$1 == "deb" { for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:\/\/.*\/debian\/?$/) { print $i; exit } }' \
            /etc/apt/sources.list
    fi
}

src_list=/etc/apt/sources.list.d/tlscost-src.sources
ensure_src_entry() {
    suite=$1
    if [ -f "$src_list" ] && grep -q "^Suites:.*\b$suite\b" "$src_list"; then return 0; fi
    uri=$(mirror_uri | head -n 1)
    [ -n "$uri" ] || die "no Debian mirror found in /etc/apt/sources.list*; add one, then rerun"
    suites=$suite
    if [ -f "$src_list" ]; then
        suites="$(sed -n 's/^Suites: //p' "$src_list") $suite"
    fi
    say "adding deb-src entry for: $suites (mirror $uri)"
    tmp=$(mktemp)
    printf 'Types: deb-src\nURIs: %s\nSuites: %s\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
        "$uri" "$suites" > "$tmp"
    as_root install -m 644 "$tmp" "$src_list"
    rm -f "$tmp"
    apt_updated=no
}

# Fetch one source package from a suite, unpack it (unless that version already is) and write
# its stamp, which names the unpacked folder.
fetch_source() {
    pkg=$1 suite=$2 stamp=$3
    ensure_src_entry "$suite"
    apt_update
    say "fetching source package $pkg from $suite"
    dl=$(mktemp -d) && chmod 755 "$dl"
    (cd "$dl" && apt-get source --download-only -qq "$pkg/$suite" >/dev/null) \
        || die "apt-get source $pkg/$suite failed; is the deb-src entry in $src_list reachable?"
    orig=$(ls "$dl"/"${pkg}"_*.orig.tar.* 2>/dev/null | head -n 1)
    [ -f "$orig" ] || die "no upstream tarball in the $pkg source package"
    version=$(basename "$orig" | sed -e "s/^${pkg}_//" -e 's/\.orig\.tar\..*$//')
    dest="$sources_dir/$pkg-$version"
    if [ ! -d "$dest" ]; then
        work="$dest.tmp"
        rm -rf "$work" && mkdir -p "$work"
        tar -xf "$orig" -C "$work" --strip-components=1
        sha256sum "$orig" | cut -d' ' -f1 > "$work/.tlscost-sha256"
        basename "$orig" > "$work/.tlscost-tarball"
        echo "$version" > "$work/.tlscost-version"
        mv "$work" "$dest"
        say "$pkg $version ready in $dest"
    fi
    basename "$dest" > "$stamp"
    rm -rf "$dl"
}

mkdir -p "$sources_dir"
echo "$wanted" | while read -r pkg suite; do
    [ -n "$pkg" ] || continue
    stamp="$sources_dir/.$pkg-$suite.fetched"
    [ -f "$stamp" ] || fetch_source "$pkg" "$suite" "$stamp"
    # A package's first line names its default version (the one cells use without @VERSION).
    [ -f "$sources_dir/.$pkg.default" ] || cp "$stamp" "$sources_dir/.$pkg.default"
done

# --- QEMU's plugin header --------------------------------------------------
# The profiler (plugin/tc_profile.c) is a QEMU TCG plugin; its API header is in no binary
# package, so take include/qemu/qemu-plugin.h from the source package of the installed
# qemu-system-arm, and only that file. Fetched again when the installed QEMU changes.
plugin_dir="$sources_dir/qemu-plugin"
qemu_source=$(dpkg-query -W -f='${source:Package}=${source:Version}' qemu-system-arm)
if [ "$(cat "$plugin_dir/version" 2>/dev/null)" != "$qemu_source" ]; then
    ensure_src_entry bookworm
    apt_update
    say "fetching QEMU's plugin header from source package $qemu_source"
    dl=$(mktemp -d) && chmod 755 "$dl"
    (cd "$dl" && apt-get source --download-only -qq "$qemu_source" >/dev/null 2>&1) \
        || die "apt-get source $qemu_source failed; is the deb-src entry in $src_list reachable?"
    orig=$(ls "$dl"/qemu_*.orig.tar.* 2>/dev/null | head -n 1)
    [ -f "$orig" ] || die "no upstream tarball in the $qemu_source source package"
    tar -xf "$orig" -C "$dl" --wildcards '*/include/qemu/qemu-plugin.h' \
        || die "the $qemu_source tarball has no include/qemu/qemu-plugin.h"
    rm -rf "$plugin_dir.tmp" && mkdir -p "$plugin_dir.tmp"
    cp "$dl"/*/include/qemu/qemu-plugin.h "$plugin_dir.tmp/"
    sha256sum "$plugin_dir.tmp/qemu-plugin.h" | cut -d' ' -f1 > "$plugin_dir.tmp/sha256"
    echo "$qemu_source" > "$plugin_dir.tmp/version"
    rm -rf "$plugin_dir" && mv "$plugin_dir.tmp" "$plugin_dir"
    rm -rf "$dl"
    say "QEMU plugin header ready in $plugin_dir"
fi
