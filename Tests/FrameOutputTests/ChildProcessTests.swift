import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import FrameOutput
import SafeFiles
@testable import PNGCodec
import Testing

/// ``ChildProcess``: output read with bounded memory however much a child writes, a one-shot run
/// stopped at its limit with its whole process group, no descriptor of ours (an ``AtomicFile``'s
/// lock above all) inherited by a child; ``OutputTemporaryFiles`` finds every side file of a killed
/// output; the video limits and GIF rates hold for every rate.
@Suite struct ChildProcessTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func floodsAreReadWithBoundedMemory() {
        // 16 MiB on each stream; 1 MiB of standard output and 40 lines of standard error are kept.
        let answer = ChildProcess.run(Self.shell, ["-c", "head -c 16777216 /dev/zero & yes 'a line of errors' | head -c 16777216 >&2; wait"],
                                      limit: 120)
        #expect(answer.status == 0 && answer.failure == nil)
        #expect(answer.output.count == ChildOutput.keptBytes)
        #expect(answer.errorLines.count == ChildOutput.keptLines && answer.errorLines.dropLast().allSatisfy { $0 == "a line of errors" })
    }

    @Test func aLineWithoutEndIsCut() {
        let answer = ChildProcess.run(Self.shell, ["-c", "head -c 10000000 /dev/zero | tr '\\0' x >&2"], limit: 120)
        #expect(answer.errorLines.count == 1)
        #expect(answer.errorLines.first?.count == ChildOutput.lineBytes + 1 && answer.errorLines.first?.hasSuffix("…") == true)
    }

    @Test func aOneShotRunIsStoppedAtItsLimitWithItsGroup() throws {
        let marker = "zt-child-test-\(UUID().uuidString)"
        // A grandchild that holds the pipes, and a child that never ends.
        let answer = ChildProcess.run(Self.shell, ["-c", "sh -c 'sleep 1000; : \(marker)' & sleep 1000"], limit: 0.5)
        #expect(answer.failure?.contains("did not finish within") == true, "\(answer)")
        #expect(answer.status == 128 + SIGKILL)
        // The grandchild went with the group (polled: the kernel delivers the kill at once).
        var alive = true
        for _ in 0..<200 where alive {
            alive = try Self.processes().contains { $0.contains(marker) }
            if alive { usleep(10_000) }
        }
        #expect(!alive, "the grandchild survived")
    }

    @Test func aChildThatCannotStartSaysWhy() {
        let answer = ChildProcess.run(URL(fileURLWithPath: "/nonexistent/ffmpeg"), [], limit: 5)
        #expect(answer.status == 127 && answer.failure?.contains("cannot start /nonexistent/ffmpeg") == true, "\(answer)")
    }

    /// The temporary file's descriptors are close-on-exec, and a child sees none of them: a dead
    /// Zoetrope's ffmpeg cannot keep the "in use" lock.
    @Test func noChildInheritsAnAtomicFilesLock() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zt-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try AtomicFile(directory.appendingPathComponent("x.mp4"))
        defer { file.abort() }
        let ours = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").compactMap(Int32.init).filter {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")) == file.temporary
        }
        #expect(ours.count == 2, "the file and its lock keeper")
        for descriptor in ours { #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0, "descriptor \(descriptor) is inherited") }
        let answer = ChildProcess.run(URL(fileURLWithPath: "/bin/ls"), ["-l", "/proc/self/fd/"], limit: 30)
        #expect(!String(decoding: answer.output, as: UTF8.self).contains(".zt-"), "\(String(decoding: answer.output, as: UTF8.self))")
    }

    @Test func everySideFileOfAKilledOutputIsFound() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zt-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let stale = [".zt-x.gif.k2j4l9x0.tmp", ".zt-x.gif.rgba.a1b2c3d4.tmp", ".zt-x.gif.palette.png.zzzzzzzz.tmp",
                     ".zt-x.gif.segments.txt.00000000.tmp"]
        let others = [".zt-y.gif.k2j4l9x0.tmp", ".zt-x.gif.other.k2j4l9x0.tmp", "x.gif.rgba"]
        for name in stale + others { FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: Data([1])) }
        let live = try AtomicFile(directory.appendingPathComponent("x.gif.rgba"))
        defer { live.abort() }
        #expect(OutputTemporaryFiles.removeStale(of: directory.appendingPathComponent("x.gif")).sorted() == stale.sorted())
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == (others + [(live.temporary as NSString).lastPathComponent]).sorted(), "a live writer's file stays")
    }

    @Test func videoLimitsAreCheckedUpFront() {
        #expect(throws: FrameOutputError.self) { try VideoFormat.mp4.check(width: 16_386, height: 16, fps: 30, loopCount: 0) }
        #expect(throws: FrameOutputError.self) { try VideoFormat.webm.check(width: 16, height: 16_386, fps: 30, loopCount: 0) }
        #expect(throws: FrameOutputError.self) { try VideoFormat.y4m.check(width: 16_384, height: 16_384, fps: 30, loopCount: 0) }
        #expect(throws: FrameOutputError.self) { try VideoFormat.mov.check(width: 16_000, height: 8_000, fps: 30, loopCount: 0) }
        #expect(throws: FrameOutputError.self) { try VideoFormat.gif.check(width: 64, height: 64, fps: 30, loopCount: 65_536) }
        #expect(throws: FrameOutputError.self) { try VideoFormat.gif.check(width: 64, height: 64, fps: 0.0015, loopCount: 0) }
        #expect(throws: FrameOutputError.self) { try VideoFormat.mp4.check(width: 64, height: 64, fps: 1e-7, loopCount: 0) }
        #expect(throws: Never.self) { try VideoFormat.mp4.check(width: 16_384, height: 8_192, fps: 60, loopCount: 0) }
        #expect(throws: Never.self) { try VideoFormat.gif.check(width: 64, height: 64, fps: VideoFormat.lowestGIFRate, loopCount: 65_535) }
    }

    /// For every rate a GIF accepts (sampled over 0.0016 … 10,000 fps, the CLI's top), the delay
    /// is 2 … 65,535 cs and never above 1/fps, and the frame count stays near frames · rate / fps.
    @Test func gifRatesHoldForEveryAcceptedRate() {
        var fps = VideoFormat.lowestGIFRate
        while fps <= 10_000 {
            let delay = VideoFormat.gifDelay(for: fps)
            #expect((2...VideoFormat.maximumGIFDelay).contains(delay), "\(fps)")
            #expect(100 / Double(delay) <= fps * (1 + 1e-12), "\(fps): \(delay) cs is shorter than 1/fps")
            let frames = VideoFormat.gifFrameCount(61, fps: fps)
            #expect(frames.lowerBound >= 1 && frames.upperBound <= 61 + 2, "\(fps): \(frames)")
            fps *= 1.37
        }
    }

    /// The live processes' command lines; throws when /proc cannot be read (no list is not an empty one).
    static func processes() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: "/proc").compactMap { entry in
            guard Int(entry) != nil, let command = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/cmdline")),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  stat.split(separator: ")").last?.split(separator: " ").first != "Z" else { return nil }
            return String(decoding: command.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
        }
    }
}
