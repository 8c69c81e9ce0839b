import AnimationCore
import Foundation

extension CGRect {
    /// The point at unit coordinates `unit` of this rectangle (`.topLeading` is the origin).
    ///
    /// ```swift
    /// CGRect(x: 0, y: 0, width: 100, height: 50).point(at: .center) // (50, 25)
    /// ```
    public func point(at unit: UnitPoint) -> CGPoint {
        CGPoint(x: minX + unit.x * width, y: minY + unit.y * height)
    }
}
