import Foundation
import Geometry2D

/// How a view's content changes when it changes inside an animated transaction (SwiftUI's
/// `ContentTransition`): for `Text`, how the old string becomes the new one while the frame
/// animates. `.identity` shows the new string at once.
///
/// ```swift
/// Text("\(Int(progress * 100))%")
///     .contentTransition(.numericText(value: progress))
/// ```
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        case numericText(countsDown: Bool)
        case numericValue(Double)
    }

    let kind: Kind

    /// No transition: the new content at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in, in place.
    public static let opacity = ContentTransition(kind: .opacity)
    /// Characters the two strings share move to their new places; the others fade (SwiftUI morphs
    /// glyph shapes too; Zoetrope cross-fades them — inferred).
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// Digits that change roll vertically while fading; unchanged characters (paired from the
    /// trailing end, as digits of a number are) slide to their new places. Counting up, a new digit
    /// rises from below as the old one leaves upward; `countsDown` reverses it (inferred: SwiftUI
    /// documents the roll, not its numbers — see ``rollDistance``).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }

    /// As ``numericText(countsDown:)``, counting down when `value` is lower than the value the text
    /// showed before.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericValue(value.isFinite ? value : 0))
    }

    /// How far a rolling digit travels, as a fraction of the font's point size (0.6, about a
    /// digit's height; inferred).
    static let rollDistance = 0.6
}

private struct ContentTransitionKey: EnvironmentKey {
    static let defaultValue = ContentTransition.identity
}

extension EnvironmentValues {
    /// How text below animates a change of its string (`.contentTransition(_:)`).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// How the text in this view animates a change of its content inside an animated transaction.
    ///
    /// ```swift
    /// Text("\(count)").contentTransition(.numericText(countsDown: false))
    /// ```
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
