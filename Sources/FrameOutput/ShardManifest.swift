import CLibCrypto
import Foundation
import PNGCodec

/// What a shard of a render wrote, beside its frames (`NAME.shard-0003-of-0004.json`, written last
/// and atomically): the job it belongs to — every option that decides the pixels, hashed — and
/// each file with its size and SHA-256. A rerun of a shard whose manifest matches its job and
/// files does nothing (a requeued Slurm task, a retried Kubernetes pod); `assemble` refuses
/// frames of different jobs and checks the files.
///
/// ```swift
/// let manifest = try ShardManifest.make(job: job, shard: shard, frames: part, directory: out)
/// try manifest.write(to: ShardManifest.url(in: out, name: "flower", shard: shard))
/// ```
public struct ShardManifest: Codable, Sendable, Equatable {
    public struct File: Codable, Sendable, Equatable {
        public var frame: Int
        public var path: String
        public var bytes: Int
        public var sha256: String

        public init(frame: Int, path: String, bytes: Int, sha256: String) {
            self.frame = frame
            self.path = path
            self.bytes = bytes
            self.sha256 = sha256
        }
    }

    public struct Part: Codable, Sendable, Equatable {
        public var index: Int
        public var count: Int
        /// The span of the shard's frames, `[lower, upper)`.
        public var frames: [Int]
        /// `chunks` (contiguous) or `strided` (every `count`-th frame of the span); nil in
        /// manifests of earlier versions, which were chunks.
        public var mode: String?
    }

    /// A shard's video segment: its frames encoded into one file that `assemble` joins with the
    /// others without re-encoding.
    public struct Segment: Codable, Sendable, Equatable {
        public var path: String
        public var bytes: Int
        public var sha256: String
        /// The frames it holds.
        public var frames: Int
        /// The video format (`mp4`, `webm`, `mov`, `y4m`).
        public var format: String
    }

    public var schema = "zoetrope.shard/1"
    /// The options that decide the pixels, by name (scene, parameters, size, rate, background,
    /// backend, encoder settings, version).
    public var job: [String: String]
    /// `sha256:` + the SHA-256 of `job` as JSON with sorted keys.
    public var jobHash: String
    public var shard: Part
    /// The frame files (PNG sequences; empty for a segment).
    public var files: [File]
    /// The video segment (video formats; nil for frame files).
    public var segment: Segment?
    public var status = "complete"

    /// The manifest of `shard` of `job`, whose frames `plan` names, in `directory`: each frame file
    /// hashed, or with `segment` (a file name in `directory` holding the plan's frames as
    /// `format`), that file alone.
    ///
    /// A shard without frames (more shards than frames) lists nothing: its manifest still says it is done.
    ///
    /// - Throws: ``FrameOutputError/cannotWrite(path:reason:)`` when a file cannot be read.
    public static func make(job: [String: String], shard: Shard, plan: FramePlan, directory: URL,
                            segment: (name: String, format: String)? = nil) throws(FrameOutputError) -> ShardManifest {
        let folder = try ShardFolder(directory)
        func hashed(_ name: String) throws(FrameOutputError) -> (bytes: Int, sha256: String) {
            let entry: ShardFolder.Entry
            do { entry = try folder.resolve(name) } catch {
                throw .cannotWrite(path: directory.appendingPathComponent(name).path, reason: "the file is missing after the shard wrote it")
            }
            return (entry.bytes, try folder.sha256(of: entry))
        }
        var files: [File] = []
        var video: Segment?
        if let segment, !plan.isEmpty {
            let (bytes, digest) = try hashed(segment.name)
            video = Segment(path: segment.name, bytes: bytes, sha256: digest, frames: plan.count, format: segment.format)
        } else if segment == nil {
            for frame in plan {
                let (bytes, digest) = try hashed(frame.name)
                files.append(File(frame: frame.index, path: frame.name, bytes: bytes, sha256: digest))
            }
        }
        return ShardManifest(job: job, jobHash: hash(of: job),
                             shard: Part(index: shard.index, count: shard.count, frames: [plan.frames.lowerBound, plan.frames.upperBound],
                                         mode: shard.mode.rawValue),
                             files: files, segment: video)
    }

    /// Where the video segment of `shard` of the frames named `name` goes (`NAME.shard-0003-of-0008.mp4`).
    public static func segmentURL(in directory: URL, name: String, shard: Shard, format: String) -> URL {
        url(in: directory, name: name, shard: shard).deletingPathExtension().appendingPathExtension(format)
    }

    /// `sha256:` + the hash of `job` as JSON with sorted keys (the same options give the same hash).
    public static func hash(of job: [String: String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return "sha256:" + sha256((try? encoder.encode(job)) ?? Data())
    }

    /// Where the manifest of `shard` of the frames named `name` goes.
    public static func url(in directory: URL, name: String, shard: Shard) -> URL {
        directory.appendingPathComponent("\(name).shard-\(padded(shard.index))-of-\(padded(shard.count)).json")
    }

    /// `number` zero-padded to at least four digits (any size: no 32-bit format truncates it).
    static func padded(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The frame name in a manifest's file name (`flower.shard-0003-of-0008.json` → `flower`).
    public static func frameName(ofManifest file: String) -> String? {
        guard file.hasSuffix(".json"), let range = file.range(of: ".shard-", options: .backwards), range.lowerBound > file.startIndex
        else { return nil }
        return String(file[..<range.lowerBound])
    }

    /// Writes the manifest atomically (temporary file + rename).
    public func write(to url: URL) throws(FrameOutputError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        do {
            try PNGWriter.writeAtomically([UInt8](try encoder.encode(self)), to: url)
        } catch {
            throw .cannotWrite(path: url.path, reason: "\(error)")
        }
    }

    /// The SHA-256 of `data`, in lowercase hex.
    static func sha256(_ data: Data) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        _ = data.withUnsafeBytes { bytes in zoetrope_sha256(bytes.baseAddress, bytes.count, &digest) }
        return digest.map { String(format: "%02x", $0) }.joined()
    }
}
