#version 300 es
// Analytic coverage, accumulation pass (see AnalyticCoverage.swift): one instance per triangle of
// a path's fan (device pixels, y down), drawn as a convex 12-point polygon around it (10 fan
// triangles, 30 vertices from gl_VertexID) that contains every pixel centre within 0.7072 px of
// the triangle — so every pixel whose square the triangle touches gets one fragment, as
// conservative rasterization would give. The points: for each corner, the offset edge ends and two
// points of the polygon circumscribing the arc of radius r between them (3 tangents, so the arc
// stays inside). A degenerate triangle (zero or non-finite area) draws nothing: its area is zero.
precision highp float;
layout(location = 2) in vec2 aP0;
layout(location = 3) in vec2 aP1;
layout(location = 4) in vec2 aP2;
uniform vec2 uViewport;
flat out vec2 vP0;
flat out vec2 vP1;
flat out vec2 vP2;

const float R = 0.7072;   // ≥ √2 / 2: a pixel square's half diagonal

vec2 outward(vec2 a, vec2 b, vec2 c) {     // unit normal of a→b pointing away from c
    vec2 n = normalize(vec2(b.y - a.y, a.x - b.x));
    return dot(n, c - a) > 0.0 ? -n : n;
}

void main() {
    vP0 = aP0; vP1 = aP1; vP2 = aP2;
    float area2 = (aP1.x - aP0.x) * (aP2.y - aP0.y) - (aP2.x - aP0.x) * (aP1.y - aP0.y);
    if (!(abs(area2) > 1e-12) || abs(area2) > 1e30) { gl_Position = vec4(0.0, 0.0, 0.0, 1.0); return; }
    // Corners in one rotational order (so the 12 points go round the polygon).
    vec2 p[3] = area2 > 0.0 ? vec2[3](aP0, aP1, aP2) : vec2[3](aP0, aP2, aP1);
    int t = gl_VertexID / 3, k = gl_VertexID - 3 * t;
    int slot = k == 0 ? 0 : t + k;           // the fan (0, t+1, t+2), t = 0…9
    int i = slot / 4, j = slot - 4 * i;      // corner i, its point j = 0…3
    vec2 a = p[(i + 2) % 3], b = p[i], c = p[(i + 1) % 3];
    vec2 nPrev = outward(a, b, c), nNext = outward(b, c, a);
    vec2 mid = normalize(nPrev + nNext);
    vec2 q1 = normalize(nPrev + mid), q3 = normalize(mid + nNext);
    float reach = R / max(dot(nPrev, q1), 0.7);   // r / cos(φ/4), φ < 180°
    vec2 offset = j == 0 ? R * nPrev : j == 1 ? reach * q1 : j == 2 ? reach * q3 : R * nNext;
    vec2 v = b + offset;
    gl_Position = vec4(v.x / uViewport.x * 2.0 - 1.0, 1.0 - v.y / uViewport.y * 2.0, 0.0, 1.0);
}
