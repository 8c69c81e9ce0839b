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
}
