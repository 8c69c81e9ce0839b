// Included by the cover shaders (`#include "mask.glsl"`): the coverage of this pixel by the path
// being covered. uRule 0: none (the stencil or the geometry itself masks); 1 nonzero, min(|w|, 1);
// 2 even-odd, the triangle wave of |w| — of the accumulated winding area w (coverage.frag), rounded
// to 8 bits as the software renderer's fold rounds it (CoverageAccumulator+Resolve.swift).
uniform int uRule;
uniform highp sampler2D uAccumulation;

float maskCoverage() {
    if (uRule == 0) return 1.0;
    float w = abs(texelFetch(uAccumulation, ivec2(gl_FragCoord.xy), 0).r);
    float c = uRule == 1 ? min(w, 1.0) : (w - 2.0 * floor(w * 0.5));
    if (uRule == 2 && c > 1.0) c = 2.0 - c;
    return floor(c * 255.0 + 0.5) / 255.0;
}
