#ifndef ZOETROPE_CEGL_SHIM_H
#define ZOETROPE_CEGL_SHIM_H

// EGL as Swift sees it. Swift drops casts-in-macros (EGL_NO_DISPLAY, EGL_DEFAULT_DISPLAY, ...) and
// cannot call extension entry points that must be looked up with eglGetProcAddress, so both are
// re-exported here as static inline functions. Extension functions take the looked-up pointer.

#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <stddef.h>

static inline EGLDisplay zoetrope_egl_no_display(void) { return EGL_NO_DISPLAY; }
static inline EGLContext zoetrope_egl_no_context(void) { return EGL_NO_CONTEXT; }
static inline EGLSurface zoetrope_egl_no_surface(void) { return EGL_NO_SURFACE; }
static inline EGLNativeDisplayType zoetrope_egl_default_display(void) { return EGL_DEFAULT_DISPLAY; }

/// eglQueryDevicesEXT through a pointer from eglGetProcAddress.
static inline EGLBoolean zoetrope_egl_query_devices(void *fn, EGLint max, EGLDeviceEXT *devices, EGLint *count) {
    return ((PFNEGLQUERYDEVICESEXTPROC)fn)(max, devices, count);
}

/// eglQueryDeviceStringEXT through a pointer from eglGetProcAddress.
static inline const char *zoetrope_egl_query_device_string(void *fn, EGLDeviceEXT device, EGLint name) {
    return ((PFNEGLQUERYDEVICESTRINGEXTPROC)fn)(device, name);
}

/// eglGetPlatformDisplayEXT through a pointer from eglGetProcAddress.
static inline EGLDisplay zoetrope_egl_get_platform_display(void *fn, EGLenum platform, void *native,
                                                           const EGLint *attributes) {
    return ((PFNEGLGETPLATFORMDISPLAYEXTPROC)fn)(platform, native, attributes);
}

#endif
