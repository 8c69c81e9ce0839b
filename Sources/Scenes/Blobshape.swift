import Foundation
import ZoetropeUI
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// The seed's blob: one closed curve of five cubics whose control points move with
/// `(xOffset, yOffset)`. With offsets (60, 90) in a 1024² rect it is SCENES.md's `blob`.
///
/// ```swift
/// Blobshape(xOffset: 60, yOffset: 90).fill(Color(red: 30 / 255, green: 144 / 255, blue: 1))
/// ```
public struct Blobshape: Shape {
    public var xOffset: CGFloat
    public var yOffset: CGFloat

    public init(xOffset: CGFloat = 0, yOffset: CGFloat = 0) {
        self.xOffset = xOffset
        self.yOffset = yOffset
    }

    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(xOffset, yOffset) }
        set {
            xOffset = newValue.first
            yOffset = newValue.second
        }
    }

    public func path(in rect: CGRect) -> Path {
        let w = rect.width, h = rect.height, dx = xOffset, dy = yOffset
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: rect.minX + x, y: rect.minY + y) }
        let start = p(w * 0.5, 0)
        var path = Path()
        path.move(to: start)
        path.addCurve(to: p(w, h / 2), control1: p(w * 0.85 + dx, 0), control2: p(w - dx, h * 0.1))
        path.addCurve(to: p(w / 2, h), control1: p(w + dx, h * 0.8 + dy), control2: p(w * 0.75, h))
        path.addCurve(to: p(0, h * 0.7), control1: p(w * 0.35 - dx, h), control2: p(0, h - dy))
        path.addCurve(to: p(w * 0.3, h * 0.3), control1: p(0, h * 0.4 + dy), control2: p(w * 0.17 + dx, h * 0.45))
        path.addCurve(to: start, control1: p(w * 0.4 - dx, h * 0.16), control2: p(w * 0.35 - dx, 0))
        path.closeSubpath()
        return path
    }
}
