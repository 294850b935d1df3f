# mbedtls4.mk: how Mbed TLS 4.x is built for an image. Included by mk/image.mk.
# 4.x keeps the TLS and X.509 code in library/ and its crypto in the tf-psa-crypto submodule
# (core/, the builtin driver and p256-m). Both halves read one header: the cell's config.h is
# both MBEDTLS_CONFIG_FILE and TF_PSA_CRYPTO_CONFIG_FILE, so a profile sets PSA_WANT_* and the
# crypto options beside the TLS ones. Every file is compiled with the cell's config; options
# the config turns off leave an empty object, and --gc-sections drops what the client never reaches.
CRYPTO_SRC   := $(LIB_SRC)/tf-psa-crypto
LIB_SOURCES  := $(wildcard $(LIB_SRC)/library/*.c $(CRYPTO_SRC)/core/*.c $(CRYPTO_SRC)/drivers/builtin/src/*.c \
                           $(CRYPTO_SRC)/drivers/p256-m/*.c $(CRYPTO_SRC)/drivers/p256-m/p256-m/*.c)
LIB_INCLUDES := -I$(LIB_SRC)/include -I$(LIB_SRC)/library -I$(CRYPTO_SRC)/include -I$(CRYPTO_SRC)/core \
                -I$(CRYPTO_SRC)/drivers/builtin/include -I$(CRYPTO_SRC)/drivers/builtin/src \
                -I$(CRYPTO_SRC)/drivers/p256-m
LIB_DEFINES  := -DMBEDTLS_CONFIG_FILE='"$(abspath $(CONFIG))"' -DTF_PSA_CRYPTO_CONFIG_FILE='"$(abspath $(CONFIG))"'
LIB_CFLAGS   := $(LIB_OPT) -ffunction-sections -fdata-sections
ADAPTER_COMMON := harness/tls/mbedtls_common.c harness/tls/mbedtls_states.c
ADAPTER_CLIENT := harness/tls/mbedtls_client.c
ADAPTER_SIZE   :=
ADAPTER_RUN_CLIENT := harness/tls/mbedtls4_ops.c harness/tls/mbedtls_mba.c
ADAPTER_SERVER := harness/tls/mbedtls_server.c
ADAPTER_SERVER_EXTRA :=
# The bench calls the builtin driver's functions, as with 3.6 (declared in its private headers).
ADAPTER_BENCH  := harness/bench/mbedtls_bench.c
# The builtin driver's entry points the operation breakdown wraps (harness/tls/mbedtls4_ops.c):
# every public-key operation of 4.x goes through PSA to them.
LIB_WRAPS      := mbedtls_psa_ecdsa_verify_hash mbedtls_psa_ecdsa_sign_hash mbedtls_psa_ecp_export_public_key \
                  mbedtls_psa_key_agreement_ecdh \
                  mbedtls_psa_rsa_verify_hash mbedtls_psa_rsa_sign_hash p256_transparent_verify_hash \
                  p256_transparent_sign_hash p256_transparent_generate_key p256_transparent_key_agreement
