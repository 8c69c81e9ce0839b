// The resolve of a solid fill's cells straight into the pixels, with AVX2 (chosen at run time, and
// compiled a second time for processors with AVX-512, whose 32 vector registers it uses).
//
// It computes exactly what the Swift resolve (`CoverageAccumulator.resolveRows` into
// `SolidRowBlender`) computes, in the same order: the running sum of a row's cells in Float, one
// cell at a time; the fill rule's fold of the winding into 0…255 (c · 255 + 2²³, low byte of the
// bits: round to nearest even); Zoetrope's source-over formula in integers with exact div255. So the
// bytes are the same on every processor and for every thread count. What AVX2 changes is the width:
// four pixels' sixteen channels travel as one vector of 16-bit lanes, and div255(x) is one
// multiply-high, mulhi(x + 128, 257), equal to (x + 128 + ((x + 128) >> 8)) >> 8 for x ≤ 255 · 255.
#include "SolidResolve.h"
#include <math.h>
#include <string.h>

// The sums and folds must round exactly as the Swift code does: no fused multiply-add.
#pragma STDC FP_CONTRACT OFF

#if defined(__x86_64__)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2"), always_inline)) static inline

#ifndef PREFETCH_ROWS
#define PREFETCH_ROWS 3
#endif

/// The exact rounded x / 255 (x ≤ 255 · 255).
static inline uint32_t div255(uint32_t x) {
    uint32_t biased = x + 128;
    return (biased + (biased >> 8)) >> 8;
}

/// Float bits → the rounded coverage in the low byte (c · 255 + 2²³ lies in [2²³, 2²⁴)).
static inline uint32_t coverage_byte(float c) {
    float t = c * 255.0f + 8388608.0f;
    uint32_t bits;
    memcpy(&bits, &t, 4);
    return bits & 0xFF;
}

/// Nonzero: min(|w|, 1) (Swift's min(a, b) is b < a ? b : a).
static inline uint32_t fold_nonzero(float w) {
    float a = fabsf(w);
    return coverage_byte(1.0f < a ? 1.0f : a);
}

/// Even-odd: the triangle wave of |w| with period 2.
static inline uint32_t fold_even_odd(float w) {
    float a = fabsf(w);
    float f = a - 2.0f * (float)(int64_t)(a * 0.5f);
    return coverage_byte(f > 1.0f ? 2.0f - f : f);
}

static inline uint32_t fold(float w, int even_odd) {
    return even_odd ? fold_even_odd(w) : fold_nonzero(w);
}

/// One pixel: the color scaled by coverage c, over the pixel at p.
static inline void blend_pixel(uint32_t color, uint32_t c, uint8_t *p) {
    uint32_t inverse = 255 - div255((color >> 24) * c);
    for (int channel = 0; channel < 4; channel++) {
        uint32_t s = div255(((color >> (8 * channel)) & 0xFF) * c);
        p[channel] = (uint8_t)(s + div255(p[channel] * inverse));
    }
}

/// What one job's chunks share: the color as sixteen 16-bit lanes (RGBA of four pixels).
typedef struct {
    __m256i source;
    uint32_t color;
    int opaque;
} solid_source;

/// div255 lane-wise: mulhi(x + 128, 257).
AVX2 __m256i div255x16(__m256i x) {
    return _mm256_mulhi_epu16(_mm256_add_epi16(x, _mm256_set1_epi16(128)), _mm256_set1_epi16(257));
}

/// Each pixel's alpha lane (3 of its 4) copied to its four lanes; two pixels per 128-bit half.
AVX2 __m256i spread_alpha(__m256i x) {
    const __m256i pattern = _mm256_setr_epi8(6, 7, 6, 7, 6, 7, 6, 7, 14, 15, 14, 15, 14, 15, 14, 15,
                                             6, 7, 6, 7, 6, 7, 6, 7, 14, 15, 14, 15, 14, 15, 14, 15);
    return _mm256_shuffle_epi8(x, pattern);
}

