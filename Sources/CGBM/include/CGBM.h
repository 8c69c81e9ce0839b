#ifndef ZOETROPE_CGBM_H
#define ZOETROPE_CGBM_H

// GBM (Mesa's generic buffer management) for EGL on a DRM render node (/dev/dri/renderD*), loaded at
// run time from libgbm.so.1 (nothing links it; only the two functions used are declared, so gbm.h is
// not needed), plus the open(2) flags Swift needs to open the node.

#include <fcntl.h>
#include <stddef.h>
#include <unistd.h>

struct gbm_device;

struct zoetrope_gbm_table {
    struct gbm_device *(*gbm_create_device)(int fd);
    void (*gbm_device_destroy)(struct gbm_device *gbm);
};
extern struct zoetrope_gbm_table zoetrope_gbm;

/// Loads libgbm from `path` (NULL: "libgbm.so.1"). Returns 1 on success; 0 with a message in `error`.
int zoetrope_gbm_load(const char *path, char *error, size_t error_size);

static inline struct gbm_device *gbm_create_device(int fd) { return zoetrope_gbm.gbm_create_device(fd); }
static inline void gbm_device_destroy(struct gbm_device *gbm) { zoetrope_gbm.gbm_device_destroy(gbm); }

static inline int zoetrope_open_render_node(const char *path) { return open(path, O_RDWR | O_CLOEXEC); }

#endif
