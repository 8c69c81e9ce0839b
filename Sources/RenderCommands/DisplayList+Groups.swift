import Foundation

extension DisplayList {
    /// Opens the groups one drawing operation of an immediate-mode context needs — `styles` (its
    /// clips and filters, outermost first), the outermost taking `opacity` and `blendMode` — and
    /// returns how many it opened. With no style, a normal blend mode and `alwaysGroup` false it
    /// opens none and the caller applies `opacity` to what it draws itself. Close them with
    /// ``popGroups(_:)``. SwiftUI's `GraphicsContext` and Core Graphics' `CGContext` both draw
    /// through this.
    ///
    /// ```swift
    /// let opened = list.pushGroups([LayerStyle(clip: circle)], opacity: 0.5, blendMode: .multiply)
    /// list.fill(square, with: .color(.red))
    /// list.popGroups(opened)
    /// ```
    public mutating func pushGroups(_ styles: [LayerStyle], opacity: Double, blendMode: BlendMode,
                                    alwaysGroup: Bool = false) -> Int {
        var styles = styles
        if styles.isEmpty {
            guard alwaysGroup || blendMode != .normal else { return 0 }
            styles.append(LayerStyle())
        }
        styles[0].opacity = opacity
        styles[0].blendMode = blendMode
        for style in styles { pushLayer(style) }
        return styles.count
    }

    /// Closes `count` groups opened by ``pushGroups(_:opacity:blendMode:alwaysGroup:)``.
    public mutating func popGroups(_ count: Int) {
        for _ in 0..<max(count, 0) { popLayer() }
    }
}
