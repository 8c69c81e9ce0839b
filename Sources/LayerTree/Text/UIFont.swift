import Foundation
import TextOutlines

/// UIKit's font: a family (by PostScript-style name, or the system font) at a point size, with a
/// weight and slant, found among the installed fonts when text is drawn (an unknown family draws
/// in the system font). `CATextLayer.font`, `NSAttributedString.Key.font` and `UILabel.font` take it.
///
/// ```swift
/// let title = UIFont.systemFont(ofSize: 28, weight: .bold)
/// let mono = UIFont(name: "Menlo-Regular", size: 13) ?? .monospacedSystemFont(ofSize: 13, weight: .regular)
/// ```
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's name (`".SFUI-Regular"`-style for the system font).
    public let fontName: String
    /// The family name.
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// What is asked of the font catalog.
    package let request: FontRequest

    init(name: String, family: String, size: CGFloat, request: FontRequest) {
        fontName = name
        familyName = family
        pointSize = size.isFinite && size > 0 ? size : 12
        self.request = request
    }

    /// The font called `fontName` (`"HelveticaNeue-Bold"`, `"Avenir-Heavy"`, `"Menlo"`) at `fontSize`
    /// points (0 or less: 12). Zoetrope finds it among the installed fonts when drawing; a family that
    /// is not installed draws in the system font.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        let request = FontRequest(postScriptName: fontName)
        self.init(name: fontName, family: request.family ?? fontName, size: fontSize, request: request)
    }

    /// The system font at `fontSize` and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(name: ".SFUI-\(weight.name)", family: ".SF UI", size: fontSize,
               request: FontRequest(design: .default, weight: weight.cssWeight))
    }
    /// The bold system font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// The italic system font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Italic", family: ".SF UI", size: fontSize, request: FontRequest(design: .default, weight: 400, italic: true))
    }
    /// The monospaced system font.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFMono-\(weight.name)", family: ".SF Mono", size: fontSize,
               request: FontRequest(design: .monospaced, weight: weight.cssWeight))
    }
    /// The system font with digits of one width.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }
    /// The system font at the size and weight of a Dynamic Type style at the default ("Large") size.
    ///
    /// ```swift
    /// label.font = .preferredFont(forTextStyle: .headline)   // 17 pt semibold
    /// ```
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.metrics
        return systemFont(ofSize: size, weight: weight)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, family: familyName, size: fontSize, request: request)
    }

    /// The standard system font size (17).
    open class var systemFontSize: CGFloat { 17 }
    /// The size of labels (17).
    open class var labelFontSize: CGFloat { 17 }
    /// The size of buttons (18).
    open class var buttonFontSize: CGFloat { 18 }
    /// The small system font size (12).
    open class var smallSystemFontSize: CGFloat { 12 }

    /// The faces drawn with: the installed family asked for, else the system font; nil (with a
    /// warning) when no font is installed at all.
    package var faces: [FontFace]? {
        var asked = request
        if asked.family != nil, !FontCatalog.shared.hasFamily(asked) { asked.family = nil }
        guard let faces = try? FontCatalog.shared.faces(for: asked), !faces.isEmpty else {
            LayerDiagnostics.warn("UIFont: no installed font for \(fontName); text not drawn")
            return nil
        }
        return faces
    }

    /// Ascender, descender and line gap in points (from the primary face; typical values without one).
    private var metrics: (ascender: Double, descender: Double, lineGap: Double) {
        let k = Double(pointSize)
        guard let face = faces?.first, face.unitsPerEm > 0 else { return (0.95 * k, -0.25 * k, 0) }
        let em = Double(face.unitsPerEm)
        return (Double(face.ascender) / em * k, Double(face.descender) / em * k, Double(face.lineGap) / em * k)
    }
    /// The distance from the baseline to the top of the tallest glyphs, in points.
    open var ascender: CGFloat { CGFloat(metrics.ascender) }
    /// The distance from the baseline to the bottom of the lowest glyphs (negative), in points.
    open var descender: CGFloat { CGFloat(metrics.descender) }
    /// The height of a line: ascender − descender + line gap.
    open var lineHeight: CGFloat { CGFloat(metrics.ascender - metrics.descender + metrics.lineGap) }
    /// The gap between lines.
    open var leading: CGFloat { CGFloat(metrics.lineGap) }

    open override var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}

extension UIFont {
    /// A font weight (UIKit's raw values, −1 … 1).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The OpenType weight class (100 … 900) of the nearest named weight.
        var cssWeight: Int {
            let table: [(CGFloat, Int)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700),
                                           (0.56, 800), (0.62, 900)]
            let v = rawValue.isFinite ? rawValue : 0
            return table.min { abs($0.0 - v) < abs($1.0 - v) }?.1 ?? 400
        }

        var name: String {
            ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"][cssWeight / 100 - 1]
        }
    }

    /// A Dynamic Type style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the default Dynamic Type size (Apple's Human Interface Guidelines table).
        var metrics: (CGFloat, Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}

extension FontRequest {
    /// The request a PostScript-style font name makes: `"Helvetica-Bold"` → family Helvetica,
    /// weight 700; Courier and Menlo monospaced, Times and Georgia serif.
    package init(postScriptName name: String) {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        let family = parts.first ?? name
        let style = (parts.count > 1 ? parts[1] : "").lowercased()
        let lower = name.lowercased()
        let weight = style.contains("black") || style.contains("heavy") ? 800
            : style.contains("bold") || lower.hasSuffix("bold") ? (style.contains("demi") || style.contains("semi") ? 600 : 700)
            : style.contains("medium") ? 500 : style.contains("light") ? 300 : style.contains("thin") ? 200 : 400
        let f = family.lowercased()
        let design: FontRequest.Design = f.contains("courier") || f.contains("mono") || f.contains("menlo")
            ? .monospaced : f.contains("times") || f.contains("georgia") ? .serif : .default
        self.init(design: design, weight: weight, italic: style.contains("italic") || style.contains("oblique"), family: family)
    }
}
