import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The list ffmpeg's concat demuxer reads, made so that it can be read with `-safe 1`: in a
/// private temporary directory (mode 0700) each segment gets a symbolic link with a portable name
/// (`0000.mp4`, `0001.mp4` …) to its checked path, and the list names only those links, quoted
/// as ffmpeg's quoting wants. Whatever a segment's real name holds (quotes, newlines, `..`),
/// nothing of it reaches the list, and ffmpeg refuses any entry that is not relative and portable.
///
/// ```swift
/// let list = try ConcatList([URL(fileURLWithPath: "/farm/parts/a.mp4")], fileExtension: "mp4")
/// defer { list.remove() }
/// // ffmpeg -f concat -safe 1 -i list.path …
/// ```
struct ConcatList {
    /// The list file.
    let path: String
    private let directory: String
    private let links: [String]

    /// Writes the links and the list for `segments` under the temporary directory.
    init(_ segments: [URL], fileExtension: String) throws(FrameOutputError) {
        var template = Array((NSTemporaryDirectory() + "/zoetrope-concat.XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }) else {
            throw .cannotWrite(path: NSTemporaryDirectory(), reason: "cannot make a temporary directory for ffmpeg's segment list: "
                               + String(cString: strerror(errno)))
        }
        directory = String(cString: made)
        var links: [String] = []
        var lines = "ffconcat version 1.0\n"
        let portable = fileExtension.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } ? fileExtension : "bin"
        for (index, segment) in segments.enumerated() {
            let name = String(format: "%04d.", index) + portable
            let link = directory + "/" + name
            guard symlink(segment.path, link) == 0 else {
                let reason = String(cString: strerror(errno))
                Self.remove(links + [directory])
                throw .cannotWrite(path: link, reason: reason)
            }
            links.append(link)
            lines += "file " + Self.quoted(name) + "\n"
        }
        path = directory + "/segments.ffconcat"
        self.links = links
        do { try Data(lines.utf8).write(to: URL(fileURLWithPath: path)) } catch {
            Self.remove(links + [path, directory])
            throw .cannotWrite(path: path, reason: error.localizedDescription)
        }
    }

    /// Removes the list, the links and the directory.
    func remove() { Self.remove(links + [path, directory]) }

    /// `text` in single quotes as ffmpeg's quoting wants them (a quote becomes `'\''`).
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private static func remove(_ paths: [String]) {
        for path in paths where unlink(path) != 0 { rmdir(path) }
    }
}
