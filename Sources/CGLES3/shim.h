#ifndef ZOETROPE_CGLES3_SHIM_H
#define ZOETROPE_CGLES3_SHIM_H

// OpenGL ES 3.0 core (libGLESv2 through glvnd). Every core entry point is a plain prototype, so
// Swift imports them directly; only the pointer-offset arguments need a helper.

#include <GLES3/gl3.h>
#include <stdint.h>

/// A byte offset into the bound buffer as the pointer that glVertexAttribPointer / glDrawElements expect.
static inline const void *zoetrope_gl_offset(uintptr_t offset) { return (const void *)offset; }

#endif
