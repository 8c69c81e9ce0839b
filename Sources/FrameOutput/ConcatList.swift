import Foundation
import SafeFiles
import PNGCodec

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The list ffmpeg's concat demuxer reads, made so that it can be read with `-safe 1`: in a
/// private hidden directory beside the output (`.zt-OUT.segments.RANDOM.tmp`, mode 0700, locked
/// while in use) each segment gets a symbolic link with a portable name (`0000.mp4`, `0001.mp4` …)
/// to its checked path, and the list names only those links, quoted as ffmpeg's quoting wants.
/// Whatever a segment's real name holds (quotes, newlines, `..`), nothing of it reaches the list,
/// and ffmpeg refuses any entry that is not relative and portable. A killed join's directory is
/// removed by the next join to the same output (``removeStale(beside:)``).
///
/// ```swift
/// let list = try ConcatList([URL(fileURLWithPath: "/farm/parts/a.mp4")], beside: URL(fileURLWithPath: "out/a.mp4"), fileExtension: "mp4")
/// defer { list.remove() }
/// // ffmpeg -f concat -safe 1 -i list.path …
/// ```
final class ConcatList {
    /// The list file.
    let path: String
    private let directory: String
    private var links: [String] = []
    /// The directory, open and locked (a later join sees it is in use).
    private let lock: Int32

    /// Writes the links and the list for `segments` in a hidden directory beside `output`.
    init(_ segments: [URL], beside output: URL, fileExtension: String) throws(FrameOutputError) {
        let parent = output.deletingLastPathComponent().path
        let name = TemporaryFileName.make(for: Self.embeddedName(of: output), maximumLength: TemporaryFileName.maximumNameLength(in: parent))
        directory = parent + "/" + name
        path = directory + "/segments.ffconcat"
        guard mkdir(directory, 0o700) == 0 else {
            throw .cannotWrite(path: directory, reason: "cannot make the directory of ffmpeg's segment list: " + String(cString: strerror(errno)))
        }
        lock = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if lock >= 0 { _ = flock(lock, LOCK_EX | LOCK_NB) }
        var lines = "ffconcat version 1.0\n"
        let portable = fileExtension.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } ? fileExtension : "bin"
        for (index, segment) in segments.enumerated() {
            let link = String(format: "%04d.", index) + portable
            guard symlink(segment.path, directory + "/" + link) == 0 else {
                let reason = String(cString: strerror(errno))
                remove()
                throw .cannotWrite(path: directory + "/" + link, reason: reason)
            }
            links.append(directory + "/" + link)
            lines += "file " + Self.quoted(link) + "\n"
        }
        do { try Data(lines.utf8).write(to: URL(fileURLWithPath: path)) } catch {
            remove()
            throw .cannotWrite(path: path, reason: error.localizedDescription)
        }
    }

    deinit { remove() }

    /// Removes the list, the links and the directory (idempotent).
    func remove() {
        for link in links { unlink(link) }
        links = []
        unlink(path)
        rmdir(directory)
        if lock >= 0 { close(lock) }
    }

    /// `text` in single quotes as ffmpeg's quoting wants them (a quote becomes `'\''`).
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Removes the list directories that killed joins into `output` left: those named for it, that
    /// no live join holds, holding nothing but links and the list. Returns their names.
    @discardableResult
    static func removeStale(beside output: URL) -> [String] {
        let parent = output.deletingLastPathComponent().path
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        return entries.filter { entry in
            guard TemporaryFileName.destinationName(ofTemporaryFile: entry) == embeddedName(of: output) else { return false }
            let directory = parent + "/" + entry
            let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }   // a live join's
            let inside = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            let ours = inside.allSatisfy { name in
                var status = stat()
                guard lstat(directory + "/" + name, &status) == 0 else { return false }
                return name == "segments.ffconcat" ? status.st_mode & S_IFMT == S_IFREG : status.st_mode & S_IFMT == S_IFLNK
            }
            guard ours else { return false }
            for name in inside { unlink(directory + "/" + name) }
            return rmdir(directory) == 0
        }
    }

    /// The name embedded in the directory's name: the output's, then `.segments`.
    private static func embeddedName(of output: URL) -> String { output.lastPathComponent + ".segments" }
}
