// The run-time loader shared by CEGL, CGLES3 and CGBM (see include/CDynamicLoader.h).
#include "CDynamicLoader.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

static int dlerror_into(char *error, size_t error_size) {
    const char *why = dlerror();
    snprintf(error, error_size, "%s", why ? why : "dlopen failed");
    return 0;
}

// The table is a struct of function pointers: slots are read and written with memcpy.
static void *slot(const void *table, size_t i) {
    void *symbol;
    memcpy(&symbol, (const char *)table + i * sizeof(void *), sizeof symbol);
    return symbol;
}

static void set_slot(void *table, size_t i, void *symbol) {
    memcpy((char *)table + i * sizeof(void *), &symbol, sizeof symbol);
}

/// The first required name that did not resolve, or NULL.
static const char *first_missing(const struct zoetrope_dl_request *request, const void *table) {
    size_t checks = request->required ? request->required_count : request->count;
    for (size_t r = 0; r < checks; r++) {
        const char *name = request->required ? request->required[r] : request->names[r];
        size_t i = 0;
        while (i < request->count && strcmp(request->names[i], name) != 0) i++;
        if (i == request->count || !slot(table, i)) return name;
    }
    return NULL;
}

static int load(struct zoetrope_dl_library *library, const struct zoetrope_dl_request *request, void *table,
                char *error, size_t error_size) {
    void *handle = dlopen(request->file, RTLD_NOW | RTLD_GLOBAL);
    if (!handle && !(request->lookup_only_source && request->lookup)) return dlerror_into(error, error_size);
    for (size_t i = 0; i < request->count; i++) set_slot(table, i, handle ? dlsym(handle, request->names[i]) : NULL);
    if (request->lookup) {
        for (size_t i = 0; i < request->count; i++) {
            if (!slot(table, i)) set_slot(table, i, request->lookup(request->names[i], request->lookup_context));
        }
    }
    const char *missing = first_missing(request, table);
    if (missing) {
        snprintf(error, error_size, "%s has no %s%s", handle ? request->file : request->lookup_only_source, missing,
                 request->missing_note ? request->missing_note : "");
        memset(table, 0, request->count * sizeof(void *));
        if (handle) dlclose(handle);
        return 0;
    }
    library->handle = handle;
    if (handle) snprintf(library->path, sizeof library->path, "%s", request->file);
    library->loaded = 1;
    return 1;
}

/// Already loaded: another file is only checked to open.
static int check_other_file(struct zoetrope_dl_library *library, const struct zoetrope_dl_request *request,
                            char *error, size_t error_size) {
    if (!request->check_other_files || !library->handle || strcmp(request->file, library->path) == 0) return 1;
    void *other = dlopen(request->file, RTLD_NOW | RTLD_LOCAL);
    if (!other) return dlerror_into(error, error_size);
    dlclose(other);
    return 1;
}

int zoetrope_dl_load_table(struct zoetrope_dl_library *library, const struct zoetrope_dl_request *request,
                           void *table, char *error, size_t error_size) {
    pthread_mutex_lock(&library->lock);
    int ok = library->loaded ? check_other_file(library, request, error, error_size)
                             : load(library, request, table, error, error_size);
    pthread_mutex_unlock(&library->lock);
    return ok;
}

const char *zoetrope_dl_loaded_path(struct zoetrope_dl_library *library) {
    pthread_mutex_lock(&library->lock);
    const char *path = library->handle ? library->path : NULL;
    pthread_mutex_unlock(&library->lock);
    return path;
}