/// source' + div255(destination · inverse) for the four pixels at p, stored back.
AVX2 void over4(__m256i scaled, __m256i inverse, uint8_t *p) {
    __m256i destination = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)p));
    __m256i out = _mm256_add_epi16(scaled, div255x16(_mm256_mullo_epi16(destination, inverse)));
    __m128i packed = _mm_packus_epi16(_mm256_castsi256_si128(out), _mm256_extracti128_si256(out, 1));
    _mm_storeu_si128((__m128i *)p, packed);
}

/// `blend4` over a known destination (four copies of one pixel, widened), stored at p without reading it.
AVX2 void blend4_onto(const solid_source *s, __m128i coverage, __m256i destination, uint8_t *p) {
    const __m128i spread = _mm_setr_epi8(0, 0, 0, 0, 4, 4, 4, 4, 8, 8, 8, 8, 12, 12, 12, 12);
    __m256i lanes = _mm256_cvtepu8_epi16(_mm_shuffle_epi8(coverage, spread));
    __m256i scaled = div255x16(_mm256_mullo_epi16(s->source, lanes));
    __m256i alpha = s->opaque ? lanes : spread_alpha(scaled);
    __m256i inverse = _mm256_sub_epi16(_mm256_set1_epi16(255), alpha);
    __m256i out = _mm256_add_epi16(scaled, div255x16(_mm256_mullo_epi16(destination, inverse)));
    __m128i packed = _mm_packus_epi16(_mm256_castsi256_si128(out), _mm256_extracti128_si256(out, 1));
    _mm_storeu_si128((__m128i *)p, packed);
}

/// Four pixels at p with coverage bytes (0…255, one per pixel, in the low byte of each 32-bit lane;
/// the lanes' other bytes are ignored).
///
/// No shortcut for empty or full chunks: the formula leaves a pixel of coverage 0 as it was
/// (div255(d · 255) = d) and gives an opaque color's own value at 255, and testing for the two
/// cases cost more than it saved — which way a chunk goes is unpredictable, and the mispredicted
/// branches were an eighth of a polygons_10000 frame (47.3 → 41.0 ms without them).
AVX2 void blend4(const solid_source *s, __m128i coverage, uint8_t *p) {
    // Coverage byte c of each pixel copied to its four channels (one shuffle), widened to 16 bits.
    const __m128i spread = _mm_setr_epi8(0, 0, 0, 0, 4, 4, 4, 4, 8, 8, 8, 8, 12, 12, 12, 12);
    __m256i lanes = _mm256_cvtepu8_epi16(_mm_shuffle_epi8(coverage, spread));
    __m256i scaled = div255x16(_mm256_mullo_epi16(s->source, lanes));
    // An opaque color's scaled alpha is the coverage itself (div255(255 · c) = c).
    __m256i alpha = s->opaque ? lanes : spread_alpha(scaled);
    over4(scaled, _mm256_sub_epi16(_mm256_set1_epi16(255), alpha), p);
}

/// `count` copies of the pixel `color` from p, stored inline, the last store overlapping the
/// run's end: runs of 64 pixels or more (a large shape's rows) 32 pixels a step in stores aligned
/// to 32 bytes (blob −3 %), shorter ones (a small fill's interior between its edges) 8 a step.
/// Faster than the C library's wmemset on these lengths (at most a canvas row: its dispatch and `rep stos` start-up cost more than the stores,
/// 3–4 % of the blob frame), and the loop's constants stay in registers.
AVX2 void store_span(uint32_t color, intptr_t count, uint8_t *p) {
    if (count >= 64) {
        // One unaligned store for the head, then stores aligned to 32 bytes (an unaligned one
        // splits a cache line every other store), the last overlapping the run's end.
        __m256i eight = _mm256_set1_epi32((int)color);
        _mm256_storeu_si256((__m256i *)p, eight);
        uint8_t *end = p + 4 * count;
        uint8_t *q = (uint8_t *)(((uintptr_t)p + 32) & ~(uintptr_t)31);
        for (; q + 128 <= end; q += 128) {
            _mm256_store_si256((__m256i *)q, eight);
            _mm256_store_si256((__m256i *)(q + 32), eight);
            _mm256_store_si256((__m256i *)(q + 64), eight);
            _mm256_store_si256((__m256i *)(q + 96), eight);
        }
        for (; q + 32 <= end; q += 32) _mm256_store_si256((__m256i *)q, eight);
        _mm256_storeu_si256((__m256i *)(end - 32), eight);
    } else if (count >= 8) {
        __m256i eight = _mm256_set1_epi32((int)color);
        for (intptr_t i = 0; i + 8 < count; i += 8) _mm256_storeu_si256((__m256i *)(p + 4 * i), eight);
        _mm256_storeu_si256((__m256i *)(p + 4 * (count - 8)), eight);
    } else if (count >= 4) {
        __m128i four = _mm_set1_epi32((int)color);
        _mm_storeu_si128((__m128i *)p, four);
        _mm_storeu_si128((__m128i *)(p + 4 * (count - 4)), four);
    } else {
#pragma clang loop vectorize(disable) interleave(disable)
        for (intptr_t i = 0; i < count; i++) memcpy(p + 4 * i, &color, 4);
    }
}

