#version 300 es
// Composites a resolved layer (offscreen group) onto its parent at popLayer, pixel for pixel
// (texelFetch at the fragment's own pixel: layer and parent have the canvas size). The layer is
// premultiplied and scaled by the group opacity. Normal, screen, plusLighter and the Porter-Duff
// modes are done by the blend equation (exact on premultiplied colors; uMode 0: the layer as is).
// The others read the parent's pixels from a copy (uBackdrop) and are written with blending off:
// 1 multiply, s·d + s(1−αd) + d(1−αs); 2–14 the W3C separable and non-separable modes,
// co = cs(1−αb) + cb(1−αs) + αs·αb·B(Cb, Cs) on unpremultiplied Cb, Cs (RenderCommands'
// BlendFunctions is the same definition); 15 plusDarker, max(0, s + d − αs·αd). The clip mask,
// if any, is the parent's stencil (MSAA samples give its anti-aliased coverage) or the analytic
// coverage of mask.glsl (scaling the layer, which is linear in every mode's source).
precision highp float;
uniform highp sampler2D uLayer;
uniform highp sampler2D uBackdrop;
uniform float uOpacity;   // 0…1
uniform int uMode;        // see above
// A colour matrix (RenderCommands' ColorMatrix) on the layer's straight colour, each result
// clamped to 0…1, before the opacity: the layer's lone colour-matrix filter, done here instead of
// being resolved into pixels (uHasMatrix 0: none).
uniform int uHasMatrix;
uniform mat4 uColorMatrix;
uniform vec4 uColorOffset;
// A blur or drop shadow drawn by blur.frag's passes into uFiltered (texels outside uFilteredRect,
// x0 y0 x1 y1, are transparent): uFilter 1, the layer is the blurred pixels; 2, the layer over its
// shadow, the tinted blurred alpha, already moved by its offset; 3, the layer over its backdrop,
// the blurred canvas, its straight colour mapped by uBackdropMatrix (a saturation; each result
// clamped to 0…1) (0: the layer as drawn).
uniform int uFilter;
uniform highp sampler2D uFiltered;
uniform ivec4 uFilteredRect;
uniform mat3 uBackdropMatrix;
// An alpha threshold after a blur (uFilter 1, uHasThreshold 1): a blurred texel whose alpha byte
// lies in uThreshold (low, high) becomes uThresholdColor (premultiplied), any other transparent —
// RenderCommands' applyAlphaThreshold on the same bytes.
uniform int uHasThreshold;
uniform ivec2 uThreshold;
uniform vec4 uThresholdColor;
// A mask (uHasMask 1): the layer is multiplied by the alpha of uMask, the mask's group as drawn,
// inside uMaskRect (x0 y0 x1 y1, what it drew) and by 0 outside.
uniform int uHasMask;
uniform highp sampler2D uMask;
uniform ivec4 uMaskRect;
#include "mask.glsl"
layout(location = 0) out vec4 fragColor;

float hardLight(float cb, float cs) {
    return cs <= 0.5 ? cb * 2.0 * cs : cb + (2.0 * cs - 1.0) - cb * (2.0 * cs - 1.0);
}

float separable(int mode, float cb, float cs) {
    if (mode == 2) return hardLight(cs, cb);                       // overlay
    if (mode == 3) return min(cb, cs);                             // darken
    if (mode == 4) return max(cb, cs);                             // lighten
    if (mode == 5) return cb == 0.0 ? 0.0 : (cs >= 1.0 ? 1.0 : min(1.0, cb / (1.0 - cs)));   // colorDodge
    if (mode == 6) return cb >= 1.0 ? 1.0 : (cs <= 0.0 ? 0.0 : 1.0 - min(1.0, (1.0 - cb) / cs));   // colorBurn
    if (mode == 7) {                                               // softLight
        if (cs <= 0.5) return cb - (1.0 - 2.0 * cs) * cb * (1.0 - cb);
        float d = cb <= 0.25 ? ((16.0 * cb - 12.0) * cb + 4.0) * cb : sqrt(cb);
        return cb + (2.0 * cs - 1.0) * (d - cb);
    }
    if (mode == 8) return hardLight(cb, cs);                       // hardLight
    if (mode == 9) return abs(cb - cs);                            // difference
    return cb + cs - 2.0 * cb * cs;                                // 10 exclusion
}

