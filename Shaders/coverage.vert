#version 300 es
// Analytic coverage, accumulation pass (see AnalyticCoverage.swift): one instance per piece of a
// path's fan (device pixels, y down) — a convex quad (two fan triangles sharing a diagonal) or a
// triangle (its fourth point equal to its first) — drawn as a convex polygon around it that
// contains the centre of every pixel whose square touches the piece (the piece's Minkowski sum
// with a pixel square), as conservative rasterization would give. Each edge moves out by the
// square's reach along its normal, ½(|nx| + |ny|); neighbouring moved edges meet in a miter point,
// or, at a sharp corner whose miter would reach past 2R, are cut by a bevel R beyond the corner
// along the bisector (R = √2/2 bounds the square's reach in any direction). Two points per corner
// (equal at a miter): 8 for a quad, 6 for a triangle, drawn as a fan of 6 triangles (18 vertices
// from gl_VertexID, unused ones collapsed). A mitered quad is 2 real triangles and a mitered
// triangle 1: the rest have no area and cost the rasterizer nothing. A piece with an edge shorter
// than SHORT (a round join's sliver) is drawn as its box grown by half a pixel instead, its edges'
// directions being too coarse in Float to place its sides. A degenerate piece (zero or non-finite
// area) draws nothing: its area is zero.
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
flat out vec4 vSlope;     // each edge's dx/dy (0 when horizontal): P0→P1, P1→P2, P2→P3, P3→P0
flat out vec4 vInverse;   // each edge's dy/dx (0 when vertical)

const float R = 0.7072;      // ≥ √2 / 2: a pixel square's half diagonal
const float SLACK = 4e-3;    // against rounding in the points below (edges ≥ SHORT, coordinates ≤ 2¹²)
const float SHORT = 0.5;     // a shorter edge's direction is too coarse: the piece's box is drawn

float reach(vec2 n) { return 0.5 * (abs(n.x) + abs(n.y)) + SLACK; }   // a pixel square's along n

float cross2(vec2 a, vec2 b, vec2 c) { return (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y); }

// Where the line {x : dot(x, n) = d} meets the bevel {x : dot(x, mid) = R} (corner-relative).
vec2 onBevel(vec2 n, float d, vec2 mid) {
    vec2 along = vec2(-n.y, n.x);
    if (dot(along, mid) < 0.0) along = -along;
    return d * n + along * ((R + SLACK - d * dot(n, mid)) / dot(along, mid));
}

// dx/dy of the edge a→b, 0 for a horizontal one (which adds nothing).
float slope(vec2 a, vec2 b) { return b.y != a.y ? (b.x - a.x) / (b.y - a.y) : 0.0; }

void main() {
    vP0 = aP0; vP1 = aP1; vP2 = aP2; vP3 = aP3;
    // Per edge, not per fragment: the fragment stage's eight divisions were its dearest operations.
    vSlope = vec4(slope(aP0, aP1), slope(aP1, aP2), slope(aP2, aP3), slope(aP3, aP0));
    vInverse = vec4(slope(aP0.yx, aP1.yx), slope(aP1.yx, aP2.yx), slope(aP2.yx, aP3.yx), slope(aP3.yx, aP0.yx));
    bool quad = aP3 != aP0;
    int n = quad ? 4 : 3;
    float area2 = cross2(aP0, aP1, aP2) + (quad ? cross2(aP0, aP2, aP3) : 0.0);
    if (!(abs(area2) > 1e-12) || abs(area2) > 1e30) { gl_Position = vec4(0.0, 0.0, 0.0, 1.0); return; }
    // Corners in one rotational order (so the points go round the polygon).
    vec2 p[4] = area2 > 0.0 ? vec2[4](aP0, aP1, aP2, aP3) : (quad ? vec2[4](aP0, aP3, aP2, aP1) : vec2[4](aP0, aP2, aP1, aP0));
    int t = gl_VertexID / 3, k = gl_VertexID - 3 * t;
    int slot = k == 0 ? 0 : t + k;           // the fan (0, t+1, t+2), t = 0…5
    slot = min(slot, 2 * n - 1);             // a triangle's slots 6 and 7 collapse onto its last point
    int i = slot / 2, j = slot - 2 * i;      // corner i, its point j = 0 (previous edge's side) or 1
    float shortest = min(min(distance(p[0], p[1]), distance(p[1], p[2])), distance(p[n - 1], p[0]));
    if (quad) shortest = min(shortest, distance(p[2], p[3]));
    if (shortest < SHORT) {                  // its box grown by half a pixel: corners 0…3, then 3
        vec2 lo = min(min(p[0], p[1]), min(p[2], p[3])) - 0.5 - SLACK;
        vec2 hi = max(max(p[0], p[1]), max(p[2], p[3])) + 0.5 + SLACK;
        slot = min(slot, 3);
        vec2 box = vec2(slot == 1 || slot == 2 ? hi.x : lo.x, slot >= 2 ? hi.y : lo.y);
        gl_Position = vec4(box.x / uViewport.x * 2.0 - 1.0, 1.0 - box.y / uViewport.y * 2.0, 0.0, 1.0);
        return;
    }
    vec2 a = p[(i + n - 1) % n], b = p[i], c = p[(i + 1) % n];
    // The order makes the area positive: the outside is right of each edge. Directions and
    // normals come from the edges alone (a needle's centre is no guide to its sides).
    vec2 ePrev = normalize(b - a), eNext = normalize(c - b);
    vec2 nPrev = vec2(ePrev.y, -ePrev.x), nNext = vec2(eNext.y, -eNext.x);
    float dPrev = reach(nPrev), dNext = reach(nNext);
    float det = nPrev.x * nNext.y - nPrev.y * nNext.x;
    vec2 miter = vec2(dPrev * nNext.y - dNext * nPrev.y, nPrev.x * dNext - nNext.x * dPrev) / det;
    vec2 offset;
    if (dot(nPrev, nNext) > 0.9999) {        // all but straight on: beyond both lines
        offset = (max(dPrev, dNext) + 0.01) * normalize(nPrev + nNext);
    } else if (dot(miter, miter) <= 4.0 * R * R) {
        offset = miter;
    } else {                                 // sharp: the bisector from the edges' directions
        vec2 mid = normalize(ePrev - eNext);
        offset = j == 0 ? onBevel(nPrev, dPrev, mid) : onBevel(nNext, dNext, mid);
    }
    vec2 v = b + offset;
    gl_Position = vec4(v.x / uViewport.x * 2.0 - 1.0, 1.0 - v.y / uViewport.y * 2.0, 0.0, 1.0);
}
