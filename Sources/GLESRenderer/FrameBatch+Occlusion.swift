import RenderCommands

/// A solid analytic path on the canvas that later opaque fills may hide (see
/// ``FrameBatch/hideOccluded()``), or a barrier: a step that reads the canvas around each pixel
/// (a backdrop blur), before which nothing may be hidden by what comes after it.
struct CullablePath: Equatable {
    /// Its instances in ``FrameBatch/triangles``.
    var pieces: Range<Int>
    /// The first of its cover quad's 4 vertices.
    var cover: UInt32
    /// Its pixel bounds (the cover's).
    var bounds: DeviceBounds
    /// Whether it hides what it covers wholly: a convex fill in an opaque color.
    var occludes: Bool

    static let barrier = CullablePath(pieces: 0..<0, cover: 0, bounds: DeviceBounds(minX: 0, minY: 0, maxX: 0, maxY: 0),
                                      occludes: false)
    var isBarrier: Bool { self == .barrier }

    /// The same path in a batch whose instances and vertices come after `pieces` and `vertices` others.
    func shifted(pieces: Int, vertices: UInt32) -> CullablePath {
        guard !isBarrier else { return self }
        return CullablePath(pieces: self.pieces.lowerBound + pieces..<self.pieces.upperBound + pieces,
                            cover: cover + vertices, bounds: bounds, occludes: occludes)
    }
}

/// A frame's search for hidden paths (``FrameBatch/hideOccluded()``): whether it looks, the
/// canvas's solid analytic paths in painter's order with barriers, how many it hid, and its
/// tiles (their storage kept from frame to frame).
struct HiddenPathSearch {
    private(set) var enabled = false
    var paths: [CullablePath] = []
    var hidden = 0
    var grid = OcclusionGrid()

    mutating func reset(enabled: Bool) {
        self.enabled = enabled
        paths.removeAll(keepingCapacity: true)
        hidden = 0
    }
}

extension FrameBatch {
    /// Paths ``hideOccluded()`` found hidden (their pieces and cover collapsed).
    var hiddenPaths: Int { occlusion.hidden }

    /// Skips the paths that opaque fills drawn after them hide. A pixel wholly inside a convex
    /// fill in an opaque color ends up that color whatever was drawn under it (coverage 1,
    /// alpha 1, source-over), so a path all of whose pixels are such pixels of later fills cannot
    /// show: its pieces and cover are collapsed (drawn as nothing). The paths are walked from
    /// the last to the first with an ``OcclusionGrid`` of the tiles later convex opaque fills
    /// cover wholly (from their fans' pieces); a barrier clears it.
    /// Only solid analytic paths on the canvas take part (layers, gradients and images neither
    /// hide nor are hidden), and the picture is the same bytes as without (OcclusionTests).
    ///
    /// polygons(10000) at 1024², each pixel under ~40 polygons: about 88 % of its paths are hidden.
    mutating func hideOccluded() {
        guard occlusion.enabled, occlusion.paths.contains(where: \.occludes) else { return }
        var grid = occlusion.grid
        occlusion.grid = OcclusionGrid()   // its storage used here, uniquely, then given back
        defer { occlusion.grid = grid }
        grid.reset(width: width, height: height)
        for index in occlusion.paths.indices.reversed() {
            let path = occlusion.paths[index]
            if path.isBarrier {
                grid.clear()
            } else if grid.covers(path.bounds) {
                hide(path)
            } else if path.occludes {
                let floats = path.pieces.lowerBound * AnalyticCoverage.instanceFloats..<path.pieces.upperBound * AnalyticCoverage.instanceFloats
                triangles.withUnsafeBufferPointer { grid.markInside(convex: UnsafeBufferPointer(rebasing: $0[floats])) }
            }
        }
    }
}
