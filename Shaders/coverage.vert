#version 300 es
// Analytic coverage, accumulation pass (see AnalyticCoverage.swift): one instance per piece of a
// path's fan (device pixels, y down) — a convex quad (two fan triangles sharing a diagonal) or a
// triangle (its fourth point equal to its first) — drawn as a convex polygon around it (16 points
// for a quad, 12 for a triangle, as a fan of 14 triangles: 42 vertices from gl_VertexID, the
// unused ones collapsed) that contains every pixel centre within 0.7072 px of the piece — so every
// pixel whose square the piece touches gets one fragment, as conservative rasterization would
// give. The points: for each corner, the offset edge ends and two points of the polygon
// circumscribing the arc of radius r between them (3 tangents, so the arc stays inside). A
// degenerate piece (zero or non-finite area) draws nothing: its area is zero.
precision highp float;
layout(location = 2) in vec2 aP0;
layout(location = 3) in vec2 aP1;
layout(location = 4) in vec2 aP2;
layout(location = 5) in vec2 aP3;
uniform vec2 uViewport;
flat out vec2 vP0;
flat out vec2 vP1;
flat out vec2 vP2;
flat out vec2 vP3;

const float R = 0.7072;   // ≥ √2 / 2: a pixel square's half diagonal

vec2 outward(vec2 a, vec2 b, vec2 inside) {     // unit normal of a→b pointing away from `inside`
    vec2 n = normalize(vec2(b.y - a.y, a.x - b.x));
    return dot(n, inside - a) > 0.0 ? -n : n;
}

float cross2(vec2 a, vec2 b, vec2 c) { return (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y); }

void main() {
    vP0 = aP0; vP1 = aP1; vP2 = aP2; vP3 = aP3;
    bool quad = aP3 != aP0;
    int n = quad ? 4 : 3;
    float area2 = cross2(aP0, aP1, aP2) + (quad ? cross2(aP0, aP2, aP3) : 0.0);
    if (!(abs(area2) > 1e-12) || abs(area2) > 1e30) { gl_Position = vec4(0.0, 0.0, 0.0, 1.0); return; }
    // Corners in one rotational order (so the points go round the polygon).
    vec2 p[4] = area2 > 0.0 ? vec2[4](aP0, aP1, aP2, aP3) : (quad ? vec2[4](aP0, aP3, aP2, aP1) : vec2[4](aP0, aP2, aP1, aP0));
    vec2 centre = quad ? 0.25 * (p[0] + p[1] + p[2] + p[3]) : (p[0] + p[1] + p[2]) / 3.0;
    int t = gl_VertexID / 3, k = gl_VertexID - 3 * t;
    int slot = k == 0 ? 0 : t + k;           // the fan (0, t+1, t+2), t = 0…13
    slot = min(slot, 4 * n - 1);             // a triangle's slots 12…15 collapse onto its last point
    int i = slot / 4, j = slot - 4 * i;      // corner i, its point j = 0…3
    vec2 a = p[(i + n - 1) % n], b = p[i], c = p[(i + 1) % n];
    vec2 nPrev = outward(a, b, centre), nNext = outward(b, c, centre);
    vec2 mid = normalize(nPrev + nNext);
    vec2 q1 = normalize(nPrev + mid), q3 = normalize(mid + nNext);
    float reach = R / max(dot(nPrev, q1), 0.7);   // r / cos(φ/4), φ < 180°
    vec2 offset = j == 0 ? R * nPrev : j == 1 ? reach * q1 : j == 2 ? reach * q3 : R * nNext;
    vec2 v = b + offset;
    gl_Position = vec4(v.x / uViewport.x * 2.0 - 1.0, 1.0 - v.y / uViewport.y * 2.0, 0.0, 1.0);
}
