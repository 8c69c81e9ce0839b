#ifndef ZOETROPE_CEGL_H
#define ZOETROPE_CEGL_H

// EGL as Swift sees it, loaded at run time: nothing links libEGL. The Khronos headers give the types,
// constants and PFN…PROC typedefs (EGL_EGL_PROTOTYPES 0 drops their prototypes); every EGL 1.5 entry
// point is a static inline function of the same name that calls through `zoetrope_egl`, a table of
// pointers that zoetrope_egl_load() fills with dlopen("libEGL.so.1") + dlsym. Calling one before a
// successful load is a bug (GLESRenderer loads first and throws GLESError.libraryMissing otherwise).
//
// Swift also drops casts-in-macros (EGL_NO_DISPLAY, …) and cannot call extension entry points that
// must be looked up with eglGetProcAddress, so those are re-exported as helpers below.

#define EGL_EGL_PROTOTYPES 0
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <stddef.h>

/// Loads libEGL from `path` (NULL: "libEGL.so.1") and resolves every entry point. Returns 1 on
/// success; 0 with a message in `error` otherwise. Thread-safe; loads once (a later call with another
/// path only checks that the path opens, and keeps the first library).
int zoetrope_egl_load(const char *path, char *error, size_t error_size);

/// The path of the loaded libEGL (as given to dlopen), or NULL before a successful load.
const char *zoetrope_egl_loaded_path(void);

/// Generated from the system header: one pointer per EGL 1.5 entry point, filled by the loader.
struct zoetrope_egl_table {
    PFNEGLCHOOSECONFIGPROC eglChooseConfig;
    PFNEGLCOPYBUFFERSPROC eglCopyBuffers;
    PFNEGLCREATECONTEXTPROC eglCreateContext;
    PFNEGLCREATEPBUFFERSURFACEPROC eglCreatePbufferSurface;
    PFNEGLCREATEPIXMAPSURFACEPROC eglCreatePixmapSurface;
    PFNEGLCREATEWINDOWSURFACEPROC eglCreateWindowSurface;
    PFNEGLDESTROYCONTEXTPROC eglDestroyContext;
    PFNEGLDESTROYSURFACEPROC eglDestroySurface;
    PFNEGLGETCONFIGATTRIBPROC eglGetConfigAttrib;
    PFNEGLGETCONFIGSPROC eglGetConfigs;
    PFNEGLGETCURRENTDISPLAYPROC eglGetCurrentDisplay;
    PFNEGLGETCURRENTSURFACEPROC eglGetCurrentSurface;
    PFNEGLGETDISPLAYPROC eglGetDisplay;
    PFNEGLGETERRORPROC eglGetError;
    PFNEGLGETPROCADDRESSPROC eglGetProcAddress;
    PFNEGLINITIALIZEPROC eglInitialize;
    PFNEGLMAKECURRENTPROC eglMakeCurrent;
    PFNEGLQUERYCONTEXTPROC eglQueryContext;
    PFNEGLQUERYSTRINGPROC eglQueryString;
    PFNEGLQUERYSURFACEPROC eglQuerySurface;
    PFNEGLSWAPBUFFERSPROC eglSwapBuffers;
    PFNEGLTERMINATEPROC eglTerminate;
    PFNEGLWAITGLPROC eglWaitGL;
    PFNEGLWAITNATIVEPROC eglWaitNative;
    PFNEGLBINDTEXIMAGEPROC eglBindTexImage;
    PFNEGLRELEASETEXIMAGEPROC eglReleaseTexImage;
    PFNEGLSURFACEATTRIBPROC eglSurfaceAttrib;
    PFNEGLSWAPINTERVALPROC eglSwapInterval;
    PFNEGLBINDAPIPROC eglBindAPI;
    PFNEGLQUERYAPIPROC eglQueryAPI;
    PFNEGLCREATEPBUFFERFROMCLIENTBUFFERPROC eglCreatePbufferFromClientBuffer;
    PFNEGLRELEASETHREADPROC eglReleaseThread;
    PFNEGLWAITCLIENTPROC eglWaitClient;
    PFNEGLGETCURRENTCONTEXTPROC eglGetCurrentContext;
    PFNEGLCREATESYNCPROC eglCreateSync;
    PFNEGLDESTROYSYNCPROC eglDestroySync;
    PFNEGLCLIENTWAITSYNCPROC eglClientWaitSync;
    PFNEGLGETSYNCATTRIBPROC eglGetSyncAttrib;
    PFNEGLCREATEIMAGEPROC eglCreateImage;
    PFNEGLDESTROYIMAGEPROC eglDestroyImage;
    PFNEGLGETPLATFORMDISPLAYPROC eglGetPlatformDisplay;
    PFNEGLCREATEPLATFORMWINDOWSURFACEPROC eglCreatePlatformWindowSurface;
    PFNEGLCREATEPLATFORMPIXMAPSURFACEPROC eglCreatePlatformPixmapSurface;
    PFNEGLWAITSYNCPROC eglWaitSync;
};
extern struct zoetrope_egl_table zoetrope_egl;
extern const char *const zoetrope_egl_names[44];

