/* mono4k: BearSSL's min with one half-duplex I/O buffer for 4,096-byte records (4,096 + 325
 * bytes) instead of a full 16 KB record: BearSSL then asks the server for 4,096-byte fragments
 * (max fragment length) and can read nothing larger, so a server that ignores the extension
 * breaks the connection (tlscost peers shows which do). */
#include "min.h"

#define TC_BEARSSL_BUFFER (4096 + 325)
#define TC_BEARSSL_BIDI 0
