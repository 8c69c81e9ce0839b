import Foundation
import VectorPath

extension View {
    /// Clips this view to a rounded rectangle of its frame with corners of `radius` points (what
    /// SwiftUI's `cornerRadius(_:antialiased:)` does; Apple marks it for deprecation in favour of
    /// `clipShape(.rect(cornerRadius:))`, and it stays in wide use). The corners are circular, not
    /// continuous (the reason tutorials suggest `RoundedRectangle(cornerRadius:style: .continuous)`). `antialiased: false` gives the
    /// clip hard, pixel-aligned edges. A negative or non-finite radius clips to the plain frame; a
    /// radius larger than half the shorter side is limited to it, as `RoundedRectangle` does.
    ///
    /// ```swift
    /// Image("logo").resizable().frame(width: 44, height: 44).cornerRadius(8)
    /// ```
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        let safe = radius.isFinite ? max(radius, 0) : 0
        return clipShape(RoundedRectangle(cornerRadius: safe, style: .circular), style: FillStyle(antialiased: antialiased))
    }
}
