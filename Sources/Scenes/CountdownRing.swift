import Foundation
import ZoetropeUI
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// The seed's countdown ring: an arc from 12 o'clock clockwise (on screen) to `endAngle`
/// degrees, inset 5 points from the rect. `endAngle = fraction · 360 − 90` shows that fraction
/// of the ring.
///
/// ```swift
/// CountdownRing(endAngle: 0.25 * 360 - 90).stroke(Color.orange, lineWidth: 6) // a quarter
/// ```
public struct CountdownRing: Shape {
    /// End angle in degrees (0 = 3 o'clock, increasing clockwise on screen).
    public var endAngle: Double

    public init(endAngle: Double) { self.endAngle = endAngle }

    public var animatableData: Double {
        get { endAngle }
        set { endAngle = newValue }
    }

    public func path(in rect: CGRect) -> Path {
        var p = Path()
        p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: (min(rect.width, rect.height) - 10) / 2,
                 startAngle: .degrees(-90), endAngle: .degrees(endAngle), clockwise: false)
        return p
    }
}
