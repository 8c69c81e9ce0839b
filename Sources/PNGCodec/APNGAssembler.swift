import Foundation
import RenderCommands

/// The chunks of an animated PNG (APNG 1.0): frames compressed independently, in any order and on
/// any thread (``compress(_:)``), then laid out in order (``header()``, ``chunks(ofFrame:_:)`` for
/// each frame, ``trailer()``). Every frame covers the whole canvas (no offsets, dispose none,
/// blend source), so any frame decodes without the ones before it. Frame 0 is also the static
/// image that viewers without APNG support show. Deterministic: the same frames and settings give
/// the same bytes.
///
/// ```swift
/// let apng = APNGAssembler(width: 64, height: 64, frameCount: 2, fps: 30)
/// var file = apng.header()
/// for (index, frame) in frames.enumerated() { file += apng.chunks(ofFrame: index, try apng.compress(frame)) }
/// file += apng.trailer()
/// ```
public struct APNGAssembler: Sendable {
    public let width: Int
    public let height: Int
    public let frameCount: Int
    /// How often the animation plays; 0 = forever.
    public let loopCount: Int
    /// Each frame's delay in seconds as a fraction (APNG's `delay_num / delay_den`).
    public let delay: (numerator: UInt16, denominator: UInt16)
    public let compression: PNGEncoder.Compression

    /// An animation of `frameCount` frames of `width`×`height` pixels shown at `fps`.
    public init(width: Int, height: Int, frameCount: Int, fps: Double, loopCount: Int = 0,
                compression: PNGEncoder.Compression = .fast) {
        self.width = width
        self.height = height
        self.frameCount = frameCount
        self.loopCount = max(loopCount, 0)
        self.compression = compression
        delay = Self.delay(fps: fps)
    }

    /// 1/fps as a fraction of 16-bit numbers: exact for whole rates (1/60) and for rates in
    /// thousandths (29.97 → 100/2997), else the nearest fraction of 16-bit numbers (1/3 fps → 65535/21845).
    static func delay(fps: Double) -> (numerator: UInt16, denominator: UInt16) {
        guard fps.isFinite, fps > 0 else { return (1, 60) }
        let thousandths = (fps * 1000).rounded()
        if abs(thousandths - fps * 1000) < 1e-6, thousandths >= 1, thousandths < 1e15 {
            var numerator = 1000, denominator = Int(thousandths)
            var a = numerator, b = denominator
            while b != 0 { (a, b) = (b, a % b) }
            numerator /= a
            denominator /= a
            if denominator <= 65535 { return (UInt16(numerator), UInt16(denominator)) }
        }
        // The nearest fraction whose numerator and denominator fit 16 bits.
        let denominator = min(65535, max(1, (65535 * fps).rounded(.down)))
        return (UInt16(min(max((denominator / fps).rounded(), 1), 65535)), UInt16(denominator))
    }

    /// The frame's image data (its zlib stream), ready for ``chunks(ofFrame:_:)``.
    ///
    /// - Throws: ``PNGError/encodingFailed(reason:)``, also when the frame's size is not the
    ///   animation's.
    public func compress(_ pixmap: Pixmap) throws(PNGError) -> [UInt8] {
        guard pixmap.width == width, pixmap.height == height else {
            throw .encodingFailed(reason: "an APNG frame of \(pixmap.width)×\(pixmap.height) in a \(width)×\(height) animation")
        }
        return try PNGEncoder.withImageData(of: pixmap, compression: compression) { Array($0) }
    }

    /// Signature, IHDR, acTL (frames and loops) and sRGB.
    public func header() -> [UInt8] {
        var bytes = PNGEncoder.signature
        bytes.appendChunk("IHDR", PNGEncoder.header(width: width, height: height))
        var control = [UInt8]()
        control.appendBigEndian(UInt32(frameCount))
        control.appendBigEndian(UInt32(loopCount))
        bytes.appendChunk("acTL", control)
        bytes.appendChunk("sRGB", [0])
        return bytes
    }

    /// The chunks of frame `index`: its fcTL, then IDAT (frame 0) or fdAT. One sequence counts
    /// fcTL and fdAT chunks from 0: frame 0's fcTL is 0, frame k's fcTL is 2k − 1 and its fdAT 2k.
    public func chunks(ofFrame index: Int, _ imageData: [UInt8]) -> [UInt8] {
        var control = [UInt8]()
        control.appendBigEndian(UInt32(index == 0 ? 0 : 2 * index - 1))
        control.appendBigEndian(UInt32(width))
        control.appendBigEndian(UInt32(height))
        control.appendBigEndian(0)   // x offset
        control.appendBigEndian(0)   // y offset
        control += [UInt8(delay.numerator >> 8), UInt8(truncatingIfNeeded: delay.numerator),
                    UInt8(delay.denominator >> 8), UInt8(truncatingIfNeeded: delay.denominator)]
        control += [0, 0]   // dispose none, blend source
        var bytes = [UInt8]()
        bytes.reserveCapacity(imageData.count + 64)
        bytes.appendChunk("fcTL", control)
        if index == 0 {
            bytes.appendChunk("IDAT", imageData)
        } else {
            var data = [UInt8]()
            data.reserveCapacity(imageData.count + 4)
            data.appendBigEndian(UInt32(2 * index))
            data += imageData
            bytes.appendChunk("fdAT", data)
        }
        return bytes
    }

    /// IEND.
    public func trailer() -> [UInt8] {
        var bytes = [UInt8]()
        bytes.appendChunk("IEND", [])
        return bytes
    }
}