/// `count` pixels from p at one coverage c (1…255).
AVX2 void blend_span(const solid_source *s, uint32_t c, intptr_t count, uint8_t *p) {
    if (s->opaque && c == 255) {
        store_span(s->color, count, p);
        return;
    }
    __m256i scaled = div255x16(_mm256_mullo_epi16(s->source, _mm256_set1_epi16((short)c)));
    __m256i inverse = _mm256_sub_epi16(_mm256_set1_epi16(255), spread_alpha(scaled));
    intptr_t i = 0;
    for (; i + 4 <= count; i += 4) over4(scaled, inverse, p + 4 * i);
    // At most three pixels: not worth the vector code the compiler would otherwise make of it.
#pragma clang loop vectorize(disable) interleave(disable)
    for (; i < count; i++) blend_pixel(s->color, c, p + 4 * i);
}

/// `count` pixels from p that held nothing, set to `background` with the color at coverage c over it.
AVX2 void fill_span(const solid_source *s, uint32_t background, uint32_t c, intptr_t count, uint8_t *p) {
    uint32_t pixel = background;
    if (c != 0) blend_pixel(s->color, c, (uint8_t *)&pixel);
    store_span(pixel, count, p);
}

/// The running sums of four cells after `sum`, then the cells cleared.
AVX2 __m128 running_sums(float *cell, float sum) {
    float s0 = sum + cell[0], s1 = s0 + cell[1], s2 = s1 + cell[2], s3 = s2 + cell[3];
    _mm_store_ps(cell, _mm_setzero_ps());
    return _mm_setr_ps(s0, s1, s2, s3);
}

/// The fold of four windings, each coverage in the low byte of its lane (the other bytes are not
/// cleared: mask with 0xFF to read a lane as a number): nonzero in vector lanes, even-odd lane by lane.
AVX2 __m128i fold4(__m128 w, int even_odd) {
    if (even_odd) {
        float lanes[4];
        _mm_storeu_ps(lanes, w);
        return _mm_setr_epi32((int)fold_even_odd(lanes[0]), (int)fold_even_odd(lanes[1]),
                              (int)fold_even_odd(lanes[2]), (int)fold_even_odd(lanes[3]));
    }
    __m128 magnitude = _mm_and_ps(w, _mm_castsi128_ps(_mm_set1_epi32(0x7FFFFFFF)));
    __m128 c = _mm_min_ps(magnitude, _mm_set1_ps(1.0f));
    __m128 t = _mm_add_ps(_mm_mul_ps(c, _mm_set1_ps(255.0f)), _mm_set1_ps(8388608.0f));
    return _mm_castps_si128(t);
}

