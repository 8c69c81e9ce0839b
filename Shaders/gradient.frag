#version 300 es
// GradientShading's rules (RenderCommands/GradientShading.swift) per pixel centre: map the device
// point back to the command's local space with the inverse projection, compute the ramp location t
// (linear, radial or angular), clamp it, and read entry round(t · 1023) of the shared GradientLUT,
// uploaded as a 1024×1 RGBA8 texture. Premultiplied output, scaled by the hairline coverage and the mask (mask.glsl).
precision highp float;
uniform vec2 uViewport;
uniform mat3 uInverse;          // device (x, y, 1) → local (X, Y, W)
uniform int uKind;              // 0 linear, 1 radial, 2 angular
uniform vec4 uParams;           // linear: origin, direction; radial: center, r0, 1/span; angular: center, start, sweep
uniform bool uReversed;         // angular with a negative sweep: t → 1 − t
uniform float uCoverage;        // 0…1
uniform highp sampler2D uRamp;
#include "mask.glsl"
layout(location = 0) out vec4 fragColor;

const float TURN = 6.283185307179586;

float angularLocation(float theta, float start, float sweep) {
    if (sweep >= TURN) {
        float base = start + sweep - TURN;
        float d = mod(theta - base, TURN);
        return (base + d - start) / sweep;
    }
    float d = mod(theta - start, TURN);
    if (d <= sweep) return d / sweep;
    return d - sweep < (TURN - sweep) * 0.5 ? 1.0 : 0.0;
}

void main() {
    vec2 device = vec2(gl_FragCoord.x, uViewport.y - gl_FragCoord.y);
    vec3 mapped = uInverse * vec3(device, 1.0);
    if (mapped.z <= 0.0) discard;                    // behind the eye
    vec2 p = mapped.xy / mapped.z;
    float t;
    if (uKind == 0) {
        t = dot(p - uParams.xy, uParams.zw);
    } else if (uKind == 1) {
        t = (length(p - uParams.xy) - uParams.z) * uParams.w;
    } else {
        float u = angularLocation(atan(p.y - uParams.y, p.x - uParams.x), uParams.z, uParams.w);
        t = uReversed ? 1.0 - u : u;
    }
    t = t > 0.0 ? min(t, 1.0) : 0.0;                  // NaN → 0
    vec4 color = texelFetch(uRamp, ivec2(int(floor(t * 1023.0 + 0.5)), 0), 0);
    fragColor = color * (uCoverage * maskCoverage());
}
