// Run-time loading of libgbm (see include/CGBM.h).
#include "CGBM.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

struct zoetrope_gbm_table zoetrope_gbm;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int loaded;

int zoetrope_gbm_load(const char *path, char *error, size_t error_size) {
    pthread_mutex_lock(&lock);
    if (loaded) { pthread_mutex_unlock(&lock); return 1; }
    const char *file = path ? path : "libgbm.so.1";
    void *handle = dlopen(file, RTLD_NOW | RTLD_GLOBAL);
    if (!handle) {
        const char *why = dlerror();
        snprintf(error, error_size, "%s", why ? why : "dlopen failed");
        pthread_mutex_unlock(&lock);
        return 0;
    }
    struct zoetrope_gbm_table table;
    void *create = dlsym(handle, "gbm_create_device"), *destroy = dlsym(handle, "gbm_device_destroy");
    if (!create || !destroy) {
        snprintf(error, error_size, "%s has no gbm_create_device / gbm_device_destroy", file);
        dlclose(handle);
        pthread_mutex_unlock(&lock);
        return 0;
    }
    memcpy(&table.gbm_create_device, &create, sizeof create);
    memcpy(&table.gbm_device_destroy, &destroy, sizeof destroy);
    zoetrope_gbm = table;
    loaded = 1;
    pthread_mutex_unlock(&lock);
    return 1;
}
