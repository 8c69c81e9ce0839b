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

extension DisplayList {
    /// Appends the command that draws `drawing` (a `.fill(…)` or `.stroke(…)` of a shape) in `rect`.
    /// Styles that are not `PaintConvertible` paint with the foreground color (black).
    ///
    /// ```swift
    /// var list = DisplayList()
    /// list.draw(Circle().fill(Color.blue), in: CGRect(x: 0, y: 0, width: 64, height: 64))
    /// ```
    public mutating func draw<S: Shape, Style: ShapeStyle>(
        _ drawing: _ShapeView<S, Style>, in rect: CGRect, transform: ProjectionTransform = ProjectionTransform()
    ) {
        let paint = (drawing.style as? PaintConvertible)?.paint(in: rect) ?? .color(.primary)
        switch drawing.operation(in: rect) {
        case .fill(let path, let style):
            fill(path, with: paint, style: style, transform: transform)
        case .stroke(let path, let style):
            stroke(path, style: style, with: paint, transform: transform)
        }
    }
}
