// Included by the cover shaders (`#include "mask.glsl"`): the coverage of this pixel by the path
// being covered. uRule 0: none (the stencil or the geometry itself masks); 1 nonzero, min(|w|, 1);
// 2 even-odd, the triangle wave of |w| — of the accumulated winding area w (coverage.frag), rounded
// to 8 bits as the software renderer's fold rounds it (CoverageAccumulator+Resolve.swift).
// With ZOETROPE_FRAMEBUFFER_FETCH (GL_EXT_shader_framebuffer_fetch, see AnalyticCoverage.swift) the
// accumulation is color attachment 1 of the framebuffer being drawn: read in place and cleared to 0
// as it is used (premultiplied blending of (0, 0, 0, 1) leaves 0, as does the multiply composite,
// which blends nothing). Draws with uRule 0 write back what they read: its alpha reads 1 (R32F has
// none), so the blend leaves it exactly. No other framebuffer, texture or draw-buffer change.
// With ZOETROPE_IMAGE_ATOMICS the accumulation is an R32I image in 16.16 fixed point: read and
// zeroed in one atomic exchange, ready for the next group.
uniform int uRule;
#ifdef ZOETROPE_FRAMEBUFFER_FETCH
layout(location = 1) inout highp vec4 zAccumulation;
#elif defined(ZOETROPE_IMAGE_ATOMICS)
layout(r32i, binding = 0) coherent uniform highp iimage2D uAccumulationImage;
#else
uniform highp sampler2D uAccumulation;
#endif

float maskCoverage() {
    if (uRule == 0) return 1.0;
#ifdef ZOETROPE_FRAMEBUFFER_FETCH
    float w = abs(zAccumulation.r);
    zAccumulation = vec4(0.0, 0.0, 0.0, 1.0);   // blended (ONE, ONE_MINUS_SRC_ALPHA): exactly 0
#elif defined(ZOETROPE_IMAGE_ATOMICS)
    float w = abs(float(imageAtomicExchange(uAccumulationImage, ivec2(gl_FragCoord.xy), 0)) / 65536.0);
#else
    float w = abs(texelFetch(uAccumulation, ivec2(gl_FragCoord.xy), 0).r);
#endif
    float c = uRule == 1 ? min(w, 1.0) : (w - 2.0 * floor(w * 0.5));
    if (uRule == 2 && c > 1.0) c = 2.0 - c;
    return floor(c * 255.0 + 0.5) / 255.0;
}
