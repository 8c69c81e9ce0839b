#version 300 es
// One pass of a layer's blur or drop shadow (LayerBlur.swift), drawn by canvas.vert's full-screen
// triangle under a scissor over the pixels it writes: each pixel is the weighted sum of the source
// texels along one axis (uAxis 0: x, 1: y), uWeights[k] (the kernel RenderCommands'
// CompositeBlur.weights gives: the CPU's passes along one axis convolved into one, symmetric,
// summing to 1) applied to the texel k − uRadius away. Texels outside uValid (what the pass before
// wrote, or what the layer drew: elsewhere the texture holds older pixels) are transparent, so the
// loop runs over the taps that land inside it only; with uClamp set (a backdrop, whose blur repeats
// the canvas's edges) they are the nearest texel inside instead. With uTint set (a shadow's first pass) each
// texel is its alpha times the premultiplied tint, rounded to bytes as the CPU rounds it, read
// uOffset away (the shadow's offset).
precision highp float;
precision highp int;
uniform highp sampler2D uSource;
uniform vec4 uWeights[184];   // 4 taps each: up to 735 (the widest kernel, σ = 128, has 721)
uniform int uRadius;
uniform int uAxis;
uniform ivec2 uOffset;
uniform ivec4 uValid;     // x0, y0, x1, y1: texels [x0, x1) × [y0, y1)
uniform int uClamp;
uniform int uTint;
uniform vec4 uTintColor;  // 0…255, premultiplied
layout(location = 0) out vec4 fragColor;

void main() {
    ivec2 pixel = ivec2(gl_FragCoord.xy) - uOffset;
    int across = uAxis == 0 ? pixel.y : pixel.x, along = uAxis == 0 ? pixel.x : pixel.y;
    int acrossLow = uAxis == 0 ? uValid.y : uValid.x, acrossHigh = uAxis == 0 ? uValid.w : uValid.z;
    int low = uAxis == 0 ? uValid.x : uValid.y, high = uAxis == 0 ? uValid.z : uValid.w;
    vec4 sum = vec4(0.0);
    if (uClamp != 0) {
        across = clamp(across, acrossLow, acrossHigh - 1);
        for (int k = 0; k <= 2 * uRadius; k++) {
            int at = clamp(along + k - uRadius, low, high - 1);
            sum += uWeights[k >> 2][k & 3] * texelFetch(uSource, uAxis == 0 ? ivec2(at, across) : ivec2(across, at), 0);
        }
    } else if (across >= acrossLow && across < acrossHigh) {
        int first = max(0, low - along + uRadius), end = min(2 * uRadius + 1, high - along + uRadius);
        ivec2 step = uAxis == 0 ? ivec2(1, 0) : ivec2(0, 1);
        for (int k = first; k < end; k++) {
            vec4 texel = texelFetch(uSource, pixel + step * (k - uRadius), 0);
            if (uTint != 0) {
                float alpha = floor(texel.a * 255.0 + 0.5);
                texel = floor(uTintColor * alpha / 255.0 + 0.5) / 255.0;
            }
            sum += uWeights[k >> 2][k & 3] * texel;
        }
    }
    fragColor = sum;
}