/// The chunks of one occupancy word (`bits`, its first cell `base`) that lie past the last whole
/// chunk of the canvas: the chunk holding the last pixel when the width is not a multiple of 4, and
/// cells past the last pixel (edges at x = width), which are only cleared. Carries the row's running
/// winding `sum` and next pixel `x` as the fast loop does.
AVX2 void resolve_edge_word(const solid_source *source, uint64_t bits, intptr_t base, float *row, uint8_t *pixels,
                            intptr_t width, const int even_odd, float *sum, intptr_t *x) {
    do {
        intptr_t start = base + ((intptr_t)__builtin_ctzll(bits) << 2);
        bits &= bits - 1;
        intptr_t span_start = *x;
        float span_winding = *sum;
        __m128 sums = running_sums(row + start, *sum);
        *sum = _mm_cvtss_f32(_mm_shuffle_ps(sums, sums, 3));
        *x = start + 4;
        if (start + 4 <= width) {
            blend4(source, fold4(sums, even_odd), pixels + 4 * start);
        } else if (start < width) {
            uint32_t lanes[4];
            _mm_storeu_si128((__m128i *)lanes, _mm_and_si128(fold4(sums, even_odd), _mm_set1_epi32(0xFF)));
#pragma clang loop vectorize(disable) interleave(disable)
            for (intptr_t i = 0; i < width - start; i++) {
                if (lanes[i]) blend_pixel(source->color, lanes[i], pixels + 4 * (start + i));
            }
        }
        uint32_t c = fold(span_winding, even_odd);
        if ((start > span_start) & (span_start < width) & (c != 0)) {
            intptr_t end = start < width ? start : width;
            blend_span(source, c, end - span_start, pixels + 4 * span_start);
        }
    } while (bits != 0);
}

/// The rows of `job`, with the fill rule, the color's opacity and `fills` as constants: each
/// combination is compiled apart, so the loop tests none of them and keeps its constants in
/// registers. With `fills` every pixel of the rows is written without being read: the background,
/// with the color blended over it where there is coverage (`job->fills_rows`).
AVX2 void resolve_rows(const zoetrope_solid_rows *job, const int even_odd, const int opaque, const int fills) {
    // The job copied into locals: stores through the cell and pixel pointers could otherwise
    // alias it, and every row and chunk would load its fields again.
    const zoetrope_solid_rows j = *job;
    solid_source source;
    source.color = j.color;
    source.opaque = opaque;
    source.source = _mm256_cvtepu8_epi16(_mm_set1_epi32((int)j.color));
    const intptr_t width = j.width;
    // Words whose 64 chunks all hold four pixels of the canvas end here (a word is 256 cells).
    const intptr_t whole_words_end = (width & ~(intptr_t)3) >> 8;
    const uint32_t background = j.background;
    const __m256i background4 = _mm256_cvtepu8_epi16(_mm_set1_epi32((int)background));
    const intptr_t prefetch_offset = PREFETCH_ROWS * j.pixel_stride;
    float *row = j.cells;
    uint64_t *words = j.occupancy;
    uint8_t *pixels = j.pixels;
    for (intptr_t r = 0; r < j.row_count; r++, row += j.cell_stride, words += j.words_per_row, pixels += j.pixel_stride) {
        float sum = 0;
        int tail_filled = 0;
        intptr_t x = 0;  // the next pixel not yet handed out
        intptr_t w = j.first_word;
        for (;; w++) {
            // Past the empty words in a loop of its own: most of a thin outline's are empty, and
            // kept apart from the chunk loop the scan's few values stay in registers.
            while (w < j.end_word && words[w] == 0) w++;
            if (w >= j.end_word) break;
            uint64_t bits = words[w];
            words[w] = 0;
            const intptr_t base = w << 8;  // the cell of the word's first chunk (64 chunks of 4)
            if (w >= whole_words_end) {
                if (fills && x < width) {
                    // The edge word blends onto the pixels: give them the background first.
                    intptr_t end = base < width ? base : width;
                    if (end > x) {
                        fill_span(&source, background, fold(sum, even_odd), end - x, pixels + 4 * x);
                        x = end;
                    }
                    if (x < width) store_span(background, width - x, pixels + 4 * x);
                    tail_filled = 1;
                }
                resolve_edge_word(&source, bits, base, row, pixels, width, even_odd, &sum, &x);
                continue;
            }
            // A chunk's cells and pixels lie the same 16 bytes a chunk from the word's first ones.
            uint8_t *word_cells = (uint8_t *)(row + base), *word_pixels = pixels + 4 * base;
            do {
                const intptr_t offset = (intptr_t)__builtin_ctzll(bits) << 4;
                bits &= bits - 1;
                const intptr_t start = base + (offset >> 2);
                // The constant coverage between the previous chunk and this one (always on the
                // canvas here: start is).
                if (start != x) {
                    uint32_t c = fold(sum, even_odd);
                    if (fills) fill_span(&source, background, c, start - x, pixels + 4 * x);
                    else if (c != 0) blend_span(&source, c, start - x, pixels + 4 * x);
                }
                __m128 sums = running_sums((float *)(word_cells + offset), sum);
                sum = _mm_cvtss_f32(_mm_shuffle_ps(sums, sums, 3));
                x = start + 4;
                // The pixels a few rows down lie under this chunk's edges too (edges move little
                // from row to row): asking for them now hides some of the cache misses of a
                // canvas drawn job by job.
                if (fills) {
                    blend4_onto(&source, fold4(sums, even_odd), background4, word_pixels + offset);
                } else {
                    _mm_prefetch((const char *)(word_pixels + offset + prefetch_offset), _MM_HINT_T0);
                    blend4(&source, fold4(sums, even_odd), word_pixels + offset);
                }
            } while (bits != 0);
        }
        // Past the row's last chunk nothing is drawn (the winding is back to 0): the background.
        if (fills && !tail_filled && x < width) fill_span(&source, background, 0, width - x, pixels + 4 * x);
    }
}

