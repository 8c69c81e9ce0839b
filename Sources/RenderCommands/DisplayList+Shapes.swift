import Foundation

/// A shape style the renderers know how to paint.
///
/// ```swift
/// Color.red.paint(in: rect) // .color(.red)
/// ```
public protocol PaintConvertible {
    /// The paint for a shape whose frame is `rect`.
    func paint(in rect: CGRect) -> Paint
}

extension Color: PaintConvertible {
    public func paint(in rect: CGRect) -> Paint { .color(self) }
}

extension ForegroundStyle: PaintConvertible {
    public func paint(in rect: CGRect) -> Paint { .color(.primary) }
}

extension LinearGradient: PaintConvertible {
    public func paint(in rect: CGRect) -> Paint {
        .linearGradient(gradient, start: rect.point(at: startPoint), end: rect.point(at: endPoint))
    }
}

extension RadialGradient: PaintConvertible {
    public func paint(in rect: CGRect) -> Paint {
        .radialGradient(gradient, center: rect.point(at: center), startRadius: startRadius, endRadius: endRadius)
    }
}

extension AngularGradient: PaintConvertible {
    public func paint(in rect: CGRect) -> Paint {
        .angularGradient(gradient, center: rect.point(at: center), startAngle: startAngle, endAngle: endAngle)
    }
}

extension CGRect {
    /// The point at unit coordinates `unit` of this rectangle (`.topLeading` is the origin).
    public func point(at unit: UnitPoint) -> CGPoint {
        CGPoint(x: minX + unit.x * width, y: minY + unit.y * height)
    }
}
