import Foundation
import AnimationCore
import VectorPath

// CALayerValue conformers beyond numbers and geometry: Bool, optional objects (colours, paths,
// images), arrays, and discrete values (names, modes, masks) that step instead of blending.

/// A ``CALayerValue`` a property may hold as nil (`backgroundColor`, `path`, `contents`,
/// `lineDashPattern`, …). Its `Optional` is a ``CALayerValue`` too.
///
/// How nil takes part in interpolation (nil ↔ nil is nil; p ≤ 0 gives the start and p ≥ 1 the end
/// exactly, nil included):
/// - colours: nil acts as transparent black, so `nil → red` passes through (0.5, 0, 0, 0.5);
/// - everything else: a step to the end value at p ≥ 0.5.
/// In sums (additive animations) nil is the neutral element: `nil + x = x`.
///
/// ```swift
/// let mid = Optional<CGColor>.none.interpolated(to: CGColor(red: 1, green: 0, blue: 0, alpha: 1), 0.5)
/// ```
public protocol CALayerNullableValue: CALayerValue {
    /// `a` a fraction `p` of the way to `b` where one or both may be nil.
    static func interpolateOptional(_ a: Self?, _ b: Self?, _ p: Double) -> Self?
}

extension CALayerNullableValue {
    public static func interpolateOptional(_ a: Self?, _ b: Self?, _ p: Double) -> Self? {
        if p <= 0 { return a }
        if p >= 1 { return b }
        if let a, let b { return a.interpolated(to: b, p) }
        return p < 0.5 ? a : b
    }
}

/// True if `any` is an `Optional` holding nothing (however deeply it was boxed).
func isNilValue(_ any: Any) -> Bool {
    let mirror = Mirror(reflecting: any)
    guard mirror.displayStyle == .optional else { return any is NSNull }
    guard let child = mirror.children.first else { return true }
    return isNilValue(child.value)
}

extension Optional: CALayerValue where Wrapped: CALayerNullableValue {
    /// nil (and `NSNull`) coerce to `.some(nil)`; otherwise the wrapped type's coercion.
    public static func coerce(_ any: Any) -> Wrapped?? {
        if isNilValue(any) { return .some(nil) }
        return Wrapped.coerce(any).map { .some($0) }
    }
    public func interpolated(to other: Wrapped?, _ p: Double) -> Wrapped? {
        Wrapped.interpolateOptional(self, other, p)
    }
    public static func + (a: Wrapped?, b: Wrapped?) -> Wrapped? {
        guard let a else { return b }
        guard let b else { return a }
        return a + b
    }
    public static func - (a: Wrapped?, b: Wrapped?) -> Wrapped? {
        guard let a, let b else { return a }
        return a - b
    }
    public func scaled(by k: Double) -> Wrapped? { map { $0.scaled(by: k) } }
    public var boxed: Any { map { $0.boxed } as Any }
    public var hasOnlyFiniteNumbers: Bool { self?.hasOnlyFiniteNumbers ?? true }
}

extension Bool: CALayerValue {
    /// Bools, and numbers (non-zero is true).
    public static func coerce(_ any: Any) -> Bool? {
        if let v = any as? Bool { return v }
        return coerceNumber(any).map { $0 != 0 }
    }
    /// Core Animation's rule: 0/1 blended as a number, false only while exactly 0 — so
    /// false → true flips as soon as p > 0 and true → false only at p = 1.
    public func interpolated(to other: Bool, _ p: Double) -> Bool {
        let a: Double = self ? 1 : 0, b: Double = other ? 1 : 0
        return a + (b - a) * p != 0
    }
    public static func + (a: Bool, b: Bool) -> Bool { a || b }
    public static func - (a: Bool, b: Bool) -> Bool { a && !b }
    public func scaled(by k: Double) -> Bool { self && k != 0 }
}

