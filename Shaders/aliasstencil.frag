#version 300 es
// Aliased coverage without GL_EXT_multisample_compatibility, step 2 (see AliasMask.swift): drawn
// over the same cover quads into the multisampled target with color writes off and stencil
// REPLACE 1. A pixel whose centre the mask marks keeps its fragment, which covers every sample of
// the pixel-aligned quad, so all its samples get stencil 1; the others are discarded. The cover
// draw that follows then paints whole pixels.
precision highp float;
uniform highp sampler2D uMask;  // the single-sample mask, the canvas size (same window coordinates)
out vec4 fragColor;

void main() {
    if (texelFetch(uMask, ivec2(gl_FragCoord.xy), 0).r < 0.5) discard;
    fragColor = vec4(0.0);
}
