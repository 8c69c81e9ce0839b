import Foundation
import FrameOutput
import PNGCodec
import RenderCommands
import Testing

/// `PNGSequenceSink`: what it writes decodes to what it was given, under the plan's names, with
/// no temporary files left; resume recognises complete frames; failures are reported, not lost.
@Suite struct PNGSequenceSinkTests {
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("frame-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func files(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// A 5×3 pixmap different for every `seed`, with translucent pixels.
    func pixmap(_ seed: Int) throws -> Pixmap {
        let bytes = (0..<15).flatMap { i -> [UInt8] in
            let alpha = UInt8((seed * 37 + i * 11) % 256)
            return [UInt8(Int(alpha) * 2 / 3), UInt8(Int(alpha) / 2), alpha, alpha]
        }
        return try Pixmap(width: 5, height: 3, premultipliedBytes: bytes)
    }

    @Test func roundTripUnderThePlansNames() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("nested/out")   // created, parents included
        let plan = try FramePlan(name: "scene", fps: 30, selection: .frames(98..<103))
        let sink = try PNGSequenceSink(directory: out, framesInFlight: 2)
        for frame in plan { try sink.write(try pixmap(frame.index), for: frame) }
        let summary = try sink.finish()
        #expect(summary.framesWritten == 5)
        let written = sink.drainWritten()
        #expect(written.map(\.frame.index) == Array(98..<103), "drained in the order given")
        #expect(written.map(\.location) == plan.map { out.appendingPathComponent($0.name).path })
        #expect(sink.drainWritten().isEmpty)
        #expect(try files(in: out) == ["scene_00098.png", "scene_00099.png", "scene_00100.png", "scene_00101.png",
                                       "scene_00102.png"], "only the frames: no temporary files")
        for frame in plan {
            #expect(try PNGDecoder.decode(contentsOf: sink.url(of: frame)) == pixmap(frame.index), "\(frame.name)")
        }
    }

    @Test func completeMeansAPNGOfTheRightSize() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plan = try FramePlan(name: "r", fps: 1, selection: .frames(0..<4))
        let sink = try PNGSequenceSink(directory: directory)
        try sink.write(try pixmap(0), for: plan[0])
        try sink.write(try pixmap(1), for: plan[1])
        _ = try sink.finish()
        let bytes = try Data(contentsOf: sink.url(of: plan[1]))
        try bytes.prefix(bytes.count / 2).write(to: sink.url(of: plan[1]))   // an interrupted copy
        try Data("not a png".utf8).write(to: sink.url(of: plan[2]))
        #expect(sink.isComplete(plan[0], width: 5, height: 3))
        #expect(!sink.isComplete(plan[0], width: 3, height: 5), "another size is not complete")
        #expect(!sink.isComplete(plan[1], width: 5, height: 3))
        #expect(!sink.isComplete(plan[2], width: 5, height: 3))
        #expect(!sink.isComplete(plan[3], width: 5, height: 3), "missing")
    }

    @Test func aFailedWriteIsReportedAndLeavesNoTemporaryFile() throws {
        // A directory squats on frame 1's name: it is refused (not a regular file), not replaced.
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("f_00001.png"), withIntermediateDirectories: false)
        let plan = try FramePlan(name: "f", fps: 1, selection: .frames(0..<3))
        let sink = try PNGSequenceSink(directory: directory, framesInFlight: 1)
        var thrown: Error?
        do {
            for frame in plan { try sink.write(try pixmap(frame.index), for: frame) }
            _ = try sink.finish()
        } catch {
            thrown = error
        }
        guard case .notARegularFile(let path, let kind)? = thrown as? PNGError else { Issue.record("\(String(describing: thrown))"); return }
        #expect(path.hasSuffix("f_00001.png") && kind == "a directory")
        #expect(sink.drainWritten().map(\.frame.index) == [0], "progress stops before the failed frame")
        // Frame 2 may have been queued before frame 1 failed: if it was, it is complete.
        let left = try files(in: directory)
        #expect(left == ["f_00000.png", "f_00001.png"] || left == ["f_00000.png", "f_00001.png", "f_00002.png"],
                "no temporary file: \(left)")
        for name in left where name != "f_00001.png" {
            #expect(try PNGDecoder.decode(contentsOf: directory.appendingPathComponent(name)).width == 5)
        }
    }

    @Test func directoryErrors() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("file")
        try Data("keep".utf8).write(to: file)
        do {
            _ = try PNGSequenceSink(directory: file)
            Issue.record("a file accepted as the output directory")
        } catch {
            guard case .notADirectory(let path) = error else { Issue.record("\(error)"); return }
            #expect(path == file.path)
        }
        do {
            _ = try PNGSequenceSink(directory: file.appendingPathComponent("below"))
            Issue.record("a directory below a file was created")
        } catch {
            guard case .cannotCreateDirectory = error else { Issue.record("\(error)"); return }
            #expect(error.description.hasPrefix("cannot create the output directory \(file.path)/below: "))
        }
        #expect(try Data(contentsOf: file) == Data("keep".utf8))
    }

    @Test func aRenderJobResumesIntoAPNGSequence() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plan = try FramePlan(name: "job", fps: 8, selection: .duration(0.5))
        func run(resume: Bool) throws -> (RenderReport, [FrameEvent]) {
            let job = RenderJob(plan: plan, renderer: LaggingRenderer(lag: 1), width: 4, height: 2, background: Fake.background, resume: resume) {
                Fake.list(for: $0.index)
            }
            var events: [FrameEvent] = []
            let report = try job.run(into: try PNGSequenceSink(directory: directory)) { events.append($0) }
            return (report, events)
        }
        let (first, events) = try run(resume: false)
        #expect(first.rendered == 5 && events.map(\.frame.index) == Array(0...4))
        let urls = plan.map { directory.appendingPathComponent($0.name) }
        let original = try urls.map { try Data(contentsOf: $0) }
        try FileManager.default.removeItem(at: urls[1])
        try FileManager.default.removeItem(at: urls[3])
        let (second, resumed) = try run(resume: true)
        #expect(second.rendered == 2 && second.skipped == 3)
        #expect(resumed.filter { $0.kind == .written }.map(\.frame.index) == [1, 3])
        #expect(resumed.filter { $0.kind == .skipped }.map(\.frame.index) == [0, 2, 4])
        #expect(try urls.map { try Data(contentsOf: $0) } == original, "the same bytes again")
        for (index, url) in urls.enumerated() { #expect(Fake.paintedIndex(try PNGDecoder.decode(contentsOf: url)) == index) }
        #expect(try files(in: directory) == plan.map(\.name))
    }
}