extension CGColor: CALayerNullableValue {
    public var hasOnlyFiniteNumbers: Bool { components?.allSatisfy(\.isFinite) ?? true }
    /// A `CGColor`, or a `UIColor`'s `cgColor`.
    public static func coerce(_ any: Any) -> CGColor? {
        if let c = any as? CGColor { return c }
        if let c = any as? UIColor { return c.cgColor }
        return nil
    }
    /// Unpremultiplied RGBA, component by component (gray stays gray when both ends are gray).
    public func interpolated(to other: CGColor, _ p: Double) -> CGColor {
        if p == 0 { return self }
        if p == 1 { return other }
        if colorSpace?.model == .monochrome, other.colorSpace?.model == .monochrome {
            let a = rgba, b = other.rgba
            return CGColor(gray: CGFloat(a.r + (b.r - a.r) * p), alpha: CGFloat(a.a + (b.a - a.a) * p))
        }
        let a = rgba, b = other.rgba
        return CGColor(rgba: (a.r + (b.r - a.r) * p, a.g + (b.g - a.g) * p, a.b + (b.b - a.b) * p, a.a + (b.a - a.a) * p))
    }
    public static func + (a: CGColor, b: CGColor) -> CGColor {
        let x = a.rgba, y = b.rgba
        return CGColor(rgba: (x.r + y.r, x.g + y.g, x.b + y.b, x.a + y.a))
    }
    public static func - (a: CGColor, b: CGColor) -> CGColor {
        let x = a.rgba, y = b.rgba
        return CGColor(rgba: (x.r - y.r, x.g - y.g, x.b - y.b, x.a - y.a))
    }
    public func scaled(by k: Double) -> CGColor {
        let x = rgba
        return CGColor(rgba: (x.r * k, x.g * k, x.b * k, x.a * k))
    }
    /// nil is transparent black here, so a fade from no colour does not pass through gray.
    public static func interpolateOptional(_ a: CGColor?, _ b: CGColor?, _ p: Double) -> CGColor? {
        if p <= 0 { return a }
        if p >= 1 { return b }
        if a == nil && b == nil { return nil }
        return (a ?? CGColor.clear).interpolated(to: b ?? CGColor.clear, p)
    }
}

extension CGPath: CALayerNullableValue {
    public var hasOnlyFiniteNumbers: Bool { path.isFinite }
    /// A `CGPath` (copied, so later edits of a `CGMutablePath` do not reach the layer), or a
    /// `UIBezierPath`'s `cgPath`.
    public static func coerce(_ any: Any) -> Self? {
        if let p = any as? CGPath { return Self(path: p.path) }
        if let p = any as? UIBezierPath { return Self(path: p.cgPath.path) }
        return nil
    }

    /// Point by point when both paths have the same verbs; otherwise (Core Animation leaves it
    /// undefined) a step to `other` at p ≥ 0.5.
    public func interpolated(to other: CGPath, _ p: Double) -> Self {
        Self(path: combined(with: other, fallback: p < 0.5 ? path : other.path) { a, b in
            CGPoint(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p)
        })
    }
    /// Point-by-point sum when the verbs match, else the left operand.
    public static func + (a: CGPath, b: CGPath) -> Self {
        Self(path: a.combined(with: b, fallback: a.path) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) })
    }
    /// Point-by-point difference when the verbs match, else the left operand.
    public static func - (a: CGPath, b: CGPath) -> Self {
        Self(path: a.combined(with: b, fallback: a.path) { CGPoint(x: $0.x - $1.x, y: $0.y - $1.y) })
    }
    public func scaled(by k: Double) -> Self {
        Self(path: combined(with: self, fallback: path) { a, _ in CGPoint(x: a.x * k, y: a.y * k) })
    }

    private func combined(with other: CGPath, fallback: Path, _ f: (CGPoint, CGPoint) -> CGPoint) -> Path {
        guard path.verbs == other.path.verbs else { return fallback }
        let points = zip(path.points, other.path.points).map(f)
        var result = Path()
        var i = 0
        for verb in path.verbs {
            switch verb {
            case .move: result.move(to: points[i])
            case .line: result.addLine(to: points[i])
            case .quad: result.addQuadCurve(to: points[i + 1], control: points[i])
            case .cubic: result.addCurve(to: points[i + 2], control1: points[i], control2: points[i + 1])
            case .close: result.closeSubpath()
            }
            i += verb.pointCount
        }
        return result
    }
}

extension CGImage: CALayerNullableValue {
    public static func coerce(_ any: Any) -> CGImage? { any as? CGImage }
    /// A step to `other` at p ≥ 0.5 (no cross-dissolve in this version).
    public func interpolated(to other: CGImage, _ p: Double) -> CGImage { p < 0.5 ? self : other }
    public static func + (a: CGImage, b: CGImage) -> CGImage { a }
    public static func - (a: CGImage, b: CGImage) -> CGImage { a }
    public func scaled(by k: Double) -> CGImage { self }
}

