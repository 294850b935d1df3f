/* min: the minimal BearSSL 0.6 TLS 1.2 client, doing the same job as the Mbed TLS and wolfSSL
 * min profiles: ECDHE-ECDSA-AES128-GCM-SHA256 only, P-256 only (31-bit engines), the server's
 * chain verified against one embedded root, SNI, no files, sockets or clock.
 * BearSSL has no feature switches; the adapter (harness/tls/bearssl_client.c) hands the engine
 * only these algorithms, and the linker drops the rest. This header holds the BR_* build
 * settings, forced in front of every source file:
 * - no operating-system time, random source or CPU-specific instructions;
 * - the certificate dates are checked at a fixed day (the adapter's TC_BEARSSL_DAYS);
 * - the I/O buffer holds a full record each way (BR_SSL_BUFSIZE_BIDI, 33,178 bytes, static),
 *   like the 16 KB in and out buffers of Mbed TLS's min. */
#define BR_USE_UNIX_TIME 0
#define BR_USE_WIN32_TIME 0
#define BR_USE_URANDOM 0
#define BR_USE_WIN32_RAND 0
#define BR_RDRAND 0
#define BR_AES_X86NI 0
#define BR_SSE2 0
#define BR_POWER8 0