/// The eight compiled combinations of fill rule, opacity and whether the rows are filled whole.
AVX2 void resolve_job(const zoetrope_solid_rows *job) {
    const int opaque = (job->color >> 24) == 0xFF;
    if (job->even_odd) {
        if (job->fills_rows) {
            if (opaque) resolve_rows(job, 1, 1, 1); else resolve_rows(job, 1, 0, 1);
        } else {
            if (opaque) resolve_rows(job, 1, 1, 0); else resolve_rows(job, 1, 0, 0);
        }
    } else {
        if (job->fills_rows) {
            if (opaque) resolve_rows(job, 0, 1, 1); else resolve_rows(job, 0, 0, 1);
        } else {
            if (opaque) resolve_rows(job, 0, 1, 0); else resolve_rows(job, 0, 0, 0);
        }
    }
}

__attribute__((target("avx2"), noinline))
static void resolve_avx2(const zoetrope_solid_rows *job) {
    resolve_job(job);
}

/// The same AVX2 code compiled where AVX-512 is present: the same operations on the same lanes
/// (the compiler may choose other instructions for them, with the same results: no contraction,
/// and the tests compare every kernel with the Swift resolve), but 32 vector registers instead of
/// 16, so the loop's constants stay in registers instead of being spilled and reloaded every chunk
/// (polygons_1000 −6 % at 1 thread).
__attribute__((target("avx2,avx512f,avx512bw,avx512vl"), noinline))
static void resolve_avx512(const zoetrope_solid_rows *job) {
    resolve_job(job);
}

int32_t zoetrope_solid_resolve_level(void) {
    if (!__builtin_cpu_supports("avx2")) return zoetrope_solid_kernel_none;
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl")) {
        return zoetrope_solid_kernel_avx512;
    }
    return zoetrope_solid_kernel_avx2;
}

void zoetrope_resolve_solid_rows(const zoetrope_solid_rows *job, int32_t level) {
    if (level >= zoetrope_solid_kernel_avx512) resolve_avx512(job); else resolve_avx2(job);
}

#else

int32_t zoetrope_solid_resolve_level(void) {
    return zoetrope_solid_kernel_none;
}

void zoetrope_resolve_solid_rows(const zoetrope_solid_rows *job, int32_t level) {
    (void)job;
    (void)level;
    __builtin_trap();
}

#endif
