// Run-time loading of libEGL (see include/CEGL.h).
#include "CEGL.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

struct zoetrope_egl_table zoetrope_egl;

const char *const zoetrope_egl_names[44] = {
    "eglChooseConfig",
    "eglCopyBuffers",
    "eglCreateContext",
    "eglCreatePbufferSurface",
    "eglCreatePixmapSurface",
    "eglCreateWindowSurface",
    "eglDestroyContext",
    "eglDestroySurface",
    "eglGetConfigAttrib",
    "eglGetConfigs",
    "eglGetCurrentDisplay",
    "eglGetCurrentSurface",
    "eglGetDisplay",
    "eglGetError",
    "eglGetProcAddress",
    "eglInitialize",
    "eglMakeCurrent",
    "eglQueryContext",
    "eglQueryString",
    "eglQuerySurface",
    "eglSwapBuffers",
    "eglTerminate",
    "eglWaitGL",
    "eglWaitNative",
    "eglBindTexImage",
    "eglReleaseTexImage",
    "eglSurfaceAttrib",
    "eglSwapInterval",
    "eglBindAPI",
    "eglQueryAPI",
    "eglCreatePbufferFromClientBuffer",
    "eglReleaseThread",
    "eglWaitClient",
    "eglGetCurrentContext",
    "eglCreateSync",
    "eglDestroySync",
    "eglClientWaitSync",
    "eglGetSyncAttrib",
    "eglCreateImage",
    "eglDestroyImage",
    "eglGetPlatformDisplay",
    "eglCreatePlatformWindowSurface",
    "eglCreatePlatformPixmapSurface",
    "eglWaitSync",
};

/// Entry points GLESRenderer calls: a library without one of them is refused. (The others, EGL 1.2+
/// functions, stay NULL when missing.)
static const char *const required[] = {
    "eglGetError", "eglQueryString", "eglGetProcAddress", "eglGetDisplay", "eglInitialize", "eglBindAPI",
    "eglChooseConfig", "eglCreateContext", "eglCreatePbufferSurface", "eglMakeCurrent", "eglDestroySurface",
    "eglDestroyContext",
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static void *library;
static char library_path[1024];

const char *zoetrope_egl_loaded_path(void) {
    pthread_mutex_lock(&lock);
    const char *path = library ? library_path : NULL;
    pthread_mutex_unlock(&lock);
    return path;
}

int zoetrope_egl_load(const char *path, char *error, size_t error_size) {
    if (!path) path = "libEGL.so.1";
    pthread_mutex_lock(&lock);
    if (library) {
        int ok = 1;
        if (strcmp(path, library_path) != 0) {
            void *other = dlopen(path, RTLD_NOW | RTLD_LOCAL);
            if (other) dlclose(other);
            else { ok = 0; snprintf(error, error_size, "%s", dlerror()); }
        }
        pthread_mutex_unlock(&lock);
        return ok;
    }
    void *handle = dlopen(path, RTLD_NOW | RTLD_GLOBAL);
    if (!handle) {
        const char *why = dlerror();
        snprintf(error, error_size, "%s", why ? why : "dlopen failed");
        pthread_mutex_unlock(&lock);
        return 0;
    }
    struct zoetrope_egl_table table;
    memset(&table, 0, sizeof table);
    size_t count = sizeof(zoetrope_egl_names) / sizeof(zoetrope_egl_names[0]);
    for (size_t i = 0; i < count; i++) {
        void *symbol = dlsym(handle, zoetrope_egl_names[i]);
        memcpy((char *)&table + i * sizeof(void *), &symbol, sizeof symbol);
    }
    // EGL 1.5 allows core functions through eglGetProcAddress: fill the gaps from it.
    if (table.eglGetProcAddress) {
        for (size_t i = 0; i < count; i++) {
            void *symbol;
            memcpy(&symbol, (char *)&table + i * sizeof(void *), sizeof symbol);
            if (symbol) continue;
            symbol = (void *)table.eglGetProcAddress(zoetrope_egl_names[i]);
            memcpy((char *)&table + i * sizeof(void *), &symbol, sizeof symbol);
        }
    }
    for (size_t r = 0; r < sizeof(required) / sizeof(required[0]); r++) {
        for (size_t i = 0; i < count; i++) {
            if (strcmp(required[r], zoetrope_egl_names[i]) != 0) continue;
            void *symbol;
            memcpy(&symbol, (char *)&table + i * sizeof(void *), sizeof symbol);
            if (!symbol) {
                snprintf(error, error_size, "%s has no %s", path, required[r]);
                dlclose(handle);
                pthread_mutex_unlock(&lock);
                return 0;
            }
        }
    }
    zoetrope_egl = table;
    library = handle;
    snprintf(library_path, sizeof library_path, "%s", path);
    pthread_mutex_unlock(&lock);
    return 1;
}
