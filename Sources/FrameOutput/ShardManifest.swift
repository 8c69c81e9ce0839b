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
    }

    public struct Part: Codable, Sendable, Equatable {
        public var index: Int
        public var count: Int
        /// The shard's frames, `[lower, upper)`.
        public var frames: [Int]
    }

    public var schema = "zoetrope.shard/1"
    /// The options that decide the pixels, by name (scene, parameters, size, rate, background,
    /// backend, encoder settings, version).
    public var job: [String: String]
    /// `sha256:` + the SHA-256 of `job` as JSON with sorted keys.
    public var jobHash: String
    public var shard: Part
    public var files: [File]
    public var status = "complete"

    /// The manifest of `shard` of `job`, whose frames `plan` names, in `directory` (each file hashed).
    ///
    /// - Throws: ``FrameOutputError/cannotWrite(path:reason:)`` when a frame file cannot be read.
    public static func make(job: [String: String], shard: Shard, plan: FramePlan, directory: URL) throws(FrameOutputError) -> ShardManifest {
        var files: [File] = []
        for frame in plan {
            let url = directory.appendingPathComponent(frame.name)
            guard let data = try? Data(contentsOf: url) else {
                throw .cannotWrite(path: url.path, reason: "the frame is missing after the shard rendered it")
            }
            files.append(File(frame: frame.index, path: frame.name, bytes: data.count, sha256: sha256(data)))
        }
        return ShardManifest(job: job, jobHash: hash(of: job),
                             shard: Part(index: shard.index, count: shard.count, frames: [plan.frames.lowerBound, plan.frames.upperBound]),
                             files: files)
    }

    /// `sha256:` + the hash of `job` as JSON with sorted keys (the same options give the same hash).
    public static func hash(of job: [String: String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return "sha256:" + sha256((try? encoder.encode(job)) ?? Data())
    }

    /// Where the manifest of `shard` of the frames named `name` goes.
    public static func url(in directory: URL, name: String, shard: Shard) -> URL {
        directory.appendingPathComponent(String(format: "%@.shard-%04d-of-%04d.json", name, shard.index, shard.count))
    }

    /// The manifests of the frames named `name` in `directory`, by file name.
    public static func all(in directory: URL, name: String) -> [String: ShardManifest] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var result: [String: ShardManifest] = [:]
        for file in names where file.hasPrefix(name + ".shard-") && file.hasSuffix(".json") {
            if let data = try? Data(contentsOf: directory.appendingPathComponent(file)),
               let manifest = try? JSONDecoder().decode(ShardManifest.self, from: data) {
                result[file] = manifest
            }
        }
        return result
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

    /// Whether every listed file is in `directory` with its size (and, with `hashes`, its SHA-256);
    /// the files that are not.
    public func mismatchedFiles(in directory: URL, checkingHashes hashes: Bool) -> [String] {
        files.compactMap { file in
            let url = directory.appendingPathComponent(file.path)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                  (attributes[.size] as? Int) == file.bytes else { return file.path }
            if hashes {
                guard let data = try? Data(contentsOf: url), Self.sha256(data) == file.sha256 else { return file.path }
            }
            return nil
        }
    }

    /// The SHA-256 of `data`, in lowercase hex.
    static func sha256(_ data: Data) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        _ = data.withUnsafeBytes { bytes in zoetrope_sha256(bytes.baseAddress, bytes.count, &digest) }
        return digest.map { String(format: "%02x", $0) }.joined()
    }
}
