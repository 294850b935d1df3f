# bearssl.mk: how BearSSL is built for an image. Included by mk/image.mk.
# BearSSL has no feature switches: every src/**/*.c is compiled (with the cell's header forced
# in front, for the BR_* build settings), and the adapter picks the engines it hands to the
# library; --gc-sections keeps only those. The adapter's static contexts and I/O buffer are
# the library's RAM (BearSSL allocates nothing).
LIB_SOURCES  := $(shell find $(LIB_SRC)/src -name '*.c' | sort)
LIB_INCLUDES := -I$(LIB_SRC)/inc -I$(LIB_SRC)/src
LIB_DEFINES  := -include $(abspath $(CONFIG)) -DTC_LIB_VERSION='"$(shell cat $(LIB_SRC)/.tlscost-version)"'
LIB_CFLAGS   := $(LIB_OPT) -ffunction-sections -fdata-sections
ADAPTER_COMMON := harness/tls/bearssl_common.c harness/tls/tc_flights.c harness/tls/tc_suites.c
ADAPTER_CLIENT := harness/tls/bearssl_client.c
ADAPTER_SIZE   := harness/tls/bearssl_engines.c
ADAPTER_RUN_CLIENT := harness/tls/bearssl_ops.c harness/tls/tc_no_arena.c
ADAPTER_SERVER := harness/tls/bearssl_server.c
ADAPTER_SERVER_EXTRA := harness/tls/bearssl_engines.c
# The operation breakdown counts through the engines the adapter hands over (bearssl_ops.c),
# not through --wrap: BearSSL reaches them by pointer.
LIB_WRAPS      :=
