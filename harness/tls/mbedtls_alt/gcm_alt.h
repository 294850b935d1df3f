/* gcm_alt.h: the GCM context of a hardware AES-GCM block's driver, for MBEDTLS_GCM_ALT: the key
 * slot and the direction of the operation under way. Defined only in the size image of tlscost
 * run --accel with a record-protection device (see aes_alt.h). */
#ifndef TC_GCM_ALT_H
#define TC_GCM_ALT_H

typedef struct mbedtls_gcm_context {
    unsigned key_slot;
    int mode;
} mbedtls_gcm_context;

#endif
