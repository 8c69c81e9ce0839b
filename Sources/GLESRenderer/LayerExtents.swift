import RenderCommands

/// The pixels each open layer of a ``FrameBatch`` draws into: the union of its draws' bounds (a
/// nested layer counting by its composite's). A layer is then cleared and composited over that
/// rectangle only, not over the whole canvas — a transparent layer pixel composites to the pixel
/// beneath it in every blend mode — which is what makes a page of a hundred small layers (filtered
/// cards drawn together, see `FilterAtlas`) cost its layers' areas rather than a hundred canvases.
struct LayerExtents {
    /// Per open layer, innermost last: the index of its `.pushLayer` step and what it drew.
    private var open: [(step: Int, drawn: DeviceBounds?)] = []
    /// What was drawn outside every layer (a piece of a frame appended into a layer brings it).
    private(set) var outside: DeviceBounds?

    mutating func reset() {
        open.removeAll(keepingCapacity: true)
        outside = nil
    }

    /// A layer starts at step `step`.
    mutating func push(step: Int) { open.append((step, nil)) }

    /// The innermost open layer (if any) draws over `bounds`.
    mutating func drew(_ bounds: DeviceBounds) {
        guard let last = open.indices.last else {
            outside = outside.map { $0.union(bounds) } ?? bounds
            return
        }
        open[last].drawn = open[last].drawn.map { $0.union(bounds) } ?? bounds
    }

    /// Ends the innermost layer: its `.pushLayer` step and what it drew (nil: nothing).
    mutating func pop() -> (step: Int, drawn: DeviceBounds?)? { open.popLast() }
}

extension DeviceBounds {
    /// The smallest bounds holding both.
    func union(_ other: DeviceBounds) -> DeviceBounds {
        DeviceBounds(minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
                     maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// The pixels in both (empty, at `self`'s corner, when none).
    func intersection(_ other: DeviceBounds) -> DeviceBounds {
        let r = DeviceBounds(minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY),
                             maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY))
        return r.minX < r.maxX && r.minY < r.maxY ? r : DeviceBounds(minX: minX, minY: minY, maxX: minX, maxY: minY)
    }
}
