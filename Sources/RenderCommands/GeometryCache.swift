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
    /// Whether the next frame keeps every outline it makes (see ``finish(_:)``). Guarded by `lock`.
    private var keepsEverything = true

    /// While the frames find few of the outlines kept for them, a frame looks up and keeps one
    /// outline in this many: enough to see when the shapes stop changing.
    package static let sampling = 16
    /// Fewer kept outlines than this always keep everything (too few to judge by, or to cost).
    package static let fewestJudged = 64

    package init() {}

    /// Outlines held now (the last frame's, for tests).
    package var count: Int { lock.withLock { entries.count } }

    /// Whether the next frame keeps every outline it makes (for tests).
    package var keepsEveryOutline: Bool { lock.withLock { keepsEverything } }

    /// What a new frame reads: the geometry kept so far.
    package func start() -> GeometryReuse {
        lock.withLock { GeometryReuse(kept: entries, keepingEvery: keepsEverything ? 1 : Self.sampling) }
    }

    /// Keeps what the pieces of one frame found and made; drops everything else. When a frame
    /// found fewer than a quarter of the (at least ``fewestJudged``) outlines kept for it — shapes
    /// that change every frame: particles, a morph — the frames after it look up and keep only the
    /// first and then one in ``sampling`` of their outlines (keeping 5,000 particles a frame that no
    /// frame found cost 11 ms of a 15 ms CPU side, against 4 ms without), until a frame finds a
    /// quarter of that sample again (the shapes stopped): then everything is kept again. The
    /// picture is the same bytes either way.
    package func finish(_ pieces: [GeometryReuse]) {
        lock.withLock {
            let offered = entries.count
            var found = 0, live = 0
            for piece in pieces {
                found += piece.hits
                live += piece.found.count + piece.made.count
            }
            // Built afresh from what the frame used (the entries it read are released once; the
            // pieces still hold them, so changing them in place would copy them first).
            var next = [GeometryKey: KeptGeometry](minimumCapacity: live)
            for piece in pieces {
                for (key, kept) in piece.found { next[key] = kept }
                for (key, kept) in piece.made { next[key] = kept }
            }
            entries = next
            keepsEverything = keepsEverything
                ? offered < Self.fewestJudged || 4 * found >= offered
                : found > 0 && 4 * found >= offered   // the sample found again: the shapes stopped
        }
    }

    /// Forgets everything (e.g. when the canvas or the options change).
    package func removeAll() {
        lock.withLock {
            entries.removeAll()
            keepsEverything = true
        }
    }
}

/// One frame's (or one piece of a frame's) use of a ``GeometryCache``: the entries it may find,
/// and those it found and made, handed back with ``GeometryCache/finish(_:)``.
package struct GeometryReuse: Sendable {
    /// The entries of earlier frames (read only: never changed while a frame reads them).
    package let kept: [GeometryKey: KeptGeometry]
    /// False for a frame drawn without a cache: nothing is looked up or made.
    package let isEnabled: Bool
    /// Of the outlines worth keeping, one in this many is looked up and kept (1: all).
    package let keepingEvery: Int
    package private(set) var found: [(GeometryKey, KeptGeometry)] = []
    package private(set) var made: [(GeometryKey, KeptGeometry)] = []
    /// The lookups that found kept geometry (with or without the consumer's data on it).
    package private(set) var hits = 0
    /// Outlines since the last one looked up (sampling; the first in a frame is looked up).
    private var madeSinceKept: Int

    init(kept: [GeometryKey: KeptGeometry], keepingEvery: Int = 1) {
        self.kept = kept
        isEnabled = true
        self.keepingEvery = max(keepingEvery, 1)
        madeSinceKept = self.keepingEvery - 1
    }

    private init() {
        kept = [:]
        isEnabled = false
        keepingEvery = 1
        madeSinceKept = 0
    }

    /// No cache: every outline is flattened.
    package static var off: GeometryReuse { GeometryReuse() }

    /// The geometry kept for `key`: as it is when the consumer's data is there or it `derives`
    /// none (counted as found), else a copy for this frame to give the consumer's data to on the geometry's second frame
    /// (recorded as made, and `isNew`). So a shape that changes every frame never pays for
    /// copying what the consumer derived, and one that stays pays once.
    mutating func find(_ key: GeometryKey, derives: Bool) -> (KeptGeometry, isNew: Bool)? {
        guard let entry = kept[key] else { return nil }
        hits += 1
        guard derives && entry.derived == nil else {
            found.append((key, entry))
            return (entry, false)
        }
        let copy = KeptGeometry(geometry: entry.geometry, bounds: entry.bounds, points: entry.points)
        made.append((key, copy))
        return (copy, true)
    }

    /// Whether the next outline worth keeping is looked up (``find(_:derives:)``) and kept when
    /// not found (``keep(_:for:)``): every one, or while the frames find few, the first and one in
    /// ``keepingEvery`` after it — the others are neither keyed nor hashed.
    mutating func looksUpNext() -> Bool {
        guard isEnabled else { return false }
        madeSinceKept += 1
        guard madeSinceKept >= keepingEvery else { return false }
        madeSinceKept = 0
        return true
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
