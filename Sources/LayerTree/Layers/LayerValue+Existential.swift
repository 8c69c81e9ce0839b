import Foundation

/// Arithmetic on layer values whose type is known only at run time (`any CALayerValue`), as
/// animation code holds them after reading a property through the registry. Each operation
/// opens the first operand's type and returns nil if the other operand has a different type.
///
/// ```swift
/// let from: any CALayerValue = CGPoint(x: 0, y: 0), to: any CALayerValue = CGPoint(x: 10, y: 4)
/// CALayerValueArithmetic.interpolate(from, to, 0.5) as? CGPoint // (5, 2)
/// ```
public enum CALayerValueArithmetic {
    /// `a` a fraction `p` of the way to `b`.
    public static func interpolate(_ a: any CALayerValue, _ b: any CALayerValue, _ p: Double) -> (any CALayerValue)? {
        func open<T: CALayerValue>(_ a: T) -> (any CALayerValue)? {
            guard let b = b as? T else { return nil }
            return a.interpolated(to: b, p)
        }
        return open(a)
    }

    /// `a + b` (additive and cumulative animations, `byValue`).
    public static func add(_ a: any CALayerValue, _ b: any CALayerValue) -> (any CALayerValue)? {
        func open<T: CALayerValue>(_ a: T) -> (any CALayerValue)? {
            guard let b = b as? T else { return nil }
            return a + b
        }
        return open(a)
    }

    /// `a − b` (`toValue − byValue`).
    public static func subtract(_ a: any CALayerValue, _ b: any CALayerValue) -> (any CALayerValue)? {
        func open<T: CALayerValue>(_ a: T) -> (any CALayerValue)? {
            guard let b = b as? T else { return nil }
            return a - b
        }
        return open(a)
    }

    /// `a` scaled by `k` (cumulative animations add `k · f(1)`).
    public static func scale(_ a: any CALayerValue, by k: Double) -> any CALayerValue {
        a.scaled(by: k)
    }
}
