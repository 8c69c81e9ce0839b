import AnimationCore
import Foundation
import Geometry2D
import PNGCodec
import RenderCommands
import SnapshotTesting
import ZoetropeUI
@testable import ZoetropeSnapshotTesting

/// A fresh directory for one test's references (never the repository's `__Snapshots__`).
func snapshotDirectory(_ name: String = #function) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("zoetrope-snapshots-\(name.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A 200 × 120-point white canvas with a `color` box of 40 × 30 points at its centre
/// (x 80…120, y 45…75: whole pixels at scale 1).
struct Box: View {
    var color: Color = .red
    var width: CGFloat = 40
    var body: some View {
        ZStack {
            Color.white
            Rectangle().fill(color).frame(width: width, height: 30)
        }
    }
}

/// A 20 × 20 box that slides 100 points right over one second from when it appears (linear).
struct Slider: View {
    @State private var moved = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            Rectangle().fill(Color.blue).frame(width: 20, height: 20)
                .offset(x: moved ? 100 : 0, y: 10)
        }
        .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
    }
}

/// Anti-aliased circles and text: what threads could make differ, if anything did.
struct Busy: View {
    var body: some View {
        ZStack {
            Color.white
            ForEach(0..<12, id: \.self) { k in
                Circle().stroke(Color(hue: Double(k) / 12, saturation: 0.8, brightness: 0.9), lineWidth: 2.5)
                    .frame(width: 20 + CGFloat(k) * 13.3, height: 20 + CGFloat(k) * 9.1)
            }
            Text("Zoetrope 0.5").font(.system(size: 17))
        }
    }
}

/// The PNG the strategy takes of `value` (what it would record).
func snapshotData<V>(_ value: V, _ strategy: Snapshotting<V, Data>) -> Data {
    var result = Data()
    strategy.snapshot(value).run { result = $0 }
    return result
}

/// The pixels of a PNG.
func pixels(_ data: Data) throws -> Pixmap { try PNGDecoder.decode(data) }

/// The only reference file in `directory`.
func referenceFile(in directory: URL) throws -> URL {
    let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
    guard files.count == 1, let file = files.first else { throw CocoaError(.fileNoSuchFile) }
    return file
}
