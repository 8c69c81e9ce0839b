#ifndef ZOETROPE_CLIBPNG_SHIM_H
#define ZOETROPE_CLIBPNG_SHIM_H

// libpng's simplified API (png_image) as Swift sees it. Swift imports only simple constant macros,
// so the function-like macros and the composed constants that Zoetrope needs are re-exported here
// as static inline functions.

#include <png.h>
#include <stddef.h>

/// PNG_IMAGE_VERSION: the value png_image.version must hold.
static inline png_uint_32 zoetrope_png_image_version(void) { return PNG_IMAGE_VERSION; }

/// PNG_FORMAT_RGBA: 8-bit sRGB, straight (non-premultiplied) alpha, bytes R, G, B, A.
static inline png_uint_32 zoetrope_png_format_rgba(void) { return PNG_FORMAT_RGBA; }

/// PNG_IMAGE_FLAG_FAST: on write, no row filters and zlib level 3 (see PNGEncoder.Compression).
static inline png_uint_32 zoetrope_png_image_flag_fast(void) { return PNG_IMAGE_FLAG_FAST; }

/// PNG_IMAGE_ROW_STRIDE(image): the minimum row stride, in components, for image's format and width.
static inline png_uint_32 zoetrope_png_image_row_stride(const png_image *image) {
    return PNG_IMAGE_ROW_STRIDE(*image);
}

/// PNG_IMAGE_SIZE(image): the byte size of the whole decoded buffer at the minimum row stride.
static inline size_t zoetrope_png_image_size(const png_image *image) {
    return (size_t)PNG_IMAGE_SIZE(*image);
}

/// PNG_IMAGE_FAILED(image): non-zero when the last operation ended in an error (not a warning).
static inline int zoetrope_png_image_failed(const png_image *image) {
    return PNG_IMAGE_FAILED(*image);
}

/// png_image.message as a C string (libpng keeps it NUL-terminated within its 64 bytes).
static inline const char *zoetrope_png_image_message(const png_image *image) {
    return image->message;
}

/// png_image_write_get_memory_size(...): asks for the encoded size without writing (memory = NULL).
static inline int zoetrope_png_image_write_get_memory_size(png_image *image, png_alloc_size_t *size,
                                                           const void *buffer, png_int_32 row_stride) {
    return png_image_write_to_memory(image, NULL, size, 0, buffer, row_stride, NULL);
}

/// PNG_IMAGE_PNG_SIZE_MAX(image): an upper bound on the encoded PNG size for image's format and size.
static inline size_t zoetrope_png_image_png_size_max(const png_image *image) {
    return (size_t)PNG_IMAGE_PNG_SIZE_MAX(*image);
}

#endif
