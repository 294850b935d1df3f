/* wolfssl_client.c: the wolfSSL client behind tls.h: the code a device would ship, and the
 * only adapter code linked into the size image. It trusts the embedded root, requires the
 * server's certificate and its name, sends SNI and, where asked, a max fragment length. */
#include <string.h>
#include <wolfssl/version.h>
#include "tc_suites.h"
#include "tls.h"
#include "wolfssl_common.h"

static struct tc_wolfssl_side tc_client;

#if defined(HAVE_MAX_FRAGMENT)
static unsigned char tc_mfl_code(unsigned mfl)
{
    switch (mfl) {
    case 512: return WOLFSSL_MFL_2_9;
    case 1024: return WOLFSSL_MFL_2_10;
    case 2048: return WOLFSSL_MFL_2_11;
    case 4096: return WOLFSSL_MFL_2_12;
    default: return 0;
    }
}
#endif

const char *tc_tls_library(void)
{
    return "wolfssl";
}

const char *tc_tls_version(void)
{
    return LIBWOLFSSL_VERSION_STRING;
}

/* wolfSSL grows its record buffers on the heap up to a whole record (2^14 bytes) each way. */
void tc_tls_client_buffers(unsigned *in, unsigned *out)
{
    *in = *out = 16384;
}

#if defined(NO_CERTS) && !defined(NO_PSK)
/* A PSK client (profile psk): the key and identity it holds. */
static const struct tc_tls_psk *tc_client_psk;

const char *tc_tls_client_auth(void)
{
    return "psk";
}

static unsigned int tc_client_psk_cb(WOLFSSL *ssl, const char *hint, char *identity, unsigned int id_max,
                                     unsigned char *key, unsigned int key_max)
{
    (void)ssl;
    (void)hint;
    const struct tc_tls_psk *psk = tc_client_psk;
    if (psk == NULL || strlen(psk->identity) >= id_max || psk->key.len > key_max)
        return 0;
    strcpy(identity, psk->identity);
    memcpy(key, psk->key.data, psk->key.len);
    return (unsigned int)psk->key.len;
}

/* Whom the client trusts: the pre-shared key (none in the size image: it is provisioning data). */
static int tc_client_trust(WOLFSSL_CTX *ctx, const struct tc_tls_client_cfg *cfg)
{
    tc_client_psk = cfg->psk;
    wolfSSL_CTX_set_psk_client_callback(ctx, tc_client_psk_cb);
    return WOLFSSL_SUCCESS;
}
#else
const char *tc_tls_client_auth(void)
{
    return "certificate";
}

/* Whom the client trusts: the root its server's chain must end at. */
static int tc_client_trust(WOLFSSL_CTX *ctx, const struct tc_tls_client_cfg *cfg)
{
    int r = wolfSSL_CTX_load_verify_buffer(ctx, cfg->ca.data, (long)cfg->ca.len, WOLFSSL_FILETYPE_ASN1);
    if (r == WOLFSSL_SUCCESS)
        wolfSSL_CTX_set_verify(ctx, WOLFSSL_VERIFY_PEER, NULL);
    return r;
}
#endif

void tc_tls_use_allocator(void *(*calloc_fn)(size_t, size_t), void (*free_fn)(void *))
{
    tc_wolfssl_set_allocator(calloc_fn, free_fn);
}

const char *tc_tls_client_state_name(int state)
{
    return tc_flight_name(state);
}

int tc_tls_client_setup(const struct tc_tls_client_cfg *cfg)
{
    struct tc_wolfssl_side *c = &tc_client;
    int r = tc_wolfssl_init();
    if (r != 0)
        return r;
    c->tx = cfg->tx;
    c->rx = cfg->rx;
    c->handshake_over = 0;
    c->ctx = wolfSSL_CTX_new(wolfSSLv23_client_method());
    if (c->ctx == NULL)
        return MEMORY_E;
    r = tc_client_trust(c->ctx, cfg);
#if defined(TC_WOLFSSL_CIPHERS) /* a profile's cipher list, where building the suites is not enough */
    if (r == WOLFSSL_SUCCESS)
        r = wolfSSL_CTX_set_cipher_list(c->ctx, TC_WOLFSSL_CIPHERS);
#endif
    if (r != WOLFSSL_SUCCESS)
        return r;
#if defined(HAVE_PK_CALLBACKS)
    tc_wolfssl_accel_register(c->ctx); /* the size image with an accelerator's hooks */
#endif
    c->ssl = wolfSSL_new(c->ctx);
    if (c->ssl == NULL)
        return MEMORY_E;
#if defined(HAVE_SNI)
    r = wolfSSL_UseSNI(c->ssl, WOLFSSL_SNI_HOST_NAME, cfg->host, (unsigned short)strlen(cfg->host));
#endif
#if !defined(NO_CERTS)
    if (r == WOLFSSL_SUCCESS)
        r = wolfSSL_check_domain_name(c->ssl, cfg->host);
#endif
#if defined(HAVE_MAX_FRAGMENT)
    if (r == WOLFSSL_SUCCESS && tc_mfl_code(cfg->mfl) != 0)
        r = wolfSSL_UseMaxFragment(c->ssl, tc_mfl_code(cfg->mfl));
#endif
    if (r != WOLFSSL_SUCCESS)
        return r;
    tc_wolfssl_attach(c);
    tc_flight_start(&c->flights, TC_FLIGHT_CLIENT_HELLO, TC_FLIGHT_SERVER_FINISHED);
    return 0;
}

int tc_tls_client_state(void)
{
    return tc_wolfssl_state(&tc_client);
}

int tc_tls_client_step(void)
{
    return tc_wolfssl_step(&tc_client, wolfSSL_connect);
}

int tc_tls_client_write(const uint8_t *buf, size_t len)
{
    return tc_wolfssl_write(&tc_client, buf, len);
}

int tc_tls_client_read(uint8_t *buf, size_t len)
{
    return tc_wolfssl_read(&tc_client, buf, len);
}

const char *tc_tls_client_suite(void)
{
    return tc_suite_name((uint16_t)wolfSSL_get_current_cipher_suite(tc_client.ssl));
}

/* The wolfSSL profiles are built without a session cache: they have no clock (NO_ASN_TIME), and
 * wolfSSL's settings.h then forces NO_SESSION_CACHE (its cache needs time for timeouts). */
int tc_tls_client_prepare_resume(void)
{
    return NOT_COMPILED_IN;
}

void tc_tls_client_free(void)
{
    tc_wolfssl_free(&tc_client);
}
