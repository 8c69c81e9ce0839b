import Foundation
import PNGCodec
import RenderCommands
import SnapshotTesting

extension Diffing where Value == Data {
    /// PNG references compared by their pixels: equal bytes match at once; otherwise both files
    /// are decoded and compared with ``PixelComparison`` (`precision`: the share of pixels that
    /// must match; `perceptualPrecision`: how close, in CIE ΔE94, a pixel must be to match).
    ///
    /// A failure names how many pixels differ against how many `precision` allows, the largest
    /// difference and where it is, the box the differing pixels lie in, and the path of a
    /// difference image written under `$SNAPSHOT_ARTIFACTS` (else the temporary directory), in
    /// `ZoetropeSnapshotDiffs/` — the directory where swift-snapshot-testing writes the failing
    /// snapshot itself. The image is also handed to the test as an attachment (Xcode; Swift
    /// Testing's `--attachments-path`).
    ///
    /// ```swift
    /// let strategy = Snapshotting<Data, Data>(pathExtension: "png", diffing: .zoetropePNG(precision: 0.99))
    /// ```
    public static func zoetropePNG(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing<Data> {
        zoetropePNG(precision: precision, perceptualPrecision: perceptualPrecision, locate: nil)
    }

    /// As ``zoetropePNG(precision:perceptualPrecision:)``, with `locate` naming the part of the
    /// image a pixel's x falls in (a frame of a film strip).
    static func zoetropePNG(precision: Float, perceptualPrecision: Float, locate: (@Sendable (_ x: Int, _ width: Int) -> String)?) -> Diffing<Data> {
        // Through their shortest decimal text, so 0.99 is 0.99 and not 0.9900000095… (which would
        // allow one pixel fewer than 1 % of 24 000).
        let precision = Double(precision.description) ?? Double(precision)
        let perceptualPrecision = Double(perceptualPrecision.description) ?? Double(perceptualPrecision)
        return .diff(toData: { $0 }, fromData: { $0 }) { reference, new in
            // An empty snapshot is a render that failed (its error is its own test failure): it
            // never matches, not even an empty reference recorded by an earlier failed run.
            guard !new.isEmpty else {
                return ("ZoetropeSnapshotTesting: the view could not be rendered; the error is reported above.", [])
            }
            guard reference != new else { return nil }
            let old: Pixmap, now: Pixmap
            do { old = try PNGDecoder.decode(reference) } catch {
                return ("The reference is not a PNG Zoetrope can read (\(error)); record it again (record: .all, or "
                    + "SNAPSHOT_TESTING_RECORD=all).", [])
            }
            do { now = try PNGDecoder.decode(new) } catch {
                return ("ZoetropeSnapshotTesting: the new snapshot is not a readable PNG (\(error)).", [])
            }
            guard old.width == now.width, old.height == now.height else {
                return ("The new image is \(now.width) × \(now.height) pixels; the reference is \(old.width) × \(old.height)."
                    + " Record it again (record: .failed) if the new size is intended.", [])
            }
            let comparison = PixelComparison(reference: old, new: now, perceptualPrecision: perceptualPrecision)
            guard !comparison.passes(precision: precision) else { return nil }
            var attachments: [DiffAttachment] = []
            var message = SnapshotDiffMessage(comparison: comparison, precision: precision, locate: locate).text
            if let image = comparison.differenceImage(reference: old), let png = try? SnapshotRenderer.encode(image) {
                attachments.append(.data(png, name: "difference.png"))
                message += "\n" + DifferenceImageFile.write(png, reference: reference, new: new)
                SnapshotIssue.attach(png, named: "difference.png")
            }
            return (message, attachments)
        }
    }
}

/// Where difference images go: `$SNAPSHOT_ARTIFACTS/ZoetropeSnapshotDiffs/` (else the temporary
/// directory's), named by a hash of the two snapshots so reruns overwrite their own.
enum DifferenceImageFile {
    /// Writes `png` and returns the message line naming it (or why it could not be written).
    static func write(_ png: Data, reference: Data, new: Data) -> String {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let directory = URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent("ZoetropeSnapshotDiffs", isDirectory: true)
        let name = "diff-" + String(fnv1a(reference, fnv1a(new)), radix: 16) + ".png"
        let url = directory.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try png.write(to: url, options: .atomic)
            return "Difference image (differing pixels red, changes within the tolerance orange): \(url.path)"
        } catch {
            return "The difference image could not be written to \(url.path): \(error.localizedDescription)"
        }
    }

    /// 64-bit FNV-1a of `data`, continuing from `seed`.
    static func fnv1a(_ data: Data, _ seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = seed
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
