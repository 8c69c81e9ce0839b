import Foundation

/// Reading manifests another machine wrote: bounded in size, decoded, then checked against the job
/// they claim before any file they name is touched — the schema, the job's hash, every number
/// (shard index and count, the job's frame range and rate, sizes), and each file name against the
/// one that job's shard writes. A manifest that passes names exactly the frames (or the one
/// segment) its shard of its job renders, so `assemble` and a rerun can trust its list.
///
/// ```swift
/// let folder = try ShardFolder(URL(fileURLWithPath: "parts"))
/// let manifests = try ShardManifest.load(in: folder, name: "flower")   // [CheckedShardManifest], or the first bad one
/// for checked in manifests { print(checked.fileName, checked.plan.count) }
/// ```
extension ShardManifest {
    /// The most bytes of manifests read by default, all of them together: 64 MiB, about 400,000
    /// frame files (a manifest is kept in memory at about its size).
    public static let defaultMaximumBytes = 64 << 20

    /// The manifests of the frames named `name` (or of every name) in `folder`, checked, sorted by
    /// file name. Hidden files and files that are not named like manifests are ignored.
    ///
    /// - Throws: ``FrameOutputError/untrustedFile(path:reason:)`` for the first manifest that is
    ///   not a regular file inside the folder, takes the bytes read over `maximumBytes` (all the
    ///   manifests together), does not decode, or breaks its job (``checked(fileName:)``).
    public static func load(in folder: ShardFolder, name: String? = nil,
                            maximumBytes: Int = defaultMaximumBytes) throws(FrameOutputError) -> [CheckedShardManifest] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder.realPath) } catch {
            throw .untrustedFile(path: folder.url.path, reason: "cannot list it (\(error.localizedDescription))")
        }
        var result: [CheckedShardManifest] = []
        var remaining = maximumBytes
        for file in names.sorted() where !file.hasPrefix(".") {
            guard let found = frameName(ofManifest: file), name == nil || found == name else { continue }
            let checked = try read(file, in: folder, maximumBytes: remaining)
            remaining -= checked.bytes
            result.append(checked)
        }
        return result
    }

    /// The manifest `file` of `folder`, read and checked.
    ///
    /// - Throws: ``FrameOutputError/untrustedFile(path:reason:)`` saying what is wrong with it.
    public static func read(_ file: String, in folder: ShardFolder,
                            maximumBytes: Int = defaultMaximumBytes) throws(FrameOutputError) -> CheckedShardManifest {
        let entry = try folder.resolve(file)
        let data = try folder.contents(of: entry, limit: maximumBytes)
        let manifest: ShardManifest
        do { manifest = try JSONDecoder().decode(ShardManifest.self, from: data) } catch {
            throw .untrustedFile(path: entry.path, reason: "not a shard manifest (\(Self.decodingReason(error)))")
        }
        do {
            var checked = try manifest.checked(fileName: file)
            checked.bytes = data.count
            return checked
        } catch .untrustedFile(_, let reason) {
            throw .untrustedFile(path: entry.path, reason: reason)
        }
    }

    /// The frames this manifest's shard covers, worked out from the job it claims; throws unless
    /// every field agrees with that job and with `fileName` (`NAME.shard-0003-of-0008.json`).
    ///
    /// - Throws: ``FrameOutputError/untrustedFile(path:reason:)`` naming the first field that does not.
    public func checked(fileName: String) throws(FrameOutputError) -> CheckedShardManifest {
        func refuse(_ reason: String) -> FrameOutputError { .untrustedFile(path: fileName, reason: reason) }
        guard schema == "zoetrope.shard/1" else { throw refuse("its schema is \(schema.debugDescription), not \"zoetrope.shard/1\"") }
        guard status == "complete" else { throw refuse("its status is \(status.debugDescription), not \"complete\"") }
        guard jobHash == Self.hash(of: job) else { throw refuse("its job does not match its jobHash (edited or damaged)") }
        guard let name = Self.frameName(ofManifest: fileName) else { throw refuse("it is not named NAME.shard-I-of-N.json") }
        let mode = try shard.mode.map { text throws(FrameOutputError) -> Shard.Mode in
            guard let mode = Shard.Mode(rawValue: text) else { throw refuse("its shard mode \(text.debugDescription) is not chunks or strided") }
            return mode
        } ?? .chunks
        let part: Shard
        do { part = try Shard(index: shard.index, count: shard.count, mode: mode) } catch { throw refuse(error.description) }
        guard Self.url(in: URL(fileURLWithPath: "/"), name: name, shard: part).lastPathComponent == fileName else {
            throw refuse("its file name does not say shard \(shard.index) of \(shard.count)")
        }
        guard let rate = job["fps"].flatMap(Double.init), rate.isNormal, rate > 0, rate <= 10_000 else {
            throw refuse("its job's fps \(job["fps"].map(\.debugDescription) ?? "(missing)") is not a frame rate in (0, 10000]")
        }
        guard let range = job["frames"].flatMap(Self.frameRange(_:)) else {
            throw refuse("its job's frames \(job["frames"].map(\.debugDescription) ?? "(missing)") are not a range A..<B")
        }
        let whole: FramePlan
        do { whole = try FramePlan(name: name, fps: rate, selection: .frames(range)) } catch { throw refuse(error.description) }
        let plan = whole.shard(part)
        guard shard.frames == [plan.frames.lowerBound, plan.frames.upperBound] else {
            throw refuse("its shard's frames \(shard.frames) are not the [\(plan.frames.lowerBound), \(plan.frames.upperBound)) "
                         + "that shard \(part.index) of \(part.count) of frames \(range.lowerBound)..<\(range.upperBound) covers")
        }
        if let video = job["format"].flatMap(VideoFormat.init(rawValue:)) {
            guard files.isEmpty else { throw refuse("it lists frame files for a \(video.rawValue) job, whose shards write one segment") }
            if plan.isEmpty {
                guard segment == nil else { throw refuse("it names a segment for a shard without frames") }
            } else {
                guard let segment else { throw refuse("it names no segment for the \(plan.count) frames of its shard") }
                let expected = Self.segmentURL(in: URL(fileURLWithPath: "/"), name: name, shard: part, format: video.rawValue).lastPathComponent
                guard segment.path == expected else { throw refuse("its segment is \(segment.path.debugDescription), not \(expected)") }
                guard segment.format == video.rawValue else { throw refuse("its segment's format \(segment.format) is not the job's \(video.rawValue)") }
                guard segment.frames == plan.count else {
                    throw refuse("its segment holds \(segment.frames) frames, not the \(plan.count) of its shard")
                }
                try Self.check(bytes: segment.bytes, sha256: segment.sha256, of: segment.path, refuse)
            }
        } else {
            guard segment == nil else { throw refuse("it names a video segment for a \(job["format"] ?? "PNG") job") }
            guard files.count == plan.count else {
                throw refuse("it lists \(files.count) frame files, not the \(plan.count) of its shard")
            }
            for (file, frame) in zip(files, plan) {
                guard file.frame == frame.index, file.path == frame.name else {
                    throw refuse("it lists \(file.path.debugDescription) as frame \(file.frame) where its shard writes \(frame.name)")
                }
                try Self.check(bytes: file.bytes, sha256: file.sha256, of: file.path, refuse)
            }
        }
        return CheckedShardManifest(fileName: fileName, name: name, manifest: self, shard: part, plan: plan, whole: whole)
    }

    /// A size ≥ 0 and a SHA-256 of 64 lowercase hex digits.
    private static func check(bytes: Int, sha256: String, of path: String,
                              _ refuse: (String) -> FrameOutputError) throws(FrameOutputError) {
        guard bytes >= 0 else { throw refuse("it gives \(path) a size of \(bytes) bytes") }
        guard sha256.utf8.count == 64, sha256.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
            throw refuse("its SHA-256 of \(path) is not 64 lowercase hex digits")
        }
    }

    /// `A..<B` as a range (nil unless both are whole numbers with A ≤ B).
    public static func frameRange(_ text: String) -> Range<Int>? {
        let parts = text.components(separatedBy: "..<")
        guard parts.count == 2, let lower = Int(parts[0]), let upper = Int(parts[1]), lower <= upper else { return nil }
        return lower..<upper
    }

    /// The files this manifest lists (its segment, or its frames) that are not in `folder` as
    /// listed — missing, outside the folder, not regular, another size, or (with `hashes`)
    /// another SHA-256 — each as "NAME (why)".
    public func mismatchedFiles(in folder: ShardFolder, checkingHashes hashes: Bool) -> [String] {
        let listed = segment.map { [($0.path, $0.bytes, $0.sha256)] } ?? files.map { ($0.path, $0.bytes, $0.sha256) }
        return listed.compactMap { name, bytes, digest -> String? in
            do throws(FrameOutputError) {
                let entry = try folder.resolve(name)
                guard entry.bytes == bytes else { return "\(name) (\(entry.bytes) bytes, not \(bytes))" }
                if hashes, try folder.sha256(of: entry) != digest { return "\(name) (another SHA-256)" }
                return nil
            } catch {
                if case .untrustedFile(_, let reason) = error { return "\(name) (\(reason))" }
                return "\(name) (\(error))"
            }
        }
    }

    private static func decodingReason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "no \(key.stringValue)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
             DecodingError.dataCorrupted(let context):
            (context.codingPath.map(\.stringValue).joined(separator: ".") + ": " + context.debugDescription)
        default: "\(error)"
        }
    }
}

/// A manifest that passed ``ShardManifest/checked(fileName:)``, with what its job says.
public struct CheckedShardManifest: Sendable {
    /// Its file name in the folder.
    public let fileName: String
    /// The frames' name (`flower`).
    public let name: String
    public let manifest: ShardManifest
    public let shard: Shard
    /// The frames of its shard.
    public let plan: FramePlan
    /// The frames of the whole job.
    public let whole: FramePlan
    /// The size of its file (0 when it was not read from one).
    public internal(set) var bytes = 0
}
