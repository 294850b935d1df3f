/* user_settings.h: wolfSSL built with WOLFSSL_USER_SETTINGS reads its configuration from a
 * header of this name. This one is only a pointer to the cell's config header (the profile,
 * plus the run image's server side), which mk/wolfssl.mk names in TC_CONFIG_FILE. */
#include TC_CONFIG_FILE
