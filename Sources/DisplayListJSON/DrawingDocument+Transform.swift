import Foundation
import VectorPath
import RenderCommands
import PNGCodec
import Geometry2D

extension DrawingDocument {
    /// A transform from a command's local coordinates to canvas points. One of:
    ///
    /// - `[a, b, c, d, tx, ty]`: the affine matrix of `CGAffineTransform(a:b:c:d:tx:ty:)`,
    ///   mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty);
    /// - `[m11, m12, m13, m21, m22, m23, m31, m32, m33]`: a `ProjectionTransform`, row by row
    ///   (row vectors: `[x y 1] · M`, then divide by w);
    /// - a list of operations applied to the drawing in the order written:
    ///   `{"translate": [x, y]}`, `{"scale": s}` or `{"scale": [sx, sy]}`, `{"rotate": degrees}`
    ///   (about the origin, clockwise on screen), `{"matrix": [a, b, c, d, tx, ty]}`,
    ///   `{"projection": [m11, …, m33]}`; `[]` is the identity.
    ///
    /// ```json
    /// "transform": [{"rotate": 45}, {"translate": [32, 32]}]   // rotate, then move to (32, 32)
    /// ```
    static func transform(_ node: JSONNode) throws(DrawingError) -> ProjectionTransform {
        let what = "a transform: [a, b, c, d, tx, ty], a 3×3 matrix of 9 numbers, or a list of operations "
            + #"such as [{"translate": [x, y]}, {"rotate": degrees}, {"scale": s}]"#
        let items = try node.array(what: what)
        if items.allSatisfy({ if case .number = $0.value { true } else { false } }), !items.isEmpty {
            switch items.count {
            case 6: return try matrix(node)
            case 9: return try projection(node)
            default: throw node.expected("6 numbers [a, b, c, d, tx, ty] or 9 numbers [m11 … m33]")
            }
        }
        var result = ProjectionTransform()
        for item in items {
            result = result.concatenating(try operation(item))
        }
        return result
    }

    /// One `{"name": argument}` operation of a transform list.
    private static func operation(_ node: JSONNode) throws(DrawingError) -> ProjectionTransform {
        let names = ["translate", "scale", "rotate", "matrix", "projection"]
        let object = try node.object(keys: names, what: #"an operation such as {"translate": [x, y]}, {"scale": s} or {"rotate": degrees}"#)
        guard object.members.count == 1, let argument = object.optional(object.members[0].key) else {
            throw node.expected("an object with exactly one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        switch object.members[0].key {
        case "translate":
            let p = try argument.point()
            return ProjectionTransform(CGAffineTransform(translationX: p.x, y: p.y))
        case "scale":
            if case .number = argument.value {
                let s = try argument.number()
                return ProjectionTransform(CGAffineTransform(scaleX: s, y: s))
            }
            let s = try argument.numbers(2, what: "a scale factor s or [sx, sy]")
            return ProjectionTransform(CGAffineTransform(scaleX: s[0], y: s[1]))
        case "rotate":
            let degrees = try argument.number()
            return ProjectionTransform(CGAffineTransform(rotationAngle: Angle.degrees(degrees).radians))
        case "matrix":
            return try matrix(argument)
        default:
            return try projection(argument)
        }
    }

    private static func matrix(_ node: JSONNode) throws(DrawingError) -> ProjectionTransform {
        let m = try node.numbers(6, what: "an affine matrix [a, b, c, d, tx, ty]")
        return ProjectionTransform(CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]))
    }

    private static func projection(_ node: JSONNode) throws(DrawingError) -> ProjectionTransform {
        let m = try node.numbers(9, what: "a 3×3 matrix of 9 numbers [m11, m12, m13, m21, m22, m23, m31, m32, m33]")
        var t = ProjectionTransform()
        t.m11 = m[0]; t.m12 = m[1]; t.m13 = m[2]
        t.m21 = m[3]; t.m22 = m[4]; t.m23 = m[5]
        t.m31 = m[6]; t.m32 = m[7]; t.m33 = m[8]
        return t
    }
}
