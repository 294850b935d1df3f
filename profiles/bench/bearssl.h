/* profiles/bench/bearssl.h: the BearSSL build settings of the bench image (tlscost bench): the
 * same as profiles/bearssl/min.h. BearSSL has no feature switches; the bench adapter
 * (harness/bench/bearssl_bench.c) names the engines it measures. */
#include "../bearssl/min.h"
