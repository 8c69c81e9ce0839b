import Foundation
import Testing
import ZoetropeUI
import VectorPath
import RenderCommands
import Geometry2D
import PNGCodec

/// A triangle written as the seeds write shapes: against `rect.size` only, origin assumed zero.
private struct SizeOnlyTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.size.width / 2, y: 0))
            p.addLine(to: CGPoint(x: rect.size.width, y: rect.size.height))
            p.addLine(to: CGPoint(x: 0, y: rect.size.height))
            p.closeSubpath()
        }
    }
}

/// The device-space bounds of a fill or stroke command (its path mapped by its transform).
private func deviceBounds(_ command: DisplayList.Command) -> CGRect? {
    let path: Path, transform: ProjectionTransform
    switch command {
    case .fill(let p, _, _, let t), .stroke(let p, _, _, let t, _): (path, transform) = (p, t)
    default: return nil
    }
    let r = path.boundingRect
    let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                   CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { $0.applying(transform) }
    let xs = corners.map(\.x), ys = corners.map(\.y)
    return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
}

@Suite struct ShapeViewSpaceTests {
    let canvas = CGSize(width: 200, height: 100)

    /// SwiftUI hands `path(in:)` the frame in local coordinates (origin zero); the view draws it at its frame.
    @Test func shapePathIsAskedForInLocalCoordinates() {
        let frame = CGRect(x: 80, y: 30, width: 40, height: 40)
        let filled = DisplayList(SizeOnlyTriangle().frame(width: 40, height: 40), size: canvas)
        #expect(filled.commands.count == 1)
        #expect(filled.commands.first.flatMap(deviceBounds) == frame)
        let stroked = DisplayList(SizeOnlyTriangle().stroke(Color.red, lineWidth: 2).frame(width: 40, height: 40), size: canvas)
        #expect(stroked.commands.first.flatMap(deviceBounds) == frame)
        // Built-in shapes, which use the whole rect, land in the same place as before.
        let circle = DisplayList(Circle().fill(Color.blue).frame(width: 40, height: 40), size: canvas)
        #expect(circle.commands.first.flatMap(deviceBounds) == frame)
    }

    /// `DisplayList(_:size:assets:)` finds `Image(name)` in the given directories.
    @Test func displayListFindsImagesInTheGivenAssetDirectories() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zt-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pixmap = try Pixmap(width: 30, height: 20)
        try PNGWriter.writeAtomically(try PNGEncoder.encode(pixmap), to: directory.appendingPathComponent("dot.png"))
        let list = DisplayList(Image("dot"), size: canvas, assets: [directory])
        guard case .image(let image, let rect, _, _, _) = list.commands.first else {
            Issue.record("no image command: \(list.commands)")
            return
        }
        #expect(image.width == 30 && image.height == 20)
        #expect(rect == CGRect(x: 85, y: 40, width: 30, height: 20))
    }
}
