import Foundation
import SafeFiles
import PNGCodec

/// The hidden temporary files a one-file output writes beside its destination `NAME` — the file
/// itself (`.zt-NAME.RANDOM.tmp`) and its side files: a GIF's raw frames (`NAME.rgba`) and palette
/// (`NAME.palette.png`), a segment join's list directory (`.zt-NAME.segments.RANDOM.tmp/`, see
/// ``ConcatList``; `NAME.segments.txt` in earlier versions) — all named after `NAME`, so
/// that the next run writing `NAME`, in any format, finds and removes what a killed run left. A
/// file a live writer holds (its advisory lock) is never removed.
///
/// ```swift
/// OutputTemporaryFiles.removeStale(of: URL(fileURLWithPath: "out/flower.gif"))   // [".zt-flower.gif.rgba.k2j4l9x0.tmp", …]
/// ```
public enum OutputTemporaryFiles {
    /// The side files' suffixes (appended to the destination's name).
    public static let sideFileSuffixes = [".rgba", ".palette.png", ".segments.txt"]

    /// Removes the stale temporary files of `file` and of its side files; returns their names.
    @discardableResult
    public static func removeStale(of file: URL) -> [String] {
        AtomicFile.removeStaleTemporaryFiles(of: file, suffixes: sideFileSuffixes) + ConcatList.removeStale(beside: file)
    }
}
