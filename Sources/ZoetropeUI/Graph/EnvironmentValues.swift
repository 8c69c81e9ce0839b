import Foundation
import Geometry2D

/// Values a view inherits from the views around it: the foreground style, the layout direction.
///
/// ```swift
/// Circle().foregroundColor(.green)   // sets `foregroundStyle` for the circle
/// ```
public struct EnvironmentValues {
    /// The style `.fill()`, `.foreground` and shapes without a style use (default black).
    public var foregroundStyle: (any ShapeStyle)?
    /// Left-to-right unless set; right-to-left mirrors horizontal alignment and effects.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The scale of the canvas (pixels per point).
    public var displayScale: CGFloat = 1
    /// Light or dark appearance (light unless set).
    public var colorScheme: ColorScheme = .light
    /// How text is set: font, line limit, alignment, truncation, line spacing (small values, in
    /// one field so the text modifiers stay out of the environment's other members).
    var text = TextEnvironment.default
    /// How controls look (button and picker styles).
    var controls = ControlEnvironment.default
    /// Values stored by key: user keys (`EnvironmentKey`) and the rarely read system values.
    var storage = EnvironmentStorage()

    public init() {}

    /// The font of text that sets none (`.body` when nil).
    public var font: Font? {
        get { text.font }
        set { text.font = newValue }
    }
    /// The most lines a text takes (nil: as many as it needs).
    public var lineLimit: Int? {
        get { text.lineLimit }
        set { text.lineLimit = newValue }
    }
    /// How the lines of a multi-line text align.
    public var multilineTextAlignment: TextAlignment {
        get { text.alignment }
        set { text.alignment = newValue }
    }
    /// Where a text that does not fit loses characters.
    public var truncationMode: Text.TruncationMode {
        get { text.truncation }
        set { text.truncation = newValue }
    }
    /// Extra points between lines.
    public var lineSpacing: CGFloat {
        get { text.lineSpacing }
        set { text.lineSpacing = newValue }
    }
}

/// The text settings of the environment.
struct TextEnvironment: Hashable {
    var font: Font?
    var lineLimit: Int?
    var alignment = TextAlignment.leading
    var truncation = Text.TruncationMode.tail
    var lineSpacing: CGFloat = 0
    /// How far text may shrink to fit (`minimumScaleFactor`; 1: not at all).
    var minimumScaleFactor: CGFloat = 1
    /// `textCase(_:)`: text shown in upper or lower case (nil: as written).
    var textCase: Text.Case?
    /// Whether a `textCase(_:)` set `textCase` (a grouped list's headers are upper case otherwise).
    var textCaseIsSet = false
    static let `default` = TextEnvironment()
}

/// How the lines of a multi-line text align against each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// The direction of the user interface's writing system.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
