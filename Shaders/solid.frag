#version 300 es
// Writes the interpolated premultiplied color times the mask coverage (mask.glsl); blending is
// GL_ONE, GL_ONE_MINUS_SRC_ALPHA.
precision highp float;
#include "mask.glsl"
in vec4 vColor;
layout(location = 0) out vec4 fragColor;

void main() {
    fragColor = vColor * maskCoverage();
}
