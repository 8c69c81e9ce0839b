#version 300 es
// An image drawn over the area its rectangle covers (ImageRowShader's rules in
// SoftwareRasterizer/PixelShader.swift): each pixel centre is mapped through the inverse of the
// command's projection and the rect → texel scale (uInverse; perspective-correct by construction),
// then sampled nearest (floor, clamped to the image) or bilinear on premultiplied texels with
// weights rounded to 1/256 and clamped to the edge texels, in integers exactly as the CPU does.
// Premultiplied output, scaled by the image's opacity and the mask (mask.glsl).
precision highp float;
precision highp int;
uniform vec2 uViewport;
uniform mat3 uInverse;          // device (x, y, 1) → texel space (U, V, W)
uniform bool uBilinear;
uniform float uOpacity;         // 0…1
uniform highp sampler2D uImage; // row 0 = the image's top row
#include "mask.glsl"
layout(location = 0) out vec4 fragColor;

ivec4 texel(ivec2 p) {
    return ivec4(floor(texelFetch(uImage, p, 0) * 255.0 + 0.5));
}

void main() {
    vec2 device = vec2(gl_FragCoord.x, uViewport.y - gl_FragCoord.y);
    vec3 mapped = uInverse * vec3(device, 1.0);
    if (mapped.z <= 0.0) discard;                    // behind the eye
    vec2 uv = mapped.xy / mapped.z;
    ivec2 size = textureSize(uImage, 0);
    vec2 extent = vec2(size);
    if (!uBilinear) {
        vec2 c = vec2(uv.x > 0.0 ? min(uv.x, extent.x - 0.5) : 0.0, uv.y > 0.0 ? min(uv.y, extent.y - 0.5) : 0.0);
        fragColor = texelFetch(uImage, ivec2(c), 0) * (uOpacity * maskCoverage());
        return;
    }
    vec2 f = uv - 0.5;
    f = vec2(f.x > 0.0 ? min(f.x, extent.x - 1.0) : 0.0, f.y > 0.0 ? min(f.y, extent.y - 1.0) : 0.0);
    ivec2 p0 = ivec2(f);
    ivec2 p1 = min(p0 + 1, size - 1);
    int wx = int(floor((f.x - float(p0.x)) * 256.0 + 0.5));
    int wy = int(floor((f.y - float(p0.y)) * 256.0 + 0.5));
    ivec4 sum = (256 - wx) * (256 - wy) * texel(p0) + wx * (256 - wy) * texel(ivec2(p1.x, p0.y))
              + (256 - wx) * wy * texel(ivec2(p0.x, p1.y)) + wx * wy * texel(p1);
    fragColor = vec4((sum + 32768) >> 16) / 255.0 * (uOpacity * maskCoverage());
}
