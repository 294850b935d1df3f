/* tc_pki_blobs.S: the committed test PKI (pki/) embedded as bytes. Each blob sits in its own
 * section, so --gc-sections keeps only what an image references (the size image: one root). */
.macro tc_blob name, file
    .section .rodata.tc_blob_\name, "a"
    .global tc_blob_\name
    .global tc_blob_\name\()_end
tc_blob_\name:
    .incbin "\file"
tc_blob_\name\()_end:
.endm

tc_blob ec_root, "pki/ec/root.crt.der"
tc_blob ec_int1, "pki/ec/int1.crt.der"
tc_blob ec_int2, "pki/ec/int2.crt.der"
tc_blob ec_server0_crt, "pki/ec/server0.crt.der"
tc_blob ec_server0_key, "pki/ec/server0.key.der"
tc_blob ec_server1_crt, "pki/ec/server1.crt.der"
tc_blob ec_server1_key, "pki/ec/server1.key.der"
tc_blob ec_server2_crt, "pki/ec/server2.crt.der"
tc_blob ec_server2_key, "pki/ec/server2.key.der"
tc_blob ec_expired_crt, "pki/ec/expired.crt.der"
tc_blob ec_expired_key, "pki/ec/expired.key.der"
tc_blob ec_wronghost_crt, "pki/ec/wronghost.crt.der"
tc_blob ec_wronghost_key, "pki/ec/wronghost.key.der"
tc_blob ec_unknown_root, "pki/ec/unknown_root.crt.der"
tc_blob ec_unknown_crt, "pki/ec/unknown_server.crt.der"
tc_blob ec_unknown_key, "pki/ec/unknown_server.key.der"
tc_blob rsa_root, "pki/rsa/root.crt.der"
tc_blob rsa_int1, "pki/rsa/int1.crt.der"
tc_blob rsa_server0_crt, "pki/rsa/server0.crt.der"
tc_blob rsa_server0_key, "pki/rsa/server0.key.der"
tc_blob rsa_server1_crt, "pki/rsa/server1.crt.der"
tc_blob rsa_server1_key, "pki/rsa/server1.key.der"
tc_blob rsa_unknown_root, "pki/rsa/unknown_root.crt.der"

#if defined(__linux__)
/* A host object: say the stack need not be executable. */
.section .note.GNU-stack, "", %progbits
#endif
