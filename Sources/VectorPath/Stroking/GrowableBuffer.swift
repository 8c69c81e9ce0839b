import Foundation

/// A growable run of plain values owned by one stroker (its outline points, its per-contour
/// scratch): `append` is a capacity check and a store, without the uniqueness check an `Array`
/// makes on every append — an out-of-line call that also made the stroker's loops spill their
/// registers around it. `Element` must be plain data (no references: points, numbers, structs
/// of them), as ``resize(to:)`` leaves values uninitialized that are then assigned.
///
/// ```swift
/// var points = GrowableBuffer<CGPoint>(capacity: 8)
/// points.append(CGPoint(x: 1, y: 2))
/// points.array() // [(1, 2)]
/// ```
struct GrowableBuffer<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// The values appended (or sized with ``resize(to:)``) so far.
    private(set) var count = 0

    init(capacity: Int = 16) {
        precondition(_isPOD(Element.self), "GrowableBuffer holds plain data only")
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Appends `value`, doubling the storage when it is full.
    @inline(__always)
    mutating func append(_ value: Element) {
        if count == capacity { grow(to: capacity * 2) }
        (base + count).initialize(to: value)
        count &+= 1
    }

    /// Makes room for `extra` more values without growing on the way.
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: max(capacity * 2, count + extra)) }
    }

    /// Value `index` (< count).
    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }

    /// Sets the count to `count`; values past the old count are undefined until written (scratch
    /// storage written by index: the element is plain data, so nothing reads them as objects).
    mutating func resize(to count: Int) {
        reserve(count - self.count)
        self.count = count
    }

    /// The values, copied into an array.
    func array() -> [Element] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    private mutating func grow(to newCapacity: Int) {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }
}
