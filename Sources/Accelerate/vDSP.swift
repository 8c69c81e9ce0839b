#if os(Linux)
// A Linux stand-in for the few `vDSP` functions user code imports with `import enum Accelerate.vDSP`
// (Apple's Accelerate framework does not exist on Linux). Same names, labels and results as
// Apple's vDSP for `Double` vectors; plain loops, no SIMD. Not re-exported by `Zoetrope`.

/// A buffer of contiguous elements vDSP can read (as Apple's `AccelerateBuffer`): `Array`,
/// `ArraySlice`, `ContiguousArray`, `UnsafeBufferPointer`, `UnsafeMutableBufferPointer`.
///
/// ```swift
/// let values: [Double] = [1, 2, 3, 4]
/// let sum = vDSP.sum(values[1..<3])   // an ArraySlice is a buffer too: 5
/// ```
public protocol AccelerateBuffer<Element> {
    /// The type of one element.
    associatedtype Element
    /// The number of elements.
    var count: Int { get }
    /// Calls `body` with a pointer to the elements.
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R
}

/// A buffer of contiguous elements vDSP can write (as Apple's `AccelerateMutableBuffer`).
///
/// ```swift
/// var sums = [Double](repeating: 0, count: 2)
/// vDSP.add([1, 2], [10, 20], result: &sums)   // sums == [11, 22]
/// ```
public protocol AccelerateMutableBuffer<Element>: AccelerateBuffer {
    /// Calls `body` with a mutable pointer to the elements.
    mutating func withUnsafeMutableBufferPointer<R>(_ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R
}

extension Array: AccelerateMutableBuffer {}
extension ArraySlice: AccelerateMutableBuffer {}
extension ContiguousArray: AccelerateMutableBuffer {}

extension UnsafeBufferPointer: AccelerateBuffer {
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(self)
    }
}

extension UnsafeMutableBufferPointer: AccelerateMutableBuffer {
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(self))
    }

    public mutating func withUnsafeMutableBufferPointer<R>(
        _ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R
    ) rethrows -> R {
        var copy = self
        return try body(&copy)
    }
}

/// Vector arithmetic on `Double` buffers, as the functions of the same names in Apple's
/// Accelerate (`vDSP.add`, `subtract`, `multiply`, `sum`). Vectors of one call must have the same
/// count (a precondition, as in Apple's vDSP).
///
/// ```swift
/// import enum Accelerate.vDSP
/// let a: [Double] = [1, 2, 3], b: [Double] = [10, 20, 30]
/// vDSP.add(a, b)              // [11, 22, 33]
/// vDSP.multiply(2, a)         // [2, 4, 6]
/// vDSP.sum(vDSP.multiply(a, a)) // 14
/// ```
public enum vDSP {
    /// The element-wise sum `a[i] + b[i]`.
    ///
    /// ```swift
    /// vDSP.add([1, 2], [3, 4])   // [4, 6]
    /// ```
    public static func add<U: AccelerateBuffer, V: AccelerateBuffer>(_ vectorA: U, _ vectorB: V) -> [Double]
    where U.Element == Double, V.Element == Double {
        combine(vectorA, vectorB, +)
    }

    /// Writes the element-wise sum `a[i] + b[i]` into `result`.
    ///
    /// ```swift
    /// var values: [Double] = [1, 2, 3]
    /// vDSP.add(values[0..<2], [10, 10], result: &values[0..<2])   // values == [11, 12, 3]
    /// ```
    public static func add<T: AccelerateBuffer, U: AccelerateBuffer, V: AccelerateMutableBuffer>(
        _ vectorA: T, _ vectorB: U, result: inout V
    ) where T.Element == Double, U.Element == Double, V.Element == Double {
        combine(vectorA, vectorB, into: &result, +)
    }

    /// The element-wise difference `a[i] − b[i]`.
    ///
    /// ```swift
    /// vDSP.subtract([5, 5], [1, 2])   // [4, 3]
    /// ```
    public static func subtract<U: AccelerateBuffer, V: AccelerateBuffer>(_ vectorA: U, _ vectorB: V) -> [Double]
    where U.Element == Double, V.Element == Double {
        combine(vectorA, vectorB, -)
    }

    /// Writes the element-wise difference `a[i] − b[i]` into `result`.
    ///
    /// ```swift
    /// var values: [Double] = [5, 5]
    /// vDSP.subtract(values, [1, 2], result: &values)   // values == [4, 3]
    /// ```
    public static func subtract<T: AccelerateBuffer, U: AccelerateBuffer, V: AccelerateMutableBuffer>(
        _ vectorA: T, _ vectorB: U, result: inout V
    ) where T.Element == Double, U.Element == Double, V.Element == Double {
        combine(vectorA, vectorB, into: &result, -)
    }

    /// Each element times `scalar`.
    ///
    /// ```swift
    /// vDSP.multiply(0.5, [2, 4])   // [1, 2]
    /// ```
    public static func multiply<U: AccelerateBuffer>(_ scalar: Double, _ vector: U) -> [Double] where U.Element == Double {
        vector.withUnsafeBufferPointer { v in v.map { scalar * $0 } }
    }

    /// The element-wise product `a[i] · b[i]`.
    ///
    /// ```swift
    /// vDSP.multiply([1, 2, 3], [4, 5, 6])   // [4, 10, 18]
    /// ```
    public static func multiply<T: AccelerateBuffer, U: AccelerateBuffer>(_ vectorA: T, _ vectorB: U) -> [Double]
    where T.Element == Double, U.Element == Double {
        combine(vectorA, vectorB, *)
    }

    /// The sum of the elements (0 for an empty vector).
    ///
    /// ```swift
    /// vDSP.sum([1, 2, 3.5])   // 6.5
    /// ```
    public static func sum<U: AccelerateBuffer>(_ vector: U) -> Double where U.Element == Double {
        vector.withUnsafeBufferPointer { v in v.reduce(0, +) }
    }

    private static func combine<T: AccelerateBuffer, U: AccelerateBuffer>(
        _ a: T, _ b: U, _ operation: (Double, Double) -> Double
    ) -> [Double] where T.Element == Double, U.Element == Double {
        precondition(a.count == b.count, "vDSP: vectors of different counts (\(a.count), \(b.count))")
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in (0..<a.count).map { operation(a[$0], b[$0]) } }
        }
    }

    private static func combine<T: AccelerateBuffer, U: AccelerateBuffer, V: AccelerateMutableBuffer>(
        _ a: T, _ b: U, into result: inout V, _ operation: (Double, Double) -> Double
    ) where T.Element == Double, U.Element == Double, V.Element == Double {
        precondition(a.count == b.count && result.count == a.count,
                     "vDSP: vectors of different counts (\(a.count), \(b.count), result \(result.count))")
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                result.withUnsafeMutableBufferPointer { r in
                    for i in 0..<a.count { r[i] = operation(a[i], b[i]) }
                }
            }
        }
    }
}
#endif
