import CGLES3
import Foundation

/// A GL buffer refilled every frame by writing only the bytes that differ from what it holds: a
/// copy of its contents is kept on the CPU, compared with the new frame's, and each differing span
/// (spans closer than ``joinGap`` joined) goes up with one glBufferSubData. An animation that moves
/// one shape of many, its other geometry kept (``GLESOptions/keepsGeometry``), uploads that shape.
/// When most of a buffer turns out to differ, the comparison stops and the rest goes up whole, so
/// a frame where everything changed costs at most a quarter more than uploading it. The buffer
/// grows (to 1.5× what is needed) and is then filled whole. Context current; the caller binds the
/// buffer to `target` first.
///
/// ```swift
/// glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertices.name)
/// let bytes = vertices.upload(batch.vertices, target: GLenum(GL_ARRAY_BUFFER))   // bytes written
/// ```
package struct MirroredBuffer {
    private(set) var name: GLuint = 0
    private var capacity = 0
    /// What the buffer holds (its first `mirror.count` bytes).
    private var mirror: [UInt8] = []

    /// Differing spans closer than this many bytes go up as one.
    package static let joinGap = 256
    /// At most this many writes a frame: the rest of the buffer goes up in the last.
    package static let maximumSpans = 64

    init() { glGenBuffers(1, &name) }

    /// Writes `values` into the bound buffer where they differ from its contents, whole elements at
    /// a time (all of them, keeping no copy, unless `comparing`); returns the bytes written.
    mutating func upload<T>(_ values: [T], target: GLenum, comparing: Bool = true) -> Int {
        values.withUnsafeBytes { new in
            let bytes = new.count
            if bytes == 0 {   // nothing drawn from it this frame: nothing to write
                mirror.removeAll(keepingCapacity: true)
                return 0
            }
            guard bytes > capacity || mirror.isEmpty || !comparing else { return update(new, stride: MemoryLayout<T>.stride, target: target) }
            if bytes > capacity { capacity = max(bytes + bytes / 2, 64 * 1024) }
            glBufferData(target, capacity, nil, GLenum(GL_DYNAMIC_DRAW))   // orphans the old contents
            if let base = new.baseAddress, bytes > 0 { glBufferSubData(target, 0, bytes, base) }
            if comparing { mirror = Array(new) } else { mirror.removeAll() }
            return bytes
        }
    }

    /// The comparing write: spans of `new` that differ from the mirror, and any tail beyond it.
    private mutating func update(_ new: UnsafeRawBufferPointer, stride: Int, target: GLenum) -> Int {
        guard let source = new.baseAddress else {
            mirror.removeAll(keepingCapacity: true)
            return 0
        }
        let bytes = new.count
        var spans = mirror.withUnsafeBytes { old in Self.differences(old, new) }.map { span in
            span.lowerBound / stride * stride..<min((span.upperBound + stride - 1) / stride * stride, bytes)
        }
        // Mostly new: orphan and fill whole, so the driver never waits for the last frame's draws
        // (llvmpipe does before writing into a buffer they still read).
        if spans.reduce(max(bytes - mirror.count, 0), { $0 + $1.count }) > bytes / 2 {
            glBufferData(target, capacity, nil, GLenum(GL_DYNAMIC_DRAW))
            glBufferSubData(target, 0, bytes, source)
            mirror = Array(new)
            return bytes
        }
        if bytes > mirror.count {
            if let last = spans.last, mirror.count - last.upperBound < Self.joinGap {
                spans[spans.count - 1] = last.lowerBound..<bytes
            } else {
                spans.append(mirror.count..<bytes)
            }
        }
        if mirror.count != bytes {
            if mirror.count > bytes { mirror.removeLast(mirror.count - bytes) } else { mirror += repeatElement(0, count: bytes - mirror.count) }
        }
        var written = 0
        mirror.withUnsafeMutableBytes { old in
            for span in spans {
                glBufferSubData(target, span.lowerBound, span.count, source + span.lowerBound)
                old.baseAddress!.advanced(by: span.lowerBound).copyMemory(from: source + span.lowerBound, byteCount: span.count)
                written += span.count
            }
        }
        return written
    }

    /// The spans of the common prefix of `old` and `new` whose bytes differ, joined across gaps
    /// under ``joinGap``; after ``maximumSpans``, or once three quarters of what was compared past
    /// the first quarter differ, the last span runs to the end of the common prefix.
    package static func differences(_ old: UnsafeRawBufferPointer, _ new: UnsafeRawBufferPointer) -> [Range<Int>] {
        let common = min(old.count, new.count)
        guard common > 0, let a = old.baseAddress, let b = new.baseAddress else { return [] }
        var spans: [Range<Int>] = []
        var differing = 0
        var offset = 0
        while offset < common {
            guard let start = firstDifference(a, b, from: offset, to: common) else { break }
            let end = endOfDifference(a, b, from: start, to: common)
            if let last = spans.last, start - last.upperBound < joinGap {
                differing += end - last.upperBound
                spans[spans.count - 1] = last.lowerBound..<end
            } else {
                differing += end - start
                spans.append(start..<end)
            }
            offset = end
            if spans.count >= maximumSpans || (offset > common / 4 && differing * 4 > offset * 3) {
                spans[spans.count - 1] = spans[spans.count - 1].lowerBound..<common
                break
            }
        }
        return spans
    }

    /// The first byte from `offset` where the buffers differ (compared 4 KiB at a time), or nil.
    private static func firstDifference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, from offset: Int, to end: Int) -> Int? {
        var at = offset
        while at < end {
            let count = min(4096, end - at)
            if memcmp(a + at, b + at, count) != 0 {
                for byte in at..<at + count where a.load(fromByteOffset: byte, as: UInt8.self) != b.load(fromByteOffset: byte, as: UInt8.self) {
                    return byte
                }
            }
            at += count
        }
        return nil
    }

    /// The end of the differing run at `start`: one past its last differing byte before ``joinGap``
    /// equal bytes (or the end). Each window of ``joinGap`` bytes is compared at once and, when it
    /// differs, searched from its end, so a long differing run costs about one memcmp a window.
    private static func endOfDifference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, from start: Int, to end: Int) -> Int {
        var last = start
        while last + 1 < end {
            let window = last + 1..<min(last + 1 + joinGap, end)
            guard memcmp(a + window.lowerBound, b + window.lowerBound, window.count) != 0 else { break }
            var byte = window.upperBound - 1
            while a.load(fromByteOffset: byte, as: UInt8.self) == b.load(fromByteOffset: byte, as: UInt8.self) { byte -= 1 }
            last = byte
        }
        return last + 1
    }

    mutating func release() {
        if name != 0 { glDeleteBuffers(1, &name) }
        name = 0
        capacity = 0
        mirror = []
    }
}
