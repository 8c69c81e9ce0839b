import Foundation

extension Image {
    /// How large symbol images are drawn next to text of the same font: SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable, CaseIterable {
        case small, medium, large

        /// The symbol's size relative to `.medium` (the default). Apple documents no numbers; these
        /// are inferred from SF Symbols' three scales next to body text (about 0.78 and 1.29).
        var factor: CGFloat {
            switch self {
            case .small: return 0.78
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// The scale of symbol images (`Image(systemName:)`) in the view (default `.medium`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbol images in the view at `scale` — larger or smaller than the font alone makes
    /// them — as Xcode's new-project template does with its globe.
    ///
    /// ```swift
    /// Image(systemName: "globe")
    ///     .imageScale(.large)
    ///     .foregroundStyle(.tint)
    /// ```
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
