import Foundation
import TextOutlines

/// A font as SwiftUI describes it: a text style (iOS point sizes at the Large size category) or a
/// size, a weight, a design and a slant. Zoetrope sets it in Inter (the stand-in for SF Pro, nine
/// weights), DejaVu Sans Mono (`.monospaced`) and DejaVu Serif (`.serif`); `.rounded` is Inter.
///
/// ```swift
/// Text("Title").font(.title)
/// Text("x").font(.system(size: 40, weight: .bold, design: .monospaced))
/// Text("Go").font(.headline.italic())
/// ```
public struct Font: Hashable, Sendable {
    /// Points per em.
    public var size: CGFloat
    public var weight: Weight
    public var design: Design
    var isItalic = false
    var hasMonospacedDigits = false
    /// A family by name (`custom`), nil for the system font.
    var family: String?

    public init(size: CGFloat, weight: Weight = .regular, design: Design = .default) {
        self.size = size.isFinite && size > 0 ? size : 17
        self.weight = weight
        self.design = design
    }

    /// A weight: SwiftUI's nine, as OpenType weights 100 … 900.
    public struct Weight: Hashable, Sendable {
        public let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A design: `.default` (Inter), `.serif`, `.monospaced`, `.rounded` (Inter: no rounded face ships).
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// The text styles, with their iOS sizes (Large): largeTitle 34, title 28, title2 22,
    /// title3 20, headline 17 semibold, body 17, callout 16, subheadline 15, footnote 13,
    /// caption 12, caption2 11.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var size: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    public static let largeTitle = Font(.largeTitle)
    public static let title = Font(.title)
    public static let title2 = Font(.title2)
    public static let title3 = Font(.title3)
    public static let headline = Font(.headline)
    public static let subheadline = Font(.subheadline)
    public static let body = Font(.body)
    public static let callout = Font(.callout)
    public static let footnote = Font(.footnote)
    public static let caption = Font(.caption)
    public static let caption2 = Font(.caption2)

    init(_ style: TextStyle) { self.init(size: style.size, weight: style.weight) }

    /// The system font at `size` points.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    /// The system font of a text style.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        Font(size: style.size, weight: weight ?? style.weight, design: design)
    }

    /// The installed font family `name` at `size` points (a user's font: `--font-dir`,
    /// `ZOETROPE_FONT_DIR`, else fontconfig; the system font, with a warning, when it is not there).
    ///
    /// ```swift
    /// Text("Serif").font(.custom("DejaVu Serif", size: 20))
    /// ```
    public static func custom(_ name: String, size: CGFloat) -> Font {
        var font = Font(size: size)
        font.family = name
        return font
    }

    /// The family `name` at `size` points, scaled with `textStyle` (Zoetrope has one size category: as `size`).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { custom(name, size: size) }

    /// The family `name` at `fixedSize` points.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }
    /// This font slanted.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }
    /// This font at `weight`.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }
    /// This font in its monospaced design (iOS 15+).
    ///
    /// ```swift
    /// Text(elapsed).font(.title2.monospaced())
    /// ```
    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }
    /// This font with digits of one width (OpenType `tnum`).
    public func monospacedDigit() -> Font {
        var copy = self
        copy.hasMonospacedDigits = true
        return copy
    }

    /// What the font catalog looks up.
    var request: FontRequest {
        let design: FontRequest.Design = switch design {
        case .default: .default
        case .serif: .serif
        case .rounded: .rounded
        case .monospaced: .monospaced
        }
        return FontRequest(design: design, weight: weight.value, italic: isItalic, family: family)
    }
}
