#version 300 es
// Geometry of a gradient-painted cover (or convex fan) in device pixels, y down. The color comes
// from the fragment shader; the vertex color is unused.
layout(location = 0) in vec2 aPosition;
uniform vec2 uViewport;

void main() {
    gl_Position = vec4(aPosition.x / uViewport.x * 2.0 - 1.0, 1.0 - aPosition.y / uViewport.y * 2.0, 0.0, 1.0);
}
