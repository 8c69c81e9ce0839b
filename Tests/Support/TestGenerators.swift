import PropertyBased
import RenderCommands

// Random inputs shared by the property tests of several targets (see `seededPropertyCheck`).

extension PremultipliedRGBA8 {
    /// A valid premultiplied pixel, leaning on the edge cases of blending: alpha `alpha`, or when nil
    /// 0 or 255 one time in eight each and uniform in 0…255 otherwise; each colour channel 0 or
    /// alpha one time in eight each, uniform in 0…alpha otherwise.
    public static func random(alpha: UInt8? = nil, using rng: inout some RandomNumberGenerator) -> PremultipliedRGBA8 {
        func edgy(_ upper: UInt8) -> UInt8 {
            switch UInt8.random(in: 0..<8, using: &rng) {
            case 0: 0
            case 1: upper
            default: .random(in: 0...upper, using: &rng)
            }
        }
        let a = alpha ?? edgy(255)
        return PremultipliedRGBA8(red: edgy(a), green: edgy(a), blue: edgy(a), alpha: a)
    }
}

extension Gen where Value == PremultipliedRGBA8 {
    /// Valid premultiplied pixels (`PremultipliedRGBA8.random(using:)`).
    public static var premultipliedPixel: Generator<PremultipliedRGBA8, Shrink.None<PremultipliedRGBA8>> {
        Generator { rng in PremultipliedRGBA8.random(using: &rng) }
    }
}