/// A list of layer values (`colors`, `locations`, `lineDashPattern`) — a wrapper rather than an
/// `Array` conformance, so that `+` on arrays keeps meaning concatenation for everyone else.
/// Lists blend element by element when their counts match, else step to the end value at p ≥ 0.5.
///
/// ```swift
/// let a = CALayerValueList<Double>([0, 1]), b = CALayerValueList<Double>([1, 1])
/// a.interpolated(to: b, 0.5).elements // [0.5, 1]
/// ```
public struct CALayerValueList<Element: CALayerValue>: CALayerNullableValue {
    /// The values, in order.
    public var elements: [Element]

    /// A list of `elements`.
    public init(_ elements: [Element]) { self.elements = elements }

    public var hasOnlyFiniteNumbers: Bool { elements.allSatisfy(\.hasOnlyFiniteNumbers) }

    /// A list, an array of the element type, or any array whose every element coerces
    /// (`[NSNumber]`, `[CGFloat]`, `[Any]` of colours).
    public static func coerce(_ any: Any) -> CALayerValueList? {
        if let v = any as? CALayerValueList { return v }
        if let v = any as? [Element] { return CALayerValueList(v) }
        guard let items = any as? [Any] else { return nil }
        var out: [Element] = []
        out.reserveCapacity(items.count)
        for item in items {
            guard let e = Element.coerce(item) else { return nil }
            out.append(e)
        }
        return CALayerValueList(out)
    }
    /// Element by element when the counts match, else a step to `other` at p ≥ 0.5.
    public func interpolated(to other: CALayerValueList, _ p: Double) -> CALayerValueList {
        guard elements.count == other.elements.count else { return p < 0.5 ? self : other }
        return CALayerValueList(zip(elements, other.elements).map { $0.interpolated(to: $1, p) })
    }
    /// Element-wise sum when the counts match, else the left operand.
    public static func + (a: CALayerValueList, b: CALayerValueList) -> CALayerValueList {
        a.elements.count == b.elements.count ? CALayerValueList(zip(a.elements, b.elements).map { $0 + $1 }) : a
    }
    /// Element-wise difference when the counts match, else the left operand.
    public static func - (a: CALayerValueList, b: CALayerValueList) -> CALayerValueList {
        a.elements.count == b.elements.count ? CALayerValueList(zip(a.elements, b.elements).map { $0 - $1 }) : a
    }
    public func scaled(by k: Double) -> CALayerValueList { CALayerValueList(elements.map { $0.scaled(by: k) }) }
    /// The elements, each boxed.
    public var boxed: Any { elements.map { $0.boxed } }
}

/// A value that does not blend: interpolation steps to the end value at p ≥ 0.5, sums keep the
/// right operand (the newer value), differences and scaling keep the value. (Conformers spell
/// out `+` and `-` themselves: operators in a protocol extension would be candidates for every
/// `+` the type checker meets in code that imports Zoetrope.)
public protocol CALayerDiscreteValue: CALayerValue {}

extension CALayerDiscreteValue {
    public func interpolated(to other: Self, _ p: Double) -> Self { p < 0.5 ? self : other }
    public func scaled(by k: Double) -> Self { self }
}

extension CALayerDiscreteValue where Self: RawRepresentable, RawValue == String {
    /// The value itself or its raw string.
    public static func coerce(_ any: Any) -> Self? {
        if let v = any as? Self { return v }
        if let s = any as? String { return Self(rawValue: s) }
        return nil
    }
}

extension CAMediaTimingFillMode: CALayerDiscreteValue {
    /// Discrete: the right operand.
    public static func + (a: CAMediaTimingFillMode, b: CAMediaTimingFillMode) -> CAMediaTimingFillMode { b }
    /// Discrete: the left operand.
    public static func - (a: CAMediaTimingFillMode, b: CAMediaTimingFillMode) -> CAMediaTimingFillMode { a }
}

/// Any value at all (a layer's `name`, a text layer's `string` or `font`), held as given: it
/// steps and is returned unchanged by `value(forKey:)`.
struct CALayerAnyValue: CALayerDiscreteValue {
    var value: Any?
    init(_ value: Any?) { self.value = isNilValue(value as Any) ? nil : value }
    static func coerce(_ any: Any) -> CALayerAnyValue? {
        if let v = any as? CALayerAnyValue { return v }
        return CALayerAnyValue(any)
    }
    var boxed: Any { value as Any }
    static func + (a: CALayerAnyValue, b: CALayerAnyValue) -> CALayerAnyValue { b }
    static func - (a: CALayerAnyValue, b: CALayerAnyValue) -> CALayerAnyValue { a }
}
