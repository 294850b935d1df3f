/* bearssl_run_extra.h: what the run image adds to a BearSSL profile so the same program can be
 * the server. Nothing: BearSSL has no build switches for the server side; the run image links
 * harness/tls/bearssl_server.c, and the size image does not. */
