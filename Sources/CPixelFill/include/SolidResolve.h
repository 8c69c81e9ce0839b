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
    /// Nonzero: the pixel rows hold nothing yet and every pixel of them is written, as `background`
    /// (a premultiplied RGBA word) with the fill blended over it: a clear and the fill in one pass.
    int32_t fills_rows;
    uint32_t background;
} zoetrope_solid_rows;

/// The vector kernels, from none to the best; each gives the same bytes.
enum {
    /// No vector kernel: the processor lacks AVX2 (or is not x86-64); use the Swift resolve.
    zoetrope_solid_kernel_none = 0,
    /// AVX2, four pixels a step.
    zoetrope_solid_kernel_avx2 = 1,
    /// The AVX2 kernel compiled with AVX-512's 32 vector registers (AVX-512 F, BW and VL present).
    zoetrope_solid_kernel_avx512 = 2,
};

/// The best kernel this processor runs (`zoetrope_solid_kernel_none` when it has no AVX2).
int32_t zoetrope_solid_resolve_level(void);

/// Folds the winding of every row of `job` into coverage, blends the color over the pixels with
/// Zoetrope's one source-over formula (exact div255 rounding) and clears the cells and occupancy
/// words it visited: the same bytes as the Swift resolve with `SolidRowBlender`, four pixels per
/// AVX2 step. `level` picks the kernel (tests run each); it must be at least
/// `zoetrope_solid_kernel_avx2` and at most `zoetrope_solid_resolve_level()`.
void zoetrope_resolve_solid_rows(const zoetrope_solid_rows *job, int32_t level);

#endif
