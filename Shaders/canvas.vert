#version 300 es
// A full-screen triangle from gl_VertexID (no vertex buffer): copies the pixmap's previous
// contents into the multisampled framebuffer before a frame is drawn over them.
void main() {
    vec2 corner = vec2(float((gl_VertexID & 1) << 2), float((gl_VertexID & 2) << 1));
    gl_Position = vec4(corner - 1.0, 0.0, 1.0);
}
