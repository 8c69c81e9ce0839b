import Foundation
@testable import FrameOutput
@testable import PNGCodec
import RenderCommands
import Testing
import ZoetropeTestSupport

/// The one-file outputs: an animated PNG whose frames decode to exactly the pixmaps given (in
/// order, whatever order the background threads compressed them in), published only when complete;
/// a raw RGBA stream; the null sink.
@Suite struct AnimationSinkTests {
    /// Seeded frames with random translucent pixels, so every frame differs and alpha matters.
    static func frames(_ count: Int, width: Int = 9, height: Int = 5, seed: UInt64 = 0xA9) throws -> [Pixmap] {
        var generator = SeededRandom(seed: seed)
        return try (0..<count).map { _ in
            var pixmap = try Pixmap(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    let bits = generator.next()
                    pixmap[x: x, y: y] = PremultipliedRGBA8(straightRed: UInt8(truncatingIfNeeded: bits),
                                                            green: UInt8(truncatingIfNeeded: bits >> 8),
                                                            blue: UInt8(truncatingIfNeeded: bits >> 16),
                                                            alpha: [0, 255, UInt8(truncatingIfNeeded: bits >> 24)][Int(bits >> 60) % 3])
                }
            }
            return pixmap
        }
    }

    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-sinks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func plannedFrames(_ count: Int) throws -> [PlannedFrame] {
        let plan = try FramePlan(name: "anim", fps: 30, selection: .frames(0..<count))
        return (0..<count).map { plan[$0] }
    }

    @Test func animatedPNGFramesDecodeExactlyAndInOrder() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("anim.png")
        let frames = try Self.frames(12)
        let sink = try APNGSink(file: file, frameCount: frames.count, fps: 30, loopCount: 3, framesInFlight: 4)
        for (pixmap, planned) in zip(frames, try Self.plannedFrames(frames.count)) { try sink.write(pixmap, for: planned) }
        #expect(!FileManager.default.fileExists(atPath: file.path), "published before finish")
        let summary = try sink.finish()
        #expect(summary.framesWritten == 12)
        let apng = try APNGReader(bytes: [UInt8](Data(contentsOf: file)))
        #expect(apng.frameCount == 12 && apng.loopCount == 3)
        #expect(apng.frames.count == 12)
        for (index, frame) in apng.frames.enumerated() {
            #expect(frame.image == frames[index], "frame \(index)")
            #expect(frame.delay == (1, 30))
        }
        #expect(Array(apng.chunkTypes.prefix(5)) == ["IHDR", "acTL", "sRGB", "fcTL", "IDAT"])
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["anim.png"])
    }

    @Test func aMissingFrameLeavesNoFileAndSaysSo() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("short.png")
        let frames = try Self.frames(3)
        let sink = try APNGSink(file: file, frameCount: 5, fps: 24)
        for (pixmap, planned) in zip(frames, try Self.plannedFrames(3)) { try sink.write(pixmap, for: planned) }
        #expect(throws: FrameOutputError.self) { _ = try sink.finish() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func aFrameOfAnotherSizeFailsTheAnimation() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sink = try APNGSink(file: directory.appendingPathComponent("sizes.png"), frameCount: 2, fps: 24)
        let planned = try Self.plannedFrames(2)
        try sink.write(try Self.frames(1, width: 4, height: 4)[0], for: planned[0])
        // Compressed on a worker: the write is accepted, the finish reports the odd size.
        try sink.write(try Self.frames(1, width: 5, height: 4)[0], for: planned[1])
        let error = #expect(throws: (any Error).self) { _ = try sink.finish() }
        #expect("\(error.map { "\($0)" } ?? "")".contains("5×4"), "\(String(describing: error))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// Frame delays: whole rates exact (1/fps), rates in thousandths exact and reduced, others the
    /// nearest fraction of 16-bit numbers.
    @Test func delaysAreTheFrameRatesReciprocal() {
        #expect(APNGAssembler.delay(fps: 60) == (1, 60))
        #expect(APNGAssembler.delay(fps: 29.97) == (100, 2997))
        #expect(APNGAssembler.delay(fps: 12.5) == (2, 25))
        #expect(APNGAssembler.delay(fps: 1.0 / 3.0) == (65535, 21845))   // 3 s
    }

    @Test func rawStreamIsTheFramesBytesBackToBack() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = try Self.frames(4)
        for alpha in RawFrameSink.Alpha.allCases {
            let file = directory.appendingPathComponent("frames-\(alpha).rgba")
            let sink = try RawFrameSink(file: file, alpha: alpha)
            for (pixmap, planned) in zip(frames, try Self.plannedFrames(4)) { try sink.write(pixmap, for: planned) }
            #expect(try sink.finish().framesWritten == 4)
            let expected = frames.flatMap { alpha == .straight ? $0.unpremultiplied() : $0.bytes }
            #expect([UInt8](try Data(contentsOf: file)) == expected, "\(alpha)")
        }
    }

    @Test func nullSinkCountsAndKeepsNothing() throws {
        let sink = NullSink()
        for (pixmap, planned) in zip(try Self.frames(3), try Self.plannedFrames(3)) { try sink.write(pixmap, for: planned) }
        #expect(sink.drainWritten().map(\.frame.index) == [0, 1, 2])
        #expect(try sink.finish().framesWritten == 3)
    }
}
