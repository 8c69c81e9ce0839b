#version 300 es
// Composites a resolved layer (offscreen group) onto its parent at popLayer, pixel for pixel
// (texelFetch at the fragment's own pixel: layer and parent have the canvas size). The layer is
// premultiplied and scaled by the group opacity. Normal, screen and plusLighter are done by the
// blend equation (exact on premultiplied colors); multiply, s·d + s(1−αd) + d(1−αs), reads the
// parent's pixels from a copy (uBackdrop) and is written with blending off. The clip mask, if
// any, is the parent's stencil (MSAA samples give its anti-aliased coverage) or the analytic
// coverage of mask.glsl (scaling the layer, which is linear in every mode).
precision highp float;
uniform highp sampler2D uLayer;
uniform highp sampler2D uBackdrop;
uniform float uOpacity;   // 0…1
uniform int uMode;        // 1 multiply (reads uBackdrop); anything else: the layer as is
#include "mask.glsl"
layout(location = 0) out vec4 fragColor;

void main() {
    ivec2 pixel = ivec2(gl_FragCoord.xy);
    vec4 s = texelFetch(uLayer, pixel, 0) * (uOpacity * maskCoverage());
    if (uMode == 1) {
        vec4 d = texelFetch(uBackdrop, pixel, 0);
        fragColor = s * d + s * (1.0 - d.a) + d * (1.0 - s.a);
    } else {
        fragColor = s;
    }
}
