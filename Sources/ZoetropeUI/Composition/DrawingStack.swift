import Foundation
import VectorPath
import AnimationCore

/// Builds a list of drawings from statements, `if`/`else` and `for` loops.
@resultBuilder
public enum DrawableBuilder {
    public static func buildExpression(_ drawing: some Drawable) -> [any Drawable] { [drawing] }
    public static func buildExpression<S: Shape>(_ shape: S) -> [any Drawable] { [ShapeDrawing(shape)] }
    public static func buildBlock(_ parts: [any Drawable]...) -> [any Drawable] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any Drawable]?) -> [any Drawable] { part ?? [] }
    public static func buildEither(first: [any Drawable]) -> [any Drawable] { first }
    public static func buildEither(second: [any Drawable]) -> [any Drawable] { second }
    public static func buildArray(_ parts: [[any Drawable]]) -> [any Drawable] { parts.flatMap { $0 } }
}

/// Drawings stacked back to front in the same frame, as SwiftUI's `ZStack` draws them (children fill the
/// frame unless given their own `frame`).
///
/// ```swift
/// DrawingStack {
///     Circle().fill(Color.yellow)
///     if showsRing { Circle().stroke(Color.orange, lineWidth: 4) }
/// }
/// ```
public struct DrawingStack: Drawable {
    public var children: [any Drawable]

    public init(@DrawableBuilder _ content: () -> [any Drawable]) {
        children = content()
    }

    public func draw(in frame: CGRect, context: inout DrawingContext) {
        for child in children { child.draw(in: frame, context: &context) }
    }
}
