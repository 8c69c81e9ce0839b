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
flat in vec4 vSlope;     // each edge's dx/dy (coverage.vert)
flat in vec4 vInverse;   // each edge's dy/dx
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

// Signed area of the unit square right of the edge a→b (pixel-local coordinates), within its
// y-span; `slope` its dx/dy, `inverse` its dy/dx.
float rightOf(vec2 a, vec2 b, float slope, float inverse) {
    float ya = clamp(a.y, 0.0, 1.0), yb = clamp(b.y, 0.0, 1.0);
    float dy = yb - ya;
    if (dy == 0.0) return 0.0;
    float xa = a.x + (ya - a.y) * slope, xb = a.x + (yb - a.y) * slope;
    // dy · (the average of 1 − x over the span) = dy · ΔI / dx = ΔI · dy/dx.
    return abs(xb - xa) > 1e-4 ? (integral(xb) - integral(xa)) * inverse : dy * clamp(1.0 - 0.5 * (xa + xb), 0.0, 1.0);
}

void main() {
    vec2 pixel = vec2(floor(gl_FragCoord.x), floor(uViewport.y - gl_FragCoord.y));
    vec2 a = vP0 - pixel, b = vP1 - pixel, c = vP2 - pixel, d = vP3 - pixel;
    float area = rightOf(a, b, vSlope.x, vInverse.x) + rightOf(b, c, vSlope.y, vInverse.y)
        + rightOf(c, d, vSlope.z, vInverse.z) + rightOf(d, a, vSlope.w, vInverse.w);
    color = vec4(0.0);
#ifdef ZOETROPE_IMAGE_ATOMICS
    // Unconditional: llvmpipe (Mesa 22.3) lost the adds of whole 4×4 blocks under `if (units != 0)`.
    imageAtomicAdd(uAccumulationImage, ivec2(gl_FragCoord.xy), int(floor(area * 65536.0 + 0.5)));
#else
    accumulation = vec4(area, 0.0, 0.0, 0.0);
#endif
}
