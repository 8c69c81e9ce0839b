import Foundation
import PNGCodec
import RenderCommands
import Geometry2D
@testable import ZoetropeUI

/// Assets the view tests load by name: `tower` (200 × 300 px, the spec's §2.6 image).
enum ViewTestAssets {
    static let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-view-assets-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        func write(_ name: String, _ width: Int, _ height: Int, _ color: Color) {
            guard var pixmap = try? Pixmap(width: width, height: height) else { return }
            pixmap.fill(color)
            if let bytes = try? PNGEncoder.encode(pixmap) {
                try? PNGWriter.writeAtomically(bytes, to: url.appendingPathComponent("\(name).png"))
            }
        }
        write("tower", 200, 300, Color(red: 0.2, green: 0.4, blue: 0.8))
        return url
    }()
}

/// The iPhone canvas the spec's vectors use.
let phone = CGSize(width: 390, height: 844)

/// A storyboard on the phone canvas with the test assets.
func story<V: View>(_ duration: Double = 3, @ViewBuilder _ content: @escaping () -> V) -> Storyboard {
    Storyboard("test", size: phone, duration: duration, assets: [ViewTestAssets.directory], content: content)
}

/// |a − b| ≤ tolerance.
func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-4) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

func close(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-4) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
        && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

extension ViewSnapshot {
    /// The horizontal scale of the effects around the view.
    var scaleX: Double { Double(transform.m11) }
}
