#ifndef ZOETROPE_CGBM_SHIM_H
#define ZOETROPE_CGBM_SHIM_H

// GBM (Mesa's generic buffer management) for EGL on a DRM render node (/dev/dri/renderD*), plus
// the open(2) flags Swift needs to open the node.

#include <gbm.h>
#include <fcntl.h>
#include <unistd.h>

static inline int zoetrope_open_render_node(const char *path) { return open(path, O_RDWR | O_CLOEXEC); }

#endif
