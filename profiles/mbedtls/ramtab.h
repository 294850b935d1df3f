/* ramtab: min with the AES tables computed into RAM at first use instead of kept in flash:
 * less flash, more .bss. For parts where flash is the scarcer memory. */
#include "min.h"

#undef MBEDTLS_AES_ROM_TABLES
