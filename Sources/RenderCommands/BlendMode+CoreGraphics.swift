import Foundation

extension BlendMode {
    /// The mode whose Core Graphics raw value (`CGBlendMode`, and SwiftUI's
    /// `GraphicsContext.BlendMode`, which shares its numbers) is `rawValue`; nil for the Porter–Duff
    /// modes that change what lies outside the drawing (clear 16, copy 17, sourceIn 18, sourceOut 19,
    /// destinationIn 22, destinationAtop 24) and for unknown values.
    ///
    /// ```swift
    /// BlendMode(coreGraphicsRawValue: 1)  // .multiply
    /// BlendMode(coreGraphicsRawValue: 27) // .plusLighter
    /// ```
    public init?(coreGraphicsRawValue rawValue: Int32) {
        let modes: [BlendMode?] = [
            .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
            .difference, .exclusion, .hue, .saturation, .color, .luminosity,
            nil, nil, nil, nil, .sourceAtop, .destinationOver, nil, .destinationOut, nil, .xor, .plusDarker, .plusLighter,
        ]
        guard rawValue >= 0, Int(rawValue) < modes.count, let mode = modes[Int(rawValue)] else { return nil }
        self = mode
    }
}
