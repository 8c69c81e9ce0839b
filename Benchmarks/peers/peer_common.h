/*
 * What peer.c (the SCENES.md display lists) and peer_text.c (the text frame) share: errors, the
 * clock, timing frames against a budget, the PNG of the last frame, and the few Blend2D 0.12
 * declarations both use (the PyPI wheel ships libblend2d.a without headers; objects are 16-byte
 * cores, structs as in blend2d's public headers).
 */
#ifndef ZOETROPE_PEER_COMMON_H
#define ZOETROPE_PEER_COMMON_H
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <png.h>

static void die(const char* what) { fprintf(stderr, "error: %s\n", what); exit(1); }

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare(const void* a, const void* b) {
    double x = *(const double*)a, y = *(const double*)b;
    return x < y ? -1 : x > y;
}

/* Frame times: `runs` frames of `frame(context)` after `warmup` untimed ones, stopping once
   `budgetMs` has passed (at least one timed frame); the median, fastest and slowest. */
typedef struct { double median, min, max; int timed; } Timing;

static Timing timeFrames(void (*frame)(void*), void* context, int warmup, int runs, double budgetMs) {
    for (int i = 0; i < warmup; i++) frame(context);   /* warm-up is not limited by the budget */
    double* times = malloc(runs * sizeof(double));
    double began = now_ms();
    int timed = 0;
    while (timed < runs && (timed == 0 || now_ms() - began < budgetMs)) {
        double start = now_ms();
        frame(context);
        times[timed++] = now_ms() - start;
    }
    qsort(times, timed, sizeof(double), compare);
    Timing t = { timed % 2 ? times[timed / 2] : (times[timed / 2 - 1] + times[timed / 2]) / 2, times[0], times[timed - 1], timed };
    free(times);
    return t;
}

/* 0xAARRGGBB premultiplied pixels (Cairo ARGB32 / Blend2D PRGB32) as straight RGBA bytes. */
static void straightRGBA(const uint8_t* data, long stride, int w, int h, uint8_t* rgba) {
    for (int y = 0; y < h; y++) {
        const uint32_t* row = (const uint32_t*)(data + y * stride);
        for (int x = 0; x < w; x++) {
            uint32_t p = row[x], a = p >> 24;
            uint8_t* o = rgba + ((size_t)y * w + x) * 4;
            uint32_t c[3] = { (p >> 16) & 255, (p >> 8) & 255, p & 255 };
            for (int k = 0; k < 3; k++) o[k] = a == 0 ? 0 : a == 255 ? c[k] : (uint8_t)((c[k] * 255 + a / 2) / a);
            o[3] = (uint8_t)a;
        }
    }
}

/* Writes 0xAARRGGBB premultiplied pixels (Cairo ARGB32 / Blend2D PRGB32) as an RGBA PNG. */
static void writePNG(const char* file, const uint8_t* data, long stride, int w, int h) {
    uint8_t* rgba = malloc((size_t)w * h * 4);
    straightRGBA(data, stride, w, h, rgba);
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = w; image.height = h; image.format = PNG_FORMAT_RGBA;
    if (!png_image_write_to_file(&image, file, 0, rgba, 0, NULL)) die("cannot write the PNG");
    free(rgba);
}

#ifdef PEER_BLEND2D
#define PEER_NAME "blend2d"
typedef uint32_t BLResult;
typedef struct { uint64_t d[2]; } BLCore;
typedef struct { double x, y; } BLPoint;
typedef struct { void* pixelData; intptr_t stride; int32_t w, h; uint32_t format, flags; } BLImageData;
typedef struct { uint32_t flags, threadCount, cpuFeatures, commandQueueLimit, savedStateLimit; int32_t originX, originY; uint32_t reserved; } BLContextCreateInfo;
BLResult blImageInitAs(BLCore*, int w, int h, uint32_t format);
BLResult blImageGetData(const BLCore*, BLImageData*);
BLResult blImageDestroy(BLCore*);
BLResult blContextInitAs(BLCore*, BLCore* image, const BLContextCreateInfo*);
BLResult blContextEnd(BLCore*);
BLResult blContextDestroy(BLCore*);
BLResult blContextSetCompOp(BLCore*, uint32_t);
BLResult blContextFillAllRgba32(BLCore*, uint32_t);
BLResult blContextSetFillRule(BLCore*, uint32_t);
BLResult blRuntimeQueryInfo(uint32_t type, void* out);
enum { BL_FORMAT_PRGB32 = 1, BL_COMP_OP_SRC_OVER = 0, BL_COMP_OP_SRC_COPY = 1, BL_FILL_RULE_NON_ZERO = 0 };

/* Writes a Blend2D image (premultiplied BGRA) as a PNG. */
static void writeBlend2DImage(const BLCore* image, const char* out, int w, int h) {
    BLImageData data;
    if (blImageGetData(image, &data)) die("blImageGetData");
    writePNG(out, data.pixelData, (long)data.stride, w, h);
}

/* Blend2D's version, "major.minor.patch". */
static const char* blend2DVersion(void) {
    static char text[32];
    uint32_t info[64] = {0};
    blRuntimeQueryInfo(0, info);
    snprintf(text, sizeof text, "%u.%u.%u", info[0], info[1], info[2]);
    return text;
}
#endif

#endif
