import Foundation

extension View {
    /// Sets the font of the text inside.
    ///
    /// ```swift
    /// VStack { Text("A"); Text("B") }.font(.title)
    /// ```
    public func font(_ font: Font?) -> some View {
        modifier(_EnvironmentModifier { $0.font = font })
    }

    /// Sets the most lines the text inside takes (nil: as many as it needs).
    public func lineLimit(_ number: Int?) -> some View {
        modifier(_EnvironmentModifier { $0.lineLimit = number.map { max($0, 1) } })
    }

    /// Sets how the lines of multi-line text inside align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(_EnvironmentModifier { $0.multilineTextAlignment = alignment })
    }

    /// Sets where text that does not fit loses characters.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(_EnvironmentModifier { $0.truncationMode = mode })
    }

    /// Sets extra points between the lines of the text inside.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifier(_EnvironmentModifier { $0.lineSpacing = lineSpacing.isFinite ? max(lineSpacing, 0) : 0 })
    }

    /// Lets the text inside shrink, down to `factor` of its size, until it fits its space
    /// without being cut (SwiftUI's `minimumScaleFactor`; 1, the default, never shrinks).
    ///
    /// ```swift
    /// Text("🐙").font(.system(size: 200)).minimumScaleFactor(0.01).frame(width: 60, height: 60)
    /// ```
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(_EnvironmentModifier { $0.text.minimumScaleFactor = factor.isFinite ? min(max(factor, 0.01), 1) : 1 })
    }

    /// Shows the text inside in upper or lower case (nil: as written), as SwiftUI's `textCase(_:)`;
    /// a grouped list's section headers are upper case unless this says otherwise.
    ///
    /// ```swift
    /// Section { rows } header: { Text("Recent") }.textCase(nil)
    /// ```
    public func textCase(_ textCase: Text.Case?) -> some View {
        modifier(_EnvironmentModifier {
            $0.text.textCase = textCase
            $0.text.textCaseIsSet = true
        })
    }
}

extension Text {
    /// A letter case text can be shown in.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// This text with every part in `textCase` (the current locale's rules).
    func cased(_ textCase: Case?) -> Text {
        guard let textCase else { return self }
        var copy = self
        for index in copy.runs.indices {
            copy.runs[index].string = textCase == .uppercase ? copy.runs[index].string.uppercased() : copy.runs[index].string.lowercased()
        }
        return copy
    }
}