float lum(vec3 c) { return dot(c, vec3(0.3, 0.59, 0.11)); }

vec3 clipColor(vec3 c) {
    float l = lum(c), n = min(min(c.r, c.g), c.b), x = max(max(c.r, c.g), c.b);
    if (n < 0.0 && l > n) c = l + (c - l) * l / (l - n);
    if (x > 1.0 && x > l) c = l + (c - l) * (1.0 - l) / (x - l);
    return c;
}

vec3 setLum(vec3 c, float l) { return clipColor(c + (l - lum(c))); }

float sat(vec3 c) { return max(max(c.r, c.g), c.b) - min(min(c.r, c.g), c.b); }

vec3 setSat(vec3 c, float s) {
    float lo = min(min(c.r, c.g), c.b), hi = max(max(c.r, c.g), c.b);
    if (hi <= lo) return vec3(0.0);
    return (c - lo) * s / (hi - lo);
}

vec3 blendFunction(int mode, vec3 cb, vec3 cs) {
    if (mode == 11) return setLum(setSat(cs, sat(cb)), lum(cb));   // hue
    if (mode == 12) return setLum(setSat(cb, sat(cs)), lum(cb));   // saturation
    if (mode == 13) return setLum(cs, lum(cb));                    // color
    if (mode == 14) return setLum(cb, lum(cs));                    // luminosity
    return vec3(separable(mode, cb.r, cs.r), separable(mode, cb.g, cs.g), separable(mode, cb.b, cs.b));
}

vec4 filtered(ivec2 q) {
    bool inside = all(greaterThanEqual(q, uFilteredRect.xy)) && all(lessThan(q, uFilteredRect.zw));
    return inside ? texelFetch(uFiltered, q, 0) : vec4(0.0);
}

void main() {
    ivec2 pixel = ivec2(gl_FragCoord.xy);
    vec4 s = uFilter == 1 ? filtered(pixel) : texelFetch(uLayer, pixel, 0);
    if (uHasThreshold != 0) {
        int a = int(s.a * 255.0 + 0.5);
        s = a >= uThreshold.x && a <= uThreshold.y ? uThresholdColor : vec4(0.0);
    }
    if (uHasMask != 0) {
        bool inside = all(greaterThanEqual(pixel, uMaskRect.xy)) && all(lessThan(pixel, uMaskRect.zw));
        s *= inside ? texelFetch(uMask, pixel, 0).a : 0.0;
    }
    if (uFilter == 2) s += filtered(pixel) * (1.0 - s.a);
    if (uFilter == 3) {
        vec4 b = filtered(pixel);
        vec3 straight = b.a > 0.0 ? min(b.rgb / b.a, vec3(1.0)) : vec3(0.0);
        s += vec4(clamp(uBackdropMatrix * straight, 0.0, 1.0) * b.a, b.a) * (1.0 - s.a);
    }
    if (uHasMatrix != 0) {
        vec3 straight = s.a > 0.0 ? min(s.rgb / s.a, vec3(1.0)) : vec3(0.0);
        vec4 m = clamp(uColorMatrix * vec4(straight, s.a) + uColorOffset, 0.0, 1.0);
        s = vec4(m.rgb * m.a, m.a);
    }
    s *= uOpacity * maskCoverage();
    if (uMode == 0) {
        fragColor = s;
        return;
    }
    vec4 d = texelFetch(uBackdrop, pixel, 0);
    float alpha = s.a + d.a - s.a * d.a;
    if (uMode == 1) {
        fragColor = s * d + s * (1.0 - d.a) + d * (1.0 - s.a);
    } else if (uMode == 15) {
        fragColor = vec4(min(max(s.rgb + d.rgb - s.a * d.a, 0.0), alpha), alpha);
    } else {
        vec3 cs = s.a > 0.0 ? min(s.rgb / s.a, 1.0) : vec3(0.0);
        vec3 cb = d.a > 0.0 ? min(d.rgb / d.a, 1.0) : vec3(0.0);
        vec3 co = s.rgb * (1.0 - d.a) + d.rgb * (1.0 - s.a) + s.a * d.a * blendFunction(uMode, cb, cs);
        fragColor = vec4(clamp(co, 0.0, alpha), alpha);
    }
}
