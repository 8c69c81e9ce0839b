import Foundation

/// A value a layer property holds and an animation can change: coerced from the `Any?` that
/// `CABasicAnimation.fromValue`, `setValue(_:forKey:)` and keyframe `values` take, without relying
/// on Objective-C bridging (on Linux `(CGFloat(1.5) as Any) as? Double` is nil).
///
/// ```swift
/// let x = Double.coerce(CGFloat(1.5))            // 1.5
/// let mid = CGPoint(x: 0, y: 0).interpolated(to: CGPoint(x: 10, y: 4), 0.5)   // (5, 2)
/// ```
public protocol CALayerValue {
    /// `any` as this type, accepting every numeric spelling a caller may pass; nil when it does not fit.
    static func coerce(_ any: Any) -> Self?
    /// The value a fraction `p` of the way to `other` (p may leave 0…1 under overshooting curves).
    func interpolated(to other: Self, _ p: Double) -> Self
    /// The sum used by additive and cumulative animations and `byValue`.
    static func + (a: Self, b: Self) -> Self
    /// The difference used by `toValue − byValue`.
    static func - (a: Self, b: Self) -> Self
    /// The value scaled by `k` (cumulative animations add `k · f(1)`).
    func scaled(by k: Double) -> Self
    /// What `value(forKey:)` returns: the property's own Swift type, boxed.
    var boxed: Any { get }
    /// False when a number in the value is NaN or infinite (such values are refused by layers).
    var hasOnlyFiniteNumbers: Bool { get }
}

extension CALayerValue {
    public var boxed: Any { self }
    public var hasOnlyFiniteNumbers: Bool { true }
}

extension CALayerValue {
    /// The value as `T` when its dynamic type is exactly `T` (one metadata comparison, where
    /// `as? T` on an existential runs the runtime's general cast); otherwise `as? T`.
    @inline(__always)
    func exactly<T>(_ type: T.Type) -> T? {
        if Self.self == T.self { return withUnsafePointer(to: self) { UnsafeRawPointer($0).load(as: T.self) } }
        return self as? T
    }
}

/// A number from any of the numeric types Swift code passes as `Any`.
@usableFromInline
func coerceNumber(_ any: Any) -> Double? {
    switch any {
    case let v as Double: return v
    case let v as CGFloat: return Double(v)
    case let v as Float: return Double(v)
    case let v as Int: return Double(v)
    case let v as Int32: return Double(v)
    case let v as Int64: return Double(v)
    case let v as UInt: return Double(v)
    case let v as UInt32: return Double(v)
    case let v as Bool: return v ? 1 : 0
    case let v as NSNumber: return v.doubleValue
    default: return nil
    }
}

extension Double: CALayerValue {
    public var hasOnlyFiniteNumbers: Bool { isFinite }
    public static func coerce(_ any: Any) -> Double? { coerceNumber(any) }
    public func interpolated(to other: Double, _ p: Double) -> Double { self + (other - self) * p }
    public func scaled(by k: Double) -> Double { self * k }
}

extension CGPoint: CALayerValue {
    public var hasOnlyFiniteNumbers: Bool { x.isFinite && y.isFinite }
    public static func coerce(_ any: Any) -> CGPoint? {
        if let v = any as? CGPoint { return v }
        if let v = any as? NSValue, let p = nsValuePoint(v) { return p }
        return nil
    }
    public func interpolated(to o: CGPoint, _ p: Double) -> CGPoint {
        CGPoint(x: x + (o.x - x) * p, y: y + (o.y - y) * p)
    }
    public static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    public func scaled(by k: Double) -> CGPoint { CGPoint(x: x * k, y: y * k) }
}

extension CGSize: CALayerValue {
    public var hasOnlyFiniteNumbers: Bool { width.isFinite && height.isFinite }
    public static func coerce(_ any: Any) -> CGSize? {
        if let v = any as? CGSize { return v }
        if let v = any as? NSValue, let s = nsValueSize(v) { return s }
        return nil
    }
    public func interpolated(to o: CGSize, _ p: Double) -> CGSize {
        CGSize(width: width + (o.width - width) * p, height: height + (o.height - height) * p)
    }
    public static func + (a: CGSize, b: CGSize) -> CGSize { CGSize(width: a.width + b.width, height: a.height + b.height) }
    public static func - (a: CGSize, b: CGSize) -> CGSize { CGSize(width: a.width - b.width, height: a.height - b.height) }
    public func scaled(by k: Double) -> CGSize { CGSize(width: width * k, height: height * k) }
}

extension CGRect: CALayerValue {
    public var hasOnlyFiniteNumbers: Bool { origin.x.isFinite && origin.y.isFinite && width.isFinite && height.isFinite }
    public static func coerce(_ any: Any) -> CGRect? {
        if let v = any as? CGRect { return v }
        if let v = any as? NSValue, let r = nsValueRect(v) { return r }
        return nil
    }
    public func interpolated(to o: CGRect, _ p: Double) -> CGRect {
        CGRect(origin: origin.interpolated(to: o.origin, p), size: size.interpolated(to: o.size, p))
    }
    public static func + (a: CGRect, b: CGRect) -> CGRect { CGRect(origin: a.origin + b.origin, size: a.size + b.size) }
    public static func - (a: CGRect, b: CGRect) -> CGRect { CGRect(origin: a.origin - b.origin, size: a.size - b.size) }
    public func scaled(by k: Double) -> CGRect { CGRect(origin: origin.scaled(by: k), size: size.scaled(by: k)) }
}

/// The point an `NSValue(point:)` holds (swift-corelibs-foundation stores its Objective-C type).
private func nsValuePoint(_ v: NSValue) -> CGPoint? {
    String(cString: v.objCType).contains("CGPoint") || String(cString: v.objCType).contains("NSPoint") ? v.pointValue : nil
}

private func nsValueSize(_ v: NSValue) -> CGSize? {
    String(cString: v.objCType).contains("CGSize") || String(cString: v.objCType).contains("NSSize") ? v.sizeValue : nil
}

private func nsValueRect(_ v: NSValue) -> CGRect? {
    String(cString: v.objCType).contains("CGRect") || String(cString: v.objCType).contains("NSRect") ? v.rectValue : nil
}
