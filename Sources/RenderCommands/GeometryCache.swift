import Foundation
import VectorPath
import Geometry2D

/// Device geometry kept from one frame to the next, so that a fill or stroke whose path, style and
/// transform did not change is not flattened, stroked or fanned again: an animation usually moves
/// a few shapes of many. The GPU backend keeps one per renderer (``LoweredDisplayList/run(into:reusing:)``
/// looks each fill and stroke up in it).
///
/// What it holds is what the last frame drew and nothing else: every frame keeps the entries it
/// found or made and drops the rest, so it never holds more than one frame's geometry (which the
/// frame's budget already bounds). A frame reads the entries of the frames before it and makes its
/// own without a lock (``GeometryReuse``, one per thread that lowers a piece of the list); only
/// ``finish(_:)`` takes the lock.
///
/// ```swift
/// let cache = GeometryCache()
/// var reuse = cache.start()
/// try list.lowered(tolerance: 0.25, width: 256, height: 256).run(into: &builder, reusing: &reuse)
/// cache.finish([reuse])   // the next frame finds this one's geometry
/// ```
package final class GeometryCache: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var entries: [GeometryKey: KeptGeometry] = [:]
    private var frame = 0

    package init() {}

    /// Outlines held now (the last frame's, for tests).
    package var count: Int { lock.withLock { entries.count } }

    /// What a new frame reads: the geometry kept so far.
    package func start() -> GeometryReuse {
        lock.withLock { GeometryReuse(kept: entries) }
    }

    /// Keeps what the pieces of one frame found and made; drops everything else.
    package func finish(_ pieces: [GeometryReuse]) {
        lock.withLock {
            frame += 1
            var live = 0
            for piece in pieces {
                for kept in piece.found { kept.frame = frame }
                for (key, kept) in piece.made {
                    kept.frame = frame
                    entries[key] = kept
                }
                live += piece.found.count + piece.made.count
            }
            let frame = frame
            if entries.count > live { entries = entries.filter { $0.value.frame == frame } }
        }
    }

    /// Forgets everything (e.g. when the canvas or the options change).
    package func removeAll() {
        lock.withLock { entries.removeAll() }
    }
}

/// One frame's (or one piece of a frame's) use of a ``GeometryCache``: the entries it may find,
/// and those it found and made, handed back with ``GeometryCache/finish(_:)``.
package struct GeometryReuse: Sendable {
    /// The entries of earlier frames (read only: never changed while a frame reads them).
    package let kept: [GeometryKey: KeptGeometry]
    /// False for a frame drawn without a cache: nothing is looked up or made.
    package let isEnabled: Bool
    package private(set) var found: [KeptGeometry] = []
    package private(set) var made: [(GeometryKey, KeptGeometry)] = []

    init(kept: [GeometryKey: KeptGeometry]) {
        self.kept = kept
        isEnabled = true
    }

    private init() {
        kept = [:]
        isEnabled = false
    }

    /// No cache: every outline is flattened.
    package static var off: GeometryReuse { GeometryReuse() }

    /// The geometry kept for `key`: as it is when the consumer's data is there or it `derives`
    /// none (counted as found), else a copy for this frame to give the consumer's data to on the geometry's second frame
    /// (recorded as made, and `isNew`). So a shape that changes every frame never pays for
    /// copying what the consumer derived, and one that stays pays once.
    mutating func find(_ key: GeometryKey, derives: Bool) -> (KeptGeometry, isNew: Bool)? {
        guard let entry = kept[key] else { return nil }
        guard derives && entry.derived == nil else {
            found.append(entry)
            return (entry, false)
        }
        let copy = KeptGeometry(geometry: entry.geometry, bounds: entry.bounds, points: entry.points)
        made.append((key, copy))
        return (copy, true)
    }

    /// Records geometry made for `key`.
    mutating func keep(_ entry: KeptGeometry, for key: GeometryKey) {
        made.append((key, entry))
    }
}

/// One fill's or stroke's lowered geometry, kept: its device outline, the canvas pixels it may
/// touch (nil: none) and the points it counted against the budget (its estimate, or its exact count
/// when that was cheaper to find), and what the consumer derived
/// from it (the GPU keeps its analytic-coverage pieces here).
package final class KeptGeometry: @unchecked Sendable {
    package let geometry: DeviceGeometry
    package let bounds: DeviceBounds?
    package let points: Double
    /// Set by the consumer that receives the draw in the geometry's second frame
    /// (``LoweredDraw/storesDerived``), before any other frame or thread can see it; read only after.
    package var derived: [Float]?
    /// The frame that last used it (``GeometryCache``, under its lock).
    fileprivate var frame = 0

    init(geometry: DeviceGeometry, bounds: DeviceBounds?, points: Double) {
        self.geometry = geometry
        self.bounds = bounds
        self.points = points
    }
}

/// What decides a fill's or stroke's device geometry: the path (verbs and points, compared bit for
/// bit), the style, the transform, the flattening tolerance and the canvas (its work rectangle).
package struct GeometryKey: Hashable, Sendable {
    enum Style: Hashable, Sendable {
        case fill(FillStyle)
        case stroke(StrokeStyle, antialiased: Bool, widensThinStrokes: Bool)
    }

    let verbs: [Path.Verb]
    let points: [CGPoint]
    let style: Style
    let transform: ProjectionTransform
    let tolerance: Double
    let width: Int, height: Int
    /// A hash of the verbs and points (computed once; they are what costs to hash).
    let fingerprint: UInt64

    init(_ path: Path, style: Style, transform: ProjectionTransform, tolerance: Double, width: Int, height: Int) {
        verbs = path.verbs
        points = path.points
        self.style = style
        self.transform = transform
        self.tolerance = tolerance
        self.width = width
        self.height = height
        fingerprint = Self.fingerprint(points, verbs)
    }

    /// The most points of a fill of straight lines that is flattened again rather than looked up:
    /// its flattening is a copy of its points, cheaper than finding it (measured on
    /// polygons_10000: 10,000 fills of 3–9 points lowered in 2.5–3.2 ms flattened, 4.1 ms found).
    static let largestPolygonFlattenedAgain = 32

    /// False for a fill whose flattening costs less than finding it kept: straight lines only and
    /// at most ``largestPolygonFlattenedAgain`` points. Strokes are always worth keeping.
    static func isWorthKeeping(fill path: Path) -> Bool {
        path.points.count > largestPolygonFlattenedAgain || path.hasCurves
    }

    package static func == (a: GeometryKey, b: GeometryKey) -> Bool {
        a.fingerprint == b.fingerprint && a.width == b.width && a.height == b.height && a.tolerance == b.tolerance
            && a.style == b.style && a.transform == b.transform
            && Self.sameBytes(a.points, b.points) && Self.sameBytes(a.verbs, b.verbs)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
        hasher.combine(transform)
        hasher.combine(style)
    }

    /// True when both arrays hold the same bytes (-0 and +0 differ: a miss, never a wrong picture).
    private static func sameBytes<T>(_ a: [T], _ b: [T]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in x.count == 0 || x.baseAddress == y.baseAddress || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
    }

    /// A multiply-xorshift hash of the points' and verbs' bytes, eight at a time.
    private static func fingerprint(_ points: [CGPoint], _ verbs: [Path.Verb]) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(points.count)
        func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
        }
        points.withUnsafeBytes { raw in
            for offset in stride(from: 0, to: raw.count, by: 8) { mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        }
        verbs.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            while offset < raw.count {
                tail = tail << 8 | UInt64(raw[offset])
                offset += 1
            }
            mix(tail ^ UInt64(verbs.count) << 56)
        }
        return hash
    }
}
