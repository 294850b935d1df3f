/* mono: BearSSL's min with one half-duplex I/O buffer (BR_SSL_BUFSIZE_MONO, 16,709 bytes)
 * instead of one each way: enough for a client that writes its request, then reads the
 * response, never both at once. BearSSL's own advice for a constrained client. */
#include "min.h"

#define TC_BEARSSL_BUFFER BR_SSL_BUFSIZE_MONO
#define TC_BEARSSL_BIDI 0
