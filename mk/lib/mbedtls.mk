# mbedtls.mk: how Mbed TLS is built for an image. Included by mk/image.mk.
# Every library/*.c is compiled with the cell's config; options the config turns off
# leave an empty object, and --gc-sections drops what the client never reaches.
LIB_SOURCES  := $(wildcard $(LIB_SRC)/library/*.c)
# harness/tls/mbedtls_alt holds the contexts of the *_ALT hooks run --accel builds with.
LIB_INCLUDES := -I$(LIB_SRC)/include -I$(LIB_SRC)/library -Iharness/tls/mbedtls_alt
LIB_DEFINES  := -DMBEDTLS_CONFIG_FILE='"$(abspath $(CONFIG))"'
LIB_CFLAGS   := $(LIB_OPT) -ffunction-sections -fdata-sections
ADAPTER_COMMON := harness/tls/mbedtls_common.c harness/tls/mbedtls_states.c
ADAPTER_CLIENT := harness/tls/mbedtls_client.c
ADAPTER_SIZE   := harness/tls/mbedtls_accel_stubs.c harness/tls/mbedtls_accel_record_stubs.c
ADAPTER_RUN_CLIENT := harness/tls/mbedtls_ops.c harness/tls/mbedtls_mba.c
ADAPTER_SERVER := harness/tls/mbedtls_server.c
ADAPTER_SERVER_EXTRA :=
# Functions the operation breakdown wraps (harness/tls/mbedtls_ops.c), run image only.
LIB_WRAPS      := mbedtls_ecdsa_read_signature mbedtls_ecdsa_read_signature_restartable mbedtls_ecdsa_verify \
                  mbedtls_ecdsa_write_signature mbedtls_ecdsa_write_signature_restartable mbedtls_ecdsa_sign \
                  mbedtls_ecdsa_sign_det_ext mbedtls_ecp_gen_key mbedtls_ecdh_make_params mbedtls_ecdh_make_public \
                  mbedtls_ecdh_calc_secret mbedtls_rsa_pkcs1_verify mbedtls_rsa_pkcs1_encrypt mbedtls_rsa_pkcs1_sign \
                  mbedtls_rsa_pkcs1_decrypt mbedtls_psa_ecp_export_public_key
