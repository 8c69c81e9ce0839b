// Run-time loading of libEGL (see include/CEGL.h).
#include "CEGL.h"

#include <CDynamicLoader.h>

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

_Static_assert(sizeof(struct zoetrope_egl_table) == sizeof zoetrope_egl_names, "one pointer per name");

static struct zoetrope_dl_library library = ZOETROPE_DL_LIBRARY_INITIALIZER;

/// EGL 1.5 allows core functions through eglGetProcAddress: it fills the gaps dlsym left in the table.
static void *through_egl_get_proc_address(const char *name, void *table) {
    PFNEGLGETPROCADDRESSPROC get_proc_address = ((struct zoetrope_egl_table *)table)->eglGetProcAddress;
    return get_proc_address ? (void *)get_proc_address(name) : NULL;
}

const char *zoetrope_egl_loaded_path(void) { return zoetrope_dl_loaded_path(&library); }

int zoetrope_egl_load(const char *path, char *error, size_t error_size) {
    struct zoetrope_dl_request request = {
        .file = path ? path : "libEGL.so.1",
        .names = zoetrope_egl_names,
        .count = sizeof zoetrope_egl_names / sizeof zoetrope_egl_names[0],
        .required = required,
        .required_count = sizeof required / sizeof required[0],
        .lookup = through_egl_get_proc_address,
        .lookup_context = &zoetrope_egl,
        .check_other_files = 1,
    };
    return zoetrope_dl_load_table(&library, &request, &zoetrope_egl, error, error_size);
}