static inline EGLBoolean eglChooseConfig(EGLDisplay dpy, const EGLint *attrib_list, EGLConfig *configs, EGLint config_size, EGLint *num_config) { return zoetrope_egl.eglChooseConfig(dpy, attrib_list, configs, config_size, num_config); }
static inline EGLBoolean eglCopyBuffers(EGLDisplay dpy, EGLSurface surface, EGLNativePixmapType target) { return zoetrope_egl.eglCopyBuffers(dpy, surface, target); }
static inline EGLContext eglCreateContext(EGLDisplay dpy, EGLConfig config, EGLContext share_context, const EGLint *attrib_list) { return zoetrope_egl.eglCreateContext(dpy, config, share_context, attrib_list); }
static inline EGLSurface eglCreatePbufferSurface(EGLDisplay dpy, EGLConfig config, const EGLint *attrib_list) { return zoetrope_egl.eglCreatePbufferSurface(dpy, config, attrib_list); }
static inline EGLSurface eglCreatePixmapSurface(EGLDisplay dpy, EGLConfig config, EGLNativePixmapType pixmap, const EGLint *attrib_list) { return zoetrope_egl.eglCreatePixmapSurface(dpy, config, pixmap, attrib_list); }
static inline EGLSurface eglCreateWindowSurface(EGLDisplay dpy, EGLConfig config, EGLNativeWindowType win, const EGLint *attrib_list) { return zoetrope_egl.eglCreateWindowSurface(dpy, config, win, attrib_list); }
static inline EGLBoolean eglDestroyContext(EGLDisplay dpy, EGLContext ctx) { return zoetrope_egl.eglDestroyContext(dpy, ctx); }
static inline EGLBoolean eglDestroySurface(EGLDisplay dpy, EGLSurface surface) { return zoetrope_egl.eglDestroySurface(dpy, surface); }
static inline EGLBoolean eglGetConfigAttrib(EGLDisplay dpy, EGLConfig config, EGLint attribute, EGLint *value) { return zoetrope_egl.eglGetConfigAttrib(dpy, config, attribute, value); }
static inline EGLBoolean eglGetConfigs(EGLDisplay dpy, EGLConfig *configs, EGLint config_size, EGLint *num_config) { return zoetrope_egl.eglGetConfigs(dpy, configs, config_size, num_config); }
static inline EGLDisplay eglGetCurrentDisplay(void) { return zoetrope_egl.eglGetCurrentDisplay(); }
static inline EGLSurface eglGetCurrentSurface(EGLint readdraw) { return zoetrope_egl.eglGetCurrentSurface(readdraw); }
static inline EGLDisplay eglGetDisplay(EGLNativeDisplayType display_id) { return zoetrope_egl.eglGetDisplay(display_id); }
static inline EGLint eglGetError(void) { return zoetrope_egl.eglGetError(); }
static inline __eglMustCastToProperFunctionPointerType eglGetProcAddress(const char *procname) { return zoetrope_egl.eglGetProcAddress(procname); }
static inline EGLBoolean eglInitialize(EGLDisplay dpy, EGLint *major, EGLint *minor) { return zoetrope_egl.eglInitialize(dpy, major, minor); }
static inline EGLBoolean eglMakeCurrent(EGLDisplay dpy, EGLSurface draw, EGLSurface read, EGLContext ctx) { return zoetrope_egl.eglMakeCurrent(dpy, draw, read, ctx); }
static inline EGLBoolean eglQueryContext(EGLDisplay dpy, EGLContext ctx, EGLint attribute, EGLint *value) { return zoetrope_egl.eglQueryContext(dpy, ctx, attribute, value); }
static inline const char * eglQueryString(EGLDisplay dpy, EGLint name) { return zoetrope_egl.eglQueryString(dpy, name); }
static inline EGLBoolean eglQuerySurface(EGLDisplay dpy, EGLSurface surface, EGLint attribute, EGLint *value) { return zoetrope_egl.eglQuerySurface(dpy, surface, attribute, value); }
static inline EGLBoolean eglSwapBuffers(EGLDisplay dpy, EGLSurface surface) { return zoetrope_egl.eglSwapBuffers(dpy, surface); }
static inline EGLBoolean eglTerminate(EGLDisplay dpy) { return zoetrope_egl.eglTerminate(dpy); }
static inline EGLBoolean eglWaitGL(void) { return zoetrope_egl.eglWaitGL(); }
static inline EGLBoolean eglWaitNative(EGLint engine) { return zoetrope_egl.eglWaitNative(engine); }
static inline EGLBoolean eglBindTexImage(EGLDisplay dpy, EGLSurface surface, EGLint buffer) { return zoetrope_egl.eglBindTexImage(dpy, surface, buffer); }
static inline EGLBoolean eglReleaseTexImage(EGLDisplay dpy, EGLSurface surface, EGLint buffer) { return zoetrope_egl.eglReleaseTexImage(dpy, surface, buffer); }
static inline EGLBoolean eglSurfaceAttrib(EGLDisplay dpy, EGLSurface surface, EGLint attribute, EGLint value) { return zoetrope_egl.eglSurfaceAttrib(dpy, surface, attribute, value); }
static inline EGLBoolean eglSwapInterval(EGLDisplay dpy, EGLint interval) { return zoetrope_egl.eglSwapInterval(dpy, interval); }
static inline EGLBoolean eglBindAPI(EGLenum api) { return zoetrope_egl.eglBindAPI(api); }
static inline EGLenum eglQueryAPI(void) { return zoetrope_egl.eglQueryAPI(); }
static inline EGLSurface eglCreatePbufferFromClientBuffer(EGLDisplay dpy, EGLenum buftype, EGLClientBuffer buffer, EGLConfig config, const EGLint *attrib_list) { return zoetrope_egl.eglCreatePbufferFromClientBuffer(dpy, buftype, buffer, config, attrib_list); }
static inline EGLBoolean eglReleaseThread(void) { return zoetrope_egl.eglReleaseThread(); }
static inline EGLBoolean eglWaitClient(void) { return zoetrope_egl.eglWaitClient(); }
static inline EGLContext eglGetCurrentContext(void) { return zoetrope_egl.eglGetCurrentContext(); }
static inline EGLSync eglCreateSync(EGLDisplay dpy, EGLenum type, const EGLAttrib *attrib_list) { return zoetrope_egl.eglCreateSync(dpy, type, attrib_list); }
static inline EGLBoolean eglDestroySync(EGLDisplay dpy, EGLSync sync) { return zoetrope_egl.eglDestroySync(dpy, sync); }
static inline EGLint eglClientWaitSync(EGLDisplay dpy, EGLSync sync, EGLint flags, EGLTime timeout) { return zoetrope_egl.eglClientWaitSync(dpy, sync, flags, timeout); }
static inline EGLBoolean eglGetSyncAttrib(EGLDisplay dpy, EGLSync sync, EGLint attribute, EGLAttrib *value) { return zoetrope_egl.eglGetSyncAttrib(dpy, sync, attribute, value); }
static inline EGLImage eglCreateImage(EGLDisplay dpy, EGLContext ctx, EGLenum target, EGLClientBuffer buffer, const EGLAttrib *attrib_list) { return zoetrope_egl.eglCreateImage(dpy, ctx, target, buffer, attrib_list); }
static inline EGLBoolean eglDestroyImage(EGLDisplay dpy, EGLImage image) { return zoetrope_egl.eglDestroyImage(dpy, image); }
static inline EGLDisplay eglGetPlatformDisplay(EGLenum platform, void *native_display, const EGLAttrib *attrib_list) { return zoetrope_egl.eglGetPlatformDisplay(platform, native_display, attrib_list); }
static inline EGLSurface eglCreatePlatformWindowSurface(EGLDisplay dpy, EGLConfig config, void *native_window, const EGLAttrib *attrib_list) { return zoetrope_egl.eglCreatePlatformWindowSurface(dpy, config, native_window, attrib_list); }
static inline EGLSurface eglCreatePlatformPixmapSurface(EGLDisplay dpy, EGLConfig config, void *native_pixmap, const EGLAttrib *attrib_list) { return zoetrope_egl.eglCreatePlatformPixmapSurface(dpy, config, native_pixmap, attrib_list); }
static inline EGLBoolean eglWaitSync(EGLDisplay dpy, EGLSync sync, EGLint flags) { return zoetrope_egl.eglWaitSync(dpy, sync, flags); }

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
