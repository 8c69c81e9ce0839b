import Foundation
import Testing
import Geometry2D
import RenderCommands

/// The colour matrices of SwiftUI's colour effects against the CSS Filter Effects / SVG formulas,
/// and their application to premultiplied pixels.
@Suite struct ColorMatrixTests {
    private func close(_ a: (red: Double, green: Double, blue: Double, alpha: Double),
                       _ b: (Double, Double, Double, Double), _ tolerance: Double = 1e-3) -> Bool {
        abs(a.red - b.0) <= tolerance && abs(a.green - b.1) <= tolerance && abs(a.blue - b.2) <= tolerance
            && abs(a.alpha - b.3) <= tolerance
    }

    @Test func neutralAmountsAreTheIdentity() {
        for matrix in [ColorMatrix.saturation(1), .hueRotation(.zero), .grayscale(0), .brightness(0), .contrast(1),
                       .multiply(red: 1, green: 1, blue: 1, alpha: 1)] {
            for (index, value) in matrix.entries.enumerated() {
                #expect(abs(value - ColorMatrix.identity.entries[index]) < 1e-9, "\(matrix)")
            }
        }
    }

    /// CSS hue-rotate(180deg) of red: R' = 0.213 − 0.787 → 0, G' = B' = 0.213 + 0.213.
    @Test func hueRotationMatchesCSS() {
        #expect(close(ColorMatrix.hueRotation(.degrees(180)).apply(red: 1, green: 0, blue: 0, alpha: 1), (0, 0.426, 0.426, 1)))
        // 360° is the identity again.
        #expect(close(ColorMatrix.hueRotation(.degrees(360)).apply(red: 0.2, green: 0.5, blue: 0.9, alpha: 1), (0.2, 0.5, 0.9, 1), 1e-9))
    }

    /// Grayscale and saturation 0 give the luminance grey (Rec. 709 weights for grayscale).
    @Test func grayscaleAndDesaturation() {
        #expect(close(ColorMatrix.grayscale(1).apply(red: 1, green: 0, blue: 0, alpha: 1), (0.2126, 0.2126, 0.2126, 1)))
        #expect(close(ColorMatrix.grayscale(1).apply(red: 0, green: 1, blue: 0, alpha: 0.5), (0.7152, 0.7152, 0.7152, 0.5)))
        #expect(close(ColorMatrix.saturation(0).apply(red: 0, green: 0, blue: 1, alpha: 1), (0.072, 0.072, 0.072, 1)))
        // Amounts above 1 are clamped to 1.
        #expect(ColorMatrix.grayscale(3) == ColorMatrix.grayscale(1))
        // Saturation 2 of (0.6, 0.4, 0.4): R' = (0.213 + 1.574)·0.6 + (0.715 − 1.43)·0.4 + (0.072 − 0.144)·0.4.
        #expect(close(ColorMatrix.saturation(2).apply(red: 0.6, green: 0.4, blue: 0.4, alpha: 1),
                      (1.787 * 0.6 - 0.715 * 0.4 - 0.072 * 0.4, -0.213 * 0.6 + 1.285 * 0.4 - 0.072 * 0.4,
                       -0.213 * 0.6 - 0.715 * 0.4 + 1.928 * 0.4, 1)))
    }

    @Test func brightnessContrastInvert() {
        #expect(close(ColorMatrix.brightness(0.25).apply(red: 0.5, green: 0, blue: 1, alpha: 1), (0.75, 0.25, 1, 1)))
        #expect(close(ColorMatrix.brightness(1).apply(red: 0, green: 0, blue: 0, alpha: 1), (1, 1, 1, 1)))
        #expect(close(ColorMatrix.contrast(0).apply(red: 0.9, green: 0.1, blue: 0.3, alpha: 1), (0.5, 0.5, 0.5, 1)))
        #expect(close(ColorMatrix.contrast(2).apply(red: 0.6, green: 0.4, blue: 0.5, alpha: 1), (0.7, 0.3, 0.5, 1)))
        #expect(close(ColorMatrix.contrast(-1).apply(red: 0.8, green: 0.2, blue: 0.5, alpha: 1), (0.2, 0.8, 0.5, 1)))
        #expect(close(ColorMatrix.invert.apply(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.7), (0.8, 0.6, 0.4, 0.7)))
    }

    /// SVG luminanceToAlpha: A' = 0.2125 R + 0.7154 G + 0.0721 B, colour black.
    @Test func luminanceToAlpha() {
        #expect(close(ColorMatrix.luminanceToAlpha.apply(red: 1, green: 1, blue: 1, alpha: 1), (0, 0, 0, 1)))
        #expect(close(ColorMatrix.luminanceToAlpha.apply(red: 0, green: 1, blue: 0, alpha: 1), (0, 0, 0, 0.7154)))
        #expect(close(ColorMatrix.luminanceToAlpha.apply(red: 0, green: 0, blue: 0, alpha: 1), (0, 0, 0, 0)))
    }

    @Test func concatenationAppliesBothInOrder() {
        let both = ColorMatrix.grayscale(1).concatenating(.brightness(0.1))
        let step = ColorMatrix.brightness(0.1).apply(red: 0.2126, green: 0.2126, blue: 0.2126, alpha: 1)
        #expect(close(both.apply(red: 1, green: 0, blue: 0, alpha: 1), (step.red, step.green, step.blue, 1), 1e-9))
        #expect(ColorMatrix.identity.concatenating(.invert) == .invert)
        #expect(ColorMatrix.invert.concatenating(.identity) == .invert)
    }

    /// Applied to premultiplied pixels: unpremultiplied, mapped, premultiplied again; transparent
    /// pixels stay transparent under every effect but luminanceToAlpha of black (alpha 0 anyway).
    @Test func appliedToPremultipliedPixels() throws {
        var pixmap = try Pixmap(width: 3, height: 1)
        pixmap[x: 0, y: 0] = PremultipliedRGBA8(red: 128, green: 0, blue: 0, alpha: 128)   // half-transparent red
        pixmap[x: 1, y: 0] = .transparent
        pixmap[x: 2, y: 0] = .white
        var inverted = pixmap
        inverted.applyColorMatrix(.invert)
        #expect(inverted[x: 0, y: 0] == PremultipliedRGBA8(red: 0, green: 128, blue: 128, alpha: 128))
        #expect(inverted[x: 1, y: 0] == .transparent)
        #expect(inverted[x: 2, y: 0] == PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        var brightened = pixmap
        brightened.applyColorMatrix(.brightness(0.5))
        #expect(brightened[x: 1, y: 0] == .transparent)
        #expect(brightened.isValidPremultiplied)
        var masked = pixmap
        masked.applyColorMatrix(.luminanceToAlpha)
        #expect(masked[x: 2, y: 0] == PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(masked[x: 0, y: 0] == PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 54))   // 0.2125 · 255
    }

    @Test func nonFiniteMatricesAreReported() {
        #expect(!ColorMatrix.brightness(.nan).isFinite)
        #expect(!LayerFilter.blur(radius: .infinity).isFinite)
        #expect(!LayerFilter.dropShadow(color: .black, radius: 1, offset: CGSize(width: Double.nan, height: 0)).isFinite)
        var list = DisplayList()
        list.pushLayer(LayerStyle(filters: [.blur(radius: .nan)]))
        list.popLayer()
        #expect(throws: RenderError.nonFiniteFilter(command: 0)) { try list.validate() }
    }
}
