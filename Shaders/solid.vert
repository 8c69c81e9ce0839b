#version 300 es
// Solid geometry in device pixels (origin top-left, y down) with a premultiplied color per vertex.
// Used for stencil passes (color writes off), stencil covers and directly drawn convex fills.
layout(location = 0) in vec2 aPosition;
layout(location = 1) in vec4 aColor;
uniform vec2 uViewport;
out vec4 vColor;

void main() {
    vColor = aColor;
    gl_Position = vec4(aPosition.x / uViewport.x * 2.0 - 1.0, 1.0 - aPosition.y / uViewport.y * 2.0, 0.0, 1.0);
}
