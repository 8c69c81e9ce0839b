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
    private struct Slot {
        /// The outline's address; 0 for an empty slot.
        var outline: UInt = 0
        var scaleBits: UInt64 = 0
        var stamp: Unmanaged<GlyphStamp>?
        var phase: UInt16 = 0
    }

    private struct State: ~Copyable {
        var generation = Generation()
        /// Counts the generations started (a lookup reports the one its stamp belongs to).
        var generationNumber = 0
        var bytes = 0
        var front = [Slot](repeating: Slot(), count: GlyphStampCache.frontSlots)
    }

    static let shared = GlyphStampCache(byteBudget: 64 << 20)
    private static let frontSlots = 1 << 15

    private let state: Mutex<State>
    let byteBudget: Int

    init(byteBudget: Int) {
        self.byteBudget = byteBudget
        state = Mutex(State())
    }

    /// Runs `body` under the cache's lock with a lookup that returns the stamp of (outline, scale,
    /// phase x, phase y), making it on a miss, with the number of the generation holding it, and a
    /// function giving the current generation (keep the generation of every stamp used as long as
    /// the stamp is: a miss may start a new one).
    func withStamps<R: Sendable>(
        _ body: (_ stamp: (GlyphOutline, Double, Int, Int) -> (Unmanaged<GlyphStamp>, generation: Int),
                 _ generation: () -> Generation) -> R
    ) -> R {
        let byteBudget = byteBudget
        return state.withLock { state in
            body({ outline, scale, phaseX, phaseY in
                let phase = UInt16(phaseX << 8 | phaseY)
                let address = UInt(bitPattern: ObjectIdentifier(outline))
                let bits = scale.bitPattern
                let mixed = (UInt64(address) >> 4 ^ bits ^ bits >> 32 ^ UInt64(phase) &* 0x9E37_79B9) &* 0x9E37_79B9_7F4A_7C15
                let slot = Int(truncatingIfNeeded: mixed >> 49)
                let hit: Unmanaged<GlyphStamp>? = state.front.withUnsafeBufferPointer { front in
                    let entry = front[slot]
                    return entry.outline == address && entry.scaleBits == bits && entry.phase == phase ? entry.stamp : nil
                }
                if let hit { return (hit, state.generationNumber) }
                let key = Key(outline: outline, scale: scale, phase: phase)
                let stamp: GlyphStamp
                if let cached = state.generation.stamps[key] {
                    stamp = cached
                } else {
                    stamp = GlyphStamp.make(outline, scale: scale, phaseX: phaseX, phaseY: phaseY)
                    if state.bytes + stamp.byteCount > byteBudget {
                        state.generation = Generation()
                        state.generationNumber += 1
                        state.bytes = 0
                        for index in state.front.indices { state.front[index] = Slot() }
                    }
                    state.generation.stamps[key] = stamp
                    state.bytes += stamp.byteCount
                }
                state.front[slot] = Slot(outline: address, scaleBits: bits, stamp: .passUnretained(stamp), phase: phase)
                return (.passUnretained(stamp), state.generationNumber)
            }, { state.generation })
        }
    }

    /// Stamps held now.
    var count: Int { state.withLock { $0.generation.stamps.count } }
}

extension EdgeList {
    /// The edges and stamps of `glyphs` at their device placement: each glyph's stamp at its
    /// nearest sixteenth of a pixel, glyphs larger than ``GlyphStamp/maximumSide`` as edges.
    init(_ glyphs: borrowing LoweredGlyphs, cache: GlyphStampCache = .shared) {
        self.init()
        reserveStamps(glyphs.run.glyphs.count)
        let placement = glyphs.placement
        cache.withStamps { stamp, generation in
            var held = -1
            for glyph in glyphs.run.glyphs {
                let scale = glyph.scale * placement.scale
                let x = placement.offset.x + glyph.origin.x * placement.scale
                let y = placement.offset.y + glyph.origin.y * placement.scale
                let box = glyph.outline.bounds
                guard max(box.width, box.height) * scale <= GlyphStamp.maximumSide,
                      abs(x) < 1e9, abs(y) < 1e9 else {
                    let toDevice = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: x, ty: y)
                    append(glyph.outline.path.flattened(tolerance: FillStyle.textFlatteningTolerance, transform: toDevice))
                    continue
                }
                let n = Double(GlyphStamp.phases)
                let qx = Int((x * n).rounded()), qy = Int((y * n).rounded())
                let (placed, number) = stamp(glyph.outline, scale, qx & (GlyphStamp.phases - 1), qy & (GlyphStamp.phases - 1))
                if number != held {
                    hold(generation())
                    held = number
                }
                let header = placed._withUnsafeGuaranteedRef { $0.header }
                append(placed, header: header, x: (qx >> GlyphStamp.phaseShift) + header.dx,
                       y: (qy >> GlyphStamp.phaseShift) + header.dy)
            }
        }
    }
}
