/* user_settings.h: wolfSSL built with WOLFSSL_USER_SETTINGS reads its configuration from a
 * header of this name. This one points to the cell's config header (the profile, plus the run
 * image's server side), which mk/wolfssl.mk names in TC_CONFIG_FILE, and turns on the PK
 * callbacks when an accelerator's hooks ask for them. */
#include TC_CONFIG_FILE

/* tlscost run --accel: an accelerator takes ECC operations through wolfSSL's PK callbacks (the
 * size image's harness/tls/wolfssl_accel_stubs.c registers one-call stubs for them). */
#if defined(TC_WOLFSSL_PK_VERIFY) || defined(TC_WOLFSSL_PK_SIGN) || defined(TC_WOLFSSL_PK_KEYGEN) || \
    defined(TC_WOLFSSL_PK_SHARED)
#define HAVE_PK_CALLBACKS
#endif
