#!/bin/sh
# make-pki.sh: regenerate the test PKI under pki/ (run once; the output is committed so every
# run of tlscost uses the same certificates and keys and gives the same figures).
#   ec/   P-256 keys: root, two intermediates, server certificates signed by the root
#         (server0), via one intermediate (server1), via two (server2), plus pitfall certificates:
#         expired (validity ended in 2021), wronghost (SAN other.invalid), and unknown_root /
#         unknown_server (a chain to a root the client does not trust).
#   rsa/  RSA-2048 counterparts: root, one intermediate, server0, server1, and unknown_root, a root
#         that signed none of them (the unknown-root check of a client that only speaks RSA).
# All in DER. The server name every server certificate carries is tlscost.test.
# Needs: openssl (Debian's). Usage: pki/make-pki.sh   (overwrites pki/ec and pki/rsa)
set -eu
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

host=tlscost.test
start=20240101000000Z
end=20991231235959Z

cat > "$work/ca.cnf" <<CNF
[ ca ]
default_ca = tc
[ tc ]
dir = $work
database = $work/index.txt
new_certs_dir = $work
serial = $work/serial
default_md = sha256
policy = any
unique_subject = no
[ any ]
commonName = supplied
[ v3_ca ]
basicConstraints = critical, CA:true
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
[ v3_server ]
basicConstraints = critical, CA:false
keyUsage = critical, digitalSignature, keyEncipherment
extendedKeyUsage = serverAuth
subjectAltName = DNS:\${ENV::TC_SAN}
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
CNF
: > "$work/index.txt"
echo 1000 > "$work/serial"

newkey() { # kind file
    if [ "$1" = ec ]; then
        openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$2.pem" 2>/dev/null
    else
        openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out "$2.pem" 2>/dev/null
    fi
}

selfsign() { # kind name cn
    newkey "$1" "$work/$2"
    openssl req -new -key "$work/$2.pem" -subj "/CN=$3" -out "$work/$2.csr"
    TC_SAN=$host openssl ca -batch -config "$work/ca.cnf" -selfsign -keyfile "$work/$2.pem" \
        -extensions v3_ca -startdate $start -enddate $end -in "$work/$2.csr" -out "$work/$2.crt" 2>/dev/null
}

sign() { # kind name cn issuer extensions san [start end]
    newkey "$1" "$work/$2"
    openssl req -new -key "$work/$2.pem" -subj "/CN=$3" -out "$work/$2.csr"
    TC_SAN=$6 openssl ca -batch -config "$work/ca.cnf" -cert "$work/$4.crt" -keyfile "$work/$4.pem" \
        -extensions "$5" -startdate "${7:-$start}" -enddate "${8:-$end}" \
        -in "$work/$2.csr" -out "$work/$2.crt" 2>/dev/null
}

export_der() { # dir name-in-work name-in-dir
    mkdir -p "$1"
    openssl x509 -in "$work/$2.crt" -outform DER -out "$1/$3.crt.der"
    openssl pkey -in "$work/$2.pem" -outform DER -out "$1/$3.key.der"
}

for kind in ec rsa; do
    selfsign $kind ${kind}_root "tlscost test root $kind"
    sign $kind ${kind}_int1 "tlscost test intermediate 1 $kind" ${kind}_root v3_ca $host
    sign $kind ${kind}_server0 $host ${kind}_root v3_server $host
    sign $kind ${kind}_server1 $host ${kind}_int1 v3_server $host
done
sign ec ec_int2 "tlscost test intermediate 2 ec" ec_int1 v3_ca $host
sign ec ec_server2 $host ec_int2 v3_server $host
sign ec ec_expired $host ec_root v3_server $host 20200101000000Z 20210101000000Z
sign ec ec_wronghost other.invalid ec_root v3_server other.invalid
selfsign ec ec_unknown_root "tlscost untrusted root"
sign ec ec_unknown_server $host ec_unknown_root v3_server $host
selfsign rsa rsa_unknown_root "tlscost untrusted root rsa"

rm -rf ec rsa
for n in root int1 int2 server0 server1 server2 expired wronghost unknown_root unknown_server; do
    export_der ec ec_$n $n
done
for n in root int1 server0 server1 unknown_root; do
    export_der rsa rsa_$n $n
done
# Only the servers' keys are needed by the harness; the CA keys are not kept.
rm -f ec/root.key.der ec/int1.key.der ec/int2.key.der ec/unknown_root.key.der rsa/root.key.der rsa/int1.key.der \
      rsa/unknown_root.key.der
echo "pki: wrote $(ls ec rsa | grep -c der) files under pki/ec and pki/rsa"
