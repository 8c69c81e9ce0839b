#version 300 es
// Aliased coverage without GL_EXT_multisample_compatibility, step 1 (see AliasMask.swift): drawn
// over an aliased draw's cover quads into the single-sample mask framebuffer where its stencil
// (the draw's winding at pixel centres) is non-zero, with blending off: 1 marks a covered pixel.
precision mediump float;
out vec4 fragColor;

void main() {
    fragColor = vec4(1.0);
}
