# wolfssl.mk: how wolfSSL is built for an image. Included by mk/image.mk.
# The TLS layer (src/: ssl.c pulls in its own helper files) and every wolfcrypt/src/*.c, each
# compiled with the cell's config through user_settings.h (harness/tls/wolfssl_settings);
# options the config turns off leave an empty object, and --gc-sections drops the rest.
LIB_SOURCES  := $(addprefix $(LIB_SRC)/src/,ssl.c tls.c tls13.c internal.c keys.c wolfio.c) \
                $(filter-out %/misc.c %/evp.c,$(wildcard $(LIB_SRC)/wolfcrypt/src/*.c))
LIB_INCLUDES := -I$(LIB_SRC) -Iharness/tls/wolfssl_settings
LIB_DEFINES  := -DWOLFSSL_USER_SETTINGS -DTC_CONFIG_FILE='"$(abspath $(CONFIG))"'
LIB_CFLAGS   := $(LIB_OPT) -ffunction-sections -fdata-sections
ADAPTER_COMMON := harness/tls/wolfssl_common.c harness/tls/tc_flights.c harness/tls/tc_suites.c
ADAPTER_CLIENT := harness/tls/wolfssl_client.c
ADAPTER_SIZE   := harness/tls/wolfssl_accel_stubs.c
ADAPTER_RUN_CLIENT := harness/tls/wolfssl_ops.c harness/tls/tc_no_arena.c
ADAPTER_SERVER := harness/tls/wolfssl_server.c
ADAPTER_SERVER_EXTRA :=
# Functions the operation breakdown wraps (harness/tls/wolfssl_ops.c), run image only.
LIB_WRAPS      := wc_ecc_verify_hash wc_ecc_sign_hash wc_ecc_make_key_ex wc_ecc_shared_secret wc_RsaSSL_VerifyInline
