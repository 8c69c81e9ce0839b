// Run-time loading of libgbm (see include/CGBM.h).
#include "CGBM.h"

#include <CDynamicLoader.h>

struct zoetrope_gbm_table zoetrope_gbm;

static const char *const names[] = {"gbm_create_device", "gbm_device_destroy"};

_Static_assert(sizeof(struct zoetrope_gbm_table) == sizeof names, "one pointer per name");

static struct zoetrope_dl_library library = ZOETROPE_DL_LIBRARY_INITIALIZER;

int zoetrope_gbm_load(const char *path, char *error, size_t error_size) {
    struct zoetrope_dl_request request = {
        .file = path ? path : "libgbm.so.1",
        .names = names,
        .count = sizeof names / sizeof names[0],
    };
    return zoetrope_dl_load_table(&library, &request, &zoetrope_gbm, error, error_size);
}
