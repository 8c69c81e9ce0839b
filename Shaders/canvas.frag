#version 300 es
// The pixmap texture is stored top row first; GL's window origin is bottom-left, so rows flip.
// texelFetch reads exact texels (no filtering), so the canvas arrives unchanged.
precision highp float;
uniform highp sampler2D uCanvas;
out vec4 fragColor;

void main() {
    ivec2 size = textureSize(uCanvas, 0);
    ivec2 pixel = ivec2(gl_FragCoord.xy);
    fragColor = texelFetch(uCanvas, ivec2(pixel.x, size.y - 1 - pixel.y), 0);
}
