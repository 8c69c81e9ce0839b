import Foundation
import Synchronization
import VectorPath
import RenderCommands
import Geometry2D

/// The stamps of every glyph drawn so far, shared by all renderers of the process (as Cairo keeps
/// a glyph cache per scaled font), keyed by outline identity, device scale and sub-pixel phase.
/// Stamps are pure functions of their key, so what is cached never changes a picture.
///
/// Stamps live in a ``Generation`` that jobs keep alive, so a job refers to its stamps without
/// retaining each one; when the cache would pass its byte budget it starts a new generation (the
/// old one goes when its last job does). In front of the generation's dictionary sits a
/// direct-mapped table of plain values (no reference counting, one compare per lookup): placing
/// tens of thousands of glyphs a frame, the dictionary's hashing and retains were a quarter of
/// the frame.
final class GlyphStampCache: Sendable {
    struct Key: Hashable {
        let outline: GlyphOutline
        let scale: Double
        let phase: UInt16

        static func == (a: Key, b: Key) -> Bool { a.outline === b.outline && a.scale == b.scale && a.phase == b.phase }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(outline))
            hasher.combine(scale.bitPattern ^ UInt64(phase) &<< 48)
        }
    }

    /// The stamps made since the last reset; holds them (and their outlines, so the identities the
    /// front table compares cannot be reused while it lives).
    final class Generation: @unchecked Sendable {
        /// Written only under the cache's lock.
        fileprivate var stamps: [Key: GlyphStamp] = [:]
    }

    /// One front-table entry: plain values, no reference counting.
    fileprivate struct Slot {
        /// The outline's address; 0 for an empty slot.
        var outline: UInt = 0
        var scaleBits: UInt64 = 0
        var stamp: Unmanaged<GlyphStamp>?
        /// The stamp's header, copied: placing a glyph then reads only this slot.
        var columns: Int16 = 0, height: Int16 = 0, dx: Int16 = 0, dy: Int16 = 0
        var phase: UInt16 = 0
    }

    /// What the lock guards: the generation, its size, and the front table.
    struct Table: ~Copyable {
        fileprivate(set) var generation = Generation()
        /// Counts the generations started (a lookup reports the one its stamp belongs to).
        fileprivate(set) var generationNumber = 0
        fileprivate var bytes = 0
        fileprivate var front = UnsafeMutableBufferPointer<Slot>.allocate(capacity: GlyphStampCache.frontSlots)
        fileprivate let byteBudget: Int

        fileprivate init(byteBudget: Int) {
            self.byteBudget = byteBudget
            front.initialize(repeating: Slot())
        }

        deinit { front.deallocate() }

        /// The stamp of `outline` at `scale` and phase (`phaseX`, `phaseY`), made on a miss, with
        /// the number of the generation that holds it.
        @inline(__always)
        mutating func stamp(_ outline: GlyphOutline, scale: Double, phaseX: Int, phaseY: Int)
            -> (stamp: Unmanaged<GlyphStamp>, header: GlyphStamp.Header, generation: Int) {
            let phase = UInt16(phaseX << 8 | phaseY)
            let address = UInt(bitPattern: ObjectIdentifier(outline))
            let bits = scale.bitPattern
            let mixed = (UInt64(address) >> 4 ^ bits ^ bits >> 32 ^ UInt64(phase) &* 0x9E37_79B9) &* 0x9E37_79B9_7F4A_7C15
            let slot = Int(truncatingIfNeeded: mixed >> 49)
            let entry = front[slot]
            if entry.outline == address && entry.scaleBits == bits && entry.phase == phase, let hit = entry.stamp {
                return (hit, GlyphStamp.Header(columns: Int(entry.columns), height: Int(entry.height),
                                               dx: Int(entry.dx), dy: Int(entry.dy)), generationNumber)
            }
            return miss(outline, scale: scale, phaseX: phaseX, phaseY: phaseY, slot: slot)
        }

        /// The dictionary's stamp (or a new one), entered in the front table at `slot`.
        private mutating func miss(_ outline: GlyphOutline, scale: Double, phaseX: Int, phaseY: Int, slot: Int)
            -> (stamp: Unmanaged<GlyphStamp>, header: GlyphStamp.Header, generation: Int) {
            let phase = UInt16(phaseX << 8 | phaseY)
            let key = Key(outline: outline, scale: scale, phase: phase)
            let stamp: GlyphStamp
            if let cached = generation.stamps[key] {
                stamp = cached
            } else {
                stamp = GlyphStamp.make(outline, scale: scale, phaseX: phaseX, phaseY: phaseY)
                if bytes + stamp.byteCount > byteBudget {
                    generation = Generation()
                    generationNumber += 1
                    bytes = 0
                    front.update(repeating: Slot())
                }
                generation.stamps[key] = stamp
                bytes += stamp.byteCount
            }
            let header = stamp.header
            // Sizes are at most GlyphStamp.maximumSide (256) px plus a pixel each way; an outline
            // placed far from its origin may not fit the slot's offsets, and then skips the table.
            if let dx = Int16(exactly: header.dx), let dy = Int16(exactly: header.dy) {
                front[slot] = Slot(outline: UInt(bitPattern: ObjectIdentifier(outline)), scaleBits: scale.bitPattern,
                                   stamp: .passUnretained(stamp), columns: Int16(header.columns), height: Int16(header.height),
                                   dx: dx, dy: dy, phase: phase)
            }
            return (.passUnretained(stamp), header, generationNumber)
        }
    }

    static let shared = GlyphStampCache(byteBudget: 64 << 20)
    fileprivate static let frontSlots = 1 << 15

    private let state: Mutex<Table>

    init(byteBudget: Int) {
        state = Mutex(Table(byteBudget: byteBudget))
    }

    /// Runs `body` with the table under the cache's lock (one lock for a whole run of glyphs).
    /// Keep the generation of every stamp used as long as the stamp is: a miss may start a new one.
    func withTable<R: Sendable>(_ body: (inout Table) -> R) -> R {
        state.withLock { body(&$0) }
    }

    /// Stamps held now.
    var count: Int { state.withLock { $0.generation.stamps.count } }
}

extension EdgeList {
    /// The edges and stamps of `glyphs` at their device placement: each glyph's stamp at its
    /// nearest sixteenth of a pixel; glyphs larger than ``GlyphStamp/maximumSide`` as filled
    /// outlines (those that can show; ``LoweredGlyphs/forEachLargeGlyph(largestStamp:_:)``).
    init(_ glyphs: borrowing LoweredGlyphs, cache: GlyphStampCache = .shared) {
        self.init()
        reserveStamps(glyphs.run.glyphs.count)
        glyphs.forEachLargeGlyph(largestStamp: GlyphStamp.maximumSide) { append($0) }
        cache.withTable { table in
            var held = -1
            for glyph in glyphs.run.glyphs {
                let (scale, x, y) = glyphs.place(glyph)
                guard LoweredGlyphs.isStamped(glyph, scale: scale, x: x, y: y, largestStamp: GlyphStamp.maximumSide) else { continue }
                let n = Double(GlyphStamp.phases)
                let qx = Int((x * n).rounded()), qy = Int((y * n).rounded())
                let (placed, header, number) = table.stamp(glyph.outline, scale: scale, phaseX: qx & (GlyphStamp.phases - 1),
                                                   phaseY: qy & (GlyphStamp.phases - 1))
                if number != held {
                    hold(table.generation)
                    held = number
                }
                append(placed, header: header, x: (qx >> GlyphStamp.phaseShift) + header.dx,
                       y: (qy >> GlyphStamp.phaseShift) + header.dy)
            }
        }
    }
}
