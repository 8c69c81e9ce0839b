#version 300 es
// Writes the interpolated premultiplied color; blending is GL_ONE, GL_ONE_MINUS_SRC_ALPHA.
precision highp float;
in vec4 vColor;
out vec4 fragColor;

void main() {
    fragColor = vColor;
}
