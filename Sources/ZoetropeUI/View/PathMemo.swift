import Foundation
import VectorPath

/// The path a shape view made last at its identity, kept across passes: an update that rebuilds
/// the view (its state changed) with the same shape at the same size draws the path again
/// without making it. Shapes are compared by their bytes, so only plain-data shapes (no
/// references inside) are remembered; a shape's path must depend only on its stored values and
/// the size, as SwiftUI also assumes.
class PathMemo {
    /// The shape type the memo is for.
    let shapeType: ObjectIdentifier

    init(shapeType: ObjectIdentifier) { self.shapeType = shapeType }
}

/// A memo for shapes of type `S`.
final class TypedPathMemo<S: Shape>: PathMemo {
    private var shape: S
    private var size: CGSize
    private(set) var path: Path

    init(shape: S, size: CGSize, path: Path) {
        self.shape = shape
        self.size = size
        self.path = path
        super.init(shapeType: ObjectIdentifier(S.self))
    }

    /// Whether the memo holds the path of `shape` (byte for byte) at `size`.
    func holds(_ shape: S, size: CGSize) -> Bool {
        guard size == self.size else { return false }
        return withUnsafeBytes(of: shape) { new in
            withUnsafeBytes(of: self.shape) { old in
                new.count == 0 || memcmp(new.baseAddress!, old.baseAddress!, new.count) == 0
            }
        }
    }

    func remember(_ shape: S, size: CGSize, path: Path) {
        self.shape = shape
        self.size = size
        self.path = path
    }
}

extension ViewNode {
    /// `shape`'s path in a rectangle of `size` at the origin: the one made last at this identity
    /// when the shape (a plain-data one) and the size are the same, else a new one, remembered.
    func path<S: Shape>(of shape: S, size: CGSize) -> Path {
        let rect = CGRect(origin: .zero, size: size)
        guard _isPOD(S.self) else { return shape.path(in: rect) }
        if let pathMemo, pathMemo.shapeType == ObjectIdentifier(S.self) {
            let memo = unsafeDowncast(pathMemo, to: TypedPathMemo<S>.self)
            if memo.holds(shape, size: size) { return memo.path }
            let path = shape.path(in: rect)
            memo.remember(shape, size: size, path: path)
            return path
        }
        let path = shape.path(in: rect)
        pathMemo = TypedPathMemo(shape: shape, size: size, path: path)
        return path
    }
}
