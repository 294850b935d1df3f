/* cc_main.c: tlscost-cc CACHE_DIR COMPILER ARGS...: compile one library object through the
 * object cache (src/core/image/tcc_objcache.h). mk/image.mk puts it in front of the target compiler
 * when the tool passes CC_CACHE; the compiler's own messages and exit status come through. */
#include <stdio.h>
#include "../core/image/tcc_objcache.h"

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: tlscost-cc CACHE_DIR COMPILER ARGS... (mk/image.mk runs it for tlscost)\n");
        return 2;
    }
    int hit = 0;
    return tcc_objcache_compile(argv[1], argv + 2, &hit);
}
