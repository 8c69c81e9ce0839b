import Foundation
import FrameOutput
import RenderCommands

/// Test doubles for the frame loop: display lists that carry their frame index, a renderer that
/// paints that index into the pixels, one whose pipeline returns frames late, and a sink in memory.
enum Fake {
    /// A display list that says "frame `index`": `index % 256` pop-layer commands (never drawn by a
    /// real backend; the fake renderers only count them).
    static func list(for index: Int) -> DisplayList {
        var list = DisplayList()
        for _ in 0..<(index % 256) { list.popLayer() }
        return list
    }

    /// The frame index a fake renderer painted into `pixmap` (its top-left pixel's red channel).
    static func paintedIndex(_ pixmap: Pixmap) -> Int { Int(pixmap[x: 0, y: 0].red) }

    /// The background of the fake jobs' 4×2 frames: opaque black.
    static let background = PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 255)
}

struct FakeError: Error, CustomStringConvertible {
    var description: String
}

/// Paints the list's frame index (its command count) into the top-left pixel; fails on the frame
/// whose index is `failing`.
struct CountingRenderer: Renderer {
    var failing: Int?

    func render(_ list: DisplayList, into pixmap: inout Pixmap) throws {
        let index = list.commands.count
        if index == failing { throw FakeError(description: "boom at \(index)") }
        pixmap.withUnsafeMutableBytes { $0[0] = UInt8(index) }
    }
}

/// A ``CountingRenderer`` whose pipeline holds `lag` frames back and returns them in bursts,
/// as a GPU pipeline does (frame N comes back only after frame N + lag is submitted).
struct LaggingRenderer: Renderer {
    var lag: Int
    var failing: Int?

    func render(_ list: DisplayList, into pixmap: inout Pixmap) throws {
        try CountingRenderer(failing: failing).render(list, into: &pixmap)
    }

    func makeFramePipeline() -> any FramePipeline { LaggingPipeline(renderer: self) }
}

final class LaggingPipeline: FramePipeline {
    let renderer: LaggingRenderer
    private var held: [Pixmap] = []
    /// Frames submitted; frames returned.
    private(set) var submitted = 0, returned = 0

    init(renderer: LaggingRenderer) { self.renderer = renderer }

    var latency: Int { renderer.lag }

    func submit(_ list: DisplayList, over canvas: Pixmap) throws -> [Pixmap] {
        var pixmap = canvas
        try renderer.render(list, into: &pixmap)
        held.append(pixmap)
        submitted += 1
        // Nothing until lag + 2 frames are held, then all but the newest `lag`: frames come back
        // late and two at a time (the loop must cope with several frames at once).
        guard held.count > renderer.lag + 1 else { return [] }
        let count = held.count - renderer.lag
        defer { held.removeFirst(count) }
        returned += count
        return Array(held.prefix(count))
    }

    func finish() throws -> [Pixmap] {
        defer { held.removeAll() }
        returned += held.count
        return held
    }
}

/// Keeps frames in memory, in the order written; `complete` frames count as done from an earlier
/// run; fails writing frame `failing`.
final class MemorySink: FrameSink {
    var complete: Set<Int> = []
    var failing: Int?
    /// Seconds each write blocks (a slow output holding the drawing back).
    var delay = 0.0
    private(set) var frames: [(frame: PlannedFrame, pixmap: Pixmap)] = []
    private(set) var finished = 0
    private var undrained: [WrittenFrame] = []

    init(complete: Set<Int> = [], failing: Int? = nil) {
        self.complete = complete
        self.failing = failing
    }

    func location(of frame: PlannedFrame) -> String { "memory:\(frame.name)" }

    func isComplete(_ frame: PlannedFrame, width: Int, height: Int) -> Bool { complete.contains(frame.index) }

    func write(_ pixmap: Pixmap, for frame: PlannedFrame) throws {
        if frame.index == failing { throw FakeError(description: "disk full at \(frame.name)") }
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
        frames.append((frame, pixmap))
        undrained.append(WrittenFrame(frame: frame, location: location(of: frame), encodeSeconds: 0))
    }

    func drainWritten() -> [WrittenFrame] {
        defer { undrained.removeAll() }
        return undrained
    }

    func finish() throws -> FrameSinkSummary {
        finished += 1
        return FrameSinkSummary(framesWritten: frames.count, encodeSeconds: 0)
    }
}
