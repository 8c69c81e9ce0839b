#ifndef ZOETROPE_SOLID_RESOLVE_H
#define ZOETROPE_SOLID_RESOLVE_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// One solid-color fill's rows, as the software rasterizer's coverage accumulator holds them: float
/// cell differences (a prefix sum along a row gives the winding), one occupancy bit per chunk of four
/// cells, and the pixel rows (premultiplied RGBA8) the color is blended onto.
typedef struct zoetrope_solid_rows {
    /// The first row's cells (16-byte aligned; `cell_stride` floats per row, a multiple of 4).
    float *cells;
    /// The first row's occupancy words (`words_per_row` per row).
    uint64_t *occupancy;
    intptr_t cell_stride;
    intptr_t words_per_row;
    /// The occupancy words to scan on every row: `first_word ..< end_word`.
    intptr_t first_word;
    intptr_t end_word;
    /// Pixels per row.
    intptr_t width;
    /// The first row's pixels and the bytes from one row to the next.
    uint8_t *pixels;
    intptr_t pixel_stride;
    intptr_t row_count;
    /// The premultiplied color as a little-endian RGBA word.
    uint32_t color;
    /// Nonzero: the even-odd rule; zero: nonzero winding.
    int32_t even_odd;
} zoetrope_solid_rows;

/// True when the processor runs `zoetrope_resolve_solid_rows` (it has AVX2).
bool zoetrope_solid_resolve_available(void);

/// Folds the winding of every row of `job` into coverage, blends the color over the pixels with
/// Zoetrope's one source-over formula (exact div255 rounding) and clears the cells and occupancy
/// words it visited: the same bytes as the Swift resolve with `SolidRowBlender`, four pixels per
/// AVX2 step. Only call it where `zoetrope_solid_resolve_available()` is true.
void zoetrope_resolve_solid_rows(const zoetrope_solid_rows *job);

#endif
