import Foundation
import LayerTree

/// The canvas and palette the built-in layer scenes share: a 256 × 256-point root layer without a
/// background of its own, so the render's `--background` (white by default) is the canvas.
enum LayerSceneCanvas {
    /// The canvas side in points.
    static let side: CGFloat = 256

    /// Makes `root` the canvas: bounds (0, 0, 256, 256) centred at (128, 128), clear (the canvas's
    /// background shows: the default white gives the pictures a white root gave, byte for byte).
    static func setUp(_ root: CALayer) {
        root.name = "root"
        root.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        root.position = CGPoint(x: side / 2, y: side / 2)
    }

    /// The card the shake and shock scenes move: `color`, rounded (8), 100 × 50 points at the
    /// canvas centre, named "card", added to `root`.
    static func addCard(_ card: CALayer, color: CGColor, to root: CALayer) {
        card.name = "card"
        card.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        card.position = CGPoint(x: side / 2, y: side / 2)
        card.cornerRadius = 8
        card.backgroundColor = color
        root.addSublayer(card)
    }

    static let red = CGColor(red: 0.90, green: 0.22, blue: 0.21, alpha: 1)
    static let blue = CGColor(red: 0.16, green: 0.42, blue: 0.87, alpha: 1)
    static let lightGray = CGColor(red: 0.93, green: 0.93, blue: 0.95, alpha: 1)
}
