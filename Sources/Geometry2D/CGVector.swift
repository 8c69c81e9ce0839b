import Foundation

#if !canImport(CoreGraphics)
/// A two-dimensional vector (CoreGraphics' `CGVector`, which Foundation on Linux lacks): a
/// velocity, a force, a displacement.
///
/// ```swift
/// var velocity = CGVector(dx: 160, dy: 0)
/// velocity.dy += 980 * dt
/// ```
public struct CGVector: Hashable, Sendable, Codable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    public init() { self.init(dx: 0, dy: 0) }

    public static let zero = CGVector(dx: 0, dy: 0)
}
#endif
