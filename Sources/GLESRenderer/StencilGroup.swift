import RenderCommands

/// The open group of solid paths with disjoint bounds: its index lists (and first triangle, for
/// analytic coverage) and the pixel bounds of its paths.
struct StencilGroup {
    /// How the group's paths are masked; all of a group's paths share it.
    enum Kind: Equatable {
        case stencil(aliased: Bool)
        case analytic(evenOdd: Bool)
    }
    var nonzero: [UInt32] = [], evenOdd: [UInt32] = [], cover: [UInt32] = []
    var kind = Kind.stencil(aliased: false)
    /// The group's first triangle instance (analytic coverage).
    var triangleStart: Int?
    private var bounds: [DeviceBounds] = []
    private(set) var union: DeviceBounds?
    var count: Int { bounds.count }

    mutating func reset() {
        nonzero.removeAll(keepingCapacity: true)
        evenOdd.removeAll(keepingCapacity: true)
        cover.removeAll(keepingCapacity: true)
        bounds.removeAll(keepingCapacity: true)
        union = nil
        kind = .stencil(aliased: false)
        triangleStart = nil
    }

    func overlaps(_ box: DeviceBounds) -> Bool {
        guard let union, union.intersects(box) else { return false }
        return bounds.contains { $0.intersects(box) }
    }

    mutating func add(_ box: DeviceBounds) {
        bounds.append(box)
        union = union.map { DeviceBounds(minX: min($0.minX, box.minX), minY: min($0.minY, box.minY),
                                         maxX: max($0.maxX, box.maxX), maxY: max($0.maxY, box.maxY)) } ?? box
    }
}
