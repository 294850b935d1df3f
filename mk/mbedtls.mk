# mbedtls.mk: how Mbed TLS is built for an image. Included by mk/image.mk.
# Every library/*.c is compiled with the cell's config; options the config turns off
# leave an empty object, and --gc-sections drops what the client never reaches.
LIB_SOURCES  := $(wildcard $(LIB_SRC)/library/*.c)
LIB_INCLUDES := -I$(LIB_SRC)/include -I$(LIB_SRC)/library
LIB_DEFINES  := -DMBEDTLS_CONFIG_FILE='"$(abspath $(CONFIG))"'
LIB_CFLAGS   := -Os -ffunction-sections -fdata-sections
ADAPTER_COMMON := harness/tls/mbedtls_common.c harness/tls/mbedtls_client.c
ADAPTER_RUN    := harness/tls/mbedtls_server.c harness/tls/mbedtls_states.c
