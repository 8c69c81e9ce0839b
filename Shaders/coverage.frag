#version 300 es
// Analytic coverage, accumulation pass: adds (blending GL_ONE, GL_ONE into an R32F target) the
// signed area of this pixel's square covered by one piece of a fan (a convex quad or a triangle).
// Summed over a path's fan this is the integral of the winding number over the pixel — what the software renderer's cell
// accumulation gives (SoftwareRasterizer/CoverageAccumulator.swift) — and the cover pass folds it
// by the fill rule (mask.glsl). Each edge a→b adds the area of the square right of it within its
// y-span, signed by its direction; together they give the piece's area in the square.
precision highp float;
uniform vec2 uViewport;
flat in vec2 vP0;
flat in vec2 vP1;
flat in vec2 vP2;
flat in vec2 vP3;   // equal to vP0 for a triangle: its edge adds nothing
layout(location = 0) out vec4 color;          // adds nothing to the color (blending GL_ONE, GL_ONE)
#ifdef ZOETROPE_IMAGE_ATOMICS
// The R32I accumulation (AnalyticCoverage's image atomics): areas in 16.16 fixed point.
layout(r32i, binding = 0) coherent uniform highp iimage2D uAccumulationImage;
#else
layout(location = 1) out vec4 accumulation;   // color attachment 1 (AnalyticCoverage)
#endif

// ∫ clamp(1 − x, 0, 1) dx: the antiderivative the average of an edge's coverage comes from.
float integral(float x) {
    return x <= 0.0 ? x : x >= 1.0 ? 0.5 : x - 0.5 * x * x;
}

// Signed area of the unit square right of the edge a→b (pixel-local coordinates), within its y-span.
float rightOf(vec2 a, vec2 b) {
    float ya = clamp(a.y, 0.0, 1.0), yb = clamp(b.y, 0.0, 1.0);
    float dy = yb - ya;
    if (dy == 0.0) return 0.0;
    float slope = (b.x - a.x) / (b.y - a.y);
    float xa = a.x + (ya - a.y) * slope, xb = a.x + (yb - a.y) * slope;
    float dx = xb - xa;
    float average = abs(dx) > 1e-4 ? (integral(xb) - integral(xa)) / dx : clamp(1.0 - 0.5 * (xa + xb), 0.0, 1.0);
    return dy * average;
}

void main() {
    vec2 pixel = vec2(floor(gl_FragCoord.x), floor(uViewport.y - gl_FragCoord.y));
    vec2 a = vP0 - pixel, b = vP1 - pixel, c = vP2 - pixel, d = vP3 - pixel;
    float area = rightOf(a, b) + rightOf(b, c) + rightOf(c, d) + rightOf(d, a);
    color = vec4(0.0);
#ifdef ZOETROPE_IMAGE_ATOMICS
    // Unconditional: llvmpipe (Mesa 22.3) lost the adds of whole 4×4 blocks under `if (units != 0)`.
    imageAtomicAdd(uAccumulationImage, ivec2(gl_FragCoord.xy), int(floor(area * 65536.0 + 0.5)));
#else
    accumulation = vec4(area, 0.0, 0.0, 0.0);
#endif
}
