import Foundation
@testable import RenderCommands

/// The drop shadow as it was before its tint and composite ran on vectors, kept as the reference
/// the vectorized one must match byte for byte (its blur is the shared one).
enum ScalarDropShadowReference {
    static func dropShadow(_ pixmap: inout Pixmap, color: PremultipliedRGBA8, kernel: GaussianBlurKernel, dx: Int, dy: Int) {
        let width = pixmap.width, height = pixmap.height
        guard width > 0, height > 0, color.alpha > 0 else { return }
        let source = pixmap.withUnsafeBytes { Array($0) }
        var shadow = source
        let tint = (UInt32(color.red), UInt32(color.green), UInt32(color.blue), UInt32(color.alpha))
        for y in 0..<height {
            let sy = y - dy
            for x in 0..<width {
                let i = (y * width + x) * 4
                let sx = x - dx
                let a: UInt32 = sy >= 0 && sy < height && sx >= 0 && sx < width ? UInt32(source[(sy * width + sx) * 4 + 3]) : 0
                shadow[i] = UInt8(Blend.div255(tint.0 * a))
                shadow[i + 1] = UInt8(Blend.div255(tint.1 * a))
                shadow[i + 2] = UInt8(Blend.div255(tint.2 * a))
                shadow[i + 3] = UInt8(Blend.div255(tint.3 * a))
            }
        }
        var below = try! Pixmap(width: width, height: height, premultipliedBytes: shadow)
        below.applyBlur(kernel)
        let under = below.withUnsafeBytes { Array($0) }
        var pixels = source
        var i = 0
        while i < pixels.count {
            let inverse = 255 - UInt32(pixels[i + 3])
            if inverse != 0 {
                for c in 0..<4 { pixels[i + c] = pixels[i + c] &+ UInt8(Blend.div255(UInt32(under[i + c]) * inverse)) }
            }
            i += 4
        }
        pixmap = try! Pixmap(width: width, height: height, premultipliedBytes: pixels)
    }
}
