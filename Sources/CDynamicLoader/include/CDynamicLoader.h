#ifndef ZOETROPE_CDYNAMICLOADER_H
#define ZOETROPE_CDYNAMICLOADER_H

// The one run-time loader behind CEGL, CGLES3 and CGBM: dlopen a library once, under a lock, and fill a
// table of function pointers with dlsym (then, for names dlsym misses, an optional lookup such as
// eglGetProcAddress). A failed load leaves the table zeroed and the library closed.

#include <pthread.h>
#include <stddef.h>

/// One library's state; define one per library with ZOETROPE_DL_LIBRARY_INITIALIZER.
struct zoetrope_dl_library {
    pthread_mutex_t lock;
    int loaded;
    void *handle;   // NULL until loaded, and when the table came from the lookup alone
    char path[1024];
};
#define ZOETROPE_DL_LIBRARY_INITIALIZER { .lock = PTHREAD_MUTEX_INITIALIZER }

/// What to load and how.
struct zoetrope_dl_request {
    /// dlopen'd with RTLD_NOW | RTLD_GLOBAL.
    const char *file;
    /// The entry points, in the order of the table's pointers.
    const char *const *names;
    size_t count;
    /// The names that must resolve, checked in this order; NULL: every name. The others stay NULL when missing.
    const char *const *required;
    size_t required_count;
    /// For each name dlsym does not find, after dlsym has been tried for all of them (may be NULL).
    void *(*lookup)(const char *name, void *context);
    void *lookup_context;
    /// Non-NULL: when `file` does not open, resolve through `lookup` alone; messages then name this source.
    const char *lookup_only_source;
    /// Appended to "<file> has no <name>" (may be NULL).
    const char *missing_note;
    /// 1: once loaded, a call with another `file` checks that it opens (and keeps the first library);
    /// 0: once loaded, every call succeeds.
    int check_other_files;
};

/// Loads `request->file` into `library` and fills `table` (`request->count` pointers) unless already
/// loaded. Returns 1 on success; 0 with a message in `error` otherwise. Thread-safe.
int zoetrope_dl_load_table(struct zoetrope_dl_library *library, const struct zoetrope_dl_request *request,
                           void *table, char *error, size_t error_size);

/// The file the library was loaded from (as given to dlopen), or NULL before a successful load (or
/// when the table came from the lookup alone).
const char *zoetrope_dl_loaded_path(struct zoetrope_dl_library *library);

#endif
