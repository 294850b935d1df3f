/* ecpfast: min with the shipped configuration's curve speed-ups back: window 4 and a table for
 * the base point. Faster point multiplication for more flash and heap. */
#include "min.h"

#undef MBEDTLS_ECP_WINDOW_SIZE
#undef MBEDTLS_ECP_FIXED_POINT_OPTIM
#define MBEDTLS_ECP_WINDOW_SIZE 4
#define MBEDTLS_ECP_FIXED_POINT_OPTIM 1
