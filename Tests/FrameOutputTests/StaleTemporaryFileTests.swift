import Foundation
import FrameOutput
import PNGCodec
import SafeFiles
import RenderCommands
import Testing

/// `PNGSequenceSink.removeStaleTemporaryFiles(of:)`: a killed run's temporary files for the plan's
/// frames go (this version's `.zt-…` names, shortened ones, and earlier versions' names); every
/// other file stays — other scenes', other frame ranges' (another shard may be writing them),
/// look-alikes, links and directories. And `isComplete` never opens a FIFO.
@Suite struct StaleTemporaryFileTests {
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("frame-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func files(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    func plant(_ names: [String], in directory: URL) throws {
        for name in names { try Data().write(to: directory.appendingPathComponent(name)) }
    }

    @Test func removesThisPlansTemporaryFilesAndNothingElse() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plan = try FramePlan(name: "flower", fps: 60, selection: .frames(10..<13))
        let stale = [TemporaryFileName.make(for: "flower_00010.png"), TemporaryFileName.make(for: "flower_00012.png"),
                     ".flower_00011.png.0F1D1C4E-1D2B-4B6A-9E37-2C1A9A2B3C4D.tmp"]
        let others = [
            "flower_00010.png", "notes.txt", ".zt-notes.txt",
            TemporaryFileName.make(for: "clock_00010.png"),          // another scene
            TemporaryFileName.make(for: "flower_00013.png"),         // another range (a shard)
            TemporaryFileName.make(for: "flower_0010.png"),          // not a frame name of the plan
            TemporaryFileName.make(for: "flower_00010.png.bak"),
            ".flower_00011.png.not-a-uuid-at-all-but-36-characters!.tmp",
            ".zt-flower_00010.png.ABCDEFGH.tmp",
        ]
        try plant(stale + others, in: directory)
        // A directory and a link named like temporary files are never removed.
        let folder = TemporaryFileName.make(for: "flower_00011.png")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: false)
        let link = TemporaryFileName.make(for: "flower_00011.png")
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent(link).path, withDestinationPath: "notes.txt")

        let sink = try PNGSequenceSink(directory: directory)
        let cleanup = sink.removeStaleTemporaryFiles(of: plan)
        #expect(cleanup.removed == stale.sorted())
        #expect(cleanup.notRemoved.isEmpty)
        #expect(try files(in: directory) == (others + [folder, link]).sorted())
        #expect(sink.removeStaleTemporaryFiles(of: plan) == StaleFileCleanup(), "nothing left to remove")
    }

    /// A run still writing the same frames holds its temporary file (an advisory lock): it is not
    /// stale and stays; once released it is removed.
    @Test func aTemporaryFileALiveWriterHoldsStays() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plan = try FramePlan(name: "live", fps: 1, selection: .frames(0..<1))
        let name = TemporaryFileName.make(for: plan[0].name)
        try plant([name], in: directory)
        let holder = open(directory.appendingPathComponent(name).path, O_WRONLY)
        #expect(holder >= 0 && flock(holder, LOCK_EX | LOCK_NB) == 0)
        let sink = try PNGSequenceSink(directory: directory)
        #expect(sink.removeStaleTemporaryFiles(of: plan) == StaleFileCleanup(inUse: [name]))
        #expect(try files(in: directory) == [name])
        close(holder)
        #expect(sink.removeStaleTemporaryFiles(of: plan) == StaleFileCleanup(removed: [name]))
        #expect(try files(in: directory).isEmpty)
    }

    /// A frame name so long that the temporary name had to be shortened still matches the plan
    /// (its start does); the same for another scene's long name does not.
    @Test func shortenedNamesOfLongFrameNames() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let long = String(repeating: "s", count: 240), other = String(repeating: "t", count: 240)
        let plan = try FramePlan(name: long, fps: 1, selection: .frames(0..<2))
        #expect(plan[0].name.utf8.count == 250)
        let mine = TemporaryFileName.make(for: plan[1].name), theirs = TemporaryFileName.make(for: other + "_00001.png")
        #expect(mine.utf8.count == 255 && TemporaryFileName.destinationName(ofTemporaryFile: mine) != plan[1].name, "shortened")
        try plant([mine, theirs], in: directory)
        let cleanup = try PNGSequenceSink(directory: directory).removeStaleTemporaryFiles(of: plan)
        #expect(cleanup.removed == [mine])
        #expect(try files(in: directory) == [theirs])

        // Cut within the digits (a 234-byte name: "…_000" is left of "_00005.png").
        let digits = try FramePlan(name: String(repeating: "d", count: 234), fps: 1, selection: .frames(5..<7))
        let cutInDigits = TemporaryFileName.make(for: digits[5].name)
        #expect(TemporaryFileName.destinationName(ofTemporaryFile: cutInDigits) == digits.name + "_000")
        try plant([cutInDigits], in: directory)
        #expect(try PNGSequenceSink(directory: directory).removeStaleTemporaryFiles(of: digits).removed == [cutInDigits])

        // Cut after the dot (a 230-byte name: "…_99999.p"): the index is known, so only a plan with it matches.
        let name = String(repeating: "e", count: 230)
        let cutAfterDot = TemporaryFileName.make(for: try FramePlan(name: name, fps: 1, selection: .frames(99999..<100000))[99999].name)
        #expect(TemporaryFileName.destinationName(ofTemporaryFile: cutAfterDot) == name + "_99999.p")
        try plant([cutAfterDot], in: directory)
        let elsewhere = try FramePlan(name: name, fps: 1, selection: .frames(0..<2))
        #expect(try PNGSequenceSink(directory: directory).removeStaleTemporaryFiles(of: elsewhere).removed.isEmpty)
        let including = try FramePlan(name: name, fps: 1, selection: .frames(99990..<100010))
        #expect(try PNGSequenceSink(directory: directory).removeStaleTemporaryFiles(of: including).removed == [cutAfterDot])
        #expect(try files(in: directory) == [theirs])
    }

    @Test func frameIndexOfFileName() throws {
        let plan = try FramePlan(name: "f", fps: 1, selection: .frames(5..<100_001))
        #expect(plan.frameIndex(ofFileName: "f_00005.png") == 5)
        #expect(plan.frameIndex(ofFileName: "f_100000.png") == 100_000)
        for name in ["f_00004.png", "f_0005.png", "f_000005.png", "f_00005.PNG", "g_00005.png", "f_-0005.png", "f_.png",
                     "f_00005.png.png", "f_99999999999999999999999.png", "f_+0005.png"] {
            #expect(plan.frameIndex(ofFileName: name) == nil, "\(name)")
        }
    }

    /// Resume asks whether a frame is complete: a FIFO there is not, and is never opened (which
    /// would block until someone writes into it).
    @Test func aFIFOIsNeverComplete() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plan = try FramePlan(name: "p", fps: 1, selection: .frames(0..<1))
        #expect(mkfifo(directory.appendingPathComponent(plan[0].name).path, 0o644) == 0)
        let sink = try PNGSequenceSink(directory: directory)
        #expect(!sink.isComplete(plan[0], width: 1, height: 1))
    }
}
